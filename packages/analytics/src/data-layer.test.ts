import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createDataLayer, INVALID_CURRENCY_MESSAGE } from './data-layer';
import {
  addToCart,
  addToQuote,
  addToWishlist,
  beginCheckout,
  beginCheckoutAbandonedCart,
  dynamicEvent,
  purchase,
  submitQuote,
  viewItem,
} from './events';
import { routeComplete, routeError } from './route';

const plate = { id: '2020-25', name: 'Bumper Plate 25 kg', price: 12_950 };

function isArguments(value: unknown): boolean {
  return Object.prototype.toString.call(value) === '[object Arguments]';
}

describe('createDataLayer', () => {
  it.each([
    ['view_item', viewItem({ items: [plate] })],
    ['add_to_cart', addToCart({ items: [plate] })],
    ['add_to_wishlist', addToWishlist({ items: [plate] })],
    ['add_to_quote', addToQuote({ items: [plate] })],
    ['begin_checkout', beginCheckout({ items: [plate] })],
    ['begin_checkout_abandoned_cart', beginCheckoutAbandonedCart({ items: [plate] })],
    ['submit_quote', submitQuote({ items: [plate] })],
    ['purchase', purchase({ transactionId: 'SO-1', items: [plate] })],
  ])('clears ecommerce before pushing %s', (name, event) => {
    const target: unknown[] = [];
    expect(createDataLayer(target).push(event)).toBe(true);
    expect(target).toEqual([{ ecommerce: null }, expect.objectContaining({ event: name })]);
  });

  it.each([
    ['route_complete', routeComplete('/en-us')],
    ['route_error', routeError(new Error('boom'), '/en-us')],
    ['london_dynamics_open', dynamicEvent('open')],
  ])('pushes %s without an ecommerce reset', (name, event) => {
    const target: unknown[] = [];
    createDataLayer(target).push(event);
    expect(target).toEqual([expect.objectContaining({ event: name })]);
  });

  it('pushes nothing for a rejected input', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const target: unknown[] = [];
    expect(createDataLayer(target).push(purchase({ items: [plate] } as never))).toBe(false);
    expect(target).toEqual([]);
  });

  it('writes through any object with push (GTM replaces the array push)', () => {
    const entries: unknown[] = [];
    createDataLayer({ push: (entry: unknown) => entries.push(entry) }).push(routeComplete('/'));
    expect(entries).toEqual([{ event: 'route_complete', page_path: '/' }]);
  });

  it.each([
    ['sek', 'SEK'],
    [undefined, 'USD'],
    [null, 'USD'],
  ])('sets the currency %j as %s', (currency, expected) => {
    const target: unknown[] = [];
    expect(createDataLayer(target).setCurrency(currency)).toBe(expected);
    expect(target).toEqual([{ currency: expected }]);
  });

  it('logs an invalid currency and falls back to USD', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const target: unknown[] = [];
    createDataLayer(target).setCurrency('dollars');
    expect(target).toEqual([{ currency: 'USD' }]);
    expect(error).toHaveBeenCalledWith(INVALID_CURRENCY_MESSAGE, 'dollars');
  });

  it('pushes consent commands as gtag Arguments objects', () => {
    const target: unknown[] = [];
    const layer = createDataLayer(target);
    layer.consentDefault();
    layer.consentUpdate('all');
    expect(target.every(isArguments)).toBe(true);
    expect(target.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'default', expect.objectContaining({ ad_storage: 'denied', wait_for_update: 500 })],
      ['consent', 'update', expect.objectContaining({ ad_storage: 'granted', ad_user_data: 'granted' })],
    ]);
  });
});

describe('personal data never reaches the data layer', () => {
  // A text with an e-mail address somewhere inside it.
  const withEmail = fc
    .tuple(fc.string({ maxLength: 8 }), fc.emailAddress(), fc.string({ maxLength: 8 }))
    .map(([before, email, after]) => ({ text: `${before} ${email} ${after}`, email }));

  it('holds for every event built from inputs that contain e-mail addresses', () => {
    fc.assert(
      fc.property(
        withEmail,
        fc.constantFrom('id', 'name', 'brand', 'variant', 'coupon', 'category', 'listName'),
        fc.emailAddress(),
        (field, itemField, orderEmail) => {
          const item = { ...plate, [itemField]: field.text };
          const target: unknown[] = [];
          const layer = createDataLayer(target);
          layer.push(viewItem({ items: [item] }));
          layer.push(addToCart({ items: [item], coupon: field.text }));
          layer.push(submitQuote({ items: [item], quoteId: field.text, email: orderEmail } as never));
          layer.push(purchase({ transactionId: field.text, email: orderEmail, items: [item] }));
          layer.push(routeComplete(`/en-us/thanks?email=${encodeURIComponent(field.email)}`));
          layer.push(routeComplete(`/en-us/${field.email}`));
          layer.push(routeError(new Error(field.text), `/en-us?e=${field.email}`));
          layer.push(dynamicEvent('contact', { note: field.text, email: orderEmail }));
          expect(target.length).toBeGreaterThan(8);
          const pushed = JSON.stringify(target);
          expect(pushed).not.toContain(field.email);
          expect(pushed).not.toContain(encodeURIComponent(field.email));
          expect(pushed).not.toContain(orderEmail);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps value = Σ price × quantity for any items', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
          }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        (lines) => {
          const items = lines.map((line, index) => ({ ...line, id: `v${index}`, name: `Item ${index}` }));
          const event = addToCart({ currency: 'usd', items });
          const expected = lines.reduce((sum, line) => sum + line.price * line.quantity, 0) / 100;
          expect(event?.ecommerce.value).toBeCloseTo(expected, 2);
        },
      ),
    );
  });
});
