import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { barSpecs } from './__fixtures__/details.stories.data';
import { Specifications } from './specifications';

const meta = {
  component: Specifications,
  args: { specs: barSpecs },
  tags: ['autodocs'],
} satisfies Meta<typeof Specifications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Specifications' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Shaft diameter' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '28 mm' })).toBeVisible();
  },
};
