import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { priceLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { Price } from './price';

const meta = {
  component: Price,
  args: { amount: 129_900, currency: 'usd' },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof Price>>((l, args) => ({
      ...l.price(args),
      locale: args.locale ?? l.locale,
      showVatNote: args.showVatNote ?? (l.vat || undefined),
      labels: l.labels(priceLabels),
    })),
  ],
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,299.00')).toBeVisible();
  },
};

export const Sale: Story = {
  args: { amount: 59_900, compareAt: 74_900, lowestPrice30d: 62_900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$749.00').tagName).toBe('S');
    await expect(canvas.getByText(/lowest price in the last 30 days/)).toHaveTextContent('$629.00');
  },
};

export const VatIncludedSek: Story = {
  args: { amount: 1_299_000, currency: 'sek', locale: 'sv-SE', vatIncluded: true, showVatNote: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/12\s990,00\s*kr/)).toBeVisible();
    await expect(canvas.getByText('incl. VAT')).toBeVisible();
  },
};

export const VatExcludedEur: Story = {
  args: {
    amount: 99_500,
    currency: 'eur',
    locale: 'de-DE',
    vatIncluded: false,
    showVatNote: true,
    size: 'lg',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('excl. VAT')).toBeVisible();
  },
};
