import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import {
  type FacetsRequest,
  type Filters,
  FORBIDDEN_KEYS,
  MAX_PAGE_CURRENT,
  MAX_PAGE_SIZE,
  type SearchRequest,
} from './protocol';
import { resolveSort, type SearchKind, searchKindSchema, sortKeySchema, sortToProtocol } from './sort';
import { searchFields } from './weights';

ensureEnglishZodMessages();

/** Default number of results per page on the search page. */
export const DEFAULT_RESULTS_PER_PAGE = 24;

/** A range selected in a facet: number bounds, or ISO date strings; `from` inclusive, `to` exclusive. */
export const stateRangeSchema = z
  .object({
    from: z.optional(z.union([z.number(), z.iso.datetime()])),
    to: z.optional(z.union([z.number(), z.iso.datetime()])),
  })
  .check(
    z.refine((range) => range.from !== undefined || range.to !== undefined, {
      message: 'A range needs from or to',
    }),
  );
/** `{ from?, to? }`. */
export type StateRange = z.infer<typeof stateRangeSchema>;

/**
 * One selected filter of the UI: a field, how its values combine (`any` = OR, `all` = AND,
 * `none` = exclude) and the selected values (strings, or ranges for number/date facets).
 */
export const stateFilterSchema = z.object({
  field: z.string().check(
    z.regex(/^[a-z0-9_]+$/, 'field names are lower-case letters, digits and underscores'),
    z.refine((field) => !FORBIDDEN_KEYS.has(field), 'field names may not be prototype keys'),
  ),
  type: z.enum(['any', 'all', 'none']),
  values: z.array(z.union([z.string(), stateRangeSchema])).check(z.minLength(1)),
});
/** A UI filter. */
export type StateFilter = z.infer<typeof stateFilterSchema>;

/** The search page state that lives in the URL. Page 1..100, size 1..1000 (default 24). */
export const searchStateSchema = z.object({
  kind: z._default(searchKindSchema, 'products'),
  query: z._default(z.string(), ''),
  filters: z._default(z.array(stateFilterSchema), []),
  sort: z.optional(sortKeySchema),
  page: z._default(z.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_CURRENT)), 1),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), DEFAULT_RESULTS_PER_PAGE),
});
/** A complete search state. */
export type SearchState = z.infer<typeof searchStateSchema>;

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
 * (products: `group` field, collapse on, spec §3) and analytics tags.
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
        ? { field: 'group', collapse: true, sort: { _score: 'desc' as const } }
        : null
      : input.group;
  if (group) request.group = group;
  if (input.analyticsTags) request.analytics = { tags: input.analyticsTags };
  return request;
}
