import {
  AVAILABILITY_FACET,
  type CategoryFacet,
  CERTIFICATION_FACET,
  categoryListingFacetFields,
  facetOffered,
  orderFacetValues,
  PRICE_FACET,
  priceBandValue,
  priceBandValuesOf,
  SUBCATEGORY_FACET,
} from './category-facets';
import {
  categoryPathValues,
  filterListing,
  type ListingFacets,
  type ListingFacetValue,
  type ListingProduct,
  type ListingSelection,
  type ListingSortKey,
  listingFacetCounts,
  resolveListingSort,
  sortListing,
} from './listing';
import { type PriceBand, priceBands } from './page-model';

/** A product of a category page as its facets read it (the storefront's card data has these). */
export interface CategoryListingProduct extends ListingProduct {
  /** The product's category path (its sub-category facet values are this path and its ancestors). */
  readonly category: string;
  /** Certification codes, e.g. ['iwf']. */
  readonly certification: readonly string[];
  /** Specification facet field → the product's value keys (commerce's `categoryFacets`). */
  readonly facets: Readonly<Record<string, readonly string[]>>;
}

/** What a category page knows to build its listing. */
export interface CategoryListingInput<P extends CategoryListingProduct> {
  /** The category's path: its type decides the specification facets. */
  path: string;
  products: readonly P[];
  /** The page's query: `sort` and one parameter per facet field, repeated per chosen value. */
  params: URLSearchParams;
  /** Whether prices and stock show (channel `livePricesShown`): else no price or availability facet. */
  pricesShown: boolean;
  /** The product's real-time price in major units, where loaded. */
  priceOf(product: P): number | undefined;
  /** The product's availability state from real-time stock ('in-stock', 'pre-order' …), where loaded. */
  availabilityOf(product: P): string | undefined;
  /** The category's direct sub-categories in menu order, with their names. */
  subcategories: readonly { path: string; label: string }[];
  /** The category's specification facets (field and value kind), in display order. */
  specFacets: readonly Pick<CategoryFacet, 'field' | 'kind'>[];
  /** Specification facet field → value key → label in the page's language. */
  specLabels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The page's locale (orders words and quantities). */
  locale: string;
}

/** One value of a facet group: its count, and its label where the data names it. */
export interface CategoryFacetValue extends ListingFacetValue {
  /** The label from the data (sub-category name, specification text, upper-cased certification). */
  readonly label?: string;
  /** The band of a price value. */
  readonly band?: PriceBand;
}

/** One facet group of a category page; the page titles it (and labels price and availability values). */
export interface CategoryFacetGroup {
  readonly field: string;
  /** What the group is: its title and value labels follow from it. */
  readonly kind: 'subcategory' | 'specification' | 'certification' | 'price' | 'availability';
  readonly values: readonly CategoryFacetValue[];
}

/** The listing a category page shows: the groups to offer, the chosen values, the products to show. */
export interface CategoryListingView<P> {
  sort: ListingSortKey;
  selection: Readonly<Record<string, readonly string[]>>;
  groups: CategoryFacetGroup[];
  /** The products the selection shows, sorted. */
  visible: P[];
  /** How many values are chosen in all. */
  activeCount: number;
}

/** `read`, answering each product from its first answer. */
function oncePerProduct<P extends object, T>(read: (product: P) => T): (product: P) => T {
  const answers = new Map<P, T>();
  return (product) => {
    if (!answers.has(product)) answers.set(product, read(product));
    return answers.get(product) as T;
  };
}

/**
 * A category page's listing (spec §2 category page): the category type's facets
 * ({@link categoryListingFacetFields}), with price bands of the loaded prices and availability only
 * where prices show; each value's count is the number of products selecting it would show
 * (disjunctive); sub-categories are offered whenever there are any, another facet only when it gives
 * a choice ({@link facetOffered}); the chosen values filter and the `sort` parameter orders the products.
 */
export function categoryListingView<P extends CategoryListingProduct>(
  input: CategoryListingInput<P>,
): CategoryListingView<P> {
  const { products, params, specLabels, locale } = input;
  // Every facet's counts ask each product's price and availability again: read each once.
  const priceOf = oncePerProduct(input.priceOf);
  const availabilityOf = oncePerProduct(input.availabilityOf);
  const bands = priceBands(products.flatMap((product) => priceOf(product) ?? []));
  const fields = categoryListingFacetFields(input.path, {
    pricesShown: input.pricesShown && bands.length > 0,
  });
  const specKinds = new Map(input.specFacets.map((entry) => [entry.field, entry.kind]));
  const read: Record<string, (product: P) => readonly string[]> = {
    [SUBCATEGORY_FACET]: (product) => categoryPathValues(product.category),
    [CERTIFICATION_FACET]: (product) => product.certification,
    [PRICE_FACET]: (product) => priceBandValuesOf(priceOf(product), bands),
    [AVAILABILITY_FACET]: (product) => {
      const kind = availabilityOf(product);
      return kind ? [kind] : [];
    },
  };
  const facets: ListingFacets<P> = Object.fromEntries(
    fields.map((field) => [field, read[field] ?? ((product: P) => product.facets[field] ?? [])]),
  );
  const selection = Object.fromEntries(fields.map((field) => [field, params.getAll(field)]));
  const counts = listingFacetCounts(products, facets, selection as ListingSelection);
  const countOf = (field: string) =>
    new Map((counts[field] ?? []).map((entry) => [entry.value, entry.count]));

  const groupOf = (field: string): CategoryFacetGroup => {
    if (field === SUBCATEGORY_FACET) {
      const count = countOf(field);
      const values = input.subcategories.map((sub) => ({
        value: sub.path,
        label: sub.label,
        count: count.get(sub.path) ?? 0,
      }));
      return { field, kind: 'subcategory', values };
    }
    if (field === CERTIFICATION_FACET) {
      const values = (counts[field] ?? []).map((entry) => ({ ...entry, label: entry.value.toUpperCase() }));
      return { field, kind: 'certification', values };
    }
    if (field === PRICE_FACET) {
      const count = countOf(field);
      const values = bands.map((band) => {
        const value = priceBandValue(band);
        return { value, band, count: count.get(value) ?? 0 };
      });
      return { field, kind: 'price', values };
    }
    if (field === AVAILABILITY_FACET) return { field, kind: 'availability', values: counts[field] ?? [] };
    const labels = specLabels[field] ?? {};
    const values = (counts[field] ?? []).map((entry) => ({
      ...entry,
      label: labels[entry.value] ?? entry.value,
    }));
    const kind = specKinds.get(field) ?? 'text';
    return { field, kind: 'specification', values: orderFacetValues(kind, values, { locale, labels }) };
  };

  const groups = fields.flatMap((field) => {
    const group = groupOf(field);
    // The sub-categories are the category's own choice: shown whenever there are any.
    if (group.kind === 'subcategory') return group.values.length > 0 ? [group] : [];
    const unfiltered = filterListing(products, facets, { ...selection, [field]: [] }).length;
    return facetOffered(group.values, selection[field] ?? [], unfiltered) ? [group] : [];
  });
  const sort = resolveListingSort(params.get('sort'));
  return {
    sort,
    selection,
    groups,
    visible: sortListing(filterListing(products, facets, selection), sort),
    activeCount: Object.values(selection).reduce((sum, values) => sum + values.length, 0),
  };
}
