import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { localised } from '../test/story-locale';
import { ConfirmationView, type ConfirmedOrder } from './confirmation-view';
import { confirmationViewTexts } from './texts';

const usOrder: ConfirmedOrder = {
  orderNumber: 'IM-2026-004217',
  email: 'maja@example.com',
  currency: 'usd',
  items: [
    { id: 'IM-BAR-15-W', name: 'Training Bar 15 kg', price: 59_900, quantity: 1 },
    { id: 'IM-PLATE-10', name: 'Competition Bumper Plate 10 kg', price: 7_900, quantity: 2 },
  ],
  subtotal: 75_700,
  discount: 7_570,
  giftCardAmount: 0,
  shipping: 4_900,
  taxKind: 'sales-tax',
  tax: 2_725,
  vatIncluded: false,
  total: 75_755,
};

const swedishOrder: ConfirmedOrder = {
  orderNumber: 'IM-2026-004218',
  email: 'erik@example.se',
  currency: 'sek',
  items: [{ id: 'IM-BAR-WL-20M-BR-CH', name: 'Weightlifting Bar 20 kg', price: 1_530_000, quantity: 1 }],
  subtotal: 1_530_000,
  discount: 0,
  giftCardAmount: 100_000,
  shipping: 0,
  taxKind: 'vat',
  tax: 286_000,
  vatIncluded: true,
  total: 1_430_000,
};

const exportOrder: ConfirmedOrder = {
  ...usOrder,
  orderNumber: 'IM-2026-004219',
  currency: 'aed',
  discount: 0,
  taxKind: 'export-fee',
  tax: 9_000,
  total: 89_600,
};

type Args = ComponentProps<typeof ConfirmationView>;

const meta = {
  component: ConfirmationView,
  args: {
    order: usOrder,
    locale: 'en-US',
    continueHref: '/en-us',
    orderStatusHref: '/en-us/order-status',
  },
  tags: ['autodocs'],
  decorators: [
    localised<Args>((l, args) => ({
      ...l.labels(confirmationViewTexts),
      // A story that pins another currency keeps its amounts and locale.
      ...(args.order?.currency === 'usd' && l.currency === 'usd' ? { locale: l.locale } : {}),
    })),
  ],
} satisfies Meta<typeof ConfirmationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(canvas.getByText('IM-2026-004217')).toBeVisible();
    await expect(canvas.getByText('A confirmation has been sent to maja@example.com.')).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(summary).toHaveTextContent('Competition Bumper Plate 10 kg');
    await expect(summary).toHaveTextContent('$158.00');
    await expect(summary).toHaveTextContent('Sales tax');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-us');
  },
};

export const SwedishVatCustomer: Story = {
  args: { order: swedishOrder, locale: 'sv-SE', continueHref: '/sv-se' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IM-2026-004218')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent('of which VAT');
  },
};

export const WithPreOrder: Story = {
  args: { hasPreOrder: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Pre-ordered items ship when they arrive/)).toBeVisible();
  },
};

export const ExportOrder: Story = {
  args: { order: exportOrder, locale: 'en-AE', continueHref: '/en-ae' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Export fee');
  },
};

export const Loading: Story = {
  args: { order: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your order')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const NoRecentOrder: Story = {
  args: { order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(canvas.getByText('There is no recent order in this browser tab.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order status' })).toHaveAttribute(
      'href',
      '/en-us/order-status',
    );
  },
};

/** Every state for visual review (the pre-order confirmation's heading differs: landmarks need unique names). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-12">
      <ConfirmationView {...args} order={undefined} />
      <ConfirmationView {...args} order={null} />
      <ConfirmationView
        {...args}
        hasPreOrder
        confirmationLabels={{ ...args.confirmationLabels, heading: 'Thank you for your pre-order' }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(2);
  },
};
