import { schemaAgreement } from '@ironmark/config/vitest/schema-agreement';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkStoredCartState, emptyStoredCart, readStoredCartState, STORED_CART_ERROR } from './stored';
import { storedCartStateSchema } from './stored-schema';
import { storedLists } from './testing/fixtures';

const lists = storedLists;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readStoredCartState', () => {
  it('resolves to the stored lists when they pass the schema, without a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(readStoredCartState(lists)).resolves.toEqual(lists);
    expect(error).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['a zero quantity', { ...lists, cart: { bar: { quantity: 0 } } }],
    ['a missing list', { cart: {} }],
    ['a build without a code', { ...lists, builds: [{ ...lists.builds[0], code: '' }] }],
    ['a number', 42],
    ['null', null],
  ])('logs and resolves to empty lists for %s', async (_name, state) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(readStoredCartState(state)).resolves.toEqual({ cart: {}, favourites: {}, builds: [] });
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe(STORED_CART_ERROR);
  });

  it('logs the part at fault, never the stored codes or quantities of the other lines', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await readStoredCartState({ ...lists, favourites: { rack: { quantity: 1.5 } } });
    expect(error.mock.calls[0]).toEqual([STORED_CART_ERROR, { path: 'favourites.rack' }]);
  });
});

describe('checkStoredCartState (no zod in the browser)', () => {
  it('names the first part that fails', () => {
    expect(checkStoredCartState([])).toEqual({ success: false, error: { path: '' } });
    expect(checkStoredCartState({ ...lists, cart: [] })).toEqual({ success: false, error: { path: 'cart' } });
    expect(checkStoredCartState({ ...lists, cart: { '': { quantity: 1 } } })).toEqual({
      success: false,
      error: { path: 'cart.' },
    });
    expect(checkStoredCartState({ ...lists, builds: {} })).toEqual({
      success: false,
      error: { path: 'builds' },
    });
    expect(
      checkStoredCartState({
        ...lists,
        builds: [...lists.builds, { ...lists.builds[0], quantity: 2 ** 53 }],
      }),
    ).toEqual({ success: false, error: { path: `builds.${lists.builds.length}` } });
  });

  it('drops unknown keys and __proto__ keys, and never sets a prototype', () => {
    const stored = JSON.parse(
      '{"cart":{"__proto__":{"quantity":1},"bar":{"quantity":2,"price":1}},"favourites":{},"builds":[{"configuratorName":"rack","name":"","code":"R-1","quantity":1,"configuration":{"__proto__":"x","height":"90"},"extra":1}],"admin":true}',
    );
    const checked = checkStoredCartState(stored);
    expect(checked).toEqual({
      success: true,
      data: {
        cart: { bar: { quantity: 2 } },
        favourites: {},
        builds: [
          { configuratorName: 'rack', name: '', code: 'R-1', quantity: 1, configuration: { height: '90' } },
        ],
      },
    });
    expect(checked.success && Object.getPrototypeOf(checked.data.cart)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).quantity).toBeUndefined();
  });

  const quantity = fc.oneof(
    { weight: 30, arbitrary: fc.integer({ min: -1, max: 50 }) },
    { weight: 1, arbitrary: fc.constantFrom(0.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN, -0, '1') },
    { weight: 1, arbitrary: fc.anything() },
  );
  const code = fc.oneof(
    { weight: 8, arbitrary: fc.string({ maxLength: 6 }) },
    fc.constantFrom('', '__proto__'),
  );
  const line = fc.oneof(
    { weight: 10, arbitrary: fc.record({ quantity }) },
    fc.record({ quantity, extra: fc.anything() }),
    fc.anything(),
  );
  const list = fc.oneof({ weight: 10, arbitrary: fc.dictionary(code, line, { maxKeys: 4 }) }, fc.anything());
  const text = fc.oneof({ weight: 20, arbitrary: fc.string({ maxLength: 4 }) }, fc.anything());
  const build = fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record(
        {
          configuratorName: text,
          name: text,
          code: text,
          quantity,
          configuration: fc.oneof(
            { weight: 10, arbitrary: fc.dictionary(code, fc.string({ maxLength: 3 }), { maxKeys: 3 }) },
            fc.dictionary(code, fc.anything(), { maxKeys: 2 }),
            fc.anything(),
          ),
          extra: fc.anything(),
        },
        { requiredKeys: ['configuratorName', 'name', 'code', 'quantity', 'configuration'] },
      ),
    },
    fc.anything(),
  );
  const state = fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record(
        {
          cart: list,
          favourites: list,
          builds: fc.oneof({ weight: 10, arbitrary: fc.array(build, { maxLength: 3 }) }, fc.anything()),
          version: fc.anything(),
        },
        { requiredKeys: ['cart', 'favourites', 'builds'] },
      ),
    },
    fc.anything(),
  );

  it('property: agrees with storedCartStateSchema on any input', () => {
    const agreement = schemaAgreement(storedCartStateSchema, checkStoredCartState);
    fc.assert(fc.property(state, agreement.property), { numRuns: 3000 });
    // The comparison saw many accepted records, not only rejections.
    expect(agreement.accepted()).toBeGreaterThan(200);
  });
});

describe('emptyStoredCart', () => {
  it('is a version-1 record without lines, favourites or builds, new each time', () => {
    const first = emptyStoredCart();
    expect(first).toEqual({ version: 1, cart: {}, favourites: {}, builds: [] });
    first.cart.bar = { quantity: 1 };
    expect(emptyStoredCart().cart).toEqual({});
  });
});
