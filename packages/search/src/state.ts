import type { FacetsRequest, Filters, SearchRequest } from './protocol';
import { FORBIDDEN_KEYS, MAX_PAGE_CURRENT, MAX_PAGE_SIZE } from './protocol-limits';
import { resolveSort, type SearchKind, sortToProtocol } from './sort';
import type { SearchState, StateFilter, StateRange } from './state-schema';
import { searchFields } from './weights';

/**
 * The search page state that lives in the URL, as plain rules (no zod: the search page and the
 * category listing read URLs in the browser), and the request built from it. The schemas of the
 * state (`searchStateSchema`, `stateFilterSchema`, `stateRangeSchema`) live in `./state-schema`;
 * the checks below accept exactly what they accept (a test holds the two together).
 */

export type { SearchState, StateFilter, StateRange } from './state-schema';

/** Default number of results per page on the search page. */
export const DEFAULT_RESULTS_PER_PAGE = 24;

/** How the values of a filter combine: `any` = OR, `all` = AND, `none` = exclude. */
export const STATE_FILTER_TYPES = ['any', 'all', 'none'] as const;

/** Field names a filter may name: lower-case letters, digits and underscores. */
export const STATE_FIELD_PATTERN = /^[a-z0-9_]+$/;

/**
 * An ISO 8601 date and time in UTC with seconds (`2024-05-01T00:00:00Z`, fractions allowed): what
 * zod's `z.iso.datetime()` accepts, the date bound of a range.
 */
export const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBound = (value: unknown) =>
  value === undefined ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && ISO_DATE_TIME.test(value));

/** Whether `value` is a {@link StateRange}: `from` and/or `to`, each a finite number or an ISO date and time. */
export function isStateRange(value: unknown): value is StateRange {
  return (
    isObject(value) &&
    isBound(value.from) &&
    isBound(value.to) &&
    (value.from !== undefined || value.to !== undefined)
  );
}

/**
 * Whether `value` is a {@link StateFilter}: a field name of {@link STATE_FIELD_PATTERN} that is no
 * prototype key, one of the {@link STATE_FILTER_TYPES} and at least one value (a string or a range).
 */
export function isStateFilter(value: unknown): value is StateFilter {
  if (!isObject(value)) return false;
  const { field, type, values } = value;
  return (
    typeof field === 'string' &&
    STATE_FIELD_PATTERN.test(field) &&
    !FORBIDDEN_KEYS.has(field) &&
    (STATE_FILTER_TYPES as readonly unknown[]).includes(type) &&
    Array.isArray(values) &&
    values.length > 0 &&
    values.every((item) => typeof item === 'string' || isStateRange(item))
  );
}

/** Whether `value` is a page number of the state: a whole number from 1 to `MAX_PAGE_CURRENT` (100). */
export function isStatePage(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PAGE_CURRENT;
}

/** Whether `value` is a page size of the state: a whole number from 1 to `MAX_PAGE_SIZE` (1000). */
export function isStateSize(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PAGE_SIZE;
}

/** Input of {@link buildSearchRequest}: a (partial) search state plus the page's facet configuration. */
export interface BuildSearchRequestInput extends Partial<SearchState> {
  /** Facets to count, keyed by field (e.g. `{ category_id: [{ type: 'value', size: 250 }] }`). */
  facets?: FacetsRequest;
  /** Analytics tags, e.g. `['web', 'en-us']` (≤ 16 × ≤ 64 chars). */
  analyticsTags?: string[];
  /** Group results; default for products: by `group` with collapse (spec §3), none for content. */
  group?: SearchRequest['group'] | null;
  /** Fields returned with a snippet; default products `name`, `desc`; content `title`, `desc`, `body`. */
  snippetFields?: string[];
  /** Snippet length in characters (20..1000); default 100. */
  snippetSize?: number;
}

const DEFAULT_SNIPPETS: Record<SearchKind, string[]> = {
  products: ['name', 'desc'],
  content: ['title', 'desc', 'body'],
};
const RESULT_FIELDS: Record<SearchKind, string[]> = {
  products: [
    'id',
    'v_id',
    'group',
    'name',
    'bp_name',
    'desc',
    'brand',
    'category_id',
    'category',
    'price',
    'currency',
    'recommended',
    'availability',
    'certification',
    'flags',
    'image',
    'path',
    'date',
  ],
  content: ['id', 'kind', 'title', 'desc', 'body', 'category', 'image', 'path', 'date'],
};

/** Turns UI filters into App Search filters: `{ all: [ { any|all|none: [ {field: value}, … ] }, … ] }`. */
export function toProtocolFilters(filters: readonly StateFilter[]): Filters {
  if (filters.length === 0) return {};
  return {
    all: filters.map((filter) => ({
      [filter.type]: filter.values.map((value) => ({ [filter.field]: value })),
    })),
  };
}

/**
 * Builds the App Search search body from a UI state: query, filters (Search UI's rollup shape),
 * sort (resolved against the spec §3 options; relevance only with a query), page, facets, the spec's
 * search-field weights (scaled, see `toAppSearchWeights`), result fields with snippets, grouping
 * (products: `group` field, collapse on, spec §3, one result per product: `size` 1, so no `_group`
 * members, which no page shows) and analytics tags.
 */
export function buildSearchRequest(input: BuildSearchRequestInput): SearchRequest {
  const kind = input.kind ?? 'products';
  const query = (input.query ?? '').trim();
  const sort = resolveSort(kind, input.sort, { relevance: query !== '' });
  const snippetSize = input.snippetSize ?? 100;
  const snippets = new Set(input.snippetFields ?? DEFAULT_SNIPPETS[kind]);
  const request: SearchRequest = {
    query,
    page: { size: input.size ?? DEFAULT_RESULTS_PER_PAGE, current: input.page ?? 1 },
    sort: sortToProtocol(kind, sort),
    filters: toProtocolFilters(input.filters ?? []),
    search_fields: searchFields(kind),
    result_fields: Object.fromEntries(
      RESULT_FIELDS[kind].map((field) => [
        field,
        snippets.has(field) ? { raw: {}, snippet: { size: snippetSize, fallback: true } } : { raw: {} },
      ]),
    ),
  };
  if (input.facets && Object.keys(input.facets).length > 0) request.facets = input.facets;
  const group =
    input.group === undefined
      ? kind === 'products'
        ? // Each product's other variants (`_group`, up to 9 whole results by default) are shown
          // nowhere: they were two thirds of the search page's initial answer (49 of 75 kB).
          { field: 'group', collapse: true, size: 1, sort: { _score: 'desc' as const } }
        : null
      : input.group;
  if (group) request.group = group;
  if (input.analyticsTags) request.analytics = { tags: input.analyticsTags };
  return request;
}
