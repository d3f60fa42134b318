import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { emptyStoredCart } from './stored';
import { parseStoredCart, type StoredCart, storedCartSchema } from './stored-schema';
import { storedLists } from './testing/fixtures';

const record: StoredCart = { version: 1, ...storedLists };

describe('parseStoredCart', () => {
  it.each<[string, unknown]>([
    ['a JSON string', JSON.stringify(record)],
    ['a parsed object', record],
    [
      'a zustand persist envelope',
      { state: { cart: record.cart, favourites: record.favourites, builds: record.builds }, version: 1 },
    ],
    ['an envelope as JSON', JSON.stringify({ state: { ...record, version: undefined }, version: 1 })],
  ])('reads %s', (_name, value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoredCart(value)).toEqual(record);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([[null], [undefined]])('yields empty lists for %j without logging', (value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoredCart(value)).toEqual(emptyStoredCart());
    expect(error).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['unparseable JSON', '{"cart":'],
    ['a wrong version', { ...record, version: 2 }],
    ['a missing version', { cart: {}, favourites: {}, builds: [] }],
    ['a zero quantity', { ...record, cart: { bar: { quantity: 0 } } }],
    ['a number', 42],
    ['an array', '[]'],
    ['a wrong envelope version', { state: record, version: 0 }],
  ])('logs and yields empty lists for %s', (_name, value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoredCart(value)).toEqual(emptyStoredCart());
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe('Failed to parse stored cart');
  });

  it('never throws and always returns a valid record (property)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (value) => {
        expect(storedCartSchema.safeParse(parseStoredCart(value)).success).toBe(true);
      }),
    );
  });
});
