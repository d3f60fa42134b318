'use client';

import type { SearchKind, SortKey, StateFilter } from '@ironmark/search';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { type Facet, FacetPanel, type FacetPanelLabels } from './facet-panel';
import { FilterDrawer } from './filter-drawer';
import { NoResults, type NoResultsLabels } from './no-results';
import { Pagination, type PaginationLabels } from './pagination';
import {
  type ContentHit,
  type ProductHit,
  SearchResults,
  type SearchResultsLabels,
  type SearchTab,
} from './search-results';
import { SortSelect, type SortSelectLabels } from './sort-select';

/** Texts of {@link SearchResultsView}; English defaults ({@link defaultSearchResultsViewLabels}). */
export interface SearchResultsViewLabels {
  /** The phone's filter button, the drawer's title and the facet panel's heading. */
  filters: string;
  /** The filter drawer's close button. */
  close: string;
  /** Heading of the no-results block when there is no query (filters alone found nothing). */
  noMatches: string;
  /** Texts of the result tabs and hits; English defaults of {@link SearchResults}. */
  results?: Partial<SearchResultsLabels>;
  /** Texts of the facet panel; its heading defaults to `filters`. */
  facets?: Partial<FacetPanelLabels>;
  /** Texts of the sort select; English defaults of {@link SortSelect}. */
  sort?: Partial<SortSelectLabels>;
  /** Texts of the no-results block (its heading quotes the query as `{0}`); English defaults of {@link NoResults}. */
  noResults?: Partial<NoResultsLabels>;
  /** Texts of the pagination; English defaults of {@link Pagination}. */
  pagination?: Partial<PaginationLabels>;
}

/** English defaults of {@link SearchResultsViewLabels}. */
export const defaultSearchResultsViewLabels: SearchResultsViewLabels = {
  filters: 'Filters',
  close: 'Close',
  noMatches: 'No matches',
};

/** Props of {@link SearchResultsView}: plain data, texts and callbacks; no state of its own but the drawer's. */
export interface SearchResultsViewProps extends Omit<ComponentProps<'div'>, 'children' | 'content'> {
  /** The selected result tab. */
  tab: SearchTab;
  /** Called with the tab the shopper selects. */
  onTabChange: (tab: SearchTab) => void;
  /** The search text; empty when the shopper browses by filters only. */
  query: string;
  /** Product hits of the current page (empty on the content tab). */
  products: ProductHit[];
  /** Story and page hits of the current page (empty on the products tab). */
  content: ContentHit[];
  /** Number of product results over all pages (shown on its tab). */
  productTotal: number;
  /** Number of story and page results over all pages (shown on its tab). */
  contentTotal: number;
  /** The result count sentence above the hits, already translated and pluralised; read out politely. */
  summary: string;
  /** Click tracking: the result id and its tab. */
  onResultClick?: (id: string, tab: SearchTab) => void;
  /** Shows the searching state instead of the hits; default false. */
  loading?: boolean;
  /** Whether the search finished without hits: shows the no-results block. Default false. */
  noResults?: boolean;
  /** Searches or links offered by the no-results block (e.g. `tryInsteadLinks` of `@ironmark/search`). */
  suggestions?: { label: string; href: string }[];
  /** Facets of the current response, labelled. */
  facets: Facet[];
  /** The chosen filters. */
  filters: StateFilter[];
  /** Called with the new filters when the shopper picks or clears a facet value. */
  onFiltersChange: (filters: StateFilter[]) => void;
  /** The sort in effect (already resolved for the tab and query). */
  sort: SortKey;
  /** Called with the sort the shopper picks. */
  onSortChange: (sort: SortKey) => void;
  /** Whether price sorts are offered (false where the visitor sees no prices); default true. */
  priceSorts?: boolean;
  /** Hide prices in the product rows (forbidden country, quote-only region, content tab); default false. */
  hidePrices?: boolean;
  /** The current page, from 1. */
  page: number;
  /** Number of result pages; no pagination below 2. */
  totalPages: number;
  /** The link of a result page. */
  hrefFor: (page: number) => string;
  /** Locale used to format prices, counts and dates; default 'en-US'. */
  locale?: string;
  /** Texts; English defaults ({@link defaultSearchResultsViewLabels}). */
  labels?: Partial<SearchResultsViewLabels>;
}

/**
 * The results part of the search page: the facet panel (a column on a desktop, a drawer on a phone)
 * beside the result tabs with their count and sort, the hits or the no-results block, and pagination.
 */
export function SearchResultsView({
  tab,
  onTabChange,
  query,
  products,
  content,
  productTotal,
  contentTotal,
  summary,
  onResultClick,
  loading = false,
  noResults = false,
  suggestions = [],
  facets,
  filters,
  onFiltersChange,
  sort,
  onSortChange,
  priceSorts = true,
  hidePrices = false,
  page,
  totalPages,
  hrefFor,
  locale = 'en-US',
  labels: labelOverrides,
  className,
  ...props
}: SearchResultsViewProps) {
  const labels = { ...defaultSearchResultsViewLabels, ...labelOverrides };
  const kind: SearchKind = tab;
  return (
    <div className={cn('grid gap-8 desk:grid-cols-[16rem_1fr]', className)} {...props}>
      <FilterDrawer activeCount={filters.length} labels={{ filters: labels.filters, close: labels.close }}>
        <FacetPanel
          facets={facets}
          filters={filters}
          onChange={onFiltersChange}
          locale={locale}
          labels={{ heading: labels.filters, ...labels.facets }}
        />
      </FilterDrawer>
      <div className="flex min-w-0 flex-col gap-6">
        <SearchResults
          tab={tab}
          onTabChange={onTabChange}
          products={products}
          content={content}
          productTotal={productTotal}
          contentTotal={contentTotal}
          onResultClick={onResultClick}
          loading={loading}
          hidePrices={hidePrices}
          locale={locale}
          labels={labels.results}
          toolbar={
            <div className="flex flex-wrap items-center justify-between gap-4">
              <p className="text-sm text-muted" aria-live="polite">
                {summary}
              </p>
              <SortSelect
                kind={kind}
                hasQuery={query !== ''}
                value={sort}
                onChange={onSortChange}
                prices={priceSorts}
                labels={labels.sort}
              />
            </div>
          }
          empty={
            noResults ? (
              <NoResults
                query={query}
                suggestions={suggestions}
                labels={query === '' ? { ...labels.noResults, heading: labels.noMatches } : labels.noResults}
              />
            ) : null
          }
        />
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} labels={labels.pagination} />
      </div>
    </div>
  );
}
