import type { FacetsRequest, Filters, SearchRequest, SearchResponse } from './protocol';

/** Analytics tags of the extra facet-only searches (the official client's default), so they are not counted. */
export const FACET_ONLY_TAGS: readonly string[] = ['Facet-Only'];

const LISTS = ['all', 'any', 'none'] as const;
const isList = (key: string): key is (typeof LISTS)[number] => (LISTS as readonly string[]).includes(key);

/** Every field that has a clause anywhere in `filters` (top-level keys and keys nested in all/any/none). */
export function filteredFields(filters: Filters | undefined): string[] {
  const fields = new Set<string>();
  const visit = (node: Filters) => {
    for (const [key, value] of Object.entries(node)) {
      if (isList(key)) for (const child of (value as Filters[] | undefined) ?? []) visit(child);
      else fields.add(key);
    }
  };
  if (filters) visit(filters);
  return [...fields];
}

/**
 * `filters` with every clause on `field` removed, at any depth (the official client removes one level;
 * Search UI's rollups nest one more). Lists and nodes left empty are dropped; never mutates its input.
 */
export function removeFieldFilters(filters: Filters, field: string): Filters {
  const out: Filters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isList(key)) {
      const kept = ((value as Filters[] | undefined) ?? [])
        .map((child) => removeFieldFilters(child, field))
        .filter((child) => Object.keys(child).length > 0);
      if (kept.length > 0) out[key] = kept;
    } else if (key !== field) {
      out[key] = value;
    }
  }
  return out;
}

/** One extra search of a disjunctive plan: the facet field it recounts and the request to send. */
export interface DisjunctiveQuery {
  readonly field: string;
  readonly request: SearchRequest;
}

/** The searches to run for one UI search: the base request unchanged plus one size-0 search per filtered disjunctive facet. */
export interface DisjunctivePlan {
  readonly base: SearchRequest;
  readonly extras: readonly DisjunctiveQuery[];
}

/**
 * Plans disjunctive facets the way the official App Search client does: for each field of
 * `disjunctiveFacets` that currently has a filter, an extra search equal to the base but without the
 * clauses on that field, `page.size` 0, only that field's facets, and analytics tags replaced by
 * `analyticsTags` (default `['Facet-Only']`). No filtered disjunctive field ⇒ no extras.
 */
export function planDisjunctiveFacets(
  request: SearchRequest,
  disjunctiveFacets: readonly string[],
  analyticsTags: readonly string[] = FACET_ONLY_TAGS,
): DisjunctivePlan {
  const facets = (request.facets ?? {}) as FacetsRequest;
  const filtered = new Set(filteredFields(request.filters));
  const extras: DisjunctiveQuery[] = [];
  for (const field of disjunctiveFacets) {
    const facet = facets[field];
    if (!filtered.has(field) || facet === undefined) continue;
    const extra: SearchRequest = {
      ...request,
      filters: removeFieldFilters(request.filters ?? {}, field),
      page: { ...request.page, size: 0 },
      facets: { [field]: facet },
      analytics: { ...request.analytics, tags: [...analyticsTags] },
    };
    extras.push({ field, request: extra });
  }
  return { base: request, extras };
}

/**
 * Copies each extra response's facet for its field over the base response's, keeping every other facet
 * (so counts of other values stay visible when one is selected). Returns a new response.
 */
export function mergeDisjunctiveFacets(
  base: SearchResponse,
  extras: ReadonlyArray<{ readonly field: string; readonly response: SearchResponse }>,
): SearchResponse {
  if (extras.length === 0) return base;
  const facets = { ...base.facets };
  for (const { field, response } of extras) {
    const facet = response.facets?.[field];
    if (facet) facets[field] = facet;
  }
  return { ...base, facets };
}
