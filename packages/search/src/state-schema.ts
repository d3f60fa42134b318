import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { FORBIDDEN_KEYS, MAX_PAGE_CURRENT, MAX_PAGE_SIZE } from './protocol-limits';
import { searchKindSchema, sortKeySchema } from './sort-schema';
import { DEFAULT_RESULTS_PER_PAGE, STATE_FIELD_PATTERN, STATE_FILTER_TYPES } from './state';

ensureEnglishZodMessages();

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
    z.regex(STATE_FIELD_PATTERN, 'field names are lower-case letters, digits and underscores'),
    z.refine((field) => !FORBIDDEN_KEYS.has(field), 'field names may not be prototype keys'),
  ),
  type: z.enum(STATE_FILTER_TYPES),
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
