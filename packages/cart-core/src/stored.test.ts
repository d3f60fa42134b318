import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyStoredCart, readStoredCartState, STORED_CART_ERROR } from './stored';
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
});

describe('emptyStoredCart', () => {
  it('is a version-1 record without lines, favourites or builds, new each time', () => {
    const first = emptyStoredCart();
    expect(first).toEqual({ version: 1, cart: {}, favourites: {}, builds: [] });
    first.cart.bar = { quantity: 1 };
    expect(emptyStoredCart().cart).toEqual({});
  });
});
