import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { barSpecs } from './__fixtures__/details.stories.data';
import { Specifications } from './specifications';

const meta = {
  component: Specifications,
  args: { specs: barSpecs },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof Specifications>>((l) => ({
      caption: l.labels((t) => t('product.specifications')),
    })),
  ],
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
