import { describe, expect, it } from 'vitest';
import { contentEngineName, createSearchClient, engineName, productEngineName } from './client';
import { SEARCH_ERROR_CODES, SearchError } from './errors';

// The client's own `fetch` option stands in for the network here; the HTTP round trip is covered by
// conformance.test.ts against a real server.
function recordingFetch(answer: (url: string, body: unknown) => { status: number; body: string }) {
  const calls: Array<{ url: string; body: unknown; headers: Record<string, string> }> = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body));
    calls.push({ url, body, headers: init?.headers as Record<string, string> });
    const { status, body: text } = answer(url, body);
    return new Response(text, { status, statusText: status === 200 ? 'OK' : 'Bad Request' });
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

const okSearch = JSON.stringify({
  meta: { warnings: [], page: { current: 1, total_pages: 1, total_results: 0, size: 10 }, request_id: 'abc' },
  results: [],
});

describe('engine names', () => {
  it('builds {env}-{name} with prod and products-web by default (spec §7)', () => {
    expect(engineName()).toBe('prod-products-web');
    expect(engineName('stage', 'content-sv')).toBe('stage-content-sv');
    expect(productEngineName('prod', 'en-us')).toBe('prod-products-web');
    expect(productEngineName('prod', 'sv-se')).toBe('prod-products-web-sv-se');
    expect(contentEngineName('prod', 'de')).toBe('prod-content-de');
  });
});

describe('createSearchClient', () => {
  it('posts to the engine endpoints with the bearer key; query_suggestion without .json', async () => {
    const { calls, fetch } = recordingFetch((url) =>
      url.endsWith('query_suggestion')
        ? { status: 200, body: JSON.stringify({ results: { documents: [] }, meta: { request_id: 'x' } }) }
        : url.endsWith('click.json')
          ? { status: 200, body: '' }
          : url.endsWith('multi_search.json')
            ? { status: 200, body: `[${okSearch}]` }
            : { status: 200, body: okSearch },
    );
    const client = createSearchClient({ baseUrl: 'https://shop.example/', searchKey: 'search-k', fetch });
    expect(client.engine).toBe('prod-products-web');
    await client.search({ query: 'bar' });
    await client.multiSearch({ queries: [{ query: 'bar' }] });
    await client.querySuggestion({ query: 'ba' });
    await client.click({ query: 'bar', document_id: '1010-20' });
    expect(calls.map((call) => call.url)).toEqual([
      'https://shop.example/api/as/v1/engines/prod-products-web/search.json',
      'https://shop.example/api/as/v1/engines/prod-products-web/multi_search.json',
      'https://shop.example/api/as/v1/engines/prod-products-web/query_suggestion',
      'https://shop.example/api/as/v1/engines/prod-products-web/click.json',
    ]);
    expect(calls[0]?.headers.Authorization).toBe('Bearer search-k');
  });

  it('accepts a base URL that already ends in /api/as/v1 and engine parts', async () => {
    const { calls, fetch } = recordingFetch(() => ({ status: 200, body: okSearch }));
    const client = createSearchClient({
      baseUrl: 'https://x.api.swiftype.com/api/as/v1',
      engine: { env: 'dev' },
      fetch,
    });
    await client.search({ query: '' });
    expect(calls[0]?.url).toBe('https://x.api.swiftype.com/api/as/v1/engines/dev-products-web/search.json');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('memoises responses per request body and not across different bodies', async () => {
    const { calls, fetch } = recordingFetch(() => ({ status: 200, body: okSearch }));
    const client = createSearchClient({ baseUrl: 'http://h', fetch });
    const first = await client.search({ query: 'bar' });
    const second = await client.search({ query: 'bar' });
    await client.search({ query: 'rack' });
    expect(second).toBe(first);
    expect(calls).toHaveLength(2);
    client.clearCache();
    await client.search({ query: 'bar' });
    expect(calls).toHaveLength(3);
  });

  it('does not memoise when cacheResponses is false, nor failures, nor clicks', async () => {
    let status = 500;
    const { calls, fetch } = recordingFetch(() => ({
      status,
      body: status === 200 ? okSearch : '{"errors":["down"]}',
    }));
    const client = createSearchClient({ baseUrl: 'http://h', fetch });
    await expect(client.search({ query: 'bar' })).rejects.toThrow('[500] down');
    status = 200;
    await client.search({ query: 'bar' });
    expect(calls).toHaveLength(2);
    const uncached = createSearchClient({ baseUrl: 'http://h', fetch, cacheResponses: false });
    await uncached.search({ query: 'bar' });
    await uncached.search({ query: 'bar' });
    expect(calls).toHaveLength(4);
  });

  it('throws SearchError "[status] msg1, msg2" with the server messages (spec §8)', async () => {
    const { fetch } = recordingFetch(() => ({
      status: 400,
      body: '{"errors":["Query is too long","Bad page"]}',
    }));
    const client = createSearchClient({ baseUrl: 'http://h', fetch });
    const error = await client.search({ query: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchError);
    expect(error).toMatchObject({
      message: '[400] Query is too long, Bad page',
      status: 400,
      code: SEARCH_ERROR_CODES.http,
      errors: ['Query is too long', 'Bad page'],
    });
  });

  it('joins the per-query errors of a failed multi_search', async () => {
    const { fetch } = recordingFetch(() => ({
      status: 400,
      body: '[{"errors":[]},{"errors":["Page size must be between 1 and 1000"]}]',
    }));
    const client = createSearchClient({ baseUrl: 'http://h', fetch });
    await expect(client.multiSearch({ queries: [{ query: 'a' }, { query: 'b' }] })).rejects.toThrow(
      '[400] Page size must be between 1 and 1000',
    );
  });

  it('uses the status text when the error body is not JSON, and reports unexpected shapes', async () => {
    const { fetch } = recordingFetch((url) =>
      url.includes('search.json') ? { status: 400, body: '<html>' } : { status: 200, body: '{"nope":1}' },
    );
    const client = createSearchClient({ baseUrl: 'http://h', fetch });
    await expect(client.search({ query: 'x' })).rejects.toThrow('[400] Bad Request');
    await expect(client.querySuggestion({ query: 'x' })).rejects.toMatchObject({
      code: SEARCH_ERROR_CODES.invalidResponse,
    });
  });

  it('refuses a click without a query or document id before sending anything', async () => {
    const { calls, fetch } = recordingFetch(() => ({ status: 200, body: '' }));
    const client = createSearchClient({ baseUrl: 'http://h', fetch });
    await expect(client.click({ query: '', document_id: '1010-20' })).rejects.toThrow('Query is required');
    await expect(client.click({ query: 'bar', document_id: '' })).rejects.toThrow('Document id is required');
    expect(calls).toEqual([]);
  });

  it('wraps network failures', async () => {
    const client = createSearchClient({
      baseUrl: 'http://h',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(client.search({ query: 'x' })).rejects.toMatchObject({
      code: SEARCH_ERROR_CODES.network,
      status: 0,
    });
  });
});
