import { describe, expect, it, vi } from 'vitest';
import { snippet } from './embedded/text';
import { createSearchEngine, SearchEngineError } from './engine';
import { type SearchResponse, searchResponseSchema } from './protocol';
import { buildSearchRequest } from './state';
import { CONTENT_DOCUMENTS, generateProductDocuments, SMALL_CATALOGUE } from './test-catalogue';

const PRODUCTS = 'test-products-web';
const CONTENT = 'test-content-en';

function engine(options: { searchKey?: string } = {}) {
  return createSearchEngine({
    engines: {
      [PRODUCTS]: { kind: 'products', documents: SMALL_CATALOGUE },
      [CONTENT]: { kind: 'content', documents: CONTENT_DOCUMENTS },
    },
    ...options,
  });
}

async function search(body: unknown, name = PRODUCTS, target = engine()): Promise<SearchResponse> {
  const answer = await target.handle(name, 'search', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return searchResponseSchema.parse(answer.body) as SearchResponse;
}

const ids = (response: SearchResponse) => response.results.map((result) => result._meta.id);

describe('matching', () => {
  it('matches prefixes and tolerates typos', async () => {
    expect(ids(await search({ query: 'olymp' }))).toEqual(['1010-20', '1010-15']);
    expect(ids(await search({ query: 'weightlfting' }))).toEqual(['1010-20', '1010-15']);
  });

  it('requires every query term and ignores case and diacritics', async () => {
    expect(ids(await search({ query: 'POWER bar' }))).toEqual(['2020-20']);
    expect(ids(await search({ query: 'bümper' }))).toEqual(['3030-10']);
  });

  it('finds documents by seo tags and bundle article codes', async () => {
    expect(ids(await search({ query: 'kit-oly' }))).toEqual(['3030-10']);
    expect(ids(await search({ query: 'women' }))).toEqual(['1010-15']);
  });

  it('returns everything for an empty query, ordered by recommended on relevance ties', async () => {
    const response = await search({ query: '' });
    expect(ids(response)).toEqual(['2020-20', '3030-10', '1010-20', '4040-1', '1010-15']);
    expect(response.meta.page).toEqual({ current: 1, total_pages: 1, total_results: 5, size: 10 });
  });

  it('ranks a seo_tags hit above a description-only hit (spec weights)', async () => {
    const documents = [
      { id: 'a', name: 'Plate', desc: 'fits any rack', seo_tags: [], recommended: 1 },
      { id: 'b', name: 'Plate', desc: 'plain', seo_tags: ['rack'], recommended: 2 },
    ];
    const target = createSearchEngine({ engines: { e: { kind: 'products', documents } } });
    expect(ids(await search({ query: 'rack' }, 'e', target))).toEqual(['b', 'a']);
  });

  it('honours search_fields and their weights', async () => {
    expect(ids(await search({ query: 'barbell', search_fields: { name: {} } }))).toEqual([]);
    expect(ids(await search({ query: 'barbell', search_fields: { seo_tags: { weight: 10 } } }))).toHaveLength(
      3,
    );
  });
});

describe('filters', () => {
  it.each([
    ['a bare value', { availability: 'in-stock' }, ['2020-20', '1010-20']],
    ['a list of values (any)', { certification: ['ipf', 'wppo'] }, ['2020-20', '4040-1']],
    ['all', { all: [{ certification: 'ipf' }, { certification: 'wppo' }] }, ['4040-1']],
    ['any', { any: [{ availability: 'pre-order' }, { v_id: '3030-10' }] }, ['3030-10', '4040-1']],
    ['none', { none: [{ group: 'BAR1' }, { group: 'BAR2' }] }, ['3030-10', '4040-1']],
    [
      'a number range (from inclusive, to exclusive)',
      { price: { from: 399, to: 499 } },
      ['2020-20', '1010-15'],
    ],
    ['an open range', { price: { from: 1000 } }, ['4040-1']],
    ['a date range', { date: { to: '2024-01-01T00:00:00.000Z' } }, []],
    [
      'nesting',
      { all: [{ any: [{ group: 'BAR1' }, { group: 'PLATE' }] }], none: [{ availability: 'out-of-stock' }] },
      ['1010-20', '1010-15'],
    ],
  ])('filters by %s', async (_name, filters, expected) => {
    expect(ids(await search({ query: '', filters, page: { size: 100 } }))).toEqual(expected);
  });

  it.each([
    [{ unknown: 'x' }, 'Filters contain an inactive field: unknown'],
    [{ name: { from: 1 } }, 'Range filters are only allowed on number and date fields: name'],
  ])('answers 400 for %j', async (filters, message) => {
    expect(await engine().handle(PRODUCTS, 'search', { query: '', filters })).toEqual({
      status: 400,
      body: { errors: [message], issues: [expect.objectContaining({ field: 'filters', message })] },
    });
  });
});

describe('facets', () => {
  it('counts values over the filtered results, sorted by count, limited by size', async () => {
    const response = await search({
      query: '',
      filters: { none: [{ group: 'PLATE' }] },
      facets: {
        certification: [{ type: 'value', name: 'certs', size: 2 }],
        availability: { type: 'value', sort: { value: 'asc' } },
      },
    });
    expect(response.facets?.certification).toEqual([
      {
        type: 'value',
        name: 'certs',
        data: [
          { value: 'ipf', count: 2 },
          { value: 'iwf', count: 2 },
        ],
      },
    ]);
    expect(response.facets?.availability?.[0]?.data).toEqual([
      { value: 'in-stock', count: 2 },
      { value: 'low-stock', count: 1 },
      { value: 'pre-order', count: 1 },
    ]);
  });

  it('counts number ranges, keeping names and empty ranges', async () => {
    const response = await search({
      query: '',
      facets: {
        price: [
          {
            type: 'range',
            ranges: [{ to: 100 }, { from: 100, to: 500, name: 'mid' }, { from: 500, to: 1000 }],
          },
        ],
      },
    });
    expect(response.facets?.price?.[0]?.data).toEqual([
      { to: 100, count: 1 },
      { from: 100, to: 500, name: 'mid', count: 3 },
      { from: 500, to: 1000, count: 0 },
    ]);
  });

  it('counts groups, not variants, when results are grouped (a count is what its selection gives)', async () => {
    const response = await search({
      query: '',
      group: { field: 'group', collapse: true },
      facets: {
        group: [{ type: 'value' }],
        category_id: [{ type: 'value' }],
        price: [{ type: 'range', ranges: [{ from: 400, to: 500 }] }],
      },
    });
    expect(response.meta.page.total_results).toBe(4);
    expect(response.facets?.group?.[0]?.data[0]).toEqual({ value: 'BAR1', count: 1 });
    // Both BAR1 variants are weightlifting bars priced 400..500: one product each time.
    expect(response.facets?.category_id?.[0]?.data).toContainEqual({
      value: '/equipment/bars/weightlifting',
      count: 1,
    });
    expect(response.facets?.price?.[0]?.data).toEqual([{ from: 400, to: 500, count: 1 }]);
    const selected = await search({
      query: '',
      group: { field: 'group', collapse: true },
      filters: { category_id: ['/equipment/bars/weightlifting'] },
    });
    expect(selected.meta.page.total_results).toBe(1);
  });

  it("gives the page's request one result per product: the same products and counts, no group members", async () => {
    const page = buildSearchRequest({ query: '', facets: { category_id: [{ type: 'value' }] } });
    const whole = await search({ ...page, group: { ...page.group, size: 10 } });
    const response = await search(page);
    expect(whole.results.some((result) => (result._group?.length ?? 0) > 0)).toBe(true);
    expect(response.results.every((result) => result._group?.length === 0)).toBe(true);
    expect(ids(response)).toEqual(ids(whole));
    expect(response.meta.page).toEqual(whole.meta.page);
    expect(response.facets).toEqual(whole.facets);
  });

  it('counts variants when results are not grouped', async () => {
    const response = await search({ query: '', facets: { group: [{ type: 'value' }] } });
    expect(response.facets?.group?.[0]?.data[0]).toEqual({ value: 'BAR1', count: 2 });
  });

  it('refuses range facets on text fields', async () => {
    const answer = await engine().handle(PRODUCTS, 'search', {
      query: '',
      facets: { name: [{ type: 'range', ranges: [{ from: 1 }] }] },
    });
    expect(answer.status).toBe(400);
  });
});

describe('sorting', () => {
  it.each([
    ['recommended.asc', [{ recommended: 'asc' }], ['2020-20', '3030-10', '1010-20', '4040-1', '1010-15']],
    ['price.asc', { price: 'asc' }, ['3030-10', '2020-20', '1010-15', '1010-20', '4040-1']],
    ['price.desc', [{ price: 'desc' }], ['4040-1', '1010-20', '1010-15', '2020-20', '3030-10']],
    [
      'bp_name.asc then recommended',
      [{ bp_name: 'asc' }],
      ['3030-10', '2020-20', '4040-1', '1010-20', '1010-15'],
    ],
    [
      'bp_name.desc then recommended',
      [{ bp_name: 'desc' }],
      ['1010-20', '1010-15', '4040-1', '2020-20', '3030-10'],
    ],
  ])('sorts by %s', async (_name, sort, expected) => {
    expect(ids(await search({ query: '', sort }))).toEqual(expected);
  });

  it('sorts content by title and date and relevance', async () => {
    expect(ids(await search({ query: '', sort: { title: 'asc' } }, CONTENT))).toEqual([
      'story-bars',
      'story-snatch',
      'page-warranty',
    ]);
    expect(ids(await search({ query: '', sort: [{ date: 'desc' }] }, CONTENT))).toEqual([
      'story-bars',
      'story-snatch',
      'page-warranty',
    ]);
    expect(ids(await search({ query: '', sort: [{ date: 'asc' }] }, CONTENT))[0]).toBe('page-warranty');
    expect(ids(await search({ query: 'snatch', sort: [{ _score: 'desc' }] }, CONTENT))).toEqual([
      'story-snatch',
    ]);
  });

  it('breaks relevance ties by recommended', async () => {
    const documents = [
      { id: 'x', name: 'Collar', recommended: 3 },
      { id: 'y', name: 'Collar', recommended: 1 },
      { id: 'z', name: 'Collar', recommended: 2 },
    ];
    const target = createSearchEngine({ engines: { e: { kind: 'products', documents } } });
    expect(ids(await search({ query: 'collar', sort: [{ _score: 'desc' }] }, 'e', target))).toEqual([
      'y',
      'z',
      'x',
    ]);
  });

  it('refuses a sort on an unknown field', async () => {
    expect((await engine().handle(PRODUCTS, 'search', { query: '', sort: { nope: 'asc' } })).status).toBe(
      400,
    );
  });
});

describe('paging', () => {
  it('pages through results', async () => {
    const response = await search({ query: '', page: { size: 2, current: 3 } });
    expect(ids(response)).toEqual(['1010-15']);
    expect(response.meta.page).toEqual({ current: 3, total_pages: 3, total_results: 5, size: 2 });
  });

  it('answers facets only for page size 0 (the facet-only searches)', async () => {
    const response = await search({ query: '', page: { size: 0 }, facets: { group: [{ type: 'value' }] } });
    expect(response.results).toEqual([]);
    expect(response.facets?.group?.[0]?.data).toHaveLength(4);
  });

  it.each([
    [{ size: 1001 }, 'page.size: Page size must be between 1 and 1000'],
    [{ size: -1 }, 'page.size: Page size must be between 1 and 1000'],
    [{ current: 0 }, 'page.current: Page current must be between 1 and 100'],
    [{ current: 101 }, 'page.current: Page current must be between 1 and 100'],
  ])('answers 400 for page %j', async (page, message) => {
    const field = message.split(':')[0];
    expect(await engine().handle(PRODUCTS, 'search', { query: '', page })).toEqual({
      status: 400,
      body: { errors: [message], issues: [expect.objectContaining({ field, code: expect.any(String) })] },
    });
  });

  it('refuses queries over 128 characters and weights over 10', async () => {
    expect((await engine().handle(PRODUCTS, 'search', { query: 'x'.repeat(129) })).status).toBe(400);
    const answer = await engine().handle(PRODUCTS, 'search', {
      query: 'bar',
      search_fields: { seo_tags: { weight: 20 } },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: ['search_fields.seo_tags.weight: Weight must be between 0 and 10'],
        issues: [{ field: 'search_fields.seo_tags.weight', code: 'too_big', params: { max: 10 } }],
      },
    });
  });
});

describe('grouping', () => {
  it('collapses variants by product, paging over groups, with the other members in _group', async () => {
    const request = { query: 'bar', group: { field: 'group', collapse: true }, page: { size: 1 } };
    const response = await search(request);
    expect(response.meta.page).toEqual({ current: 1, total_pages: 2, total_results: 2, size: 1 });
    const [first] = response.results;
    expect(first?._meta.id).toBe('1010-20');
    expect(first?._group_key).toBe('BAR1');
    expect(first?._group?.map((member) => member._meta.id)).toEqual(['1010-15']);
    const [second] = (await search({ ...request, page: { size: 1, current: 2 } })).results;
    expect(second?._meta.id).toBe('2020-20');
    expect(second?._group).toEqual([]);
    expect(second?._group_key).toBe('BAR2');
  });

  it('limits members to group.size - 1 and sorts them by group.sort', async () => {
    const documents = ['a', 'b', 'c', 'd'].map((id, index) => ({
      id,
      group: 'g',
      name: 'bar',
      price: 10 - index,
    }));
    const target = createSearchEngine({ engines: { e: { kind: 'products', documents } } });
    const response = await search(
      { query: '', group: { field: 'group', size: 3, sort: { price: 'asc' } } },
      'e',
      target,
    );
    expect(response.results[0]?._meta.id).toBe('a');
    expect(response.results[0]?._group?.map((member) => member._meta.id)).toEqual(['d', 'c']);
  });
});

describe('results and snippets', () => {
  it('wraps every field as {raw}, nulls for missing fields, and _meta with id, engine and score', async () => {
    const response = await search({
      query: 'rack',
      result_fields: { name: { raw: {} }, missing_field_x: {} },
    }).catch(() => undefined);
    expect(response).toBeUndefined();
    const all = await search({ query: 'rack' });
    const [result] = all.results;
    expect(result?.name).toEqual({ raw: 'Power Rack <Pro> & Co' });
    expect(result?.category_id).toEqual({ raw: ['/equipment/racks/power-racks'] });
    expect(result?._meta).toMatchObject({ id: '4040-1', engine: PRODUCTS });
    expect(typeof result?._meta.score).toBe('number');
    expect(all.meta.request_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('highlights matched words in snippets with <em>, escaping everything else', async () => {
    const response = await search({
      query: 'rack',
      result_fields: { name: { raw: {}, snippet: { size: 100, fallback: true } }, desc: { snippet: {} } },
    });
    const [result] = response.results;
    expect(result?.name).toEqual({
      raw: 'Power Rack <Pro> & Co',
      snippet: 'Power <em>Rack</em> &lt;Pro&gt; &amp; Co',
    });
    expect(result?.desc).toEqual({
      snippet: 'Power <em>Rack</em> &lt;Pro&gt; &amp; Co for serious lifting.',
    });
  });

  it('highlights prefix and fuzzy matches and falls back to escaped raw text or null', async () => {
    const response = await search({
      query: 'olympc',
      result_fields: {
        name: { snippet: { fallback: true } },
        brand: { snippet: { fallback: false } },
        category: { snippet: { fallback: true } },
      },
    });
    expect(response.results[0]?.name).toEqual({ snippet: '<em>Olympic</em> Weightlifting Bar 20 kg' });
    expect(response.results[0]?.brand).toEqual({ snippet: null });
    expect(response.results[0]?.category).toEqual({ snippet: 'Equipment' });
  });

  it('truncates raw text to raw.size', async () => {
    const response = await search({ query: 'rack', result_fields: { desc: { raw: { size: 20 } } } });
    expect(response.results[0]?.desc).toEqual({ raw: 'Power Rack <Pro> & C' });
  });

  it('cuts long snippets to a window around the first highlight', () => {
    const text = `${'lorem ipsum '.repeat(20)}barbell ${'dolor '.repeat(20)}`;
    const cut = snippet(text, new Set(['barbell']), 40, true) ?? '';
    expect(cut).toContain('<em>barbell</em>');
    expect(cut.replace(/<\/?em>/g, '').length).toBeLessThanOrEqual(40);
    expect(cut.startsWith('ipsum') || cut.startsWith('lorem')).toBe(true);
  });
});

describe('query suggestions', () => {
  it('suggests distinct names of prefix matches, up to size', async () => {
    const answer = await engine().handle(PRODUCTS, 'query_suggestion', { query: 'olym', size: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      results: { documents: [{ suggestion: 'Olympic Weightlifting Bar 20 kg' }] },
      meta: { request_id: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
  });

  it('suggests from the requested fields and refuses non-text fields', async () => {
    const answer = await engine().handle(CONTENT, 'query_suggestion', {
      query: 'sna',
      types: { documents: { fields: ['title'] } },
    });
    expect(answer.body).toMatchObject({ results: { documents: [{ suggestion: 'How to Snatch' }] } });
    expect(
      (
        await engine().handle(PRODUCTS, 'query_suggestion', {
          query: 'a',
          types: { documents: { fields: ['price'] } },
        })
      ).status,
    ).toBe(400);
    expect((await engine().handle(PRODUCTS, 'query_suggestion', { query: 'a', size: 21 })).status).toBe(400);
  });
});

describe('clicks, keys, engines', () => {
  it('records clicks in memory for relevance reports and answers an empty 200', async () => {
    const target = createSearchEngine({
      engines: { [PRODUCTS]: { kind: 'products', documents: SMALL_CATALOGUE } },
      now: () => 42,
    });
    const answer = await target.handle(PRODUCTS, 'click', {
      query: 'bar',
      document_id: '1010-20',
      request_id: 'r1',
      tags: ['en-us'],
    });
    expect(answer).toEqual({ status: 200, body: undefined });
    expect(target.clicks()).toEqual([
      { query: 'bar', document_id: '1010-20', request_id: 'r1', tags: ['en-us'], engine: PRODUCTS, at: 42 },
    ]);
    expect((await target.handle(PRODUCTS, 'click', { query: 'bar' })).status).toBe(400);
    expect(target.clicks(CONTENT)).toEqual([]);
  });

  it('requires the search key when one is configured', async () => {
    const target = engine({ searchKey: 'search-secret' });
    expect(await target.handle(PRODUCTS, 'search', { query: '' })).toEqual({
      status: 401,
      body: { errors: ['Could not find an API key matching the Authorization header'] },
    });
    expect(
      (await target.handle(PRODUCTS, 'search', { query: '' }, { authorization: 'Bearer wrong' })).status,
    ).toBe(401);
    expect(
      (await target.handle(PRODUCTS, 'search', { query: '' }, { authorization: 'Bearer search-secret' }))
        .status,
    ).toBe(200);
  });

  it('answers 404 for an unknown engine and throws for replacing one', async () => {
    expect(await engine().handle('nope', 'search', { query: '' })).toEqual({
      status: 404,
      body: { errors: ['Could not find engine.'] },
    });
    expect(() => engine().replace('nope', [])).toThrow(SearchEngineError);
  });

  it('answers multi_search in order and per-query errors with 400', async () => {
    const answer = await engine().handle(PRODUCTS, 'multi_search', {
      queries: [{ query: 'power' }, { query: '', page: { size: 1 } }],
    });
    expect(answer.status).toBe(200);
    const [first, second] = answer.body as SearchResponse[];
    expect(ids(first as SearchResponse)).toEqual(['2020-20', '4040-1']);
    expect(second?.results).toHaveLength(1);
    const failed = await engine().handle(PRODUCTS, 'multi_search', {
      queries: [{ query: '' }, { query: '', page: { current: 0 } }],
    });
    expect(failed).toEqual({
      status: 400,
      body: [
        { errors: [], issues: [] },
        {
          errors: ['page.current: Page current must be between 1 and 100'],
          issues: [expect.objectContaining({ field: 'queries.1.page.current', code: 'too_small' })],
        },
      ],
    });
    expect(
      (await engine().handle(PRODUCTS, 'multi_search', { queries: Array(11).fill({ query: '' }) })).status,
    ).toBe(400);
  });

  it('refreshes an index with replace', async () => {
    const target = engine();
    target.replace(PRODUCTS, SMALL_CATALOGUE.slice(0, 1));
    expect(ids(await search({ query: '' }, PRODUCTS, target))).toEqual(['1010-20']);
  });

  it('loads lazy document sources once, on first use', async () => {
    const load = vi.fn(async () => generateProductDocuments(50));
    const target = createSearchEngine({ engines: { e: { kind: 'products', documents: load } } });
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([
      search({ query: '' }, 'e', target),
      search({ query: '' }, 'e', target),
    ]);
    expect(a.meta.page.total_results).toBe(50);
    expect(b.meta.page.total_results).toBe(50);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await target.warm()).toEqual({ e: 50 });
  });

  it('answers 500 and logs when a document source fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const target = createSearchEngine({
      engines: {
        e: {
          kind: 'products',
          documents: async () => {
            throw new Error('catalogue down');
          },
        },
      },
    });
    expect(await target.handle('e', 'search', { query: '' })).toEqual({
      status: 500,
      body: { errors: ['Internal server error'] },
    });
    expect(error).toHaveBeenCalledWith('Search engine failed', 'e', 'search', expect.any(Error));
  });

  it('answers the request built by buildSearchRequest with facets on a generated catalogue', async () => {
    const target = createSearchEngine({
      engines: { e: { kind: 'products', documents: generateProductDocuments(500) } },
    });
    const request = buildSearchRequest({
      query: 'bar',
      filters: [{ field: 'availability', type: 'any', values: ['in-stock'] }],
      facets: {
        category_id: [{ type: 'value', size: 250 }],
        price: [{ type: 'range', ranges: [{ to: 500 }, { from: 500 }] }],
      },
    });
    const response = await search(request, 'e', target);
    expect(response.results.length).toBeGreaterThan(0);
    for (const result of response.results) {
      expect(result.availability).toMatchObject({ raw: 'in-stock' });
      const name = result.name as { raw: string; snippet: string };
      if (/\bbar/i.test(name.raw)) expect(name.snippet).toMatch(/<em>Bar\w*<\/em>/);
    }
    expect(
      response.results.some((result) => /<em>/.test(String((result.name as { snippet: string }).snippet))),
    ).toBe(true);
    const groups = response.results.map((result) => (result.group as { raw: string }).raw);
    expect(new Set(groups).size).toBe(groups.length);
  });
});
