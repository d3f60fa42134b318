import 'server-only';
import { getChannel, locales, pricesVisibleToRequest } from '@ironmark/channel';
import { visitorCountries } from '@ironmark/commerce/server';
import { type Env, env } from '@ironmark/config/env';
import type { FieldIssue } from '@ironmark/config/zod-locale';
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
  BodyTooLargeError,
  bodyFromQueryString,
  createSearchEngine,
  createSearchHttpHandler,
  type EngineDefinition,
  readCappedText,
  SEARCH_MAX_BODY_BYTES,
  type SearchEngine,
  searchErrorBody,
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

/** Largest protocol request body the routes read (bytes; the protocol handler's cap, read streamed). */
export { SEARCH_MAX_BODY_BYTES };

/** One engine of the storefront: its App Search name, what it holds and which channel or language. */
export interface SearchEngineEntry {
  /** App Search engine name, e.g. `prod-products-web-sv-se`. */
  readonly name: string;
  /** Products (variant documents of a channel) or content (pages and stories of a language). */
  readonly kind: SearchKind;
  /** Channel code (products) or content language (content). */
  readonly source: string;
  /** Language of the engine's texts (the channel's or the content's): picks the stemmer. */
  readonly language: string;
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
      language: getChannel(code)?.language ?? 'en',
    }),
  );
  // contracts.md names both spellings of the default engine; the alias keeps either working.
  products.push({
    name: `${searchEnv}-products-web-en-us`,
    kind: 'products',
    source: 'en-us',
    language: 'en',
  });
  const content = contentLanguages.map(
    (language): SearchEngineEntry => ({
      name: contentEngineName(searchEnv, language),
      kind: 'content',
      source: language,
      language,
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
  return TEXT_SEARCH_LANGUAGES[entry.language] ?? 'english';
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

/** The engine name of a path segment ('' when its percent-encoding is malformed: the protocol handler answers that). */
function engineOf(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}

/** An App Search error answer (`{ errors, issues }`) naming the one field at fault. */
function issueResponse(status: number, issue: FieldIssue): Response {
  return new Response(JSON.stringify(searchErrorBody([issue])), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function allowedOrigins(request: Request, config: StorefrontSearchOptions['env']): Set<string> {
  const origins = new Set<string>([new URL(request.url).origin, new URL(config.SITE_URL).origin]);
  for (const origin of config.ALLOWED_ORIGINS) origins.add(origin.replace(/\/+$/, ''));
  return origins;
}

/**
 * Builds the storefront's embedded search over `sources`. Indexes are built on first use of each
 * engine and rebuilt in the background once older than `maxAgeMs`. `handle` is the package's protocol
 * handler (GET in bracket notation for the read endpoints, a streamed body-size cap) with a same-origin rule for clicks
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

  // The PostgreSQL engine names a text-search configuration; the embedded one a language code for its stemmer.
  const engine = options.createEngine
    ? options.createEngine(
        Object.fromEntries(
          entries.map((entry) => [
            entry.name,
            { kind: entry.kind, documents: () => load(entry), language: searchLanguageOf(entry) },
          ]),
        ),
        options.env.SEARCH_KEY,
      )
    : createSearchEngine({
        engines: Object.fromEntries(
          entries.map((entry) => [
            entry.name,
            { kind: entry.kind, language: entry.language, documents: () => load(entry) },
          ]),
        ),
        ...(options.env.SEARCH_KEY ? { searchKey: options.env.SEARCH_KEY } : {}),
        now,
      });
  const protocol = createSearchHttpHandler(engine, { maxBodyBytes: SEARCH_MAX_BODY_BYTES });

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
    const match = ENGINE_IN_PATH.exec(new URL(request.url).pathname);
    if (match) refreshWhenStale(engineOf(match[1]));
    if (request.method === 'POST' && match?.[2] === 'click.json') {
      const origin = request.headers.get('origin');
      const site = request.headers.get('sec-fetch-site');
      const allowed = allowedOrigins(request, options.env);
      if ((origin !== null && !allowed.has(origin)) || (origin === null && site === 'cross-site')) {
        const message = 'Cross-origin clicks are not accepted';
        return issueResponse(403, { field: 'Origin', code: 'forbidden_origin', params: {}, message });
      }
    }
    // spec §6, on the server: a visitor from a forbidden country gets no price facets, sorts,
    // filters or fields (the geo header and visitor cookie decide, not what the page claims).
    const entry = byName.get(engineOf(match?.[1]));
    const hidePrices =
      entry?.kind === 'products' &&
      !pricesVisibleToRequest(
        getChannel(entry.source) ?? { country: '' },
        visitorCountries(request, options.env.GEO_COUNTRY_HEADER),
      );
    // GET bodies in bracket notation, the streamed body cap and the 405s are the protocol handler's.
    if (!hidePrices || match?.[2] === 'click.json') return protocol(request);
    let text: string;
    if (request.method === 'GET' || request.method === 'HEAD') {
      text = JSON.stringify(bodyFromQueryString(new URL(request.url).search));
    } else if (request.method === 'POST') {
      try {
        text = await readCappedText(request, SEARCH_MAX_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        const params = { max: SEARCH_MAX_BODY_BYTES };
        return issueResponse(413, { field: 'body', code: 'too_large', params, message: error.message });
      }
    } else {
      return protocol(request);
    }
    const stripped = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: requestWithoutPrices(text),
    });
    return responseWithoutPrices(await protocol(stripped));
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
