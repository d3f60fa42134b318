import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryListingFacetFields } from './category-facets';
import {
  categoryPathValues,
  DEFAULT_LISTING_SORT,
  filterListing,
  LISTING_SORT_OPTIONS,
  type ListingFacets,
  type ListingSelection,
  type ListingSortKey,
  listingFacetCounts,
  resolveListingSort,
  sortListing,
} from './listing';

interface Card {
  code: string;
  name: string;
  recommended: number;
  category: string;
  certification: string[];
}

const card = (
  code: string,
  name: string,
  recommended: number,
  category: string,
  certification: string[] = [],
) => ({
  code,
  name,
  recommended,
  category,
  certification,
});

// A bars category: two sub-categories, certifications on some bars.
const cards: Card[] = [
  card('WL-20', 'Competition Bar 20 kg', 1, '/equipment/bars/weightlifting', ['iwf']),
  card('PL-20', 'Power Bar 20 kg', 2, '/equipment/bars/powerlifting', ['ipf']),
  card('WL-15', 'Training Bar 15 kg', 3, '/equipment/bars/weightlifting'),
  card('PL-DL', 'Deadlift Bar', 4, '/equipment/bars/powerlifting', ['ipf', 'usapl']),
  card('HY-20', 'Hybrid Bar 20 kg', 5, '/equipment/bars', ['iwf', 'ipf']),
];

const facets: ListingFacets<Card> = {
  category: (product) => categoryPathValues(product.category),
  cert: (product) => product.certification,
};

const codes = (products: readonly Card[]) => products.map((product) => product.code);

describe('categoryPathValues', () => {
  it.each([
    ['/equipment/bars/weightlifting', ['/equipment', '/equipment/bars', '/equipment/bars/weightlifting']],
    ['/equipment', ['/equipment']],
    ['/equipment/bars/', ['/equipment', '/equipment/bars']],
    ['', []],
  ])('%j → %j', (path, expected) => {
    expect(categoryPathValues(path)).toEqual(expected);
  });

  it('matches by whole path segments, not by string prefix', () => {
    expect(categoryPathValues('/equipment/barsets')).not.toContain('/equipment/bars');
  });
});

describe('filterListing', () => {
  it.each<[string, ListingSelection, string[]]>([
    ['no selection keeps every product', {}, ['WL-20', 'PL-20', 'WL-15', 'PL-DL', 'HY-20']],
    ['empty lists do not filter', { category: [], cert: [] }, ['WL-20', 'PL-20', 'WL-15', 'PL-DL', 'HY-20']],
    ['one sub-category', { category: ['/equipment/bars/weightlifting'] }, ['WL-20', 'WL-15']],
    [
      'two sub-categories combine with OR',
      { category: ['/equipment/bars/weightlifting', '/equipment/bars/powerlifting'] },
      ['WL-20', 'PL-20', 'WL-15', 'PL-DL'],
    ],
    ['a category includes the categories below it', { category: ['/equipment/bars'] }, codes(cards)],
    ['one certification', { cert: ['ipf'] }, ['PL-20', 'PL-DL', 'HY-20']],
    ['certifications combine with OR', { cert: ['iwf', 'usapl'] }, ['WL-20', 'PL-DL', 'HY-20']],
    [
      'facets combine with AND',
      { category: ['/equipment/bars/powerlifting'], cert: ['usapl', 'iwf'] },
      ['PL-DL'],
    ],
    ['a value no product has shows nothing', { cert: ['wpc'] }, []],
    ['a field that is not a facet is ignored', { brand: ['ironmark'] }, codes(cards)],
  ])('%s', (_case, selection, expected) => {
    expect(codes(filterListing(cards, facets, selection))).toEqual(expected);
  });
});

describe('listingFacetCounts', () => {
  it.each<[string, ListingSelection, Record<string, Record<string, number>>]>([
    [
      'no selection counts every product',
      {},
      {
        category: {
          '/equipment': 5,
          '/equipment/bars': 5,
          '/equipment/bars/powerlifting': 2,
          '/equipment/bars/weightlifting': 2,
        },
        cert: { iwf: 2, ipf: 3, usapl: 1 },
      },
    ],
    [
      'a facet’s own selection does not narrow its counts; other facets’ selections do',
      { cert: ['iwf'] },
      {
        category: {
          '/equipment': 2,
          '/equipment/bars': 2,
          '/equipment/bars/powerlifting': 0,
          '/equipment/bars/weightlifting': 1,
        },
        cert: { iwf: 2, ipf: 3, usapl: 1 },
      },
    ],
    [
      'values left without products keep a 0 count',
      { category: ['/equipment/bars/weightlifting'] },
      {
        category: {
          '/equipment': 5,
          '/equipment/bars': 5,
          '/equipment/bars/powerlifting': 2,
          '/equipment/bars/weightlifting': 2,
        },
        cert: { iwf: 1, ipf: 0, usapl: 0 },
      },
    ],
  ])('%s', (_case, selection, expected) => {
    const counts = listingFacetCounts(cards, facets, selection);
    expect(
      Object.fromEntries(
        Object.entries(counts).map(([field, values]) => [
          field,
          Object.fromEntries(values.map(({ value, count }) => [value, count])),
        ]),
      ),
    ).toEqual(expected);
  });

  it('lists values in code-unit order whatever the selection', () => {
    for (const selection of [{}, { cert: ['usapl'] }, { category: ['/equipment/bars/weightlifting'] }]) {
      expect(listingFacetCounts(cards, facets, selection).cert?.map(({ value }) => value)).toEqual([
        'ipf',
        'iwf',
        'usapl',
      ]);
    }
  });

  it('counts a product once when it lists a value twice', () => {
    const doubled = [card('X', 'X', 1, '/a', ['ipf', 'ipf'])];
    expect(listingFacetCounts(doubled, facets, {}).cert).toEqual([{ value: 'ipf', count: 1 }]);
  });

  it('gives no values for no products', () => {
    expect(listingFacetCounts([], facets, { cert: ['ipf'] })).toEqual({ category: [], cert: [] });
  });
});

describe('listing sorts', () => {
  it('offers the spec §3 product sorts without relevance and price, in the spec order', () => {
    expect(LISTING_SORT_OPTIONS.map((option) => option.key)).toEqual([
      'recommended.asc',
      'bp_name.asc',
      'bp_name.desc',
    ]);
    expect(DEFAULT_LISTING_SORT).toBe('recommended.asc');
  });

  it.each<[string | null | undefined, ListingSortKey]>([
    ['bp_name.asc', 'bp_name.asc'],
    ['bp_name.desc', 'bp_name.desc'],
    ['recommended.asc', 'recommended.asc'],
    ['price.asc', 'recommended.asc'],
    ['_score.desc', 'recommended.asc'],
    ['title.asc', 'recommended.asc'],
    ['nonsense', 'recommended.asc'],
    ['', 'recommended.asc'],
    [null, 'recommended.asc'],
    [undefined, 'recommended.asc'],
  ])('resolves %j to %s', (requested, expected) => {
    expect(resolveListingSort(requested)).toBe(expected);
  });

  it.each<[ListingSortKey, string[]]>([
    ['recommended.asc', ['WL-20', 'PL-20', 'WL-15', 'PL-DL', 'HY-20']],
    ['bp_name.asc', ['WL-20', 'PL-DL', 'HY-20', 'PL-20', 'WL-15']],
    ['bp_name.desc', ['WL-15', 'PL-20', 'HY-20', 'PL-DL', 'WL-20']],
  ])('sorts by %s', (key, expected) => {
    const shuffled = [cards[3], cards[0], cards[4], cards[2], cards[1]] as Card[];
    expect(codes(sortListing(shuffled, key))).toEqual(expected);
  });

  it('keeps ties in their given order and leaves its input alone', () => {
    const tied = [card('B', 'Same', 2, '/a'), card('A', 'Same', 1, '/a'), card('C', 'Same', 1, '/a')];
    expect(codes(sortListing(tied, 'bp_name.asc'))).toEqual(['B', 'A', 'C']);
    expect(codes(sortListing(tied, 'bp_name.desc'))).toEqual(['B', 'A', 'C']);
    expect(codes(sortListing(tied, 'recommended.asc'))).toEqual(['A', 'C', 'B']);
    expect(codes(tied)).toEqual(['B', 'A', 'C']);
  });
});

describe('listing properties', () => {
  const certs = ['ipf', 'iwf', 'usapl', 'wpc'];
  const paths = [
    '/equipment/bars',
    '/equipment/bars/weightlifting',
    '/equipment/bars/powerlifting',
    '/equipment/plates',
  ];
  const arbitraryCards = fc.uniqueArray(
    fc.record({
      code: fc.string({ minLength: 1, maxLength: 6 }),
      name: fc.string({ maxLength: 8 }),
      recommended: fc.integer({ min: 0, max: 20 }),
      category: fc.constantFrom(...paths),
      certification: fc.subarray(certs),
    }),
    { selector: (product) => product.code, maxLength: 25 },
  );
  const arbitrarySelection = fc.record(
    { category: fc.subarray(paths), cert: fc.subarray(certs) },
    { requiredKeys: [] },
  );
  const arbitrarySort = fc.constantFrom(...LISTING_SORT_OPTIONS.map((option) => option.key));

  it('filtering never adds products and keeps their order', () => {
    fc.assert(
      fc.property(arbitraryCards, arbitrarySelection, (products, selection) => {
        const kept = filterListing(products, facets, selection);
        const positions = kept.map((product) => products.indexOf(product));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('selecting one more value of a facet never hides a product', () => {
    fc.assert(
      fc.property(
        arbitraryCards,
        arbitrarySelection,
        fc.subarray(certs, { minLength: 1 }),
        fc.constantFrom(...certs),
        (products, selection, cert, extra) => {
          const before = filterListing(products, facets, { ...selection, cert });
          const after = filterListing(products, facets, { ...selection, cert: [...cert, extra] });
          for (const product of before) expect(after).toContain(product);
        },
      ),
    );
  });

  it('sorting is a permutation in key order', () => {
    fc.assert(
      fc.property(arbitraryCards, arbitrarySort, (products, key) => {
        const sorted = sortListing(products, key);
        expect(codes(sorted).sort()).toEqual(codes(products).sort());
        for (let at = 1; at < sorted.length; at += 1) {
          const [a, b] = [sorted[at - 1] as Card, sorted[at] as Card];
          if (key === 'recommended.asc') expect(a.recommended).toBeLessThanOrEqual(b.recommended);
          else if (key === 'bp_name.asc') expect(a.name.localeCompare(b.name)).toBeLessThanOrEqual(0);
          else expect(a.name.localeCompare(b.name)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('a value’s count is what selecting only that value of its facet shows', () => {
    fc.assert(
      fc.property(arbitraryCards, arbitrarySelection, (products, selection) => {
        const counts = listingFacetCounts(products, facets, selection);
        for (const [field, values] of Object.entries(counts)) {
          for (const { value, count } of values) {
            expect(count).toBe(filterListing(products, facets, { ...selection, [field]: [value] }).length);
          }
        }
      }),
    );
  });
});

describe('listing properties with a bars category page’s facets (issue 20)', () => {
  // The fields of a bars page where prices show, each product with values for some of them.
  const fields = categoryListingFacetFields('/equipment/bars/weightlifting', { pricesShown: true });
  const VALUES: Record<string, string[]> = {
    category: ['/equipment/bars/weightlifting', '/equipment/bars/powerlifting'],
    weight: ['5 kg', '10 kg', '15 kg', '20 kg'],
    shaft: ['25 mm', '28 mm', '28.5 mm'],
    knurl: ['Mild knurl', 'IWF competition knurl'],
    sleeve: ['Needle bearing', 'Composite bushing'],
    finish: ['Hard chrome', 'Black zinc', 'Cerakote'],
    cert: ['iwf', 'ipf'],
    price: ['-200', '200-800', '800-'],
    availability: ['in-stock', 'low-stock', 'out-of-stock', 'pre-order'],
  };
  interface BarCard {
    code: string;
    facets: Record<string, string[]>;
  }
  const barFacets: ListingFacets<BarCard> = Object.fromEntries(
    fields.map((field) => [field, (product: BarCard) => product.facets[field] ?? []]),
  );
  const arbitraryBars = fc.uniqueArray(
    fc.record({
      code: fc.string({ minLength: 1, maxLength: 6 }),
      facets: fc.record(
        Object.fromEntries(
          fields.map((field) => [field, fc.subarray(VALUES[field] ?? [], { maxLength: 2 })]),
        ),
      ),
    }),
    { selector: (product) => product.code, maxLength: 30 },
  );
  const arbitraryChoice = fc.record(
    Object.fromEntries(fields.map((field) => [field, fc.subarray(VALUES[field] ?? [], { maxLength: 2 })])),
    { requiredKeys: [] },
  );

  it('offers every field the page names, specifications included', () => {
    expect(fields).toEqual(expect.arrayContaining(['weight', 'shaft', 'knurl', 'sleeve', 'finish']));
    expect(fields).toEqual(expect.arrayContaining(Object.keys(VALUES)));
  });

  it('a value’s count is what selecting only that value of its facet shows, every other facet applied', () => {
    fc.assert(
      fc.property(arbitraryBars, arbitraryChoice, (products, selection) => {
        const counts = listingFacetCounts(products, barFacets, selection);
        expect(Object.keys(counts)).toEqual(fields);
        for (const [field, values] of Object.entries(counts)) {
          for (const { value, count } of values) {
            expect(count).toBe(filterListing(products, barFacets, { ...selection, [field]: [value] }).length);
          }
        }
      }),
      { seed: 20 },
    );
  });

  it('a facet’s own selection leaves its counts alone (disjunctive)', () => {
    fc.assert(
      fc.property(
        arbitraryBars,
        arbitraryChoice,
        fc.constantFrom(...fields),
        (products, selection, field) => {
          const without = { ...selection, [field]: [] };
          expect(listingFacetCounts(products, barFacets, selection)[field]).toEqual(
            listingFacetCounts(products, barFacets, without)[field],
          );
        },
      ),
      { seed: 20 },
    );
  });
});
