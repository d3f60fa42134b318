import { createSearchClient, type SearchClient } from './client';

/**
 * How the browser (and the server) reaches search: a plain, serialisable value a server component
 * hands to client components as a prop. `baseUrl` is the hosted App Search base (`SEARCH_URL`) or ''
 * for this site's own `/api/as/v1/` routes; `searchKey` is the public search key (`search-…`), the
 * only credential that ever reaches the browser.
 */
export interface SearchConnection {
  /** Hosted App Search base URL, or '' for the storefront's own `/api/as/v1/`. */
  readonly baseUrl: string;
  /** Public search key sent as `Authorization: Bearer …`; absent ⇒ no header. */
  readonly searchKey?: string;
}

/** Codes of {@link SearchConnectionError}. */
export const SEARCH_CONNECTION_ERROR_CODES = { privateKey: 'SEARCH_KEY_NOT_PUBLIC' } as const;

/** A search configuration that must not reach the browser. */
export class SearchConnectionError extends Error {
  override readonly name = 'SearchConnectionError';
  readonly code: (typeof SEARCH_CONNECTION_ERROR_CODES)[keyof typeof SEARCH_CONNECTION_ERROR_CODES];

  constructor(code: SearchConnectionError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

// App Search key prefixes: `search-` is public; `private-` and admin keys can write or read everything.
const SECRET_KEY = /^(private|admin)-/;

/**
 * The connection for an environment: `SEARCH_URL` + `SEARCH_KEY` (hosted App Search) when `SEARCH_URL`
 * is set, else this site's embedded engine (`baseUrl` '') with `SEARCH_KEY` when the routes require one.
 * Throws {@link SearchConnectionError} when `SEARCH_KEY` is a private or admin key, since the key is
 * shipped to browsers.
 */
export function searchConnection(env: {
  readonly SEARCH_URL?: string | undefined;
  readonly SEARCH_KEY?: string | undefined;
}): SearchConnection {
  if (env.SEARCH_KEY && SECRET_KEY.test(env.SEARCH_KEY)) {
    throw new SearchConnectionError(
      SEARCH_CONNECTION_ERROR_CODES.privateKey,
      'SEARCH_KEY must be a public search key (search-…): it is sent to browsers',
    );
  }
  return {
    baseUrl: env.SEARCH_URL ? env.SEARCH_URL.replace(/\/+$/, '') : '',
    ...(env.SEARCH_KEY ? { searchKey: env.SEARCH_KEY } : {}),
  };
}

const clients = new Map<string, SearchClient>();

/** Options of {@link searchClientFor}. */
export interface SearchClientForOptions {
  /** fetch implementation (e.g. the in-process engine); default the global fetch. */
  fetch?: typeof fetch;
  /** Memoise responses per request; default true (set false on the server, where results must not go stale). */
  cacheResponses?: boolean;
}

/**
 * A client of one engine over a connection. Without options it is memoised per base URL, key and
 * engine, so its response cache is shared by every component of the page; with options a fresh,
 * unshared client is returned. The code is the same for hosted App Search and the embedded engine.
 */
export function searchClientFor(
  connection: SearchConnection,
  engine: string,
  options: SearchClientForOptions = {},
): SearchClient {
  const base = {
    baseUrl: connection.baseUrl,
    engine,
    ...(connection.searchKey ? { searchKey: connection.searchKey } : {}),
  };
  if (options.fetch !== undefined || options.cacheResponses !== undefined) {
    return createSearchClient({
      ...base,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.cacheResponses !== undefined ? { cacheResponses: options.cacheResponses } : {}),
    });
  }
  const key = JSON.stringify([connection.baseUrl, connection.searchKey ?? '', engine]);
  let client = clients.get(key);
  if (!client) {
    client = createSearchClient(base);
    clients.set(key, client);
  }
  return client;
}
