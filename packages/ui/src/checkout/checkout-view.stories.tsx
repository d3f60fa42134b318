import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { localised } from '../test/story-locale';
import { CheckoutView, type CheckoutViewTotals } from './checkout-view';
import { checkoutViewTexts } from './texts';

const usTotals: CheckoutViewTotals = {
  currency: 'usd',
  lines: [
    {
      code: 'IM-BAR-15-W',
      name: 'Training Bar 15 kg',
      quantity: 1,
      lineTotal: 59_900,
      compareTotal: 74_900,
      lowestPrice30d: 62_900,
    },
    {
      code: 'IM-PLATE-10',
      name: 'Competition Bumper Plate 10 kg',
      quantity: 2,
      lineTotal: 15_800,
      compareTotal: null,
      lowestPrice30d: null,
    },
  ],
  subtotal: 75_700,
  discount: 7_570,
  giftCard: null,
  shipping: 4_900,
  tax: { kind: 'sales-tax', amount: 2_725, included: false },
  total: 75_755,
  exportDelivery: false,
};

const swedishTotals: CheckoutViewTotals = {
  currency: 'sek',
  lines: [
    {
      code: 'IM-BAR-WL-20M-BR-CH',
      name: 'Weightlifting Bar 20 kg',
      quantity: 1,
      lineTotal: 1_530_000,
      compareTotal: null,
      lowestPrice30d: null,
    },
  ],
  subtotal: 1_530_000,
  discount: 0,
  giftCard: null,
  shipping: 0,
  tax: { kind: 'vat', amount: 306_000, included: true },
  total: 1_530_000,
  exportDelivery: false,
};

const emptyCard = { name: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' };

type Args = ComponentProps<typeof CheckoutView>;

const meta = {
  component: CheckoutView,
  args: {
    step: 'payment',
    totals: usTotals,
    locale: 'en-US',
    countries: ['us', 'ca'],
    customerCategories: [
      { value: 'business', label: 'Business' },
      { value: 'public-sector', label: 'Public sector' },
      { value: 'education', label: 'Education' },
      { value: 'reseller', label: 'Reseller' },
    ],
    termsHref: '/en-us/terms',
    cartHref: '/en-us/cart',
    listHref: '/en-us/my-list',
    onSubmitAddress: fn(),
    deliveryOptions: [
      { id: 'default', cost: 4_900, address: null },
      { id: 'pickup', cost: 0, address: ['Ironmark Warehouse', '12 Foundry Road', 'Columbus, OH 43215'] },
    ],
    deliveryMethod: 'default',
    onDeliveryChange: fn(),
    paymentMethods: ['invoice', 'card', 'financing'],
    financingProvider: 'affirm',
    paymentMethod: 'card',
    onPaymentChange: fn(),
    card: emptyCard,
    onCardChange: fn(),
    testCards: [
      { number: '4242 4242 4242 4242', outcome: 'Payment succeeds' },
      { number: '4000 0000 0000 0002', outcome: 'Payment is refused' },
      { number: '4000 0000 0000 0472', outcome: 'Fraud check fails (error code 472)' },
    ],
    onApplyCode: fn(async (_kind: string, code: string) => ({ ok: true, message: code.toUpperCase() })),
    onRemoveCode: fn(),
    onPlaceOrder: fn(),
  },
  tags: ['autodocs'],
  decorators: [
    localised<Args>((l, args) => {
      const texts = l.labels((t) => {
        const built = checkoutViewTexts(t);
        return {
          ...built,
          labels: {
            ...built.labels,
            cartEmpty: t('cartEmpty'),
            countryNotAllowed: t('countryNotAllowed'),
            cartChanged: t('checkout.cartChanged'),
          },
        };
      });
      // A story that pins another currency (the Swedish customer) keeps its amounts and locale.
      if (args.totals?.currency !== 'usd') return { ...texts };
      if (l.currency === 'usd') return { ...texts, locale: l.locale };
      const total = l.money(args.totals.total - (args.totals.tax?.amount ?? 0));
      return {
        ...texts,
        locale: l.locale,
        totals: {
          ...args.totals,
          currency: l.currency,
          subtotal: l.money(args.totals.subtotal),
          discount: l.money(args.totals.discount),
          shipping: l.money(args.totals.shipping),
          total,
          // VAT markets: the sales tax becomes VAT included in the prices (spec §6).
          tax: l.vat ? { kind: 'vat', included: true, amount: Math.round(total * 0.2) } : args.totals.tax,
          lines: args.totals.lines.map((line) => ({
            ...line,
            lineTotal: l.money(line.lineTotal),
            compareTotal: line.compareTotal === null ? null : l.money(line.compareTotal),
            lowestPrice30d: line.lowestPrice30d === null ? null : l.money(line.lowestPrice30d),
          })),
        },
        deliveryOptions: args.deliveryOptions.map((option) => ({ ...option, cost: l.money(option.cost) })),
      };
    }),
  ],
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A US private customer at the payment step: sales tax added, the sandbox card with its test cards. */
export const UsPrivateCustomer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Sales tax')).toBeVisible();
    await expect(canvas.getByText('$757.55')).toBeVisible();
    await expect(canvas.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Financing with Affirm/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Warehouse pickup/ }));
    await expect(args.onDeliveryChange).toHaveBeenCalledOnce();
    await expect(args.onDeliveryChange).toHaveBeenCalledWith('pickup');
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledOnce();
  },
};

/** A Swedish business customer paying by invoice: VAT included in the prices, free delivery. */
export const SwedishVatCustomer: Story = {
  args: {
    totals: swedishTotals,
    locale: 'sv-SE',
    countries: ['se'],
    termsHref: '/sv-se/terms',
    cartHref: '/sv-se/cart',
    listHref: '/sv-se/my-list',
    deliveryOptions: [{ id: 'default', cost: 0, address: null }],
    paymentMethods: ['invoice', 'card'],
    financingProvider: null,
    paymentMethod: 'invoice',
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('of which VAT')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Invoice/ })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: /Financing/ })).toBeNull();
    // The only delivery country is preselected.
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('se');
    await userEvent.click(canvas.getByRole('radio', { name: /Card/ }));
    await expect(args.onPaymentChange).toHaveBeenCalledOnce();
    await expect(args.onPaymentChange).toHaveBeenCalledWith('card');
  },
};

/** Problems shown: the refused payment at the payment method and the changed cart above the button. */
export const ErrorsShown: Story = {
  args: {
    paymentError: 'Payment was refused. Please use another payment method.',
    cartNotice: true,
    cartChanged: true,
    card: {
      name: 'Ada Lifter',
      number: '4000 0000 0000 0002',
      expiryMonth: '12',
      expiryYear: '30',
      cvc: '123',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Payment was refused. Please use another payment method.',
    );
    await expect(canvas.getByText(/Your cart has changed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled();
  },
};

/** The order is being placed: the button stays disabled so it is not pressed twice. */
export const Submitting: Story = {
  args: {
    placing: true,
    card: {
      name: 'Ada Lifter',
      number: '4242 4242 4242 4242',
      expiryMonth: '12',
      expiryYear: '30',
      cvc: '123',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** Before the address is accepted: the address form and the summary, nothing to pay yet. */
export const AddressStep: Story = {
  args: { step: 'address' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to delivery' }));
    await expect(await canvas.findByText('Please enter your first name')).toBeVisible();
    await waitFor(() => expect(args.onSubmitAddress).not.toHaveBeenCalled());
  },
};

/** An empty cart: no checkout, a link back to the cart. */
export const EmptyCart: Story = {
  args: { view: 'empty', totals: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Cart has no products')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en-us/cart');
    await expect(canvas.queryByRole('button', { name: 'Continue to delivery' })).toBeNull();
  },
};

/** The session ended (inactivity): announced as an alert, with a link back to the cart. */
export const SessionEnded: Story = {
  args: {
    view: 'ended',
    ended: 'You have been inactive for too long, please add your products to cart again.',
    totals: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/inactive for too long/);
  },
};
