import { DYNAMIC_EVENT_PREFIX } from '@ironmark/config';
import { describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  addToQuote,
  addToWishlist,
  beginCheckout,
  beginCheckoutAbandonedCart,
  cartEvent,
  dynamicEvent,
  purchase,
  submitQuote,
  viewItem,
} from './events';
import { INVALID_EVENT_INPUT_MESSAGE, type ItemEvent } from './event-shapes';
import type { AnalyticsItemInput, ItemsEventInput } from './schemas';

const bar: AnalyticsItemInput = {
  id: '1010-20',
  name: 'Olympic Bar',
  price: 49_900,
  quantity: 2,
  category: '/equipment/bars/weightlifting',
  brand: 'Ironmark',
  variant: '20kg',
};
const plate: AnalyticsItemInput = { id: '2020-25', name: 'Bumper Plate 25 kg', price: 12_950 };

const itemBuilders: [string, (input: ItemsEventInput) => ItemEvent | null][] = [
  ['view_item', viewItem],
  ['add_to_cart', addToCart],
  ['add_to_wishlist', addToWishlist],
  ['add_to_quote', addToQuote],
  ['begin_checkout', beginCheckout],
  ['begin_checkout_abandoned_cart', beginCheckoutAbandonedCart],
];

describe('item events', () => {
  it.each(itemBuilders)('builds %s in GA4 e-commerce shape with major-unit prices', (name, build) => {
    expect(build({ currency: 'sek', items: [bar, plate] })).toEqual({
      event: name,
      ecommerce: {
        currency: 'SEK',
        value: 1127.5,
        items: [
          {
            item_id: '1010-20',
            item_name: 'Olympic Bar',
            item_brand: 'Ironmark',
            item_category: 'equipment',
            item_category2: 'bars',
            item_category3: 'weightlifting',
            item_variant: '20kg',
            price: 499,
            quantity: 2,
          },
          { item_id: '2020-25', item_name: 'Bumper Plate 25 kg', price: 129.5, quantity: 1 },
        ],
      },
    });
  });

  it.each(itemBuilders)('%s defaults the currency to USD', (_name, build) => {
    expect(build({ items: [plate] })?.ecommerce.currency).toBe('USD');
  });

  it('converts with the currency exponent: yen have no minor unit', () => {
    const event = addToCart({
      currency: 'jpy',
      items: [{ id: 'x', name: 'Chalk', price: 1500, quantity: 3 }],
    });
    expect(event?.ecommerce).toMatchObject({
      currency: 'JPY',
      value: 4500,
      items: [{ price: 1500, quantity: 3 }],
    });
  });

  it('maps the optional item fields and an order-level coupon', () => {
    const event = beginCheckout({
      coupon: 'SPRING',
      items: [{ ...plate, coupon: 'PLATES', discount: 500, index: 3, listId: 'plates', listName: 'Plates' }],
    });
    expect(event?.ecommerce).toEqual({
      currency: 'USD',
      value: 129.5,
      coupon: 'SPRING',
      items: [
        {
          item_id: '2020-25',
          item_name: 'Bumper Plate 25 kg',
          price: 129.5,
          quantity: 1,
          coupon: 'PLATES',
          discount: 5,
          index: 3,
          item_list_id: 'plates',
          item_list_name: 'Plates',
        },
      ],
    });
  });

  it.each<[string, ItemsEventInput]>([
    ['no items', { items: [] }],
    ['a negative price', { items: [{ ...plate, price: -1 }] }],
    ['a price that is not in minor units', { items: [{ ...plate, price: 129.5 }] }],
    ['a zero quantity', { items: [{ ...plate, quantity: 0 }] }],
    ['an empty id', { items: [{ ...plate, id: ' ' }] }],
    ['a currency that is not ISO 4217', { currency: 'dollars', items: [plate] }],
  ])('rejects %s: logs and returns null', (_case, input) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(addToCart(input)).toBeNull();
    expect(error).toHaveBeenCalledWith(INVALID_EVENT_INPUT_MESSAGE, 'add_to_cart', expect.any(String));
  });
});

describe('submit_quote', () => {
  it('carries the quoted items and the quote number but never the requester', () => {
    const input = { items: [plate], quoteId: 'Q-1001', email: 'coach@gym.example', name: 'Coach' };
    const event = submitQuote(input as never);
    expect(event).toEqual({
      event: 'submit_quote',
      ecommerce: {
        currency: 'USD',
        value: 129.5,
        quote_id: 'Q-1001',
        items: [{ item_id: '2020-25', item_name: 'Bumper Plate 25 kg', price: 129.5, quantity: 1 }],
      },
    });
  });
});

describe('purchase', () => {
  const order = {
    transactionId: 'SO-123456',
    currency: 'sek',
    value: 1_250_000,
    tax: 24_950,
    shipping: 0,
    coupon: 'SPRING',
    email: 'jane@example.com',
    items: [bar],
  };

  it('reports the transaction with value excluding tax and shipping', () => {
    expect(purchase(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'SO-123456',
        currency: 'SEK',
        value: 998,
        tax: 249.5,
        shipping: 0,
        coupon: 'SPRING',
        items: [expect.objectContaining({ item_id: '1010-20', price: 499, quantity: 2 })],
      },
    });
  });

  it('drops the order e-mail', () => {
    const event = purchase(order);
    expect(JSON.stringify(event)).not.toContain('jane@example.com');
    expect(JSON.stringify(event)).not.toContain('email');
  });

  it('defaults tax and shipping to 0', () => {
    expect(purchase({ transactionId: 'SO-1', items: [plate] })?.ecommerce).toMatchObject({
      tax: 0,
      shipping: 0,
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('requires transaction_id (%s): logs and returns null', (_case, transactionId) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(purchase({ ...order, transactionId } as never)).toBeNull();
    expect(error).toHaveBeenCalledWith(
      INVALID_EVENT_INPUT_MESSAGE,
      'purchase',
      expect.stringContaining('transactionId'),
    );
  });

  it('does not log the rejected order (it holds the e-mail)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    purchase({ ...order, items: [] });
    expect(JSON.stringify(error.mock.calls)).not.toContain('jane@example.com');
  });
});

describe('dynamic events', () => {
  it('uses the configured prefix from @ironmark/config', () => {
    expect(DYNAMIC_EVENT_PREFIX).toBe('london_dynamics_');
  });

  it.each([
    ['configurator_open', {}, undefined, { event: 'london_dynamics_configurator_open' }],
    ['london_dynamics_step', { step: 2 }, undefined, { event: 'london_dynamics_step', step: 2 }],
    [
      'open',
      { kind: 'rack', ok: true, none: null },
      'ld_',
      { event: 'ld_open', kind: 'rack', ok: true, none: null },
    ],
  ])('%s with %j and prefix %j becomes %j', (name, parameters, prefix, expected) => {
    expect(dynamicEvent(name, parameters, prefix === undefined ? {} : { prefix })).toEqual(expected);
  });

  it.each([
    ['a name with spaces', 'open menu', {}],
    ['a name longer than GA4 allows', 'x'.repeat(30), {}],
    ['an e-mail as name', 'jane@example.com', {}],
    ['the reserved event parameter', 'open', { event: 'purchase' }],
    ['the reserved ecommerce parameter', 'open', { ecommerce: 'x' }],
    ['a parameter name with a dash', 'open', { 'bad-name': 1 }],
  ])('rejects %s: logs and returns null', (_case, name, parameters) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(dynamicEvent(name, parameters)).toBeNull();
    expect(error).toHaveBeenCalledWith(INVALID_EVENT_INPUT_MESSAGE, expect.any(String), expect.any(String));
  });

  it('redacts e-mail-like parameter values', () => {
    expect(dynamicEvent('contact', { note: 'from jane@example.com', email: 'jane@example.com' })).toEqual({
      event: 'london_dynamics_contact',
      note: 'from [redacted]',
    });
  });
});

describe('records from other packages', () => {
  it.each([
    ['add_to_cart', 'add_to_cart'],
    ['add_to_wishlist', 'add_to_wishlist'],
  ] as const)('maps a cart store %s event to %s', (type, event) => {
    const fromStore = {
      type,
      currency: 'sek',
      price: 12_950,
      value: 25_900,
      item: { id: '2020-25', name: 'Bumper Plate 25 kg', price: 12_950, quantity: 2, category: '/plates' },
    };
    expect(cartEvent(fromStore)).toEqual({
      event,
      ecommerce: {
        currency: 'SEK',
        value: 259,
        items: [
          {
            item_id: '2020-25',
            item_name: 'Bumper Plate 25 kg',
            item_category: 'plates',
            price: 129.5,
            quantity: 2,
          },
        ],
      },
    });
  });

  it('sends an item without a name by its id alone (GA4 needs id or name)', () => {
    expect(addToCart({ items: [{ id: '2020-25', price: 100, name: null }] })?.ecommerce.items).toEqual([
      { item_id: '2020-25', price: 1, quantity: 1 },
    ]);
  });

  it('takes a commerce order as it is: orderNumber as transaction id, null coupon omitted, e-mail dropped', () => {
    const order = {
      orderNumber: 'SO-2001',
      status: 'placed',
      currency: 'usd',
      items: [{ id: '2020-25', name: 'Bumper Plate 25 kg', price: 12_950, quantity: 2, category: '/plates' }],
      subtotal: 25_900,
      tax: 2_072,
      shipping: 4_900,
      total: 32_872,
      coupon: null,
      email: 'jane@example.com',
    };
    const event = purchase(order);
    expect(event?.ecommerce).toEqual({
      transaction_id: 'SO-2001',
      currency: 'USD',
      value: 259,
      tax: 20.72,
      shipping: 49,
      items: [expect.objectContaining({ item_id: '2020-25', quantity: 2 })],
    });
    expect(JSON.stringify(event)).not.toContain('jane@example.com');
  });

  it('prefers transactionId over orderNumber', () => {
    expect(
      purchase({ transactionId: 'T-1', orderNumber: 'SO-1', items: [plate] })?.ecommerce.transaction_id,
    ).toBe('T-1');
  });
});
