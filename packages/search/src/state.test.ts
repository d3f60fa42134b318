import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from './protocol';
import { buildSearchRequest, toProtocolFilters } from './state';

describe('buildSearchRequest', () => {
  it('builds a product request: default sort, page, weights, snippets, grouping by product with collapse', () => {
    const request = buildSearchRequest({ query: '  bar ' });
    expect(request.query).toBe('bar');
    expect(request.page).toEqual({ size: 24, current: 1 });
    expect(request.sort).toEqual([{ recommended: 'asc' }]);
    expect(request.group).toEqual({ field: 'group', collapse: true, sort: { _score: 'desc' } });
    expect(request.search_fields?.seo_tags).toEqual({ weight: 10 });
    expect(request.result_fields?.name).toEqual({ raw: {}, snippet: { size: 100, fallback: true } });
    expect(request.result_fields?.price).toEqual({ raw: {} });
    expect(request.filters).toEqual({});
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('drops a relevance sort when there is no query', () => {
    expect(buildSearchRequest({ query: '', sort: '_score.desc' }).sort).toEqual([{ recommended: 'asc' }]);
    expect(buildSearchRequest({ query: 'bar', sort: '_score.desc' }).sort).toEqual([
      { _score: 'desc' },
      { recommended: 'asc' },
    ]);
  });

  it('builds a content request without grouping and with content snippets', () => {
    const request = buildSearchRequest({ kind: 'content', query: 'snatch', page: 2, size: 10 });
    expect(request.group).toBeUndefined();
    expect(request.sort).toEqual([{ _score: 'desc' }]);
    expect(request.page).toEqual({ size: 10, current: 2 });
    expect(Object.keys(request.search_fields ?? {})).toEqual(['title', 'desc', 'category', 'body']);
    expect(request.result_fields?.body).toEqual({ raw: {}, snippet: { size: 100, fallback: true } });
  });

  it('passes facets and analytics tags through and rolls filters up per UI filter', () => {
    const request = buildSearchRequest({
      query: 'bar',
      filters: [
        {
          field: 'category_id',
          type: 'any',
          values: ['/equipment/bars/weightlifting', '/equipment/bars/powerlifting'],
        },
        { field: 'price', type: 'all', values: [{ from: 100, to: 500 }] },
        { field: 'availability', type: 'none', values: ['discontinued'] },
      ],
      facets: { category_id: [{ type: 'value', size: 250 }] },
      analyticsTags: ['web', 'en-us'],
    });
    expect(request.filters).toEqual({
      all: [
        {
          any: [
            { category_id: '/equipment/bars/weightlifting' },
            { category_id: '/equipment/bars/powerlifting' },
          ],
        },
        { all: [{ price: { from: 100, to: 500 } }] },
        { none: [{ availability: 'discontinued' }] },
      ],
    });
    expect(request.facets).toEqual({ category_id: [{ type: 'value', size: 250 }] });
    expect(request.analytics).toEqual({ tags: ['web', 'en-us'] });
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('lets a page switch grouping off', () => {
    expect(buildSearchRequest({ group: null }).group).toBeUndefined();
  });

  it('maps no filters to an empty filter object', () => {
    expect(toProtocolFilters([])).toEqual({});
  });
});
