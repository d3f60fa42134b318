// Elastic App Search v1 protocol (external-apis.md §2(a)): the limits of the App Search "Limits" page
// and the keys no parser may write, as plain constants (no zod: browser code reads them). The
// protocol's schemas, built on these, live in `./protocol`.

/** Most queries in one multi_search request. */
export const MULTI_SEARCH_MAX_QUERIES = 10;
/** Longest query, in characters. */
export const MAX_QUERY_LENGTH = 128;
/** Highest page number App Search can return. */
export const MAX_PAGE_CURRENT = 100;
/** Largest page size. */
export const MAX_PAGE_SIZE = 1000;
/** Default page size when a request names none. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Keys no parser of request data may write (CWE-1321): assigning them reaches an object's prototype.
 * The query-string parser drops them and UI state refuses them as field names.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
