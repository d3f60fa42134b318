// Protocol conformance over real HTTP, for each engine behind the protocol (the embedded engine, and
// the PostgreSQL full-text engine when a PostgreSQL answers): a node:http server serves the engine through
// createSearchHttpHandler; the published request fixtures of the official App Search JavaScript client
// (external-apis.md §2(a)) are sent by fetch and by createSearchClient, and the answers are compared
// with the published response shapes. No mocked fetch.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchClient } from './client';
import { createSearchEngine, createSearchHttpHandler, type SearchEngine } from './engine';
import { SearchError } from './errors';
import { createPostgresSearchEngine } from './postgres';
import { multiSearchResponseSchema, querySuggestionResponseSchema, searchResponseSchema } from './protocol';

const KEY = 'search-conformance';
const ENGINE = 'node-modules';

/** npm packages in the fixtures' shape (fields of elastic/app-search-javascript fixtures/…/search_grouped). */
const PACKAGES = [
  ['source-map-cat', ['BSD'], 'WIP cat for JS source maps.', null],
  ['cats', ['BSD'], 'Categories for Javascript', ['monad', 'functor']],
  ['catwalk', ['MIT'], 'A catwalk for models', ['fashion']],
  ['cat4d', ['MIT'], 'Concatenate 4D arrays', null],
  ['rex-cli', ['MIT'], 'Cat your regular expressions', ['regex']],
  ['copycat', ['MIT/X11'], 'Copy cat files', null],
  ['bulldog', ['MIT'], 'Release some Bulldogs to watch internet for you', ['bulldog', 'watcher']],
  ['dogstatsd', ['ISC'], 'A dog friendly statsd client', null],
  ['catnap', null, 'Sleeps like a cat', null],
].map(([name, license, description, keywords], index) => ({
  id: name as string,
  name: name as string,
  version: `0.${index}.0`,
  license,
  description,
  keywords,
  repository: null,
  owners: [`owner${index}@example.com`],
  dependencies: index % 2 === 0 ? ['request'] : null,
  created: `2013-01-${String(index + 10)}T04:51:39.995Z`,
  modified: `2013-02-${String(index + 10)}T04:51:39.995Z`,
}));

// Response bodies of the published fixtures (trimmed to one result where they list many).
const PUBLISHED = {
  search_grouped: {
    meta: {
      warnings: [],
      page: { current: 1, total_pages: 14, total_results: 14, size: 1 },
      request_id: '6fd3267d',
    },
    results: [
      {
        name: { raw: 'source-map-cat' },
        version: { raw: '0.0.0' },
        license: { raw: ['BSD'] },
        description: { raw: 'WIP cat for JS source maps.' },
        created: { raw: '2013-01-23T04:51:39.995Z' },
        modified: { raw: '2013-01-23T04:51:42.782Z' },
        keywords: { raw: null },
        repository: { raw: null },
        owners: { raw: ['gregg@aweber.com'] },
        dependencies: { raw: ['coffee-script'] },
        id: { raw: 'source-map-cat' },
        _meta: { score: 18.773478 },
        _group: [{ name: { raw: 'cats' }, id: { raw: 'cats' }, _meta: { score: 12.659987 } }],
        _group_key: 'BSD',
      },
    ],
  },
  disjunctive_license: {
    meta: {
      warnings: [],
      page: { current: 1, total_pages: 642, total_results: 642, size: 1 },
      request_id: '91197d45',
    },
    results: [],
    facets: {
      license: [
        {
          type: 'value',
          data: [
            { value: 'MIT', count: 101 },
            { value: 'BSD', count: 33 },
            { value: 'MIT/X11', count: 3 },
          ],
        },
      ],
    },
  },
  query_suggestion_with_options: {
    results: { documents: [{ suggestion: 'catwalk' }, { suggestion: 'cats' }, { suggestion: 'cat4d' }] },
    meta: { request_id: '28aa2fbd' },
  },
};

/** Structural skeleton of JSON: types of leaves, keys of objects, the first element of arrays; `raw` is any JSON. */
function shape(value: unknown, key = ''): unknown {
  if (key === 'raw') return 'json';
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, shape(child, name)]));
  }
  return value === null ? 'null' : typeof value;
}

/** Every key path of `published` exists in `ours` with the same leaf type (ours may add keys). */
function expectShapeCovers(ours: unknown, published: unknown) {
  const expected = shape(published);
  const actual = shape(ours);
  const covers = (a: unknown, e: unknown): boolean => {
    if (Array.isArray(e)) return Array.isArray(a) && (e.length === 0 || (a.length > 0 && covers(a[0], e[0])));
    if (e !== null && typeof e === 'object') {
      return (
        a !== null &&
        typeof a === 'object' &&
        Object.entries(e).every(([name, child]) => covers((a as Record<string, unknown>)[name], child))
      );
    }
    return a === e;
  };
  expect(
    covers(actual, expected),
    `${JSON.stringify(actual)}\ndoes not cover\n${JSON.stringify(expected)}`,
  ).toBe(true);
}

async function toWebRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  return new Request(`${origin}${request.url}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
}

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database of this suite, or undefined when no PostgreSQL answers. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = postgres(POSTGRES_URL, { connect_timeout: 2, max: 1, onnotice: () => {} });
  const name = `ironmark_search_${Math.random().toString(36).slice(2, 10)}`;
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch {
    await admin.end({ timeout: 1 }).catch(() => undefined);
    return undefined;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

const database = await freshDatabase();
if (!database) console.warn(`PostgreSQL search suite skipped: no PostgreSQL answered at ${POSTGRES_URL}.`);
const ENGINES = database ? (['embedded', 'postgres'] as const) : (['embedded'] as const);
const DEFINITIONS = {
  [ENGINE]: {
    kind: 'content' as const,
    documents: PACKAGES,
    searchFields: { name: 10, description: 3, keywords: 2 },
  },
};

afterAll(async () => {
  await database?.drop();
});

describe.each(ENGINES)('App Search protocol over HTTP — %s engine', (kind) => {
  let server: Server;
  let origin: string;
  let engine: SearchEngine;

  let client_: postgres.Sql | undefined;

  beforeAll(async () => {
    if (kind === 'postgres' && database) {
      client_ = postgres(database.url, { max: 4, onnotice: () => {} });
      engine = createPostgresSearchEngine({ sql: client_, searchKey: KEY, engines: DEFINITIONS });
    } else {
      engine = createSearchEngine({ searchKey: KEY, engines: DEFINITIONS });
    }
    const handler = createSearchHttpHandler(engine);
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      toWebRequest(request, origin)
        .then(handler)
        .then(async (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch((error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    await client_?.end({ timeout: 5 });
  });

  async function post(path: string, body: unknown, key: string | null = KEY) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key) headers.authorization = `Bearer ${key}`;
    const response = await fetch(`${origin}/api/as/v1/engines/${ENGINE}/${path}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
  }

  const client = () => createSearchClient({ baseUrl: origin, engine: ENGINE, searchKey: KEY });

  describe('protocol', () => {
    it('answers a plain search (fixture search_simple) in the published shape', async () => {
      const { status, json } = await post('search.json', { query: 'cat' });
      expect(status).toBe(200);
      const { _group, _group_key, ...ungrouped } = PUBLISHED.search_grouped.results[0] ?? {};
      expectShapeCovers(json, { ...PUBLISHED.search_grouped, results: [ungrouped] });
      const parsed = searchResponseSchema.parse(json);
      expect(parsed.results.map((result) => result._meta.id)).toContain('source-map-cat');
      const viaClient = await client().search({ query: 'cat' });
      expect(viaClient.results.map((result) => result._meta.id)).toEqual(
        parsed.results.map((result) => result._meta.id),
      );
    });

    it('answers fixture search_grouped with _group and _group_key', async () => {
      const body = { query: 'cat', page: { size: 1 }, group: { field: 'license' } };
      const { status, json } = await post('search.json', body);
      expect(status).toBe(200);
      expectShapeCovers(json, PUBLISHED.search_grouped);
      const response = await client().search(body);
      expect(response.meta.page.size).toBe(1);
      expect(response.results).toHaveLength(1);
      expect(response.results[0]?._group_key).toBe('BSD');
      expect(response.results[0]?._group?.map((member) => member._meta.id)).toEqual(['cats']);
      expect(response.meta.page.total_results).toBe(4);
    });

    it('answers fixture disjunctive_license (the facet-only search) and the client merges it', async () => {
      const extra = {
        query: 'cat',
        page: { size: 0 },
        filters: {},
        facets: { license: [{ type: 'value', size: 3 }] },
        analytics: { tags: ['Facet-Only'] },
      };
      const { status, json } = await post('search.json', extra);
      expect(status).toBe(200);
      expectShapeCovers(json, PUBLISHED.disjunctive_license);
      expect(searchResponseSchema.parse(json).facets?.license?.[0]?.data).toEqual([
        { value: 'MIT', count: 3 },
        { value: 'BSD', count: 2 },
        { value: 'MIT/X11', count: 1 },
      ]);

      const merged = await client().search(
        { query: 'cat', filters: { license: 'BSD' }, facets: { license: [{ type: 'value', size: 3 }] } },
        { disjunctiveFacets: ['license'] },
      );
      expect(merged.results.map((result) => result._meta.id).sort()).toEqual(['cats', 'source-map-cat']);
      expect(
        merged.facets?.license?.[0]?.data.map((entry) => ('value' in entry ? entry.value : undefined)),
      ).toEqual(['MIT', 'BSD', 'MIT/X11']);
    });

    it('answers fixture multi_search with an array of responses in order', async () => {
      const body = { queries: [{ query: 'cat', page: { size: 1 } }, { query: 'dog' }] };
      const { status, json } = await post('multi_search.json', body);
      expect(status).toBe(200);
      const parsed = multiSearchResponseSchema.parse(json);
      expect(parsed).toHaveLength(2);
      expect(parsed[0]?.results).toHaveLength(1);
      expect(parsed[1]?.results.map((result) => result._meta.id).sort()).toEqual(['dogstatsd']);
      const viaClient = await client().multiSearch(body);
      expect(viaClient.map((response) => response.meta.page.total_results)).toEqual(
        parsed.map((response) => response.meta.page.total_results),
      );
    });

    it('answers fixture query_suggestion_with_options at /query_suggestion and /query_suggestion.json', async () => {
      const body = { query: 'cat', size: 3, types: { documents: { fields: ['name'] } } };
      const { status, json } = await post('query_suggestion', body);
      expect(status).toBe(200);
      expectShapeCovers(json, PUBLISHED.query_suggestion_with_options);
      expect(querySuggestionResponseSchema.parse(json).results.documents).toHaveLength(3);
      expect((await post('query_suggestion.json', body)).status).toBe(200);
      const viaClient = await client().querySuggestion(body);
      expect(viaClient.results.documents.map((document) => document.suggestion)).toEqual(
        querySuggestionResponseSchema.parse(json).results.documents.map((document) => document.suggestion),
      );
    });

    it('answers fixture click_simple with an empty 200 and records the click', async () => {
      const body = {
        query: 'Cat',
        document_id: 'rex-cli',
        request_id: '8b55561954484f13d872728f849ffd22',
        tags: ['Cat'],
      };
      const { status, text } = await post('click.json', body);
      expect(status).toBe(200);
      expect(text).toBe('');
      await client().click(body);
      expect(engine.clicks(ENGINE).filter((click) => click.document_id === 'rex-cli')).toHaveLength(2);
    });

    it('answers errors as {errors} and the client reports "[status] messages"', async () => {
      expect(await post('search.json', { query: 'cat' }, null)).toMatchObject({
        status: 401,
        json: { errors: ['Could not find an API key matching the Authorization header'] },
      });
      expect(await post('search.json', '{oops')).toMatchObject({
        status: 400,
        json: { errors: ['Request body is not valid JSON'] },
      });
      expect((await post('nope.json', { query: '' })).status).toBe(404);
      // GET takes the body in bracket notation on the read endpoints; click is POST only.
      const get = await fetch(`${origin}/api/as/v1/engines/${ENGINE}/click.json`);
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      const error = await client()
        .search({ query: 'cat', page: { size: 1001 } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SearchError);
      expect((error as SearchError).message).toBe('[400] page.size: Page size must be between 1 and 1000');
      const unauthorised = createSearchClient({ baseUrl: origin, engine: ENGINE });
      await expect(unauthorised.search({ query: 'cat' })).rejects.toThrow(
        '[401] Could not find an API key matching the Authorization header',
      );
    });
  });
});
