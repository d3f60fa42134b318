import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
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
