import 'server-only';
import { getChannel, locales, pricesVisibleToRequest } from '@ironmark/channel';
import type { FieldIssue } from '@ironmark/config/zod-locale';
import { contentEngineName, productEngineName, type SearchClient } from './client';
import { type SearchConnection, searchClientFor } from './connection';
import type { SearchDocument } from './documents';
import {
  createSearchEngine,
  type EngineDefinition,
  type SearchEngine,
  searchErrorBody,
} from './embedded/engine';
import {
  BodyTooLargeError,
  createSearchHttpHandler,
  readCappedText,
  SEARCH_MAX_BODY_BYTES,
} from './embedded/http';
import { bodyFromQueryString } from './embedded/query-string';
import type { SearchLogger, SearchPageSetup } from './page-controller';
import {
  DISJUNCTIVE_FACETS,
  type PriceBand,
  priceBands,
  searchRequestFor,
  tabCountRequest,
} from './page-model';
import type { SearchLanguage } from './postgres/engine';
import { requestWithoutPrices, responseWithoutPrices } from './prices';
import type { SearchKind } from './sort';
import type { SearchState } from './state';
import { searchStateToUrl } from './url-state';

/**
 * How long an engine's index is served before it is rebuilt from its source on the next request
 * (ms, default 10 minutes): campaign prices depend on the time and CMS content changes without a
 * deploy. The rebuild runs in the background; requests keep the old index until the new one is ready.
 */
export const SEARCH_INDEX_MAX_AGE_MS = 10 * 60_000;

/** Largest protocol request body the host reads (bytes; the protocol handler's cap, read streamed). */
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
export function searchEngineEntries(
  searchEnv: string,
  contentLanguages: readonly string[],
): SearchEngineEntry[] {
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

/**
 * The product and content engine names of a page locale ('sv-se', 'en'); unknown locales use en-us.
 * `contentLanguageOf` maps a channel code (or the locale) to its content language.
 */
export function engineNamesFor(
  searchEnv: string,
  locale: string,
  contentLanguageOf: (locale: string) => string,
): Record<SearchKind, string> {
  const channel = getChannel(locale);
  return {
    products: productEngineName(searchEnv, channel?.code ?? 'en-us'),
    content: contentEngineName(searchEnv, contentLanguageOf(channel?.code ?? locale)),
  };
}

/** Where the engines' documents come from. */
export interface SearchSources {
  /** Variant documents of a channel, priced in its currency (the catalogue's `searchDocuments`). */
  productDocuments(channelCode: string): readonly SearchDocument[] | Promise<readonly SearchDocument[]>;
  /** Pages and stories of a content language. */
  contentDocuments(language: string): readonly SearchDocument[] | Promise<readonly SearchDocument[]>;
}

/** Options of {@link createSearchHost}. */
export interface SearchHostOptions {
  /** The environment part of engine names (`SEARCH_ENV`). */
  searchEnv: string;
  /** Public search key every call must bear (`Authorization: Bearer …`); none ⇒ open. */
  searchKey?: string | undefined;
  /** The site's address: its origin may post clicks. */
  siteUrl: string;
  /** Other origins that may post clicks (a trailing slash is ignored). */
  allowedOrigins?: readonly string[];
  /** The content languages, one content engine each. */
  contentLanguages: readonly string[];
  /**
   * Every country a request names (the deployment's geo header, the visitor cookie): a forbidden one
   * hides prices (spec §6). Required, so a host never serves prices without asking.
   */
  visitorCountries(request: Request): readonly (string | null | undefined)[];
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

/** The storefront's search host: the engine, its protocol handler and the engine names. */
export interface SearchHost {
  readonly engine: SearchEngine;
  readonly entries: readonly SearchEngineEntry[];
  /** Answers a protocol request (`/api/as/v1/engines/{engine}/{endpoint}`, GET or POST) as App Search does. */
  handle(request: Request): Promise<Response>;
  /** Rebuilds one engine's index from its source now; resolves with its document count. */
  refresh(engineName: string): Promise<number>;
  /**
   * The price bands of a product engine's documents ({@link priceBands}; `[]` for a content engine),
   * computed once per load of its documents — the search page asks on every render.
   */
  priceBands(engineName: string): Promise<PriceBand[]>;
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

/**
 * Whether a click may be recorded: its `Origin` is the request's own, the site's or an allowed one;
 * without an `Origin`, anything but a browser's `Sec-Fetch-Site: cross-site` (server-to-server calls).
 * A cross-site page could otherwise inflate click-through counts with a `text/plain` form post (ASVS 3.5.1).
 */
export function clickOriginAllowed(
  request: Request,
  { siteUrl, allowedOrigins = [] }: Pick<SearchHostOptions, 'siteUrl' | 'allowedOrigins'>,
): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const allowed = new Set<string>([new URL(request.url).origin, new URL(siteUrl).origin]);
  for (const entry of allowedOrigins) allowed.add(entry.replace(/\/+$/, ''));
  return allowed.has(origin);
}

/**
 * Builds the storefront's search host over `sources`. Indexes are built on first use of each engine
 * and rebuilt in the background once older than `maxAgeMs`. `handle` is the package's protocol handler
 * (GET in bracket notation for the read endpoints, a streamed body-size cap) with two rules in front:
 * clicks only from allowed origins ({@link clickOriginAllowed}, else 403 `forbidden_origin`), and a
 * visitor from a forbidden country (spec §6) gets no price facets, sorts, filters or fields from a
 * product engine — the request's countries decide, not what the page asks for. When `searchKey` is
 * set every call needs `Authorization: Bearer {key}` (the engine's check).
 */
export function createSearchHost(options: SearchHostOptions): SearchHost {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? SEARCH_INDEX_MAX_AGE_MS;
  const entries = searchEngineEntries(options.searchEnv, options.contentLanguages);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const loadedAt = new Map<string, number>();
  const refreshing = new Map<string, Promise<number>>();
  const bands = new Map<string, { at: number; bands: PriceBand[] }>();

  function remember(entry: SearchEngineEntry, documents: readonly SearchDocument[]): PriceBand[] {
    const value = priceBands(documents.map((document) => Number(document.price)));
    bands.set(entry.name, { at: now(), bands: value });
    return value;
  }

  async function load(entry: SearchEngineEntry): Promise<readonly SearchDocument[]> {
    const documents =
      entry.kind === 'products'
        ? await options.sources.productDocuments(entry.source)
        : await options.sources.contentDocuments(entry.source);
    loadedAt.set(entry.name, now());
    if (entry.kind === 'products') remember(entry, documents);
    return documents;
  }

  async function priceBandsOf(engineName: string): Promise<PriceBand[]> {
    const entry = byName.get(engineName);
    if (entry?.kind !== 'products') return [];
    const known = bands.get(engineName);
    if (known && now() - known.at < maxAgeMs) return known.bands;
    return remember(entry, await options.sources.productDocuments(entry.source));
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
        options.searchKey,
      )
    : createSearchEngine({
        engines: Object.fromEntries(
          entries.map((entry) => [
            entry.name,
            { kind: entry.kind, language: entry.language, documents: () => load(entry) },
          ]),
        ),
        ...(options.searchKey ? { searchKey: options.searchKey } : {}),
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
    if (request.method === 'POST' && match?.[2] === 'click.json' && !clickOriginAllowed(request, options)) {
      const message = 'Cross-origin clicks are not accepted';
      return issueResponse(403, { field: 'Origin', code: 'forbidden_origin', params: {}, message });
    }
    // spec §6, on the server: a visitor from a forbidden country gets no price facets, sorts,
    // filters or fields (the geo header and visitor cookie decide, not what the page claims).
    const entry = byName.get(engineOf(match?.[1]));
    const hidePrices =
      entry?.kind === 'products' &&
      !pricesVisibleToRequest(getChannel(entry.source) ?? { country: '' }, options.visitorCountries(request));
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

  return { engine, entries, handle, refresh, priceBands: priceBandsOf };
}

/**
 * A search client for server code: over `connection` when it names a hosted App Search (`baseUrl`
 * set); otherwise `host` called in process (same protocol, same handler as the HTTP route, no socket).
 * Responses are never memoised (server results must not go stale).
 */
export function serverSearchClient(
  host: () => SearchHost,
  connection: SearchConnection,
  engineName: string,
): SearchClient {
  if (connection.baseUrl !== '') return searchClientFor(connection, engineName, { cacheResponses: false });
  return searchClientFor({ ...connection, baseUrl: 'http://embedded.search' }, engineName, {
    cacheResponses: false,
    fetch: (input, init) => host().handle(new Request(input, init)),
  });
}

/** Options of {@link searchPageInitial}. */
export interface SearchPageInitialOptions {
  /** Page locale, the analytics tag of the search. */
  locale: string;
  /** Engine names of the locale ({@link engineNamesFor}). */
  engines: Record<SearchKind, string>;
  /** Price bands of the product engine (`SearchHost.priceBands`). */
  bands: readonly PriceBand[];
  /** The client of an engine, e.g. {@link serverSearchClient} over the host. */
  clientFor: (engineName: string) => SearchClient;
  /** Where a failed search is logged; default `console`. */
  logger?: SearchLogger;
}

/**
 * The search page's server render: the results of `state` (disjunctive facets, spec §7) and the other
 * tab's count for its query, asked together — what the page's controller starts from
 * (`SearchPageSetup['initial']`). A failed search is logged and answers no response and zero totals:
 * the page still renders its form, and the controller asks again in the browser.
 */
export async function searchPageInitial(
  state: SearchState,
  { locale, engines, bands, clientFor, logger = console }: SearchPageInitialOptions,
): Promise<SearchPageSetup['initial']> {
  const url = searchStateToUrl(state);
  const other: SearchKind = state.kind === 'products' ? 'content' : 'products';
  try {
    const [response, count] = await Promise.all([
      clientFor(engines[state.kind]).search(searchRequestFor(state, { locale, bands }), {
        disjunctiveFacets: DISJUNCTIVE_FACETS[state.kind],
      }),
      clientFor(engines[other]).search(tabCountRequest(other, state.query, { locale, bands })),
    ]);
    const totals: Record<SearchKind, number> = { products: 0, content: 0 };
    totals[state.kind] = response.meta.page.total_results;
    totals[other] = count.meta.page.total_results;
    return { url, response, totals };
  } catch (error) {
    logger.error('Search failed', engines[state.kind], error);
    return { url, response: null, totals: { products: 0, content: 0 } };
  }
}
