import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { ConfirmationView, type ConfirmationViewProps, type ConfirmedOrder } from './confirmation-view';
import { confirmationViewTexts } from './texts';

const order: ConfirmedOrder = {
  orderNumber: 'IM-2026-004217',
  email: 'maja@example.com',
  currency: 'usd',
  items: [{ id: 'IM-PLATE-10', name: 'Competition Bumper Plate 10 kg', price: 7_900, quantity: 2 }],
  subtotal: 15_800,
  discount: 0,
  giftCardAmount: 0,
  shipping: 4_900,
  taxKind: 'sales-tax',
  tax: 1_656,
  vatIncluded: false,
  total: 22_356,
};

function renderView(overrides: Partial<ConfirmationViewProps> = {}) {
  return render(
    <ConfirmationView
      order={order}
      continueHref="/en-us"
      orderStatusHref="/en-us/order-status"
      {...overrides}
    />,
  );
}

describe('ConfirmationView', () => {
  it('shows the order number, the e-mail note and the summary of the placed order', async () => {
    const { container } = renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    expect(screen.getByText('IM-2026-004217')).toBeVisible();
    expect(screen.getByText('A confirmation has been sent to maja@example.com.')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Competition Bumper Plate 10 kg')).toBeVisible();
    // The line total is the unit price times the quantity.
    expect(summary).toHaveTextContent('$158.00');
    expect(summary).toHaveTextContent('Sales tax');
    expect(summary).toHaveTextContent('$223.56');
    expect(screen.queryByText(/Pre-ordered items/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en-us');
    await expectNoAxeViolations(container);
  }, 30_000);

  it.each<[ConfirmedOrder['taxKind'], boolean, string, string | null]>([
    ['vat', true, 'of which VAT', null],
    ['vat', false, 'VAT', null],
    ['export-fee', false, 'Export fee', 'CIP'],
  ])('shows a %s order (VAT included: %s) with its tax line', (taxKind, vatIncluded, line, terms) => {
    renderView({ order: { ...order, taxKind, vatIncluded } });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(line)).toBeVisible();
    if (terms) expect(summary).toHaveTextContent(terms);
  });

  it('tells about pre-ordered lines', () => {
    renderView({ hasPreOrder: true });
    expect(screen.getByText(/Pre-ordered items ship when they arrive/)).toBeVisible();
  });

  it('shows a loading line while the order is read', () => {
    renderView({ order: undefined });
    expect(screen.getByText('Loading your order')).toBeVisible();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('offers the order status lookup when the browser tab has no recent order', async () => {
    const { container } = renderView({ order: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    expect(screen.getByText('There is no recent order in this browser tab.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order status' })).toHaveAttribute('href', '/en-us/order-status');
    await expectNoAxeViolations(container);
  }, 30_000);

  it('takes its texts from the storefront’s keys', () => {
    const swedish: Record<string, string> = {
      'checkout.thankYou': 'Tack för din beställning',
      'checkout.noOrder': 'Det finns ingen ny beställning i den här fliken.',
      'orderStatus.title': 'Orderstatus',
    };
    renderView({ order: null, ...confirmationViewTexts((key) => swedish[key] ?? key) });
    expect(screen.getByRole('heading', { level: 1, name: 'Tack för din beställning' })).toBeVisible();
    expect(screen.getByText('Det finns ingen ny beställning i den här fliken.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Orderstatus' })).toBeVisible();
  });
});
