import { schemaAgreement } from '@ironmark/config/vitest/schema-agreement';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { checkItemsEventInput } from './item-check';
import { cartEvent } from './item-events';
import { cartEventInputSchema, itemsEventInputSchema } from './schemas';

const item = { id: 'IM-BAR-20', name: ' Competition bar ', price: 129_900, quantity: 2 };

describe("checkItemsEventInput (the browser's zod-free check of an item event)", () => {
  it.each<[string, unknown, boolean]>([
    ['one item', { items: [item] }, true],
    ['a currency in any case, padded', { currency: ' sek ', items: [item] }, true],
    ['category levels', { items: [{ ...item, category: ['equipment', 'bars'] }] }, true],
    ['null and empty texts', { items: [{ ...item, brand: null, variant: '  ' }], coupon: '' }, true],
    ['no items', { items: [] }, false],
    ['a blank id', { items: [{ ...item, id: '  ' }] }, false],
    ['a fractional price', { items: [{ ...item, price: 1.5 }] }, false],
    ['a negative price', { items: [{ ...item, price: -1 }] }, false],
    ['quantity 0', { items: [{ ...item, quantity: 0 }] }, false],
    ['a two-letter currency', { currency: 'us', items: [item] }, false],
    ['a numeric category list', { items: [{ ...item, category: [1] }] }, false],
    ['an array', [item], false],
    ['null', null, false],
  ])('%s: success %s, as the schema', (_name, value, success) => {
    expect(checkItemsEventInput(value).success).toBe(success);
    expect(itemsEventInputSchema.safeParse(value).success).toBe(success);
  });

  it('names the first field that fails, never its value', () => {
    expect(checkItemsEventInput({ items: [item, { ...item, price: 'jane@example.com' }] })).toEqual({
      success: false,
      error: 'items.1.price: expected an integer',
    });
  });

  it('trims texts, drops empty ones, defaults the quantity and leaves unknown keys out', () => {
    const input = JSON.parse(
      `{"__proto__": {"polluted": true}, "items": [{"id": " A ", "price": 100, "name": " ", "secret": 1}], "extra": 1}`,
    );
    const checked = checkItemsEventInput(input);
    expect(checked).toEqual({
      success: true,
      data: { items: [{ id: 'A', price: 100, quantity: 1, name: undefined }] },
    });
    expect(Object.getPrototypeOf(checked.success && checked.data)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  // The contract stays the zod schema; the browser's check must agree with it on every input: the
  // same verdict, and the same data when both accept. Mostly valid values, so most inputs pass.
  const amount = fc.oneof(
    { weight: 30, arbitrary: fc.integer({ min: -1, max: 500_000 }) },
    { weight: 1, arbitrary: fc.constantFrom(0.5, -0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53) },
    { weight: 1, arbitrary: fc.constantFrom('1', null, undefined) },
  );
  const text = fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom('Bar', ' Plate ', '', '   ', 'a@b.se') },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined, 3, ['x']) },
  );
  const itemArbitrary = fc.record(
    {
      id: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom('A', ' B ', 'IM-1') },
        { weight: 1, arbitrary: text },
      ),
      name: text,
      price: amount,
      quantity: amount,
      category: fc.oneof(
        fc.constantFrom('/equipment/bars', undefined),
        fc.array(fc.constantFrom('equipment', 'bars'), { maxLength: 3 }),
        fc.constant([1]),
        fc.constant(null),
      ),
      brand: text,
      variant: text,
      coupon: text,
      discount: amount,
      index: amount,
      listId: text,
      listName: text,
      unknown: fc.anything(),
    },
    { requiredKeys: ['id', 'price'] },
  );
  const inputArbitrary = fc.oneof(
    {
      weight: 12,
      arbitrary: fc.record(
        {
          currency: fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom('usd', ' SEK ', undefined) },
            { weight: 1, arbitrary: fc.constantFrom('us', 'usdd', 7) },
          ),
          items: fc.oneof(
            { weight: 8, arbitrary: fc.array(itemArbitrary, { minLength: 1, maxLength: 3 }) },
            { weight: 1, arbitrary: fc.constant([]) },
          ),
          coupon: text,
          extra: fc.anything(),
        },
        { requiredKeys: ['items'] },
      ),
    },
    { weight: 1, arbitrary: fc.anything() },
  );

  it('gives the schema’s verdict and data on generated inputs', () => {
    const agreement = schemaAgreement(itemsEventInputSchema, checkItemsEventInput);
    fc.assert(fc.property(inputArbitrary, agreement.property), { numRuns: 3_000 });
    expect(agreement.accepted()).toBeGreaterThan(300);
  });

  it('cartEvent accepts what cartEventInputSchema accepts', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const eventArbitrary = fc.oneof(
      {
        weight: 10,
        arbitrary: fc.record(
          {
            type: fc.constantFrom('add_to_cart', 'add_to_wishlist', 'purchase', 3),
            currency: fc.constantFrom('usd', 'sv', undefined),
            item: itemArbitrary,
          },
          { requiredKeys: ['type', 'item'] },
        ),
      },
      { weight: 1, arbitrary: fc.anything() },
    );
    fc.assert(
      fc.property(eventArbitrary, (input) => {
        expect(cartEvent(input as never) !== null).toBe(cartEventInputSchema.safeParse(input).success);
      }),
      { numRuns: 1_000 },
    );
    error.mockRestore();
  });
});
