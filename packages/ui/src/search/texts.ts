import type { SearchFacetTexts } from '@ironmark/search';
import { availabilityTexts, productCardTexts } from '../catalogue/texts';
import type { Translate } from '../translate';
import type { FacetPanelLabels } from './facet-panel';
import type { NoResultsLabels } from './no-results';
import type { PaginationLabels } from './pagination';
import type { SearchBoxLabels } from './search-box';
import type { SearchResultsLabels } from './search-results';
import type { SearchResultsViewLabels } from './search-results-view';
import type { SortSelectLabels } from './sort-select';

/** The search box's texts from the storefront's keys (its label is the search page's heading too). */
export function searchBoxTexts(t: Translate): SearchBoxLabels {
  return {
    label: t('search.title'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    clear: t('search.clear'),
    suggestions: t('search.suggestions'),
  };
}

/** The result tabs' and hits' texts from the storefront's keys (prices and availability as on product cards). */
export function searchResultsTexts(t: Translate): SearchResultsLabels {
  return {
    products: t('search.products'),
    content: t('search.content'),
    tabs: t('search.resultTypes'),
    loading: t('search.searching'),
    story: t('search.kind.story'),
    page: t('search.kind.page'),
    price: productCardTexts(t).price,
    availability: availabilityTexts(t),
  };
}

/**
 * The facet panel's texts from the storefront's keys, without its heading (the search page's
 * filters text) and the between-range (its English default); the remove and range texts keep `{0}`
 * (and `{1}`) for the panel to fill.
 */
export function facetPanelTexts(t: Translate): Omit<FacetPanelLabels, 'heading' | 'rangeBetween'> {
  return {
    clearAll: t('search.clearFilters'),
    remove: t('search.removeFilter', ['{0}']),
    showMore: t('search.showMore'),
    showLess: t('search.showLess'),
    rangeFrom: t('search.rangeFrom', ['{0}']),
    rangeTo: t('search.rangeTo', ['{0}', '{1}']),
  };
}

/** The sort select's texts (its label and one per sort option) from the storefront's keys. */
export function sortSelectTexts(t: Translate): SortSelectLabels {
  return {
    label: t('search.sortBy'),
    '_score.desc': t('search.sort.relevance'),
    'recommended.asc': t('search.sort.recommended'),
    'bp_name.asc': t('search.sort.nameAsc'),
    'bp_name.desc': t('search.sort.nameDesc'),
    'price.asc': t('search.sort.priceAsc'),
    'price.desc': t('search.sort.priceDesc'),
    'title.asc': t('search.sort.titleAsc'),
    'title.desc': t('search.sort.titleDesc'),
    'date.asc': t('search.sort.dateAsc'),
    'date.desc': t('search.sort.dateDesc'),
  };
}

/** The no-results block's texts from the storefront's keys (the heading keeps `{0}` for the query). */
export function noResultsTexts(t: Translate): NoResultsLabels {
  return {
    heading: t('search.noResults', ['{0}']),
    tips: t('search.noResultsTips'),
    suggestions: t('search.trySuggestions'),
  };
}

/** The pagination's texts from the storefront's keys (the page number keeps `{0}`). */
export function paginationTexts(t: Translate): PaginationLabels {
  return {
    label: t('search.pagination'),
    page: t('search.pageNumber', ['{0}']),
    previous: t('search.previousPage'),
    next: t('search.nextPage'),
  };
}

/** {@link SearchResultsView}'s texts from the storefront's keys: its own and those of every part. */
export function searchResultsViewTexts(
  t: Translate,
): Required<SearchResultsViewLabels> & { facets: ReturnType<typeof facetPanelTexts> } {
  return {
    filters: t('search.filters'),
    close: t('toast.close'),
    noMatches: t('search.noMatches'),
    results: searchResultsTexts(t),
    facets: facetPanelTexts(t),
    sort: sortSelectTexts(t),
    noResults: noResultsTexts(t),
    pagination: paginationTexts(t),
  };
}

/**
 * The words of the search page's facets (@ironmark/search `searchFacetLabels`) from the storefront's
 * keys: headings, availability states, offer flags and content kinds. The category names are the
 * catalogue's, which the page adds.
 */
export function searchFacetTexts(t: Translate): Omit<SearchFacetTexts, 'categories'> {
  return {
    headings: {
      category_id: t('search.facet.category'),
      price: t('search.facet.price'),
      availability: t('search.facet.availability'),
      certification: t('search.facet.certification'),
      flags: t('search.facet.offers'),
      kind: t('search.facet.type'),
      category: t('search.facet.category'),
    },
    availability: availabilityTexts(t),
    offers: {
      sale: t('product.sale'),
      newArrival: t('product.newArrival'),
      limitedEdition: t('product.limitedEdition'),
      freeGift: t('product.freeGift'),
    },
    kinds: { page: t('search.kind.page'), story: t('search.kind.story') },
  };
}

/** The search page's texts: its components', its facets' and its own (the result count, the failed search's alert). */
export interface SearchPageTexts {
  /** The search box's; its label is the page's heading. */
  box: SearchBoxLabels;
  /** The facets' words for @ironmark/search's page controller. */
  facets: SearchFacetTexts;
  /** {@link SearchResultsView}'s. */
  view: ReturnType<typeof searchResultsViewTexts>;
  /** The count of results, quoting the query when there is one. */
  summary: (total: number, query: string) => string;
  /** The alert when the search service fails. */
  error: string;
  /** Its retry button. */
  retry: string;
}

/** The search page's texts ({@link SearchPageTexts}) from the storefront's keys and the catalogue's category names (path → label). */
export function searchPageTexts(t: Translate, categories: Readonly<Record<string, string>>): SearchPageTexts {
  return {
    box: searchBoxTexts(t),
    facets: { ...searchFacetTexts(t), categories },
    view: searchResultsViewTexts(t),
    summary: (total, query) =>
      query === '' ? t('search.count', [total]) : t('search.results', [total, query]),
    error: t('search.error'),
    retry: t('error.retry'),
  };
}
