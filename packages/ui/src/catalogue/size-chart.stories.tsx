import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { SizeChart } from './size-chart';

const meta = {
  component: SizeChart,
  args: {
    columns: ['Size', 'Waist (cm)', 'Belt length (cm)'],
    rows: [
      ['S', '66–81', '91'],
      ['M', '76–91', '101'],
      ['L', '86–102', '112'],
      ['XL', '97–112', '122'],
    ],
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof SizeChart>>((l) => ({
      caption: l.labels((t) => t('product.sizeChart')),
    })),
  ],
} satisfies Meta<typeof SizeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Size chart' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'M' })).toBeVisible();
  },
};
