import 'server-only';
import { visitorCountries } from '@ironmark/commerce/server';
import { env } from '@ironmark/config/env';
import { contentLanguage, contentLanguages } from '@ironmark/content';
import {
  type SearchClient,
  type SearchConnection,
  type SearchDocument,
  type SearchKind,
  searchConnection,
} from '@ironmark/search';
import { postgresSearchEngineFactory } from '@ironmark/search/postgres';
import {
  createSearchHost,
  engineNamesFor as engineNamesOf,
  serverSearchClient as hostSearchClient,
  type SearchHost,
  type SearchSources,
} from '@ironmark/search/server';
import { getCommerce } from './commerce';
import { getContent } from './content';

/** The product and content engine names of a page locale ('sv-se', 'en'); unknown locales use en-us. */
export function engineNamesFor(searchEnv: string, locale: string): Record<SearchKind, string> {
  return engineNamesOf(searchEnv, locale, contentLanguage);
}

/** The catalogue and content of this deployment as search sources. */
function storefrontSearchSources(): SearchSources {
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
type GlobalWithSearch = typeof globalThis & { [SINGLETON]?: SearchHost };

/** The process-wide search host of the storefront (the package's), created on first use over the catalogue and content. */
export function getSearch(): SearchHost {
  const holder = globalThis as GlobalWithSearch;
  const config = env();
  holder[SINGLETON] ??= createSearchHost({
    searchEnv: config.SEARCH_ENV,
    searchKey: config.SEARCH_KEY,
    siteUrl: config.SITE_URL,
    allowedOrigins: config.ALLOWED_ORIGINS,
    contentLanguages,
    visitorCountries: (request) => visitorCountries(request, config.GEO_COUNTRY_HEADER),
    sources: storefrontSearchSources(),
    // SEARCH_ENGINE=postgres: PostgreSQL full-text search on DATABASE_URL, one index for every instance.
    ...(config.SEARCH_ENGINE === 'postgres' && config.DATABASE_URL
      ? { createEngine: postgresSearchEngineFactory(config.DATABASE_URL) }
      : {}),
  });
  return holder[SINGLETON];
}

/** The search connection handed to client components: hosted App Search when `SEARCH_URL` is set, else this site. */
export function publicSearchConnection(): SearchConnection {
  return searchConnection(env());
}

/** A search client for server components: the hosted App Search when `SEARCH_URL` is set, else the host in process. */
export function serverSearchClient(engineName: string): SearchClient {
  return hostSearchClient(getSearch, publicSearchConnection(), engineName);
}
