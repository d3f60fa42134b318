export {
  defaultFacetPanelLabels,
  type Facet,
  FacetPanel,
  type FacetPanelLabels,
  type FacetPanelProps,
  type RangeFacet,
  rangeLabel,
  toggleFacetValue,
  type ValueFacet,
} from './facet-panel';
export { FilterDrawer, type FilterDrawerLabels, type FilterDrawerProps } from './filter-drawer';
export { decodeEntities, Highlight, type HighlightProps, parseSnippet, type SnippetPart } from './highlight';
export { liveProductHits, localisedContentHits } from './hits';
export { defaultNoResultsLabels, NoResults, type NoResultsLabels, type NoResultsProps } from './no-results';
export {
  defaultPaginationLabels,
  type PageItem,
  Pagination,
  type PaginationLabels,
  type PaginationProps,
  pageItems,
} from './pagination';
export {
  defaultSearchBoxLabels,
  SearchBox,
  type SearchBoxLabels,
  type SearchBoxProps,
} from './search-box';
export {
  type ContentHit,
  contentHitFromResult,
  defaultSearchResultsLabels,
  type ProductHit,
  productHitFromResult,
  SearchResults,
  type SearchResultsLabels,
  type SearchResultsProps,
  type SearchTab,
} from './search-results';
export {
  defaultSearchResultsViewLabels,
  SearchResultsView,
  type SearchResultsViewLabels,
  type SearchResultsViewProps,
} from './search-results-view';
export {
  defaultSortSelectLabels,
  SortSelect,
  type SortSelectLabels,
  type SortSelectProps,
} from './sort-select';
export {
  facetPanelTexts,
  noResultsTexts,
  paginationTexts,
  type SearchPageTexts,
  searchBoxTexts,
  searchFacetTexts,
  searchPageTexts,
  searchResultsTexts,
  searchResultsViewTexts,
  sortSelectTexts,
} from './texts';
