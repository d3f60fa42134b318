import type { ZodMiniType } from 'zod/mini';
import { mergeDisjunctiveFacets, planDisjunctiveFacets } from './disjunctive';
import { SEARCH_ERROR_CODES, SearchError } from './errors';
import type {
  ClickRequest,
  MultiSearchRequest,
  QuerySuggestionRequest,
  QuerySuggestionResponse,
  SearchRequest,
  SearchResponse,
} from './protocol';

// The client runs in the browser: the protocol's schemas (`./protocol`, zod) are loaded when the first
// answer arrives, never with the page. Answers are checked against them as before.
type Protocol = typeof import('./protocol');
const protocol = (): Promise<Protocol> => import('./protocol');

/** Environment part of engine names when none is given (spec §7: "'prod' and a name"). */
export const DEFAULT_ENGINE_ENV = 'prod';
/** Default engine name part (spec §7). */
export const DEFAULT_ENGINE_NAME = 'products-web';
/** Most memoised responses a client keeps (oldest dropped first). */
export const SEARCH_CACHE_LIMIT = 500;

/** Engine name `{env}-{name}`; defaults give `prod-products-web`. */
export function engineName(env: string = DEFAULT_ENGINE_ENV, name: string = DEFAULT_ENGINE_NAME): string {
  return `${env}-${name}`;
}

/** Product engine of a channel (contracts.md): `{env}-products-web-{channel}`; en-us uses the default `{env}-products-web`. */
export function productEngineName(env: string, channelCode: string): string {
  return channelCode === 'en-us' ? engineName(env) : engineName(env, `${DEFAULT_ENGINE_NAME}-${channelCode}`);
}

/** Content engine of a language (contracts.md): `{env}-content-{language}`. */
export function contentEngineName(env: string, language: string): string {
  return engineName(env, `content-${language}`);
}

/** Options of {@link createSearchClient}. */
export interface SearchClientOptions {
  /** Origin serving `/api/as/v1/…` (e.g. `https://shop.example` or a hosted App Search URL); `/api/as/v1` may be included. */
  baseUrl: string;
  /** Full engine name, or its parts (`env` default 'prod', `name` default 'products-web'). */
  engine?: string | { env?: string; name?: string };
  /** Bearer key (`search-…`); omitted ⇒ no Authorization header. */
  searchKey?: string;
  /** fetch implementation; default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Memoise responses per request (POST + url + JSON body); default true, like the official client. */
  cacheResponses?: boolean;
}

/** Options of {@link SearchClient.search}. */
export interface SearchCallOptions {
  /** Facet fields whose counts ignore their own filter (extra size-0 searches). */
  disjunctiveFacets?: readonly string[];
  /** Analytics tags of those extra searches; default `['Facet-Only']`. */
  disjunctiveFacetsAnalyticsTags?: readonly string[];
}

/** A client of one App Search engine. */
export interface SearchClient {
  /** The engine name requests go to. */
  readonly engine: string;
  /** `search.json`, with disjunctive facets merged when asked. */
  search(request: SearchRequest, options?: SearchCallOptions): Promise<SearchResponse>;
  /** `multi_search.json`: responses in query order. */
  multiSearch(request: MultiSearchRequest): Promise<SearchResponse[]>;
  /** `query_suggestion` (sent without `.json`, like the official client). */
  querySuggestion(request: QuerySuggestionRequest): Promise<QuerySuggestionResponse>;
  /** `click.json`: records a click-through (never cached). */
  click(request: ClickRequest): Promise<void>;
  /** Forgets memoised responses (e.g. after the index changed). */
  clearCache(): void;
}

function apiRoot(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/api/as/v1') ? `${trimmed}/` : `${trimmed}/api/as/v1/`;
}

async function errorMessages(json: unknown): Promise<string[]> {
  const { errorResponseSchema } = await protocol();
  // multi_search answers an array of {errors}; everything else one {errors}.
  const items = Array.isArray(json) ? json : [json];
  return items.flatMap((item) => {
    const parsed = errorResponseSchema.safeParse(item);
    return parsed.success ? parsed.data.errors : [];
  });
}

/**
 * Creates a client for one engine of the App Search protocol — a hosted App Search or the storefront's
 * embedded engine; the client does not change. Responses are memoised per request (key: POST + url +
 * JSON body) unless `cacheResponses` is false; failures are not memoised. Non-2xx answers throw
 * {@link SearchError} with message `[status] msg1, msg2` (spec §8).
 */
export function createSearchClient(options: SearchClientOptions): SearchClient {
  const engine =
    typeof options.engine === 'string'
      ? options.engine
      : engineName(options.engine?.env, options.engine?.name);
  const root = `${apiRoot(options.baseUrl)}engines/${encodeURIComponent(engine)}/`;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const cacheResponses = options.cacheResponses ?? true;
  const cache = new Map<string, Promise<unknown>>();

  async function send(path: string, body: unknown): Promise<unknown> {
    const url = `${root}${path}`;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.searchKey) headers.Authorization = `Bearer ${options.searchKey}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify(body) });
    } catch (cause) {
      throw new SearchError(SEARCH_ERROR_CODES.network, `Search request to ${url} failed`, { cause });
    }
    const text = await response.text();
    let json: unknown = {};
    try {
      json = text === '' ? {} : JSON.parse(text);
    } catch {
      json = {};
    }
    if (!response.ok) {
      const errors = await errorMessages(json);
      const message = `[${response.status}] ${errors.length > 0 ? errors.join(', ') : response.statusText}`;
      throw new SearchError(SEARCH_ERROR_CODES.http, message, { status: response.status, errors });
    }
    return json;
  }

  function request<T>(
    path: string,
    body: unknown,
    schemaOf: ((loaded: Protocol) => ZodMiniType<T>) | null,
    cached: boolean,
  ): Promise<T> {
    const run = async () => {
      const json = await send(path, body);
      if (!schemaOf) return json as T;
      const parsed = schemaOf(await protocol()).safeParse(json);
      if (!parsed.success) {
        throw new SearchError(SEARCH_ERROR_CODES.invalidResponse, `Unexpected response from ${path}`, {
          cause: parsed.error,
        });
      }
      return parsed.data;
    };
    if (!cached) return run();
    const key = `POST${root}${path}${JSON.stringify(body)}`;
    const hit = cache.get(key);
    if (hit) return hit as Promise<T>;
    const pending = run();
    cache.set(key, pending);
    if (cache.size > SEARCH_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    pending.catch(() => cache.delete(key));
    return pending;
  }

  const search = (body: SearchRequest) =>
    request(
      'search.json',
      body,
      (loaded) => loaded.searchResponseSchema,
      cacheResponses,
    ) as Promise<SearchResponse>;

  return {
    engine,
    async search(body, callOptions = {}) {
      const plan = planDisjunctiveFacets(
        body,
        callOptions.disjunctiveFacets ?? [],
        callOptions.disjunctiveFacetsAnalyticsTags,
      );
      const [base, ...extras] = await Promise.all([
        search(plan.base),
        ...plan.extras.map((extra) => search(extra.request)),
      ]);
      return mergeDisjunctiveFacets(
        base as SearchResponse,
        plan.extras.map((extra, index) => ({
          field: extra.field,
          response: extras[index] as SearchResponse,
        })),
      );
    },
    multiSearch(body) {
      return request(
        'multi_search.json',
        body,
        (loaded) => loaded.multiSearchResponseSchema,
        cacheResponses,
      ) as Promise<SearchResponse[]>;
    },
    querySuggestion(body) {
      return request(
        'query_suggestion',
        body,
        (loaded) => loaded.querySuggestionResponseSchema,
        cacheResponses,
      );
    },
    async click(body) {
      const { clickRequestSchema } = await protocol();
      await request('click.json', clickRequestSchema.parse(body), null, false);
    },
    clearCache() {
      cache.clear();
    },
  };
}
