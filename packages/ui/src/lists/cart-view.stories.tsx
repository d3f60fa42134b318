import { FREE_SHIPPING_THRESHOLD_MINOR } from '@ironmark/config/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, within } from 'storybook/test';
import { cartViewLabels } from '../test/story-labels';
import { localised, type StoryLocale } from '../test/story-locale';
import { demoBigCart, demoCart } from './__fixtures__/lists.stories.data';
import { CartView } from './cart-view';
import type { CartSummary } from './types';

/**
 * A USD fixture cart in the channel's currency: unit prices at the demo rate, totals summed from the
 * converted lines so they still add up. A cart pinned to another currency is kept.
 */
function localCart(l: StoryLocale, cart: CartSummary): CartSummary {
  if (l.currency === 'usd' || cart.currency !== 'usd') return cart;
  const items = cart.items.map((item) => ({
    ...item,
    currency: l.currency,
    price: l.money(item.price),
    ...(item.comparePrice != null ? { comparePrice: l.money(item.comparePrice) } : {}),
  }));
  return {
    ...cart,
    currency: l.currency,
    items,
    subTotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    comparePrice: items.reduce((sum, item) => sum + (item.comparePrice ?? item.price) * item.quantity, 0),
  };
}

const meta = {
  component: CartView,
  args: { cart: demoCart, vatIncluded: false, onQuantityChange: fn(), onRemove: fn(), onCheckout: fn() },
  tags: ['autodocs'],
  decorators: [
    localised<ComponentProps<typeof CartView>>((l, args) => {
      const converted = args.cart.currency === 'usd' && l.currency !== 'usd';
      return {
        locale: args.locale ?? l.locale,
        cart: localCart(l, args.cart),
        // The free-shipping threshold and the VAT note follow the channel with the money.
        ...(converted
          ? {
              freeShippingThreshold: l.money(args.freeShippingThreshold ?? FREE_SHIPPING_THRESHOLD_MINOR),
              vatIncluded: l.vat,
            }
          : {}),
        labels: l.labels(cartViewLabels),
      };
    }),
  ],
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
    await expect(canvas.getByText('$447.00')).toBeVisible();
    await expect(canvas.getByText('Add $53.00 more for free shipping')).toBeVisible();
    await expect(canvas.getByText('Pre-order – shipped within 3 weeks')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Increase quantity' })[0]!);
    await expect(args.onQuantityChange).toHaveBeenCalledWith('IM-BAR-15-W', 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Competition Bumper Plate 10 kg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('IM-PLATE-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

export const StockAtMaximum: Story = {
  play: async ({ canvas }) => {
    const line = canvas.getAllByRole('listitem').find((item) => item.textContent?.includes('Training Bar'))!;
    const stepper = within(line);
    await expect(stepper.getByRole('spinbutton')).toHaveAttribute('aria-valuemax', '4');
  },
};

export const FreeShipping: Story = {
  args: { cart: demoBigCart },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your order ships free')).toBeVisible();
    await expect(canvas.getByText('Free gift', { selector: 'p' })).toBeVisible();
  },
};

export const Capped: Story = {
  args: {
    capChanges: [
      { code: 'IM-BAR-15-W', from: 6, to: 1 },
      { code: 'IM-PLATE-20', from: 2, to: 0, name: 'Competition Bumper Plate 20 kg' },
    ],
    removedNames: ['Lever Belt 10 mm'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock - quantity updated to remaining stocks')).toBeVisible();
    await expect(canvas.getByText('Training Bar 15 kg: 6 → 1')).toBeVisible();
    await expect(canvas.getByText('Competition Bumper Plate 20 kg: 2 → 0')).toBeVisible();
    await expect(canvas.getByText('Some products are no longer available for sale')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { cart: { ...demoCart, items: [], quantity: 0, subTotal: 0, comparePrice: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cart has no products')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { cart: { ...demoCart, loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading cart');
  },
};

export const PricesHidden: Story = {
  args: { pricesHidden: true, capChanges: [{ code: 'IM-BAR-15-W', from: 6, to: 1 }] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Prices and cart contents are not available in your country.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Training Bar 15 kg')).toBeNull();
    await expect(canvas.queryByText('$447.00')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Go to checkout' })).toBeNull();
  },
};

export const VatIncludedSek: Story = {
  args: {
    cart: {
      ...demoCart,
      currency: 'sek',
      subTotal: 449_000,
      comparePrice: 479_000,
      items: demoCart.items.map((i) => ({
        ...i,
        currency: 'sek',
        price: i.price * 10,
        comparePrice: (i.comparePrice ?? i.price) * 10,
      })),
    },
    locale: 'sv-SE',
    vatIncluded: true,
    freeShippingThreshold: 500_000,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/incl\. VAT/)).toBeVisible();
  },
};

/** The dark surface: tokens flip and contrast still passes axe. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { capChanges: [{ code: 'IM-BAR-15-W', from: 6, to: 1 }] },
};
