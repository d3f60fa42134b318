import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortKeySchema } from './sort-schema';
import type { SearchState } from './state';
import { searchStateSchema } from './state-schema';
import { searchStateFromUrl, searchStateToUrl } from './url-state';

const number = fc
  .oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
  .map((value) => (Object.is(value, -0) ? 0 : value));
const isoDate = fc
  .date({
    min: new Date('1970-01-01T00:00:00.000Z'),
    max: new Date('2100-01-01T00:00:00.000Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());
const bound = fc.oneof(number, isoDate);
const range = fc
  .record({ from: bound, to: bound }, { requiredKeys: [] })
  .filter((value) => value.from !== undefined || value.to !== undefined);
// Field names a state may carry: the prototype keys are refused by the schema (they never reach an object).
const field = fc
  .stringMatching(/^[a-z0-9_]{1,12}$/)
  .filter((name) => !['__proto__', 'constructor', 'prototype'].includes(name));
const filter = fc.record({
  field,
  type: fc.constantFrom('any' as const, 'all' as const, 'none' as const),
  values: fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), range), { minLength: 1, maxLength: 4 }),
});
const state: fc.Arbitrary<SearchState> = fc
  .record(
    {
      kind: fc.constantFrom('products' as const, 'content' as const),
      query: fc.string({ unit: 'grapheme' }),
      filters: fc.uniqueArray(filter, { maxLength: 4, selector: (item) => `${item.field}.${item.type}` }),
      sort: fc.constantFrom(...sortKeySchema.options),
      page: fc.integer({ min: 1, max: 100 }),
      size: fc.integer({ min: 1, max: 1000 }),
    },
    { requiredKeys: ['kind', 'query', 'filters', 'page', 'size'] },
  )
  .map((value) => value as SearchState);

describe('searchStateToUrl / searchStateFromUrl', () => {
  it('round-trips every valid state', () => {
    fc.assert(
      fc.property(state, (value) => {
        expect(searchStateSchema.safeParse(value).success).toBe(true);
        expect(searchStateFromUrl(searchStateToUrl(value))).toEqual(value);
      }),
    );
  });

  it('writes short, readable URLs and leaves defaults out', () => {
    const url = searchStateToUrl({
      kind: 'products',
      query: 'olympic bar',
      sort: 'price.asc',
      page: 2,
      size: 24,
      filters: [
        { field: 'category_id', type: 'any', values: ['/equipment/bars'] },
        { field: 'price', type: 'any', values: [{ from: 100, to: 500 }] },
        { field: 'availability', type: 'none', values: ['discontinued'] },
      ],
    });
    expect(url).toBe(
      'q=olympic+bar&sort=price.asc&page=2&f.category_id=%2Fequipment%2Fbars&r.price=100..500&f.availability.none=discontinued',
    );
    expect(searchStateToUrl(searchStateFromUrl(''))).toBe('');
  });

  it('reads Next-style searchParams objects and a leading question mark', () => {
    expect(searchStateFromUrl({ q: 'bar', 'f.brand': ['a', 'b'], tab: 'content' })).toEqual({
      kind: 'content',
      query: 'bar',
      filters: [{ field: 'brand', type: 'any', values: ['a', 'b'] }],
      page: 1,
      size: 24,
    });
    expect(searchStateFromUrl('?r.price=..100').filters).toEqual([
      { field: 'price', type: 'any', values: [{ to: 100 }] },
    ]);
  });

  it('ignores unknown sorts, out-of-range paging and malformed ranges', () => {
    expect(searchStateFromUrl('sort=cheapest&page=101&size=0&r.price=cheap&r.date=..&X.y=1')).toEqual({
      kind: 'products',
      query: '',
      filters: [],
      page: 1,
      size: 24,
    });
  });

  it('never throws and always yields a valid state for arbitrary query strings', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(searchStateSchema.safeParse(searchStateFromUrl(text)).success).toBe(true);
      }),
    );
  });
});

describe('searchStateFromUrl and prototype keys', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('drops a filter on the field %s', (field) => {
    const state = searchStateFromUrl(`f.${field}=x&r.${field}=1..2&f.brand=a`);
    expect(state.filters.map((filter) => filter.field)).toEqual(['brand']);
  });
});
