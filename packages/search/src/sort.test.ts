import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  defaultSort,
  isSearchKind,
  isSortKey,
  resolveSort,
  SEARCH_KINDS,
  SORT_KEYS,
  sortOptions,
  sortToProtocol,
} from './sort';
import { searchKindSchema, sortKeySchema } from './sort-schema';

describe('sortOptions', () => {
  it.each([
    [
      'products',
      true,
      ['_score.desc', 'recommended.asc', 'bp_name.asc', 'bp_name.desc', 'price.asc', 'price.desc'],
    ],
    ['products', false, ['recommended.asc', 'bp_name.asc', 'bp_name.desc', 'price.asc', 'price.desc']],
    ['content', true, ['_score.desc', 'title.asc', 'title.desc', 'date.asc', 'date.desc']],
    ['content', false, ['title.asc', 'title.desc', 'date.asc', 'date.desc']],
  ] as const)('lists the spec §3 options for %s with relevance %s', (kind, relevance, keys) => {
    expect(sortOptions(kind, { relevance }).map((option) => option.key)).toEqual(keys);
  });

  it.each([true, false])(
    'drops the price sorts where prices are hidden (spec §6), relevance %s',
    (relevance) => {
      const hidden = sortOptions('products', { relevance, prices: false }).map((option) => option.key);
      expect(hidden.filter((key) => key.startsWith('price.'))).toEqual([]);
      expect(hidden).toEqual(
        sortOptions('products', { relevance }).flatMap((option) =>
          option.field === 'price' ? [] : [option.key],
        ),
      );
      expect(sortOptions('content', { relevance, prices: false })).toEqual(
        sortOptions('content', { relevance }),
      );
    },
  );

  it('splits each key into field and direction', () => {
    expect(sortOptions('products', { relevance: false })[1]).toEqual({
      key: 'bp_name.asc',
      field: 'bp_name',
      direction: 'asc',
    });
  });
});

describe('defaults', () => {
  it('uses recommended.asc for products and _score.desc for content (spec §3)', () => {
    expect(DEFAULT_SORT).toEqual({ products: 'recommended.asc', content: '_score.desc' });
    expect(defaultSort('products', { relevance: true })).toBe('recommended.asc');
    expect(defaultSort('content', { relevance: true })).toBe('_score.desc');
  });

  it('falls back to newest first for content without a query, where _score is not offered', () => {
    expect(defaultSort('content', { relevance: false })).toBe('date.desc');
  });

  it.each([
    ['products', 'price.desc', true, 'price.desc'],
    ['products', '_score.desc', false, 'recommended.asc'],
    ['products', 'title.asc', true, 'recommended.asc'],
    ['content', 'bogus', true, '_score.desc'],
    ['content', undefined, false, 'date.desc'],
  ] as const)('resolves %s sort %s (relevance %s) to %s', (kind, requested, relevance, expected) => {
    expect(resolveSort(kind, requested, { relevance })).toBe(expected);
  });

  it('falls back to the default for a price sort where prices are hidden', () => {
    expect(resolveSort('products', 'price.asc', { relevance: true, prices: false })).toBe('recommended.asc');
    expect(resolveSort('products', 'price.asc', { relevance: true, prices: true })).toBe('price.asc');
  });
});

describe('sortToProtocol', () => {
  it('sends a one-element list for ordinary sorts', () => {
    expect(sortToProtocol('products', 'price.asc')).toEqual([{ price: 'asc' }]);
    expect(sortToProtocol('content', '_score.desc')).toEqual([{ _score: 'desc' }]);
  });

  it('appends recommended.asc as tiebreak when products sort by relevance', () => {
    expect(sortToProtocol('products', '_score.desc')).toEqual([{ _score: 'desc' }, { recommended: 'asc' }]);
  });
});

describe('isSearchKind and isSortKey', () => {
  const candidates = [
    ...SEARCH_KINDS,
    ...SORT_KEYS,
    'price',
    'price.up',
    'Products',
    '',
    null,
    undefined,
    1,
    {},
  ];

  it.each(candidates)('accept %j exactly when the schemas do', (value) => {
    expect(isSearchKind(value)).toBe(searchKindSchema.safeParse(value).success);
    expect(isSortKey(value)).toBe(sortKeySchema.safeParse(value).success);
  });

  it('accept every kind and key of the spec', () => {
    expect(SEARCH_KINDS.filter(isSearchKind)).toEqual(['products', 'content']);
    expect(SORT_KEYS.filter(isSortKey)).toHaveLength(10);
    expect(isSortKey('price.up')).toBe(false);
  });
});
