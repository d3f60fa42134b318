import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import {
  MAX_PAGE_CURRENT,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MULTI_SEARCH_MAX_QUERIES,
} from './protocol-limits';

ensureEnglishZodMessages();

// Elastic App Search v1 protocol (external-apis.md §2(a)); limits from the App Search "Limits" page
// (`./protocol-limits`, zod-free for the browser).

export {
  DEFAULT_PAGE_SIZE,
  FORBIDDEN_KEYS,
  MAX_PAGE_CURRENT,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MULTI_SEARCH_MAX_QUERIES,
} from './protocol-limits';

const fieldName = z.string().check(z.minLength(1));
const scalar = z.union([z.string(), z.number(), z.boolean()]);
const direction = z.enum(['asc', 'desc']);

/** A range bound: a number or an ISO date string. */
export const rangeBoundSchema = z.union([z.number(), z.string()]);

/** Range filter value `{from?, to?}`: `from` inclusive, `to` exclusive (App Search docs). */
export const rangeFilterValueSchema = z
  .strictObject({ from: z.optional(rangeBoundSchema), to: z.optional(rangeBoundSchema) })
  .check(
    z.refine((range) => range.from !== undefined || range.to !== undefined, {
      message: 'A range filter needs from or to',
    }),
  );
/** `{ from?, to? }`. */
export type RangeFilterValue = z.infer<typeof rangeFilterValueSchema>;

/** Value of a field clause: a value, a list of values (OR), or a range. */
export const filterValueSchema = z.union([scalar, z.array(scalar), rangeFilterValueSchema]);
/** One value, several values (any of them) or a range. */
export type FilterValue = z.infer<typeof filterValueSchema>;

/** A filter node: field clauses and/or nested `all` (AND), `any` (OR), `none` (NOT) lists. */
export interface Filters {
  all?: Filters[];
  any?: Filters[];
  none?: Filters[];
  [field: string]: FilterValue | Filters[] | undefined;
}

/** Filters as App Search accepts them: a bare map or `all`/`any`/`none` lists, nested to any depth. */
export const filtersSchema: z.ZodMiniType<Filters, Filters> = z.lazy(() =>
  z.record(z.string(), z.union([filterValueSchema, z.array(filtersSchema)])).check(
    z.superRefine((node, ctx) => {
      for (const [key, value] of Object.entries(node)) {
        const isList = key === 'all' || key === 'any' || key === 'none';
        const isNodeList =
          Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
        if (isList && !isNodeList)
          ctx.addIssue({ code: 'custom', message: `${key} must be a list of filters` });
        if (!isList && isNodeList && (value as unknown[]).length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Filter on ${key} must be a value, a list of values or a range`,
          });
        }
      }
    }),
  ),
) as z.ZodMiniType<Filters, Filters>;

/** Value facet: counts per value; size 1..250 (default 10), sorted by count or value. */
export const valueFacetRequestSchema = z.object({
  type: z.literal('value'),
  name: z.optional(z.string()),
  size: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.gte(1, 'Facet size must be between 1 and 250'),
        z.lte(250, 'Facet size must be between 1 and 250'),
      ),
  ),
  sort: z.optional(z.union([z.object({ count: direction }), z.object({ value: direction })])),
});
/** One range of a range facet. */
export const facetRangeSchema = z.object({
  from: z.optional(rangeBoundSchema),
  to: z.optional(rangeBoundSchema),
  name: z.optional(z.string()),
});
/** Range facet on a number or date field. */
export const rangeFacetRequestSchema = z.object({
  type: z.literal('range'),
  name: z.optional(z.string()),
  ranges: z.array(facetRangeSchema).check(z.minLength(1)),
});
/** A facet request (value or range). */
export const facetRequestSchema = z.discriminatedUnion('type', [
  valueFacetRequestSchema,
  rangeFacetRequestSchema,
]);
/** `{ field: [facet, …] }` (a single facet object is accepted too). */
export const facetsRequestSchema = z.record(
  fieldName,
  z.union([
    z.array(facetRequestSchema),
    z.pipe(
      facetRequestSchema,
      z.transform((facet: z.output<typeof facetRequestSchema>) => [facet]),
    ),
  ]),
);
/** A value or range facet request. */
export type FacetRequest = z.infer<typeof facetRequestSchema>;
/** Facets of a search request, keyed by field. */
export type FacetsRequest = Record<string, FacetRequest[]>;

const sortEntry = z.record(z.string(), direction).check(
  z.refine((entry) => Object.keys(entry).length === 1, {
    message: 'Each sort entry names exactly one field',
  }),
);
/** Sort: one `{field: dir}` object or a list of them (first wins, later ones break ties). */
export const sortSchema = z.union([sortEntry, z.array(sortEntry)]);

/** Group: collapse results sharing a field value; `size` 1..10 members per group (default 10). */
export const groupSchema = z.object({
  field: fieldName,
  size: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.gte(1, 'Group size must be between 1 and 10'),
        z.lte(10, 'Group size must be between 1 and 10'),
      ),
  ),
  sort: z.optional(sortEntry),
  collapse: z.optional(z.boolean()),
});

/** `result_fields`: which fields come back, raw (`size` ≥ 20) and/or snippet (`size` 20..1000, `fallback`). */
export const resultFieldsSchema = z.record(
  fieldName,
  z.object({
    raw: z.optional(z.object({ size: z.optional(z.number().check(z.int(), z.gte(20))) })),
    snippet: z.optional(
      z.object({
        size: z.optional(z.number().check(z.int(), z.gte(20), z.lte(1000))),
        fallback: z.optional(z.boolean()),
      }),
    ),
  }),
);

/** `search_fields` with weights 0..10 (App Search's documented range; see `toAppSearchWeights`). */
export const searchFieldsSchema = z.record(
  fieldName,
  z.object({
    weight: z.optional(
      z
        .number()
        .check(z.gte(0, 'Weight must be between 0 and 10'), z.lte(10, 'Weight must be between 0 and 10')),
    ),
  }),
);

/** Analytics tags: ≤ 16 tags of ≤ 64 characters. */
export const analyticsSchema = z.object({
  tags: z.optional(
    z
      .array(z.string().check(z.maxLength(64, 'Analytics tags are at most 64 characters')))
      .check(z.maxLength(16, 'At most 16 analytics tags')),
  ),
});

/**
 * Page: `size` 0..1000 (default 10; 0 returns facets only, as the official client's facet-only
 * searches send) and `current` 1..100 (default 1).
 */
export const pageSchema = z.object({
  size: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.gte(0, `Page size must be between 1 and ${MAX_PAGE_SIZE}`),
        z.lte(MAX_PAGE_SIZE, `Page size must be between 1 and ${MAX_PAGE_SIZE}`),
      ),
  ),
  current: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.gte(1, `Page current must be between 1 and ${MAX_PAGE_CURRENT}`),
        z.lte(MAX_PAGE_CURRENT, `Page current must be between 1 and ${MAX_PAGE_CURRENT}`),
      ),
  ),
});

/** Body of `POST engines/{engine}/search.json`. */
export const searchRequestSchema = z.object({
  query: z
    .string()
    .check(z.maxLength(MAX_QUERY_LENGTH, `Query must be at most ${MAX_QUERY_LENGTH} characters`)),
  page: z.optional(pageSchema),
  sort: z.optional(sortSchema),
  group: z.optional(groupSchema),
  filters: z.optional(filtersSchema),
  facets: z.optional(facetsRequestSchema),
  search_fields: z.optional(searchFieldsSchema),
  result_fields: z.optional(resultFieldsSchema),
  boosts: z.optional(z.record(z.string(), z.unknown())),
  precision: z.optional(z.number().check(z.int(), z.gte(1), z.lte(11))),
  analytics: z.optional(analyticsSchema),
  record_analytics: z.optional(z.boolean()),
});
/** A search request body (input shape: facets may be single objects). */
export type SearchRequest = z.input<typeof searchRequestSchema>;
/** A search request after parsing (facets normalised to lists). */
export type ParsedSearchRequest = z.output<typeof searchRequestSchema>;

/** Body of `POST engines/{engine}/multi_search.json`: up to 10 search bodies. */
export const multiSearchRequestSchema = z.object({
  queries: z
    .array(searchRequestSchema)
    .check(
      z.minLength(1, 'At least one query is required'),
      z.maxLength(MULTI_SEARCH_MAX_QUERIES, `At most ${MULTI_SEARCH_MAX_QUERIES} queries`),
    ),
});
/** A multi_search body. */
export type MultiSearchRequest = z.input<typeof multiSearchRequestSchema>;

/** One field of a result: `raw` (any JSON, `null` when missing) and, when asked for, `snippet` (HTML with `<em>`). */
export const resultFieldSchema = z.object({
  raw: z.optional(z.unknown()),
  snippet: z.optional(z.nullable(z.string())),
});
/** `{ raw, snippet? }`. */
export type ResultField = z.infer<typeof resultFieldSchema>;

/** `_meta` of a result; older engines send only `score`. */
export const resultMetaSchema = z.object({
  id: z.optional(z.string()),
  engine: z.optional(z.string()),
  score: z.number(),
});

/** A result without grouping: field name → `{ raw, snippet? }`, plus `_meta`. */
export const searchResultBaseSchema = z.catchall(z.object({ _meta: resultMetaSchema }), resultFieldSchema);
/** A result; with `group` it carries the other members in `_group` and the shared value in `_group_key`. */
export const searchResultSchema = z.extend(searchResultBaseSchema, {
  _group: z.optional(z.array(searchResultBaseSchema)),
  _group_key: z.optional(z.unknown()),
});

/** A search result: fields wrapped `{ raw, snippet? }` plus `_meta`, `_group`, `_group_key`. */
export interface SearchResult {
  _meta: z.infer<typeof resultMetaSchema>;
  _group?: SearchResult[];
  _group_key?: unknown;
  [field: string]: ResultField | z.infer<typeof resultMetaSchema> | SearchResult[] | unknown;
}

/** Count of one value of a value facet. */
export const valueFacetDataSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  count: z.number(),
});
/** Count of one range of a range facet (`name` echoed when the request named it). */
export const rangeFacetDataSchema = z.object({
  from: z.optional(rangeBoundSchema),
  to: z.optional(rangeBoundSchema),
  name: z.optional(z.string()),
  count: z.number(),
});
/** A facet of a response. */
export const facetResponseSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('value'), name: z.optional(z.string()), data: z.array(valueFacetDataSchema) }),
  z.object({ type: z.literal('range'), name: z.optional(z.string()), data: z.array(rangeFacetDataSchema) }),
]);
/** A value or range facet with its counts. */
export type FacetResponse = z.infer<typeof facetResponseSchema>;

/** Response paging: `total_pages` and `total_results` count groups when `group` is set. */
export const responsePageSchema = z.object({
  current: z.number(),
  total_pages: z.number(),
  total_results: z.number(),
  size: z.number(),
});

/** Response `meta`; `alerts`, `precision` and `engine` appear on newer engines only. */
export const searchMetaSchema = z.object({
  alerts: z.optional(z.array(z.string())),
  warnings: z.array(z.string()),
  precision: z.optional(z.number()),
  engine: z.optional(z.object({ name: z.string(), type: z.string() })),
  page: responsePageSchema,
  request_id: z.string(),
});

/** Response of search.json. */
export const searchResponseSchema = z.object({
  meta: searchMetaSchema,
  results: z.array(searchResultSchema),
  facets: z.optional(z.record(z.string(), z.array(facetResponseSchema))),
});
/** A parsed search response. */
export type SearchResponse = Omit<z.infer<typeof searchResponseSchema>, 'results'> & {
  results: SearchResult[];
};

/** Response of multi_search.json: one search response per query, in order. */
export const multiSearchResponseSchema = z.array(searchResponseSchema);

/** Body of `POST engines/{engine}/query_suggestion`: `size` 1..20 (default 10), text fields only. */
export const querySuggestionRequestSchema = z.object({
  query: z
    .string()
    .check(z.maxLength(MAX_QUERY_LENGTH, `Query must be at most ${MAX_QUERY_LENGTH} characters`)),
  types: z.optional(
    z.object({
      documents: z.optional(z.object({ fields: z.optional(z.array(fieldName).check(z.minLength(1))) })),
    }),
  ),
  size: z.optional(
    z
      .number()
      .check(z.int(), z.gte(1, 'Size must be between 1 and 20'), z.lte(20, 'Size must be between 1 and 20')),
  ),
});
/** A query-suggestion body. */
export type QuerySuggestionRequest = z.infer<typeof querySuggestionRequestSchema>;

/** Response of query_suggestion. */
export const querySuggestionResponseSchema = z.object({
  results: z.object({ documents: z.array(z.object({ suggestion: z.string() })) }),
  meta: z.object({ request_id: z.string() }),
});
/** A parsed query-suggestion response. */
export type QuerySuggestionResponse = z.infer<typeof querySuggestionResponseSchema>;

/** Body of `POST engines/{engine}/click.json`: `query` and `document_id` required. */
export const clickRequestSchema = z.object({
  query: z.string().check(z.minLength(1, 'Query is required')),
  document_id: z.string().check(z.minLength(1, 'Document id is required')),
  request_id: z.optional(z.string()),
  tags: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(16))),
});
/** A click body. */
export type ClickRequest = z.infer<typeof clickRequestSchema>;

/** Error body of any non-2xx answer. */
export const errorResponseSchema = z.object({ errors: z.array(z.string()) });
/** `{ errors: string[] }`. */
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
