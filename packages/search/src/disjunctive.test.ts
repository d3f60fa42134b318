import { describe, expect, it } from 'vitest';
import {
  filteredFields,
  mergeDisjunctiveFacets,
  planDisjunctiveFacets,
  removeFieldFilters,
} from './disjunctive';
import type { SearchRequest, SearchResponse } from './protocol';

const response = (facets: SearchResponse['facets']): SearchResponse => ({
  meta: { warnings: [], page: { current: 1, total_pages: 1, total_results: 1, size: 10 }, request_id: 'r' },
  results: [],
  facets,
});

describe('planDisjunctiveFacets', () => {
  it('reproduces the official disjunctive_license extra request', () => {
    const base: SearchRequest = {
      query: 'cat',
      page: { size: 10 },
      filters: { license: 'BSD' },
      facets: { license: [{ type: 'value', size: 3 }] },
    };
    const plan = planDisjunctiveFacets(base, ['license']);
    expect(plan.base).toBe(base);
    expect(plan.extras).toEqual([
      {
        field: 'license',
        request: {
          query: 'cat',
          page: { size: 0 },
          filters: {},
          facets: { license: [{ type: 'value', size: 3 }] },
          analytics: { tags: ['Facet-Only'] },
        },
      },
    ]);
  });

  it('plans nothing when no disjunctive field is filtered', () => {
    const base: SearchRequest = {
      query: 'bar',
      filters: { brand: 'x' },
      facets: { license: [{ type: 'value' }] },
    };
    expect(planDisjunctiveFacets(base, ['license']).extras).toEqual([]);
  });

  it('removes clauses on the field at any depth, keeps other fields, and uses override tags', () => {
    const base: SearchRequest = {
      query: 'bar',
      page: { size: 24, current: 2 },
      filters: {
        all: [{ any: [{ category_id: 'a' }, { category_id: 'b' }] }, { any: [{ availability: 'in-stock' }] }],
      },
      facets: { category_id: [{ type: 'value', size: 250 }], availability: [{ type: 'value' }] },
      analytics: { tags: ['web'] },
    };
    const plan = planDisjunctiveFacets(base, ['category_id', 'availability'], ['facets']);
    expect(plan.extras.map((extra) => extra.field)).toEqual(['category_id', 'availability']);
    expect(plan.extras[0]?.request).toMatchObject({
      filters: { all: [{ any: [{ availability: 'in-stock' }] }] },
      page: { size: 0, current: 2 },
      facets: { category_id: [{ type: 'value', size: 250 }] },
      analytics: { tags: ['facets'] },
    });
    expect(base.filters).toEqual({
      all: [{ any: [{ category_id: 'a' }, { category_id: 'b' }] }, { any: [{ availability: 'in-stock' }] }],
    });
  });

  it('lists filtered fields at the top level and inside all/any/none', () => {
    expect(
      filteredFields({ brand: 'x', none: [{ flags: 'y' }], all: [{ any: [{ price: { from: 1 } }] }] }),
    ).toEqual(['brand', 'flags', 'price']);
    expect(removeFieldFilters({ brand: 'x', none: [{ brand: 'y' }] }, 'brand')).toEqual({});
  });
});

describe('mergeDisjunctiveFacets', () => {
  it('replaces the facet of each extra search and keeps the others', () => {
    const base = response({
      license: [{ type: 'value', data: [{ value: 'BSD', count: 33 }] }],
      brand: [{ type: 'value', data: [{ value: 'x', count: 33 }] }],
    });
    const extra = response({
      license: [
        {
          type: 'value',
          data: [
            { value: 'MIT', count: 101 },
            { value: 'BSD', count: 33 },
          ],
        },
      ],
    });
    const merged = mergeDisjunctiveFacets(base, [{ field: 'license', response: extra }]);
    expect(merged.facets?.license?.[0]?.data).toHaveLength(2);
    expect(merged.facets?.brand).toBe(base.facets?.brand);
    expect(base.facets?.license?.[0]?.data).toHaveLength(1);
  });

  it('keeps the base facet when an extra search returned none', () => {
    const base = response({ license: [{ type: 'value', data: [{ value: 'BSD', count: 1 }] }] });
    expect(
      mergeDisjunctiveFacets(base, [{ field: 'license', response: response(undefined) }]).facets,
    ).toEqual(base.facets);
  });
});
