// Test fixtures (not exported by the package): a placed order as the checkout API returns it.
import type { Order } from '../contract';

/** A placed Swedish invoice order of one bar, VAT included, no coupon. */
export const placedOrder: Order = {
  orderNumber: 'IM-100042',
  status: 'placed',
  createdAt: '2026-11-24T10:00:00.000Z',
  channel: 'sv-se',
  currency: 'sek',
  vatIncluded: true,
  items: [{ id: 'IM-BAR-20', name: 'Competition bar 20 kg', price: 499_000, quantity: 1, category: 'bars' }],
  subtotal: 499_000,
  discount: 0,
  taxKind: 'vat',
  tax: 99_800,
  shipping: 0,
  giftCardAmount: 0,
  total: 499_000,
  coupon: null,
  email: 'lifter@example.com',
  deliveryMethod: 'default',
  paymentMethod: 'invoice',
};
