/**
 * The search page's model (spec §3): the facets a result kind offers, price bands, filter toggling,
 * tab and query changes, the tab-count request, query suggestions, and the view of a response's facets.
 * Pure functions over plain data; the controller ({@link createSearchPageController}) composes them.
 */
import type { FacetsRequest, SearchRequest, SearchResponse, SearchResult } from './protocol';
import { PRICE_SORTS, type SearchKind } from './sort';
import { buildSearchRequest, type SearchState, type StateFilter, type StateRange } from './state';
import { searchStateToUrl } from './url-state';

/** One price band of the price facet, in major units of the channel currency; `from` inclusive, `to` exclusive. */
export interface PriceBand {
  from?: number;
  to?: number;
}

/** How many price bands the price facet offers at most. */
export const PRICE_BAND_COUNT = 5;

/** Product flags offered as a facet (the rest, e.g. `sold-pair`, describe rather than select). */
export const OFFER_FLAGS = ['sale', 'newArrival', 'limitedEdition', 'freeGift'] as const;

/** Fields whose facet counts ignore their own selection (disjunctive), per result kind. */
export const DISJUNCTIVE_FACETS: Record<SearchKind, readonly string[]> = {
  products: ['category_id', 'price', 'availability', 'certification', 'flags'],
  content: ['kind', 'category'],
};

/** Rounds a positive amount to the nearest of 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 × 10^k (readable band edges). */
export function niceAmount(amount: number): number {
  if (!(amount > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(amount));
  const steps = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 10].map((step) => step * power);
  return steps.reduce((best, step) => (Math.abs(step - amount) < Math.abs(best - amount) ? step : best));
}

/**
 * Price bands for a channel from the prices of its documents (major units): edges at the 20/40/60/80 %
 * quantiles rounded to readable amounts, so each band holds a similar share of the catalogue in any
 * currency. The first band has only `to`, the last only `from`; duplicate edges collapse. No prices ⇒ no bands.
 */
export function priceBands(prices: readonly number[], count: number = PRICE_BAND_COUNT): PriceBand[] {
  const sorted = prices.filter((price) => Number.isFinite(price) && price > 0).toSorted((a, b) => a - b);
  if (sorted.length === 0) return [];
  const edges: number[] = [];
  for (let band = 1; band < count; band += 1) {
    const quantile = sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * band) / count))] ?? 0;
    const edge = niceAmount(quantile);
    if (edge > 0 && edge > (edges.at(-1) ?? 0) && edge <= (sorted.at(-1) ?? 0)) edges.push(edge);
  }
  if (edges.length === 0) return [{ from: 0 }];
  return [
    { to: edges[0] },
    ...edges.slice(1).map((to, index) => ({ from: edges[index], to })),
    { from: edges.at(-1) },
  ];
}

/** The facets a result kind asks for: products by category, price bands, availability, certification and offers. */
export function facetsFor(kind: SearchKind, bands: readonly PriceBand[]): FacetsRequest {
  if (kind === 'content') {
    return {
      kind: [{ type: 'value', size: 10 }],
      category: [{ type: 'value', size: 50, sort: { count: 'desc' } }],
    };
  }
  const facets: FacetsRequest = {
    category_id: [{ type: 'value', size: 250, sort: { count: 'desc' } }],
    availability: [{ type: 'value', size: 10 }],
    certification: [{ type: 'value', size: 20 }],
    flags: [{ type: 'value', size: 20 }],
  };
  if (bands.length > 0) facets.price = [{ type: 'range', ranges: bands.map((band) => ({ ...band })) }];
  return facets;
}

/**
 * The search body of a page state: the spec's weights, grouping and sorts (via `buildSearchRequest`),
 * this page's facets and the locale as analytics tag.
 */
export function searchRequestFor(
  state: SearchState,
  { locale, bands }: { locale: string; bands: readonly PriceBand[] },
): SearchRequest {
  return buildSearchRequest({
    ...state,
    facets: facetsFor(state.kind, bands),
    analyticsTags: [locale],
  });
}

function sameRange(a: StateRange, b: StateRange): boolean {
  return a.from === b.from && a.to === b.to;
}

function sameValue(a: string | StateRange, b: string | StateRange): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return sameRange(a, b);
}

/** Whether a value (or range) of a field is selected (OR filters of the page). */
export function isSelected(state: SearchState, field: string, value: string | StateRange): boolean {
  return state.filters.some(
    (filter) =>
      filter.field === field && filter.type === 'any' && filter.values.some((item) => sameValue(item, value)),
  );
}

/**
 * Selects or clears one facet value; values of one field combine with OR. Any change of the filters
 * returns to page 1. Never mutates `state`.
 */
export function toggleFilter(state: SearchState, field: string, value: string | StateRange): SearchState {
  const existing = state.filters.find((filter) => filter.field === field && filter.type === 'any');
  const others = state.filters.filter((filter) => filter !== existing);
  let filters: StateFilter[];
  if (!existing) {
    filters = [...state.filters, { field, type: 'any', values: [value] }];
  } else if (existing.values.some((item) => sameValue(item, value))) {
    const values = existing.values.filter((item) => !sameValue(item, value));
    filters =
      values.length > 0
        ? state.filters.map((filter) => (filter === existing ? { ...filter, values } : filter))
        : others;
  } else {
    filters = state.filters.map((filter) =>
      filter === existing ? { ...filter, values: [...filter.values, value] } : filter,
    );
  }
  return { ...state, filters, page: 1 };
}

/** A new search for `query` in the same tab: filters and page reset, sort kept only if still offered. */
export function withQuery(state: SearchState, query: string): SearchState {
  const next: SearchState = { ...state, query: query.trim(), filters: [], page: 1 };
  if (next.query === '' && next.sort === '_score.desc') delete next.sort;
  return next;
}

/** Switches tab: the query stays, filters, sort and page belong to the other kind and are reset. */
export function withKind(state: SearchState, kind: SearchKind): SearchState {
  return { kind, query: state.query, filters: [], page: 1, size: state.size };
}

/**
 * The size-0 search that counts a tab's results for a query (grouped like the tab itself), with
 * analytics off so counting does not look like a search to the relevance reports.
 */
export function tabCountRequest(
  kind: SearchKind,
  query: string,
  { locale, bands }: { locale: string; bands: readonly PriceBand[] },
): SearchRequest {
  const request = searchRequestFor({ kind, query, filters: [], page: 1, size: 1 }, { locale, bands });
  const { facets: _facets, ...rest } = request;
  return { ...rest, page: { size: 0, current: 1 }, record_analytics: false };
}

/** Suggestion sources per kind, in display order: products offer category names first (broad searches), then product names. */
export const SUGGESTION_SOURCES: Record<SearchKind, ReadonlyArray<{ fields: string[]; size: number }>> = {
  products: [
    { fields: ['category'], size: 3 },
    { fields: ['bp_name'], size: 6 },
  ],
  content: [{ fields: ['title'], size: 6 }],
};

/** Most suggestions shown under the search box. */
export const SUGGESTION_LIMIT = 6;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The suggestions to show for typed text: the lists in order, without duplicates (case-insensitive),
 * keeping only those where every typed word begins a word of the suggestion — the engine's typo
 * tolerance finds 'Lat Pulldown' for 'plat', which reads as noise in a suggestion list.
 */
export function mergeSuggestions(
  lists: readonly (readonly string[])[],
  text: string,
  limit = SUGGESTION_LIMIT,
): string[] {
  const typed = wordsOf(text);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const suggestion of lists.flat()) {
    const key = suggestion.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    const words = wordsOf(suggestion);
    if (!typed.every((word) => words.some((candidate) => candidate.startsWith(word)))) continue;
    seen.add(key);
    out.push(suggestion.trim());
    if (out.length >= limit) break;
  }
  return out;
}

/** How a facet field is counted: distinct values, or the price bands' ranges. */
export type FacetFieldKind = 'value' | 'range';

/** The facets the search page shows per result kind, in display order. */
export const FACET_FIELDS: Record<SearchKind, ReadonlyArray<{ field: string; kind: FacetFieldKind }>> = {
  products: [
    { field: 'category_id', kind: 'value' },
    { field: 'price', kind: 'range' },
    { field: 'availability', kind: 'value' },
    { field: 'certification', kind: 'value' },
    { field: 'flags', kind: 'value' },
  ],
  content: [
    { field: 'kind', kind: 'value' },
    { field: 'category', kind: 'value' },
  ],
};

/**
 * Facet fields that reveal prices or stock: shown only where prices are (spec §6 — a visitor from a
 * forbidden country sees neither; category pages follow the same rule).
 */
export const PRICED_FACETS: ReadonlySet<string> = new Set(['price', 'availability']);

/**
 * The state without the choices a visitor who sees no prices may not make: price sorts and filters on
 * {@link PRICED_FACETS} (e.g. from a shared link). Returns `state` itself when it has none, so
 * callers can compare by identity; otherwise a new state on page 1.
 */
export function withoutPriceChoices(state: SearchState): SearchState {
  const filters = state.filters.filter((filter) => !PRICED_FACETS.has(filter.field));
  const sorted = state.sort !== undefined && PRICE_SORTS.has(state.sort);
  if (!sorted && filters.length === state.filters.length) return state;
  const next: SearchState = { ...state, filters, page: 1 };
  if (sorted) delete next.sort;
  return next;
}

/** A value facet of a response as the facet panel shows it. */
export interface ValueFacetView {
  kind: 'value';
  field: string;
  label: string;
  values: { value: string; count: number; label: string }[];
}

/** A range facet of a response (numbers in major units of the channel currency). */
export interface RangeFacetView {
  kind: 'range';
  field: string;
  label: string;
  /** Channel currency of the amounts (lower-case ISO 4217), when the page named one. */
  currency?: string;
  ranges: { from?: number; to?: number; count: number }[];
}

/** One facet of {@link facetViews}. */
export type FacetView = ValueFacetView | RangeFacetView;

/** The page's words for facets: the app translates, the model decides what is shown. */
export interface FacetLabels {
  /** Heading of a facet field. */
  heading(field: string): string;
  /** Label of a value; `undefined` leaves the value out (e.g. flags that describe rather than select). */
  value(field: string, value: string): string | undefined;
}

/**
 * The facets to show for a response, in {@link FACET_FIELDS} order: values with a count, or selected
 * (a selection with no results stays clearable); numeric ranges only; a facet with nothing to pick is
 * left out (a range facet whose ranges all count 0 too). `prices: false` (the visitor sees no prices)
 * leaves out {@link PRICED_FACETS}; `currency` is carried on the range facets (the documents' prices
 * are in its major units).
 */
export function facetViews(
  kind: SearchKind,
  response: Pick<SearchResponse, 'facets'> | null,
  filters: readonly StateFilter[],
  labels: FacetLabels,
  { prices = true, currency }: { prices?: boolean; currency?: string } = {},
): FacetView[] {
  const data = response?.facets ?? {};
  const selected = (field: string, value: string) =>
    filters.some((filter) => filter.field === field && filter.values.includes(value));
  const fields = FACET_FIELDS[kind].filter(({ field }) => prices || !PRICED_FACETS.has(field));
  const views = fields.map(({ field, kind: facetKind }): FacetView => {
    const facet = data[field]?.[0];
    if (facetKind === 'range') {
      const ranges = (facet?.type === 'range' ? facet.data : []).flatMap((range) =>
        typeof range.from === 'string' || typeof range.to === 'string'
          ? []
          : [
              {
                ...(range.from !== undefined ? { from: range.from } : {}),
                ...(range.to !== undefined ? { to: range.to } : {}),
                count: range.count,
              },
            ],
      );
      return {
        kind: 'range',
        field,
        label: labels.heading(field),
        ...(currency ? { currency } : {}),
        ranges,
      };
    }
    const values = (facet?.type === 'value' ? facet.data : []).flatMap((entry) => {
      const value = String(entry.value);
      const label = labels.value(field, value);
      return label !== undefined && (entry.count > 0 || selected(field, value))
        ? [{ value, count: entry.count, label }]
        : [];
    });
    return { kind: 'value', field, label: labels.heading(field), values };
  });
  return views.filter((view) =>
    view.kind === 'value' ? view.values.length > 0 : view.ranges.some((range) => range.count > 0),
  );
}

/** The page's translated words from which {@link searchFacetLabels} labels the search page's facets. */
export interface SearchFacetTexts {
  /** Heading per facet field (`category_id`, `price`, `availability`, …); a field without one shows its name. */
  headings: Readonly<Record<string, string>>;
  /** Category path → label, for the product category facet; an unknown path shows as it is. */
  categories: Readonly<Record<string, string>>;
  /** Availability kind → label (other, non-text entries are ignored); an unknown kind shows as it is. */
  availability: object;
  /** Label per offer flag of {@link OFFER_FLAGS}; any other flag describes rather than selects and is left out. */
  offers: Readonly<Record<(typeof OFFER_FLAGS)[number], string>>;
  /** Labels of the content kinds; any kind but `page` is a story. */
  kinds: Readonly<Record<'page' | 'story', string>>;
}

/**
 * The search page's {@link FacetLabels} for {@link facetViews}: categories and availability by their
 * labels, certifications upper-case, only the offer flags, content kinds by name, content categories
 * from their slug (`strength-training` → `Strength training`); anything unknown shows as it is.
 */
export function searchFacetLabels(texts: SearchFacetTexts): FacetLabels {
  const availability = texts.availability as Readonly<Record<string, unknown>>;
  return {
    heading: (field) => (Object.hasOwn(texts.headings, field) ? (texts.headings[field] ?? field) : field),
    value: (field, value) => {
      switch (field) {
        case 'category_id':
          return Object.hasOwn(texts.categories, value) ? (texts.categories[value] ?? value) : value;
        case 'availability': {
          const label = Object.hasOwn(availability, value) ? availability[value] : undefined;
          return typeof label === 'string' ? label : value;
        }
        case 'certification':
          return value.toUpperCase();
        case 'flags':
          return Object.hasOwn(texts.offers, value)
            ? texts.offers[value as keyof typeof texts.offers]
            : undefined;
        case 'kind':
          return value === 'page' ? texts.kinds.page : texts.kinds.story;
        case 'category':
          return value.charAt(0).toUpperCase() + value.slice(1).replaceAll('-', ' ');
        default:
          return value;
      }
    },
  };
}

/**
 * The flags of a product result (its `flags` field: offers such as `sale`, states such as `preOrder`)
 * as a set, `{ sale: true }`, as availability labels take them; none when the field is missing.
 */
export function resultFlags(result: SearchResult): Record<string, true> {
  const field = result.flags;
  const flags = field && typeof field === 'object' && 'raw' in field ? field.raw : undefined;
  return Object.fromEntries((Array.isArray(flags) ? flags : []).map((flag) => [String(flag), true]));
}

/** Most result pages the search page links to (App Search serves pages 1..100). */
export const MAX_RESULT_PAGES = 100;

/** Totals of a response for the page: results, pages (at most {@link MAX_RESULT_PAGES}). */
export function resultPages(response: Pick<SearchResponse, 'meta'> | null): { total: number; pages: number } {
  return {
    total: response?.meta.page.total_results ?? 0,
    pages: Math.min(response?.meta.page.total_pages ?? 0, MAX_RESULT_PAGES),
  };
}

/** The address of a search state on a locale's search page: `/{locale}/search[?{state}]`. */
export function searchPageHref(locale: string, state: SearchState): string {
  const query = searchStateToUrl(state);
  return `/${locale}/search${query === '' ? '' : `?${query}`}`;
}

/** A link offered when nothing is found. */
export interface TryInsteadLink {
  label: string;
  href: string;
}

/**
 * What the no-results state offers, in order: clearing the filters (when any are set), the engine's
 * suggestions for the query (other than the query itself, case-insensitive), then the popular links.
 */
export function tryInsteadLinks(
  state: SearchState,
  {
    locale,
    suggestions,
    popular,
    clearFiltersLabel,
  }: {
    locale: string;
    suggestions: readonly string[];
    popular: readonly TryInsteadLink[];
    clearFiltersLabel: string;
  },
): TryInsteadLink[] {
  return [
    ...(state.filters.length > 0
      ? [{ label: clearFiltersLabel, href: searchPageHref(locale, { ...state, filters: [], page: 1 }) }]
      : []),
    ...suggestions
      .filter((suggestion) => suggestion.toLowerCase() !== state.query.toLowerCase())
      .map((suggestion) => ({
        label: suggestion,
        href: searchPageHref(locale, withQuery(state, suggestion)),
      })),
    ...popular,
  ];
}
