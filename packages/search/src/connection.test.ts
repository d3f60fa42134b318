import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_CONNECTION_ERROR_CODES,
  SearchConnectionError,
  searchClientFor,
  searchConnection,
} from './connection';
import { SearchError } from './errors';
import { createSearchHost } from './server';

function recordingFetch() {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
    return new Response(JSON.stringify({ results: { documents: [] }, meta: { request_id: 'r' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('searchConnection', () => {
  it('points at this site’s own protocol routes when SEARCH_URL is unset', () => {
    expect(searchConnection({})).toEqual({ baseUrl: '' });
    expect(searchConnection({ SEARCH_KEY: 'search-local' })).toEqual({
      baseUrl: '',
      searchKey: 'search-local',
    });
  });

  it('points at the hosted App Search with its key when SEARCH_URL is set', () => {
    expect(
      searchConnection({ SEARCH_URL: 'https://host.api.swiftype.com/', SEARCH_KEY: 'search-hosted' }),
    ).toEqual({ baseUrl: 'https://host.api.swiftype.com', searchKey: 'search-hosted' });
  });

  it.each(['private-abc123', 'admin-abc123'])('refuses to hand the secret key %s to browsers', (key) => {
    expect(() => searchConnection({ SEARCH_KEY: key })).toThrow(SearchConnectionError);
    try {
      searchConnection({ SEARCH_URL: 'https://host.example', SEARCH_KEY: key });
    } catch (error) {
      expect((error as SearchConnectionError).code).toBe(SEARCH_CONNECTION_ERROR_CODES.privateKey);
    }
  });

  it('carries nothing but the base URL and the public key', () => {
    const connection = searchConnection({
      SEARCH_URL: 'https://host.example',
      SEARCH_KEY: 'search-x',
      ...({ CMS_TOKEN: 'secret-cms' } as object),
    });
    expect(Object.keys(connection).sort()).toEqual(['baseUrl', 'searchKey']);
    expect(JSON.stringify(connection)).not.toContain('secret-cms');
  });
});

describe('searchClientFor', () => {
  it('sends the same-origin client to /api/as/v1/engines/{engine}/ without a key when none is configured', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = searchClientFor(searchConnection({}), 'prod-products-web-sv-se', { fetch: fetchImpl });
    await client.querySuggestion({ query: 'ba' });
    expect(calls).toEqual([
      {
        url: '/api/as/v1/engines/prod-products-web-sv-se/query_suggestion',
        headers: { 'Content-Type': 'application/json' },
      },
    ]);
  });

  it('sends the hosted client to SEARCH_URL with the bearer key', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const connection = searchConnection({ SEARCH_URL: 'https://host.example', SEARCH_KEY: 'search-k' });
    await searchClientFor(connection, 'prod-content-sv', { fetch: fetchImpl }).querySuggestion({
      query: 'ba',
    });
    expect(calls[0]?.url).toBe('https://host.example/api/as/v1/engines/prod-content-sv/query_suggestion');
    expect(calls[0]?.headers.Authorization).toBe('Bearer search-k');
  });

  it('shares one memoised client per connection and engine, and gives custom options their own', () => {
    const connection = searchConnection({});
    expect(searchClientFor(connection, 'prod-products-web')).toBe(
      searchClientFor(connection, 'prod-products-web'),
    );
    expect(searchClientFor(connection, 'prod-products-web')).not.toBe(
      searchClientFor(connection, 'prod-content-en'),
    );
    expect(searchClientFor(connection, 'prod-products-web', { cacheResponses: false })).not.toBe(
      searchClientFor(connection, 'prod-products-web'),
    );
  });
});

describe('switching to a hosted App Search by SEARCH_URL, over real HTTP', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // A stand-in for the hosted service: the same protocol, answered over a socket.
    const hosted = createSearchHost({
      searchEnv: 'prod',
      searchKey: 'search-hosted',
      siteUrl: 'http://127.0.0.1',
      contentLanguages: ['en'],
      visitorCountries: () => [],
      sources: {
        productDocuments: (channel) => [
          {
            id: `${channel}-bar`,
            v_id: `${channel}-bar`,
            group: 'BAR',
            name: 'Weightlifting Bar',
            price: 100,
            recommended: 1,
            availability: 'in-stock',
          },
        ],
        contentDocuments: () => [],
      },
    });
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await hosted.handle(
        new Request(`http://127.0.0.1${request.url}`, {
          method: request.method ?? 'GET',
          headers: request.headers as Record<string, string>,
          ...(request.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
        }),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('searches and records clicks with no change to the calling code', async () => {
    const client = searchClientFor(
      searchConnection({ SEARCH_URL: url, SEARCH_KEY: 'search-hosted' }),
      'prod-products-web-de-de',
    );
    const response = await client.search({ query: 'bar', page: { size: 10 } });
    expect(response.results.map((result) => (result.id as { raw: string }).raw)).toEqual(['de-de-bar']);
    await expect(
      client.click({ query: 'bar', document_id: 'de-de-bar', request_id: response.meta.request_id }),
    ).resolves.toBeUndefined();
  });

  it('surfaces the hosted service’s refusal of a wrong key as a SearchError with its status', async () => {
    const client = searchClientFor(
      searchConnection({ SEARCH_URL: url, SEARCH_KEY: 'search-wrong' }),
      'prod-products-web',
    );
    const failure = await client.search({ query: 'bar' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SearchError);
    expect((failure as SearchError).message).toBe(
      '[401] Could not find an API key matching the Authorization header',
    );
  });
});
