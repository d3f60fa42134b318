import { describe, expect, it } from 'vitest';
import { planDisjunctiveFacets } from './disjunctive';
import {
  DISJUNCTIVE_FACETS,
  facetsFor,
  facetViews,
  isSelected,
  mergeSuggestions,
  niceAmount,
  PRICED_FACETS,
  priceBands,
  resultFlags,
  searchFacetLabels,
  searchRequestFor,
  toggleFilter,
  withKind,
  withoutPriceChoices,
  withQuery,
} from './page-model';
import type { SearchState } from './state';
import { searchStateFromUrl, searchStateToUrl } from './url-state';

const empty: SearchState = { kind: 'products', query: '', filters: [], page: 1, size: 24 };

describe('price bands', () => {
  it.each([
    [87, 75],
    [140, 150],
    [180, 200],
    [240, 250],
    [420, 400],
    [1_180, 1_000],
    [12_400, 10_000],
  ])('rounds %d to the readable amount %d', (amount, nice) => {
    expect(niceAmount(amount)).toBe(nice);
  });

  it('splits the prices at readable quantiles, open at both ends', () => {
    const prices = Array.from({ length: 100 }, (_, index) => (index + 1) * 20);
    expect(priceBands(prices)).toEqual([
      { to: 400 },
      { from: 400, to: 750 },
      { from: 750, to: 1_000 },
      { from: 1_000, to: 1_500 },
      { from: 1_500 },
    ]);
  });

  it('covers every price exactly once, in any currency', () => {
    // 200 deterministic catalogues of 1..200 prices between 1 and 5,000,000 (fast-check is not a storefront dependency).
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const failures: string[] = [];
    for (let run = 0; run < 200; run += 1) {
      const prices = Array.from(
        { length: 1 + Math.floor(random() * 200) },
        () => 1 + Math.floor(random() * 5_000_000),
      );
      const bands = priceBands(prices);
      const misplaced = prices.filter(
        (price) =>
          bands.filter((band) => (band.from ?? -Infinity) <= price && price < (band.to ?? Infinity))
            .length !== 1,
      );
      const gaps = bands.slice(1).filter((band, index) => band.from !== bands[index]?.to);
      failures.push(
        ...misplaced.map((price) => `${price} in ${JSON.stringify(bands)}`),
        ...gaps.map((gap) => JSON.stringify(gap)),
      );
    }
    expect(failures).toEqual([]);
  });

  it('gives no bands without prices', () => {
    expect(priceBands([])).toEqual([]);
  });
});

describe('the search request of a page state', () => {
  it('asks for category, price, availability, certification and offer facets on products, all disjunctive', () => {
    const facets = facetsFor('products', [{ to: 100 }, { from: 100 }]);
    expect(Object.keys(facets).sort()).toEqual([
      'availability',
      'category_id',
      'certification',
      'flags',
      'price',
    ]);
    expect(facets.price).toEqual([{ type: 'range', ranges: [{ to: 100 }, { from: 100 }] }]);
    expect([...DISJUNCTIVE_FACETS.products].sort()).toEqual(Object.keys(facets).sort());
  });

  it('tags the search with the locale and groups products', () => {
    const request = searchRequestFor({ ...empty, query: 'bar' }, { locale: 'sv-se', bands: [] });
    expect(request.analytics).toEqual({ tags: ['sv-se'] });
    expect(request.group).toMatchObject({ field: 'group', collapse: true });
    // spec §3: recommended.asc is the products default, with or without a query.
    expect(request.sort).toEqual([{ recommended: 'asc' }]);
    const relevance = searchRequestFor(
      { ...empty, query: 'bar', sort: '_score.desc' },
      { locale: 'sv-se', bands: [] },
    );
    expect(relevance.sort).toEqual([{ _score: 'desc' }, { recommended: 'asc' }]);
  });

  it('sorts by recommended without a query and never by relevance', () => {
    const request = searchRequestFor({ ...empty, sort: '_score.desc' }, { locale: 'en-us', bands: [] });
    expect(request.sort).toEqual([{ recommended: 'asc' }]);
  });

  it('plans one facet-only search per selected facet', () => {
    let state = toggleFilter(empty, 'availability', 'in-stock');
    state = toggleFilter(state, 'price', { from: 100, to: 250 });
    const request = searchRequestFor(state, {
      locale: 'en-us',
      bands: [{ to: 100 }, { from: 100, to: 250 }, { from: 250 }],
    });
    const plan = planDisjunctiveFacets(request, DISJUNCTIVE_FACETS.products);
    expect(plan.extras.map((extra) => extra.field).sort()).toEqual(['availability', 'price']);
  });
});

describe('state changes', () => {
  it('selects values of one field as OR and returns to page 1', () => {
    const first = toggleFilter({ ...empty, page: 3 }, 'availability', 'in-stock');
    const both = toggleFilter(first, 'availability', 'low-stock');
    expect(both.filters).toEqual([{ field: 'availability', type: 'any', values: ['in-stock', 'low-stock'] }]);
    expect(both.page).toBe(1);
    expect(isSelected(both, 'availability', 'low-stock')).toBe(true);
  });

  it('clears a value, and the field when it was the last', () => {
    const one = toggleFilter(empty, 'price', { from: 100, to: 250 });
    expect(isSelected(one, 'price', { from: 100, to: 250 })).toBe(true);
    expect(toggleFilter(one, 'price', { from: 100, to: 250 }).filters).toEqual([]);
  });

  it('never mutates the state it is given', () => {
    const state = toggleFilter(empty, 'certification', 'iwf');
    const copy = structuredClone(state);
    toggleFilter(state, 'certification', 'ipf');
    toggleFilter(state, 'certification', 'iwf');
    withQuery(state, 'bar');
    withKind(state, 'content');
    expect(state).toEqual(copy);
  });

  it('starts a new query without filters and drops relevance when the query is cleared', () => {
    const state = toggleFilter(
      { ...empty, query: 'bar', sort: '_score.desc', page: 2 },
      'certification',
      'iwf',
    );
    expect(withQuery(state, ' plate ')).toEqual({ ...empty, query: 'plate', sort: '_score.desc' });
    expect(withQuery(state, '')).toEqual(empty);
  });

  it('switches tab keeping only the query', () => {
    const state = toggleFilter(
      { ...empty, query: 'squat', sort: 'price.asc', page: 4 },
      'certification',
      'iwf',
    );
    expect(withKind(state, 'content')).toEqual({ ...empty, kind: 'content', query: 'squat' });
  });

  it('round-trips every state it makes through the URL', () => {
    let state = withQuery(empty, 'bar');
    state = toggleFilter(state, 'category_id', '/equipment/bars/weightlifting');
    state = toggleFilter(state, 'price', { from: 100, to: 250 });
    state = { ...state, sort: 'price.desc', page: 2 };
    expect(searchStateFromUrl(searchStateToUrl(state))).toEqual(state);
  });
});

describe('suggestions', () => {
  it('lists category names before product names, without duplicates, up to the limit', () => {
    expect(
      mergeSuggestions(
        [
          ['Rack experience', 'Racks'],
          ['Power Rack', 'Half Rack', 'racks', 'Monolift Rack', 'Ball Rack', 'Competition Combo Rack'],
        ],
        'rack',
      ),
    ).toEqual(['Rack experience', 'Racks', 'Power Rack', 'Half Rack', 'Monolift Rack', 'Ball Rack']);
  });

  it('drops typo matches that do not continue every typed word', () => {
    expect(
      mergeSuggestions([['Freestanding platforms', 'Lat Pulldown', 'Plate-loaded machines']], 'plat'),
    ).toEqual(['Freestanding platforms', 'Plate-loaded machines']);
    expect(mergeSuggestions([['Power Rack', 'Half Rack']], 'power ra')).toEqual(['Power Rack']);
  });

  it('keeps everything when nothing typed constrains it (the no-results rescue)', () => {
    expect(mergeSuggestions([['Racks', 'Lat Pulldown']], '')).toEqual(['Racks', 'Lat Pulldown']);
  });
});

describe('price visibility (spec §6: no price facets or sorts where prices are hidden)', () => {
  const response = {
    facets: {
      category_id: [{ type: 'value' as const, data: [{ value: '/equipment/bars', count: 4 }] }],
      price: [
        {
          type: 'range' as const,
          data: [
            { to: 200, count: 2 },
            { from: 200, count: 2 },
          ],
        },
      ],
      availability: [{ type: 'value' as const, data: [{ value: 'in-stock', count: 3 }] }],
      certification: [{ type: 'value' as const, data: [{ value: 'iwf', count: 1 }] }],
    },
  };
  const labels = { heading: (field: string) => field, value: (_: string, value: string) => value };

  it('shows price and availability facets where prices show, and neither where they are hidden', () => {
    const fields = (prices?: boolean) =>
      facetViews('products', response, [], labels, prices === undefined ? {} : { prices }).map(
        (view) => view.field,
      );
    expect(fields()).toEqual(['category_id', 'price', 'availability', 'certification']);
    expect(fields(true)).toEqual(fields());
    expect(fields(false)).toEqual(['category_id', 'certification']);
    expect([...PRICED_FACETS].sort()).toEqual(['availability', 'price']);
  });

  it("carries the channel's currency on the price facet only", () => {
    const views = facetViews('products', response, [], labels, { currency: 'sek' });
    expect(views.map((view) => ('currency' in view ? view.currency : undefined))).toEqual([
      undefined,
      'sek',
      undefined,
      undefined,
    ]);
  });

  it('drops price sorts and price or availability filters from a state, and keeps a state without them', () => {
    const state: SearchState = {
      kind: 'products',
      query: 'bar',
      filters: [
        { field: 'price', type: 'any', values: [{ to: 200 }] },
        { field: 'availability', type: 'any', values: ['in-stock'] },
        { field: 'certification', type: 'any', values: ['iwf'] },
      ],
      sort: 'price.desc',
      page: 3,
      size: 24,
    };
    expect(withoutPriceChoices(state)).toEqual({
      kind: 'products',
      query: 'bar',
      filters: [{ field: 'certification', type: 'any', values: ['iwf'] }],
      page: 1,
      size: 24,
    });
    const clean: SearchState = { ...state, filters: state.filters.slice(2), sort: 'bp_name.asc' };
    expect(withoutPriceChoices(clean)).toBe(clean);
  });
});

describe("searchFacetLabels (the search page's words for facets)", () => {
  const labels = searchFacetLabels({
    headings: { category_id: 'Kategori', flags: 'Erbjudanden' },
    categories: { 'equipment/bars': 'Stänger' },
    availability: { 'in-stock': 'I lager', shippedWithin: { day: 'En dag' } },
    offers: { sale: 'Rea', newArrival: 'Nyhet', limitedEdition: 'Begränsad', freeGift: 'Gåva' },
    kinds: { page: 'Sida', story: 'Berättelse' },
  });

  it.each([
    ['category_id', 'equipment/bars', 'Stänger'],
    ['category_id', 'equipment/unknown', 'equipment/unknown'],
    ['availability', 'in-stock', 'I lager'],
    ['availability', 'shippedWithin', 'shippedWithin'],
    ['availability', 'backorder', 'backorder'],
    ['certification', 'iwf', 'IWF'],
    ['flags', 'sale', 'Rea'],
    ['flags', 'sold-pair', undefined],
    ['flags', 'toString', undefined],
    ['kind', 'page', 'Sida'],
    ['kind', 'story', 'Berättelse'],
    ['category', 'strength-training', 'Strength training'],
    ['brand', 'Ironmark', 'Ironmark'],
  ])('labels %s value %s as %s', (field, value, label) => {
    expect(labels.value(field, value)).toBe(label);
  });

  it('titles a field by its heading, or by its name when it has none', () => {
    expect(labels.heading('flags')).toBe('Erbjudanden');
    expect(labels.heading('price')).toBe('price');
  });

  it('leaves describing flags out of the facets it labels', () => {
    const views = facetViews(
      'products',
      {
        facets: {
          flags: [
            {
              type: 'value',
              data: [
                { value: 'sale', count: 3 },
                { value: 'sold-pair', count: 2 },
              ],
            },
          ],
        },
      },
      [],
      labels,
    );
    expect(views).toEqual([
      {
        kind: 'value',
        field: 'flags',
        label: 'Erbjudanden',
        values: [{ value: 'sale', count: 3, label: 'Rea' }],
      },
    ]);
  });
});

describe('resultFlags', () => {
  const result = (flags: unknown) => ({ _meta: { id: '1', engine: 'e', score: 1 }, flags });

  it.each([
    ['a list of flags', { raw: ['sale', 'preOrder'] }, { sale: true, preOrder: true }],
    ['no flags field', undefined, {}],
    ['a raw value that is not a list', { raw: 'sale' }, {}],
  ])('reads %s', (_case, flags, expected) => {
    expect(resultFlags(result(flags))).toEqual(expected);
  });
});
