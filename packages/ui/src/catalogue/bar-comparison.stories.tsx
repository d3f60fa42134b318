import type { PriceAndAvailability, RealtimeEntry } from '@ironmark/cart-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { localised } from '../test/story-locale';
import { barSpecRows, comparableBars } from './__fixtures__/details.stories.data';
import { BarComparison, type LiveComparableBar } from './bar-comparison';
import { barComparisonTexts } from './texts';

const IN_STOCK = { inStock: 12, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 0 };

/** The comparison's bars without prices: each priced by the real-time entry of its first variant. */
const bars: LiveComparableBar[] = comparableBars.map(({ price: _price, ...bar }) => ({
  ...bar,
  variantCode: `${bar.code}-1`,
}));

/** Real-time entries with the fixtures' prices: a struck compare-at price is a running campaign. */
const realtime: Record<string, RealtimeEntry> = Object.fromEntries(
  comparableBars.map(({ code, price }): [string, PriceAndAvailability] => [
    `${code}-1`,
    {
      price: price?.compareAt ?? price?.amount ?? 0,
      campaignPrice: price?.compareAt ? price.amount : null,
      currency: 'usd',
      vatIncluded: false,
      stock: IN_STOCK,
    },
  ]),
);

const meta = {
  component: BarComparison,
  args: { bars, realtime, specRows: barSpecRows, onSelectedChange: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof BarComparison>>((l, args) => ({
      locale: args.locale ?? l.locale,
      labels: l.labels(barComparisonTexts),
      realtime: Object.fromEntries(
        Object.entries(args.realtime).map(([code, entry]) => {
          if (!entry || 'noResult' in entry) return [code, entry];
          const local = l.price({
            amount: entry.price,
            compareAt: entry.campaignPrice,
            currency: entry.currency,
            vatIncluded: entry.vatIncluded,
          });
          return [
            code,
            {
              ...entry,
              price: local.amount,
              campaignPrice: local.compareAt,
              currency: local.currency,
              vatIncluded: local.vatIncluded ?? entry.vatIncluded,
            },
          ];
        }),
      ),
    })),
  ],
} satisfies Meta<typeof BarComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Competition 20 kg' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Power Bar 20 kg' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['IM-BAR-20-M', 'IM-BAR-20-P']);
    await expect(canvas.getByRole('table', { name: 'Bar comparison' })).toBeVisible();
    await expect(canvas.getByText('$1,299.00')).toBeVisible();
    await expect(canvas.getByText('$699.00')).toBeVisible();
  },
};

export const CampaignPrice: Story = {
  args: { defaultSelected: ['IM-BAR-20-M', 'IM-BAR-15-W'] },
  play: async ({ canvas }) => {
    // The campaign price is paid, the regular price struck through.
    await expect(canvas.getByText('$599.00')).toBeVisible();
    await expect(canvas.getByText('$749.00')).toBeVisible();
  },
};

export const NoResult: Story = {
  args: {
    defaultSelected: ['IM-BAR-20-M', 'IM-BAR-20-P'],
    realtime: { ...realtime, 'IM-BAR-20-P-1': { noResult: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Power Bar 20 kg/ })).toBeVisible();
    await expect(canvas.getByText('$1,299.00')).toBeVisible();
    await expect(canvas.queryByText('$699.00')).toBeNull();
  },
};

export const Loading: Story = {
  args: { defaultSelected: ['IM-BAR-20-M', 'IM-BAR-20-P'], realtime: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(2);
    await expect(canvas.queryByText('$1,299.00')).toBeNull();
  },
};

export const PricesHidden: Story = {
  args: { defaultSelected: ['IM-BAR-20-M', 'IM-BAR-20-P'], hidePrices: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('$1,299.00')).toBeNull();
  },
};
