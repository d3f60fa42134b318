import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { localised } from '../test/story-locale';
import { barSpecRows, comparableBars } from './__fixtures__/details.stories.data';
import { BarComparisonTable } from './bar-comparison-table';
import { barComparisonTexts } from './texts';

const meta = {
  component: BarComparisonTable,
  args: { bars: comparableBars, specRows: barSpecRows, onSelectedChange: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof BarComparisonTable>>((l, args) => ({
      locale: args.locale ?? l.locale,
      labels: l.labels(barComparisonTexts),
      bars: args.bars.map((bar) => ({ ...bar, price: bar.price && l.price(bar.price) })),
    })),
  ],
} satisfies Meta<typeof BarComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Pick at least two bars to compare them side by side.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Competition 20 kg' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Power Bar 20 kg' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['IM-BAR-20-M', 'IM-BAR-20-P']);
    const table = canvas.getByRole('table', { name: 'Bar comparison' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Shaft diameter (differs)' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Weight' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Training 15 kg' }));
    await expect(canvas.getByRole('checkbox', { name: 'Technique Bar 5 kg' })).toBeDisabled();
  },
};

export const ThreeBars: Story = {
  args: { defaultSelected: ['IM-BAR-20-M', 'IM-BAR-20-P', 'IM-BAR-15-W'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
  },
};

export const PricesHidden: Story = {
  args: { defaultSelected: ['IM-BAR-20-M', 'IM-BAR-20-P'], hidePrices: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('$1,299.00')).toBeNull();
  },
};
