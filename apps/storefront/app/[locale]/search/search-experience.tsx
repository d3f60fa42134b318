'use client';

import { availabilityLabel, hasResult } from '@ironmark/cart-core';
import { livePricesShown, pageUrl } from '@ironmark/channel';
import { useChannel, useT } from '@ironmark/channel/react';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { resultFlags, type SearchPageSetup, searchPageHref, tryInsteadLinks } from '@ironmark/search';
import { useSearchPage } from '@ironmark/search/react';
import { availabilityTexts, priceFromRealtime, productCardTexts } from '@ironmark/ui/catalogue';
import {
  type ContentHit,
  contentHitFromResult,
  type ProductHit,
  productHitFromResult,
  SearchBox,
  SearchResultsView,
} from '@ironmark/ui/search';
import { Button } from '@ironmark/ui/shell';
import { useSearchParams } from 'next/navigation';
import { type MouseEvent, useMemo } from 'react';
import { withFallback } from '../../../lib/texts/texts';
import { SearchForm } from './search-form';

/** Props of {@link SearchExperience}, all serialisable (handed over by the server page). */
export interface SearchExperienceProps extends Omit<SearchPageSetup, 'facetTexts'> {
  /** Category path → label, for the category facet. */
  categoryLabels: Readonly<Record<string, string>>;
  /** Links offered when nothing is found (top categories). */
  popular: readonly { label: string; href: string }[];
}

/**
 * The interactive search page: search box with suggestions, product and content tabs, disjunctive
 * facets, sort, pagination, highlighted snippets, the no-results state and click tracking — the whole
 * state in the URL (@ironmark/search's page controller). Before hydration it is a plain GET form (`q`)
 * over the server-rendered results.
 */
export function SearchExperience({ categoryLabels, popular, ...setup }: SearchExperienceProps) {
  const { locale } = setup;
  const translate = useT();
  const cardTexts = useMemo(() => productCardTexts(translate), [translate]);
  const availability = useMemo(() => availabilityTexts(translate), [translate]);
  const { channel, showPrices, hydrated: channelKnown } = useChannel();
  const pricesShown = livePricesShown(channel, showPrices);
  // Texts without a CMS key yet fall back to English.
  const tr = useMemo(() => withFallback(translate), [translate]);
  const facetTexts = {
    headings: {
      category_id: tr('search.facet.category', 'Category'),
      price: tr('search.facet.price', 'Price'),
      availability: tr('search.facet.availability', 'Availability'),
      certification: tr('search.facet.certification', 'Certification'),
      flags: tr('search.facet.offers', 'Offers and news'),
      kind: tr('search.facet.type', 'Type'),
      category: tr('search.facet.category', 'Category'),
    },
    categories: categoryLabels,
    availability,
    offers: {
      sale: tr('product.sale', 'Sale'),
      newArrival: tr('product.newArrival', 'New arrival'),
      limitedEdition: tr('product.limitedEdition', 'Limited edition'),
      freeGift: tr('product.freeGift', 'Free gift'),
    },
    kinds: { page: tr('search.kind.page', 'Page'), story: tr('search.kind.story', 'Story') },
  };
  // spec §6: once the visitor is known to see no prices (a forbidden country, a quote-only channel), no
  // facet or sort reveals them. Before that the page keeps the static HTML's facets, so they do not move.
  const search = useSearchPage(
    { ...setup, facetTexts },
    { url: useSearchParams().toString(), pricesOffered: !channelKnown || pricesShown },
  );
  const { state, response } = search;
  const results = response?.results ?? [];

  // spec §3 (as on category pages): prices and availability come from the real-time product data,
  // fetched only where prices are shown (not in quote-only regions or forbidden countries).
  const livePrices = state.kind === 'products' && pricesShown;
  const codes = useMemo(
    () => (livePrices ? results.map((result) => productHitFromResult(result).id) : []),
    [livePrices, results],
  );
  const realtime = useRealtimeProductData(codes);
  const products = useMemo<ProductHit[]>(
    () =>
      state.kind !== 'products'
        ? []
        : results.map((result) => {
            const { availability: indexed, ...hit } = productHitFromResult(result);
            const entry = realtime.data[hit.id];
            return {
              ...hit,
              href: pageUrl('', locale, hit.href),
              ...(hasResult(entry)
                ? {
                    price: priceFromRealtime(entry),
                    availability: availabilityLabel(entry.stock, resultFlags(result)),
                  }
                : livePrices || !indexed
                  ? {}
                  : { availability: indexed }),
            };
          }),
    [results, state.kind, locale, realtime.data, livePrices],
  );
  const content = useMemo<ContentHit[]>(
    () =>
      state.kind !== 'content'
        ? []
        : results.map((result) => {
            const hit = contentHitFromResult(result);
            return { ...hit, href: pageUrl('', locale, hit.href) };
          }),
    [results, state.kind, locale],
  );

  // Links inside the search UI (pages, "try instead") change the state here instead of loading the page;
  // capturing runs before the shell's link handler, which skips prevented clicks.
  const onLinkClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !search.followLink(anchor.href, window.location.href))
      return;
    event.preventDefault();
    window.scrollTo({ top: 0 });
  };

  const boxLabels = {
    label: tr('search.title', 'Search'),
    placeholder: tr('search.placeholder', 'Search products and stories'),
    submit: tr('search.submit', 'Search'),
    clear: tr('search.clear', 'Clear search'),
    suggestions: tr('search.suggestions', 'Suggestions'),
  };
  const clearFiltersLabel = tr('search.clearFilters', 'Clear all filters');
  const tryInstead = tryInsteadLinks(state, {
    locale,
    suggestions: search.rescue,
    popular,
    clearFiltersLabel,
  });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8" onClickCapture={onLinkClickCapture}>
      <h1 className="font-display text-4xl font-semibold uppercase">{boxLabels.label}</h1>
      {search.hydrated ? (
        <SearchBox
          value={search.text}
          onValueChange={search.setText}
          suggestions={search.suggestions}
          onSearch={search.search}
          action={`/${locale}/search`}
          method="get"
          labels={boxLabels}
        />
      ) : (
        <SearchForm locale={locale} state={state} labels={boxLabels} />
      )}
      {search.status === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-4 rounded-xs border border-error p-4 text-sm"
        >
          <p>{tr('search.error', 'Search is unavailable right now. Please try again.')}</p>
          <Button variant="outline" size="sm" onClick={search.retry}>
            {tr('error.retry', 'Try again')}
          </Button>
        </div>
      )}
      <SearchResultsView
        tab={state.kind}
        onTabChange={search.setTab}
        query={state.query}
        products={products}
        content={content}
        productTotal={search.totals.products}
        contentTotal={search.totals.content}
        summary={
          state.query === ''
            ? tr('search.count', '{0, plural, one {# result} other {# results}}', [search.total])
            : tr('search.results', '{0, plural, one {# result} other {# results}} for "{1}"', [
                search.total,
                state.query,
              ])
        }
        onResultClick={search.trackClick}
        loading={search.status === 'loading'}
        noResults={search.noResults}
        suggestions={tryInstead}
        facets={search.facets}
        filters={state.filters}
        onFiltersChange={search.setFilters}
        sort={search.sort}
        onSortChange={search.setSort}
        priceSorts={search.pricesOffered}
        hidePrices={!livePrices}
        page={state.page}
        totalPages={search.pages}
        hrefFor={(page) => searchPageHref(locale, { ...state, page })}
        locale={locale}
        labels={{
          filters: tr('search.filters', 'Filters'),
          close: tr('toast.close', 'Close'),
          noMatches: tr('search.noMatches', 'No matches'),
          results: {
            products: tr('search.products', 'Products'),
            content: tr('search.content', 'Stories and guides'),
            tabs: tr('search.resultTypes', 'Result types'),
            loading: tr('search.searching', 'Searching…'),
            story: tr('search.kind.story', 'Story'),
            page: tr('search.kind.page', 'Page'),
            price: cardTexts.price,
            availability,
          },
          facets: {
            clearAll: clearFiltersLabel,
            remove: tr('search.removeFilter', 'Remove filter {0}', ['{0}']),
            showMore: tr('search.showMore', 'Show more'),
            showLess: tr('search.showLess', 'Show less'),
            rangeFrom: tr('search.rangeFrom', '{0} and above', ['{0}']),
            rangeTo: tr('search.rangeTo', 'Under {1}', ['{0}', '{1}']),
          },
          sort: {
            label: tr('search.sortBy', 'Sort by'),
            '_score.desc': tr('search.sort.relevance', 'Relevance'),
            'recommended.asc': tr('search.sort.recommended', 'Recommended'),
            'bp_name.asc': tr('search.sort.nameAsc', 'Name A–Z'),
            'bp_name.desc': tr('search.sort.nameDesc', 'Name Z–A'),
            'price.asc': tr('search.sort.priceAsc', 'Price, low to high'),
            'price.desc': tr('search.sort.priceDesc', 'Price, high to low'),
            'title.asc': tr('search.sort.titleAsc', 'Title A–Z'),
            'title.desc': tr('search.sort.titleDesc', 'Title Z–A'),
            'date.asc': tr('search.sort.dateAsc', 'Oldest first'),
            'date.desc': tr('search.sort.dateDesc', 'Newest first'),
          },
          noResults: {
            heading: tr('search.noResults', 'No results for "{0}"', ['{0}']),
            tips: tr('search.noResultsTips', 'Check the spelling, use fewer words or remove a filter.'),
            suggestions: tr('search.trySuggestions', 'Try one of these'),
          },
          pagination: {
            label: tr('search.pagination', 'Pagination'),
            page: tr('search.pageNumber', 'Page {0}', ['{0}']),
            previous: tr('search.previousPage', 'Previous page'),
            next: tr('search.nextPage', 'Next page'),
          },
        }}
      />
    </div>
  );
}
