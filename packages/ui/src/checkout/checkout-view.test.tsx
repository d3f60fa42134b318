import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import {
  CheckoutView,
  type CheckoutViewProps,
  type CheckoutViewTotals,
  financingName,
  orderTaxOf,
} from './checkout-view';

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
  ],
  subtotal: 59_900,
  discount: 0,
  giftCard: null,
  shipping: 4_900,
  tax: { kind: 'sales-tax', amount: 2_396, included: false },
  total: 67_196,
  exportDelivery: false,
};

function props(overrides: Partial<CheckoutViewProps> = {}): CheckoutViewProps {
  return {
    step: 'payment',
    totals: usTotals,
    countries: ['us', 'ca'],
    cartHref: '/en-us/cart',
    listHref: '/en-us/my-list',
    termsHref: '/en-us/terms',
    onSubmitAddress: vi.fn(),
    deliveryOptions: [
      { id: 'default', cost: 4_900, address: null },
      { id: 'pickup', cost: 0, address: ['Ironmark Warehouse', '1 Dock Rd'] },
    ],
    deliveryMethod: 'default',
    onDeliveryChange: vi.fn(),
    paymentMethods: ['invoice', 'card', 'financing'],
    financingProvider: 'affirm',
    paymentMethod: 'card',
    onPaymentChange: vi.fn(),
    card: { name: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' },
    onCardChange: vi.fn(),
    testCards: [{ number: '4242 4242 4242 4242', outcome: 'Payment succeeds' }],
    onApplyCode: vi.fn(async (_kind, code: string) => ({ ok: true, message: code.toUpperCase() })),
    onRemoveCode: vi.fn(),
    onPlaceOrder: vi.fn(),
    ...overrides,
  };
}

describe('CheckoutView', () => {
  it('shows the empty cart with a link back to the cart and no form', () => {
    render(<CheckoutView {...props({ view: 'empty' })} />);
    expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    expect(screen.getByText('Cart has no products')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en-us/cart');
    expect(screen.queryByRole('button', { name: 'Continue to delivery' })).toBeNull();
  });

  it('announces why the session ended and sends the shopper to the cart', () => {
    render(<CheckoutView {...props({ view: 'ended', ended: 'You have been inactive for too long' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You have been inactive for too long');
    expect(screen.getByRole('alert')).toHaveAttribute('data-slot', 'checkout-ended');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en-us/cart');
  });

  it('sends the shopper to My List where the channel has no checkout', () => {
    render(<CheckoutView {...props({ view: 'unavailable' })} />);
    expect(screen.getByText('Your country is not allowed for purchase')).toBeVisible();
    expect(screen.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/en-us/my-list');
  });

  it('shows only the address form and the summary before the address is accepted', () => {
    render(<CheckoutView {...props({ step: 'address', countries: ['se'] })} />);
    expect(screen.getByRole('button', { name: 'Continue to delivery' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('se');
    expect(screen.queryByRole('group', { name: 'Delivery method' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.getByText('Sales tax')).toBeVisible();
  });

  it('lays out delivery, payment with the test cards, the codes and the summary at the payment step', async () => {
    const user = userEvent.setup();
    const onPlaceOrder = vi.fn();
    const onDeliveryChange = vi.fn();
    const onApplyCode = vi.fn(async () => ({ ok: true, message: 'STRONG10' }));
    const { container } = render(
      <CheckoutView {...props({ onPlaceOrder, onDeliveryChange, onApplyCode })} />,
    );
    const delivery = screen.getByRole('group', { name: 'Delivery method' });
    expect(within(delivery).getByRole('radio', { name: /Default delivery/ })).toBeChecked();
    await user.click(within(delivery).getByRole('radio', { name: /Warehouse pickup/ }));
    expect(onDeliveryChange).toHaveBeenCalledExactlyOnceWith('pickup');

    expect(screen.getByRole('radio', { name: /Financing with Affirm/ })).toBeVisible();
    expect(screen.getByText('4242 4242 4242 4242')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Campaign code' }), 'strong10');
    await user.click(
      within(screen.getByRole('textbox', { name: 'Campaign code' }).closest('form')!).getByRole('button', {
        name: 'Apply',
      }),
    );
    await waitFor(() => expect(onApplyCode).toHaveBeenCalledExactlyOnceWith('campaignCode', 'strong10'));

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onPlaceOrder).toHaveBeenCalledOnce();
    expect(container.querySelector('[data-slot="order-summary"]')).toHaveTextContent('$671.96');
    await expectNoAxeViolations(container);
  }, 30_000);

  it.each([
    ['placing the order', { placing: true }],
    ['the cart changed', { cartChanged: true }],
  ])('disables placing while %s', (_, state) => {
    render(<CheckoutView {...props(state)} />);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('tells the shopper the cart changed and shows the payment problem at the payment method', () => {
    render(<CheckoutView {...props({ cartNotice: true, paymentError: 'Payment was refused.' })} />);
    expect(screen.getByText(/Your cart has changed/)).toHaveAttribute('data-slot', 'cart-changed');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment was refused.');
  });
});

describe('checkout view helpers', () => {
  it.each([
    [{ kind: 'vat', amount: 100, included: true } as const, { kind: 'vat', amount: 100, included: true }],
    [{ kind: 'sales-tax', amount: 40, included: false } as const, { kind: 'salesTax', amount: 40 }],
    [{ kind: 'export-fee', amount: 25, included: false } as const, { kind: 'exportFee', amount: 25 }],
    [null, undefined],
  ])('maps the tax %j to the summary line %j', (tax, line) => {
    expect(orderTaxOf(tax)).toEqual(line);
  });

  it('names the financing partner capitalised, and nothing without one', () => {
    expect(financingName('affirm')).toBe('Affirm');
    expect(financingName(null)).toBe('');
  });
});
