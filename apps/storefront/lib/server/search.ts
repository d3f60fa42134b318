import 'server-only';
import { getChannel, locales, pricesVisibleToRequest } from '@ironmark/channel';
import { visitorCountries } from '@ironmark/commerce/server';
import { type Env, env } from '@ironmark/config/env';
import { contentLanguage, contentLanguages } from '@ironmark/content';
import {
  contentEngineName,
  productEngineName,
  requestWithoutPrices,
  responseWithoutPrices,
  type SearchClient,
  type SearchDocument,
  type SearchKind,
} from '@ironmark/search';
import {
  createSearchEngine,
  createSearchHttpHandler,
  type EngineDefinition,
  type SearchEngine,
} from '@ironmark/search/engine';
import { createPostgresSearchEngine, type SearchLanguage } from '@ironmark/search/postgres';
import postgres from 'postgres';
import { type SearchConnection, searchClientFor, searchConnection } from '../search-client';
import { getCommerce } from './commerce';
import { getContent } from './content';

/**
 * How long an engine's index is served before it is rebuilt from its source on the next request
 * (ms, default 10 minutes): campaign prices depend on the time and CMS content changes without a
 * deploy. The rebuild runs in the background; requests keep the old index until the new one is ready.
 */
export const SEARCH_INDEX_MAX_AGE_MS = 10 * 60_000;

/** Largest protocol request body the routes read (bytes): ten faceted queries fit many times over. */
export const SEARCH_MAX_BODY_BYTES = 256 * 1024;

/** One engine of the storefront: its App Search name, what it holds and which channel or language. */
export interface SearchEngineEntry {
  /** App Search engine name, e.g. `prod-products-web-sv-se`. */
  readonly name: string;
  /** Products (variant documents of a channel) or content (pages and stories of a language). */
  readonly kind: SearchKind;
  /** Channel code (products) or content language (content). */
  readonly source: string;
}

/**
 * Every engine the storefront serves for a search environment (`SEARCH_ENV`): a product engine per
 * routable locale (`{env}-products-web-{channel}`; en-us is the default `{env}-products-web` and also
 * answers as `{env}-products-web-en-us`) and a content engine per content language (`{env}-content-{language}`).
 */
export function searchEngineEntries(searchEnv: string): SearchEngineEntry[] {
  const products = locales.map(
    (code): SearchEngineEntry => ({
      name: productEngineName(searchEnv, code),
      kind: 'products',
      source: code,
    }),
  );
  // contracts.md names both spellings of the default engine; the alias keeps either working.
  products.push({ name: `${searchEnv}-products-web-en-us`, kind: 'products', source: 'en-us' });
  const content = contentLanguages.map(
    (language): SearchEngineEntry => ({
      name: contentEngineName(searchEnv, language),
      kind: 'content',
      source: language,
    }),
  );
  return [...products, ...content];
}

/** The product and content engine names of a page locale ('sv-se', 'en'); unknown locales use en-us. */
export function engineNamesFor(searchEnv: string, locale: string): Record<SearchKind, string> {
  const channel = getChannel(locale);
  return {
    products: productEngineName(searchEnv, channel?.code ?? 'en-us'),
    content: contentEngineName(searchEnv, contentLanguage(channel?.code ?? locale)),
  };
}

/** Where the engines' documents come from. */
export interface SearchSources {
  /** Variant documents of a channel, priced in its currency (the catalogue's `searchDocuments`). */
  productDocuments(channelCode: string): readonly SearchDocument[] | Promise<readonly SearchDocument[]>;
  /** Pages and stories of a content language. */
  contentDocuments(language: string): readonly SearchDocument[] | Promise<readonly SearchDocument[]>;
}

/** Options of {@link createStorefrontSearch}. */
export interface StorefrontSearchOptions {
  /** The environment part of engine names, the search key the routes require, and the allowed origins. */
  env: Pick<Env, 'SEARCH_ENV' | 'SEARCH_KEY' | 'SITE_URL' | 'ALLOWED_ORIGINS' | 'GEO_COUNTRY_HEADER'>;
  sources: SearchSources;
  /** Index age after which a request triggers a background rebuild (ms); default {@link SEARCH_INDEX_MAX_AGE_MS}. */
  maxAgeMs?: number;
  /** Clock (epoch ms); default `Date.now`. */
  now?: () => number;
  /** The engine behind the protocol (default: the embedded engine); each definition names its text language. */
  createEngine?: (
    engines: Record<string, EngineDefinition & { language: SearchLanguage }>,
    searchKey: string | undefined,
  ) => SearchEngine;
}

const TEXT_SEARCH_LANGUAGES: Record<string, SearchLanguage> = {
  en: 'english',
  sv: 'swedish',
  de: 'german',
  fr: 'french',
};

/** The PostgreSQL text-search configuration of an engine entry (its channel's or content's language). */
export function searchLanguageOf(entry: SearchEngineEntry): SearchLanguage {
  const language = entry.kind === 'products' ? (getChannel(entry.source)?.language ?? 'en') : entry.source;
  return TEXT_SEARCH_LANGUAGES[language] ?? 'english';
}

/** The storefront's embedded search: the engine, its protocol handler and the engine names. */
export interface StorefrontSearch {
  readonly engine: SearchEngine;
  readonly entries: readonly SearchEngineEntry[];
  /** Answers a protocol request (`/api/as/v1/engines/{engine}/{endpoint}`, GET or POST) as App Search does. */
  handle(request: Request): Promise<Response>;
  /** Rebuilds one engine's index from its source now; resolves with its document count. */
  refresh(engineName: string): Promise<number>;
}

const ENGINE_IN_PATH = /\/api\/as\/v1\/engines\/([^/]+)\/([^/]+)$/;
// App Search: search, multi_search and query_suggestion take GET or POST; click is POST only.
const GET_ENDPOINTS = new Set([
  'search.json',
  'multi_search.json',
  'query_suggestion',
  'query_suggestion.json',
]);
const NUMERIC_KEYS = new Set(['size', 'current', 'weight', 'precision', 'from', 'to']);
const BOOLEAN_KEYS = new Set(['collapse', 'fallback', 'record_analytics']);
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function jsonError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [message] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

type Nested = Record<string, unknown>;

function coerce(key: string, value: string): unknown {
  if (NUMERIC_KEYS.has(key) && NUMBER.test(value)) return Number(value);
  if (BOOLEAN_KEYS.has(key) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function assign(target: Nested, path: readonly string[], value: string): void {
  const [head = '', ...rest] = path;
  if (rest.length === 0) {
    target[head] = coerce(head, value);
    return;
  }
  if (rest[0] === '') {
    // `key[]…`: an array. Rails starts a new element when the last one already has the next key.
    const list = Array.isArray(target[head]) ? (target[head] as unknown[]) : [];
    target[head] = list;
    const tail = rest.slice(1);
    if (tail.length === 0) {
      list.push(coerce(head, value));
      return;
    }
    const last = list.at(-1);
    const leaf = tail[0] ?? '';
    const element =
      last !== null && typeof last === 'object' && !Array.isArray(last) && !(leaf in last)
        ? (last as Nested)
        : {};
    if (element !== last) list.push(element);
    assign(element, tail, value);
    return;
  }
  const child =
    target[head] !== null && typeof target[head] === 'object' && !Array.isArray(target[head])
      ? (target[head] as Nested)
      : {};
  target[head] = child;
  assign(child, rest, value);
}

/**
 * Reads an App Search GET query string in Rails bracket notation (`query=bar&page[size]=10&
 * filters[all][][availability]=in-stock&queries[][query]=a`) into the JSON body the POST form takes.
 * Paging, weights, range bounds and precision become numbers, collapse/fallback/record_analytics
 * booleans; filter values stay strings (App Search filters match exactly).
 */
export function bodyFromQueryString(search: string): Nested {
  const body: Nested = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [
      match[1] ?? '',
      ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? ''),
    ];
    assign(body, path, value);
  }
  return body;
}

function allowedOrigins(request: Request, config: StorefrontSearchOptions['env']): Set<string> {
  const origins = new Set<string>([new URL(request.url).origin, new URL(config.SITE_URL).origin]);
  for (const origin of config.ALLOWED_ORIGINS) origins.add(origin.replace(/\/+$/, ''));
  return origins;
}

/**
 * Builds the storefront's embedded search over `sources`. Indexes are built on first use of each
 * engine and rebuilt in the background once older than `maxAgeMs`. `handle` adds to the engine's
 * protocol handler: GET for the read endpoints, a body-size cap, and a same-origin rule for clicks
 * (a cross-site page could otherwise inflate click-through counts with a `text/plain` form post;
 * ASVS 3.5.1). When `SEARCH_KEY` is set every call needs `Authorization: Bearer {key}` (the engine's check).
 */
export function createStorefrontSearch(options: StorefrontSearchOptions): StorefrontSearch {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? SEARCH_INDEX_MAX_AGE_MS;
  const entries = searchEngineEntries(options.env.SEARCH_ENV);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const loadedAt = new Map<string, number>();
  const refreshing = new Map<string, Promise<number>>();

  async function load(entry: SearchEngineEntry): Promise<readonly SearchDocument[]> {
    const documents =
      entry.kind === 'products'
        ? await options.sources.productDocuments(entry.source)
        : await options.sources.contentDocuments(entry.source);
    loadedAt.set(entry.name, now());
    return documents;
  }

  const definitions = Object.fromEntries(
    entries.map((entry) => [
      entry.name,
      { kind: entry.kind, documents: () => load(entry), language: searchLanguageOf(entry) },
    ]),
  );
  const engine = options.createEngine
    ? options.createEngine(definitions, options.env.SEARCH_KEY)
    : createSearchEngine({
        engines: definitions,
        ...(options.env.SEARCH_KEY ? { searchKey: options.env.SEARCH_KEY } : {}),
        now,
      });
  const protocol = createSearchHttpHandler(engine);

  function refresh(engineName: string): Promise<number> {
    const running = refreshing.get(engineName);
    if (running) return running;
    const entry = byName.get(engineName);
    if (!entry) return Promise.reject(new Error(`Unknown engine: ${engineName}`));
    const pending = load(entry)
      .then((documents) => {
        engine.replace(engineName, documents);
        return documents.length;
      })
      .finally(() => refreshing.delete(engineName));
    refreshing.set(engineName, pending);
    return pending;
  }

  function refreshWhenStale(engineName: string): void {
    const at = loadedAt.get(engineName);
    if (at === undefined || now() - at < maxAgeMs || refreshing.has(engineName)) return;
    refresh(engineName).catch((error: unknown) => {
      // Keep serving the old index; the next request past the age tries again.
      loadedAt.set(engineName, now());
      console.error('Search index refresh failed', engineName, error);
    });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const match = ENGINE_IN_PATH.exec(url.pathname);
    const endpoint = match?.[2] ?? '';
    if (match) refreshWhenStale(decodeURIComponent(match[1] ?? ''));

    const headers = new Headers(request.headers);
    let text: string;
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (!GET_ENDPOINTS.has(endpoint)) {
        return jsonError(405, 'Method not allowed; use POST', { allow: 'POST' });
      }
      text = url.search.length > 1 ? JSON.stringify(bodyFromQueryString(url.search)) : '';
    } else if (request.method === 'POST') {
      const declared = Number(request.headers.get('content-length') ?? 0);
      if (declared > SEARCH_MAX_BODY_BYTES) return jsonError(413, 'Request body is too large');
      text = await request.text();
      if (Buffer.byteLength(text) > SEARCH_MAX_BODY_BYTES) return jsonError(413, 'Request body is too large');
      if (endpoint === 'click.json') {
        const origin = request.headers.get('origin');
        const site = request.headers.get('sec-fetch-site');
        const allowed = allowedOrigins(request, options.env);
        if ((origin !== null && !allowed.has(origin)) || (origin === null && site === 'cross-site')) {
          return jsonError(403, 'Cross-origin clicks are not accepted');
        }
      }
    } else {
      return jsonError(405, 'Method not allowed', {
        allow: GET_ENDPOINTS.has(endpoint) ? 'GET, POST' : 'POST',
      });
    }
    headers.delete('content-length');
    // spec §6, on the server: a visitor from a forbidden country gets no price facets, sorts,
    // filters or fields (the geo header and visitor cookie decide, not what the page claims).
    const entry = byName.get(decodeURIComponent(match?.[1] ?? ''));
    const hidePrices =
      entry?.kind === 'products' &&
      !pricesVisibleToRequest(
        getChannel(entry.source) ?? { country: '' },
        visitorCountries(request, options.env.GEO_COUNTRY_HEADER),
      );
    const body = hidePrices ? requestWithoutPrices(text) : text;
    const answer = await protocol(new Request(url, { method: 'POST', headers, body }));
    return hidePrices ? responseWithoutPrices(answer) : answer;
  }

  return { engine, entries, handle, refresh };
}

/** The catalogue and content of this deployment as search sources. */
export function storefrontSearchSources(): SearchSources {
  // The documents are interfaces without index signatures; spreading gives the plain records the engine indexes.
  const records = (documents: readonly object[]): SearchDocument[] =>
    documents.map((document) => ({ ...document }) as SearchDocument);
  return {
    productDocuments: (channelCode) => records(getCommerce().catalogue.searchDocuments(channelCode)),
    contentDocuments: async (language) => records(await getContent().contentSearchDocuments(language)),
  };
}

// One instance per server process: route handlers and pages are bundled apart, so module state alone
// could build the index twice.
const SINGLETON = Symbol.for('ironmark.storefront.search');
type GlobalWithSearch = typeof globalThis & { [SINGLETON]?: StorefrontSearch };

/** The process-wide embedded search of the storefront, created on first use over the catalogue and content. */
export function getSearch(): StorefrontSearch {
  const holder = globalThis as GlobalWithSearch;
  const config = env();
  holder[SINGLETON] ??= createStorefrontSearch({
    env: config,
    sources: storefrontSearchSources(),
    // SEARCH_ENGINE=postgres: PostgreSQL full-text search on DATABASE_URL, one index for every instance.
    ...(config.SEARCH_ENGINE === 'postgres' && config.DATABASE_URL
      ? {
          createEngine: (engines, searchKey) =>
            createPostgresSearchEngine({
              sql: postgres(config.DATABASE_URL as string, { max: 5, onnotice: () => {} }),
              engines,
              ...(searchKey ? { searchKey } : {}),
            }),
        }
      : {}),
  });
  return holder[SINGLETON];
}

/** The search connection handed to client components: hosted App Search when `SEARCH_URL` is set, else this site. */
export function publicSearchConnection(): SearchConnection {
  return searchConnection(env());
}

/**
 * A search client for server components: the hosted App Search when `SEARCH_URL` is set; otherwise the
 * embedded engine called in process (same protocol, same handler as the HTTP route, no socket).
 */
export function serverSearchClient(engineName: string): SearchClient {
  const connection = searchConnection(env());
  if (connection.baseUrl !== '') return searchClientFor(connection, engineName, { cacheResponses: false });
  const search = getSearch();
  return searchClientFor({ ...connection, baseUrl: 'http://embedded.search' }, engineName, {
    cacheResponses: false,
    fetch: (input, init) => search.handle(new Request(input, init)),
  });
}
