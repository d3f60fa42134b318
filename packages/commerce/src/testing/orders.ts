// Test fixtures (not exported by the package): a placed order as the checkout API returns it, and the
// address and card a checkout test pays with.
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

/** A United States delivery address (New York). */
export const usAddress = {
  firstName: 'Ada',
  lastName: 'Lifter',
  streetAddress: '1 Iron Way',
  zip: '10001',
  city: 'New York',
  stateOrProvince: 'NY',
  country: 'us',
};

/** Card details with `number` (the demo provider accepts or refuses by number). */
export const card = (number: string) => ({
  name: 'Ada Lifter',
  number,
  expiryMonth: '12',
  expiryYear: '30',
  cvc: '123',
});
