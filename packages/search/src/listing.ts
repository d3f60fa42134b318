import { DEFAULT_SORT, parseSortKey, type SortKey, type SortOption, sortOptions } from './sort';

/**
 * A product of a category listing as far as sorting goes: its display name (what `bp_name` sorts) and
 * its `recommended` rank (lower first). Listing products carry no price: prices load per card after
 * the list renders, so the spec's price sorts are not offered on a listing.
 */
export interface ListingProduct {
  /** Display name, compared with `String.prototype.localeCompare`. */
  readonly name: string;
  /** Merchandising rank; `recommended.asc` shows the lowest first. */
  readonly recommended: number;
}

/**
 * The facets of a listing: facet field → the values a product has for it (e.g. its certifications).
 * A product matches a selection of that facet when any of its values is selected.
 */
export type ListingFacets<P> = Readonly<Record<string, (product: P) => readonly string[]>>;

/**
 * The selected values per facet field. Values of one field combine with OR, fields with AND (the
 * search page's `any` filters); an absent or empty list does not filter. Fields that are not facets
 * of the listing are ignored.
 */
export type ListingSelection = Readonly<Record<string, readonly string[] | undefined>>;

/** One value of a facet and how many products it would show (see {@link listingFacetCounts}). */
export interface ListingFacetValue {
  /** The facet value, e.g. 'ipf'. */
  readonly value: string;
  /** Products matching the other facets' selections that have this value; may be 0. */
  readonly count: number;
}

/** The sort keys a listing offers: the spec's product sorts without relevance and without price. */
export type ListingSortKey = Extract<SortKey, 'recommended.asc' | 'bp_name.asc' | 'bp_name.desc'>;

// What each sortable field compares on a listing product, ascending.
const LISTING_FIELDS: Readonly<Record<string, (a: ListingProduct, b: ListingProduct) => number>> = {
  recommended: (a, b) => a.recommended - b.recommended,
  bp_name: (a, b) => a.name.localeCompare(b.name),
};

/**
 * The sort options of a category listing, in the spec §3 order: the product sorts offered without a
 * query (`recommended.asc`, `bp_name.asc`, `bp_name.desc`), less the price sorts a listing cannot apply.
 */
export const LISTING_SORT_OPTIONS: readonly (SortOption & { readonly key: ListingSortKey })[] = sortOptions(
  'products',
  { relevance: false },
).filter((option): option is SortOption & { key: ListingSortKey } =>
  Object.hasOwn(LISTING_FIELDS, option.field),
);

/** The default listing sort: the spec §3 product default, `recommended.asc`. */
export const DEFAULT_LISTING_SORT: ListingSortKey = DEFAULT_SORT.products;

/**
 * The listing sort to use: `requested` (e.g. the URL's `sort`) when it is one of
 * {@link LISTING_SORT_OPTIONS}, else {@link DEFAULT_LISTING_SORT}.
 */
export function resolveListingSort(requested: string | null | undefined): ListingSortKey {
  return LISTING_SORT_OPTIONS.find((option) => option.key === requested)?.key ?? DEFAULT_LISTING_SORT;
}

function matchesSelection<P>(
  product: P,
  facets: ListingFacets<P>,
  selection: ListingSelection,
  ignoredField?: string,
): boolean {
  return Object.entries(facets).every(([field, valuesOf]) => {
    const chosen = selection[field];
    if (field === ignoredField || !chosen || chosen.length === 0) return true;
    return valuesOf(product).some((value) => chosen.includes(value));
  });
}

/**
 * The products matching `selection` (OR within a facet, AND across facets), in their given order.
 * Never adds a product; an empty selection keeps every product.
 */
export function filterListing<P>(
  products: readonly P[],
  facets: ListingFacets<P>,
  selection: ListingSelection,
): P[] {
  return products.filter((product) => matchesSelection(product, facets, selection));
}

/**
 * Disjunctive facet counts, the in-memory counterpart of `planDisjunctiveFacets`: for each facet, every
 * value any product has (sorted by UTF-16 code units, so the list does not move as the selection
 * changes) with the number of products that have it among those matching the *other* facets'
 * selections — a facet's own selection does not narrow its counts, so the count of a value is how many
 * products selecting only that value of the facet would show.
 */
export function listingFacetCounts<P>(
  products: readonly P[],
  facets: ListingFacets<P>,
  selection: ListingSelection,
): Record<string, ListingFacetValue[]> {
  return Object.fromEntries(
    Object.entries(facets).map(([field, valuesOf]) => {
      const counts = new Map<string, number>();
      for (const product of products) for (const value of valuesOf(product)) counts.set(value, 0);
      for (const product of products) {
        if (!matchesSelection(product, facets, selection, field)) continue;
        for (const value of new Set(valuesOf(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const values = [...counts.keys()].sort().map((value) => ({ value, count: counts.get(value) ?? 0 }));
      return [field, values];
    }),
  );
}

/**
 * The products in the order of a listing sort key: `recommended.asc` by rank, `bp_name.asc`/`.desc` by
 * name. Stable (ties keep their given order) and a permutation of the input, which is not changed.
 */
export function sortListing<P extends ListingProduct>(products: readonly P[], key: ListingSortKey): P[] {
  const { field, direction } = parseSortKey(key);
  const compare = LISTING_FIELDS[field] ?? (() => 0);
  const sign = direction === 'desc' ? -1 : 1;
  return [...products].sort((a, b) => sign * compare(a, b));
}

/**
 * A category path and its ancestors, shortest first ('/equipment/bars' → ['/equipment',
 * '/equipment/bars']), as a facet's values: selecting a category then matches the products in it or
 * in any category below it, by whole path segments. '' gives [].
 */
export function categoryPathValues(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}
