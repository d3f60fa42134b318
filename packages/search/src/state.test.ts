import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { searchRequestSchema } from './protocol';
import {
  buildSearchRequest,
  ISO_DATE_TIME,
  isStateFilter,
  isStatePage,
  isStateRange,
  isStateSize,
  toProtocolFilters,
} from './state';
import { searchStateSchema, stateFilterSchema, stateRangeSchema } from './state-schema';

describe('buildSearchRequest', () => {
  it('builds a product request: default sort, page, weights, snippets, grouping by product with collapse', () => {
    const request = buildSearchRequest({ query: '  bar ' });
    expect(request.query).toBe('bar');
    expect(request.page).toEqual({ size: 24, current: 1 });
    expect(request.sort).toEqual([{ recommended: 'asc' }]);
    expect(request.group).toEqual({ field: 'group', collapse: true, size: 1, sort: { _score: 'desc' } });
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

// The URL reader checks the state without zod (it runs in the browser); these hold its checks to the
// schemas of ./state-schema, which stay the one definition of the state.
describe('the zod-free checks of the state', () => {
  const bound = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0),
    fc.double(),
    fc.integer(),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom(
      '2024-02-29T12:00:00Z',
      '2023-02-29T12:00:00Z',
      '2024-05-01T00:00Z',
      '2024-05-01T00:00:00+02:00',
      '2024-05-01',
      '2024-05-01T24:00:00Z',
      '',
    ),
    fc.string(),
  );
  const range = fc.oneof(
    fc.record({ from: bound, to: bound }, { requiredKeys: [] }),
    fc.constantFrom(null, [], 'range', 5),
  );
  const filter = fc.record(
    {
      field: fc.oneof(
        fc.stringMatching(/^[a-z0-9_]{0,8}$/),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'Price', 'a-b', 'ä'),
        fc.string(),
        fc.integer(),
      ),
      type: fc.constantFrom('any', 'all', 'none', 'some', 'ANY', 1, undefined),
      values: fc.oneof(
        fc.array(fc.oneof(fc.string(), range, fc.integer()), { maxLength: 3 }),
        fc.constantFrom('value', null, undefined),
      ),
    },
    { requiredKeys: [] },
  );
  // Mostly well-formed filters, so that both answers are common.
  const nearFilter = fc.record({
    field: fc.oneof(fc.stringMatching(/^[a-z0-9_]{1,8}$/), fc.constantFrom('__proto__', 'constructor')),
    type: fc.constantFrom('any', 'all', 'none'),
    values: fc.array(fc.oneof(fc.string(), range), { maxLength: 3 }),
  });

  it('isStateFilter accepts exactly what stateFilterSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(nearFilter, filter, fc.anything()), (value) => {
        expect(isStateFilter(value)).toBe(stateFilterSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('isStateRange accepts exactly what stateRangeSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(range, fc.anything()), (value) => {
        expect(isStateRange(value)).toBe(stateRangeSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([0, 1, 24, 100, 101, 1000, 1001, 1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, '2', undefined])(
    'isStatePage and isStateSize judge %s as searchStateSchema does',
    (value) => {
      const { page, size } = searchStateSchema.shape;
      expect(isStatePage(value)).toBe(value !== undefined && page.safeParse(value).success);
      expect(isStateSize(value)).toBe(value !== undefined && size.safeParse(value).success);
    },
  );

  it('ISO_DATE_TIME is the pattern of zod’s z.iso.datetime()', () => {
    expect(ISO_DATE_TIME.source).toBe(z.iso.datetime()._zod.def.pattern?.source);
    expect(ISO_DATE_TIME.test('2024-02-29T12:00:00.5Z')).toBe(true);
    expect(ISO_DATE_TIME.test('2023-02-29T12:00:00Z')).toBe(false);
  });

  it('refuses prototype keys as field names', () => {
    expect(isStateFilter({ field: '__proto__', type: 'any', values: ['x'] })).toBe(false);
    expect(isStateFilter({ field: 'brand', type: 'any', values: ['x'] })).toBe(true);
  });
});
