import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { orderSummaryLabels } from '../test/story-labels';
import { localised } from '../test/story-locale';
import { OrderSummary } from './order-summary';

const lines = [
  {
    code: 'IM-BAR-15-W',
    name: 'Training Bar 15 kg',
    quantity: 1,
    lineTotal: 59_900,
    compareTotal: 74_900,
    lowestPrice30d: 62_900,
  },
  { code: 'IM-PLATE-10', name: 'Competition Bumper Plate 10 kg', quantity: 2, lineTotal: 15_800 },
];

const meta = {
  component: OrderSummary,
  args: {
    currency: 'usd',
    lines,
    subtotal: 75_700,
    discount: 7_570,
    delivery: 4_900,
    tax: { kind: 'salesTax', amount: 5_621 },
    total: 78_651,
  },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof OrderSummary>>((l, args) => {
      if (l.currency === 'usd') return { locale: l.locale };
      // VAT markets: the sales tax becomes VAT included in the prices (spec §6), so the total drops it.
      const salesTax = args.tax?.kind === 'salesTax' ? args.tax.amount : 0;
      const total = l.money(args.total - salesTax);
      return {
        locale: args.locale ?? l.locale,
        currency: l.currency,
        subtotal: l.money(args.subtotal),
        discount: args.discount === undefined ? undefined : l.money(args.discount),
        delivery: typeof args.delivery === 'number' ? l.money(args.delivery) : args.delivery,
        total,
        tax: l.vat ? { kind: 'vat', included: true, amount: Math.round(total * 0.2) } : args.tax,
        lines: args.lines?.map((line) => ({
          ...line,
          lineTotal: l.money(line.lineTotal),
          compareTotal: line.compareTotal === undefined ? undefined : l.money(line.compareTotal),
          lowestPrice30d: line.lowestPrice30d === undefined ? undefined : l.money(line.lowestPrice30d),
        })),
        labels: l.labels(orderSummaryLabels),
      };
    }),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalesTax: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sales tax')).toBeVisible();
    await expect(canvas.getByText('$56.21')).toBeVisible();
    await expect(canvas.getByText('−$75.70')).toBeVisible();
    await expect(canvas.getByText('$786.51')).toBeVisible();
    await expect(canvas.getByText(/lowest price in the last 30 days/)).toHaveTextContent('$629.00');
  },
};

export const VatIncluded: Story = {
  args: {
    currency: 'sek',
    locale: 'sv-SE',
    lines: [],
    subtotal: 1_299_000,
    discount: 0,
    giftCard: 100_000,
    delivery: 0,
    tax: { kind: 'vat', amount: 239_800, included: true },
    total: 1_199_000,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('of which VAT')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('Gift card')).toBeVisible();
  },
};

export const VatExcluded: Story = {
  args: {
    currency: 'eur',
    locale: 'de-DE',
    tax: { kind: 'vat', amount: 14_383, included: false },
    total: 90_083,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VAT')).toBeVisible();
  },
};

export const ExportDelivery: Story = {
  args: { tax: { kind: 'exportFee', amount: 2_500 }, exportDelivery: true, delivery: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Export fee')).toBeVisible();
    await expect(
      canvas.getByText('Export deliveries are under CIP terms and customs costs are not included'),
    ).toBeVisible();
    await expect(canvas.getByText('Calculated in the next step')).toBeVisible();
  },
};

/** The dark surface: tokens flip and contrast still passes axe. */
export const Dark: Story = { globals: { theme: 'dark' } };
