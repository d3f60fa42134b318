'use client';

import { livePricesShown } from '@ironmark/channel';
import { useChannel, useT } from '@ironmark/channel/react';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { type SearchPageSetup, type SearchResult, searchPageHref, tryInsteadLinks } from '@ironmark/search';
import { useSearchPage } from '@ironmark/search/react';
import {
  liveProductHits,
  localisedContentHits,
  productHitFromResult,
  SearchBox,
  SearchResultsView,
  type SearchResultsViewProps,
  searchPageTexts,
} from '@ironmark/ui/search';
import { Button } from '@ironmark/ui/shell';
import { useSearchParams } from 'next/navigation';
import { type MouseEvent, memo, useCallback, useDeferredValue, useMemo } from 'react';
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
  const texts = useMemo(() => searchPageTexts(translate, categoryLabels), [translate, categoryLabels]);
  const { channel, showPrices, hydrated: channelKnown } = useChannel();
  const pricesShown = livePricesShown(channel, showPrices);
  // spec §6: once the visitor is known to see no prices (a forbidden country, a quote-only channel), no
  // facet or sort reveals them. Before that the page keeps the static HTML's facets, so they do not move.
  const search = useSearchPage(
    { ...setup, facetTexts: texts.facets },
    { url: useSearchParams().toString(), pricesOffered: !channelKnown || pricesShown },
  );
  const { state, response } = search;
  const results = response?.results ?? [];

  // spec §3 (as on category pages): prices and availability come from the real-time product data,
  // fetched only where prices are shown (not in quote-only regions or forbidden countries).
  const livePrices = state.kind === 'products' && pricesShown;
  // Until the visitor is known, rows keep their price line (empty) as the static HTML has it, so it
  // does not appear under the name and move every row below by 24 px when prices turn out shown.
  const reservePrices = state.kind === 'products' && livePricesShown(channel, showPrices || !channelKnown);
  const content = useMemo(
    () => (state.kind === 'content' ? localisedContentHits(results, locale) : []),
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

  // Stable between renders that change nothing of theirs, so the memoised results skip the render
  // right after hydration (the search box replaces the plain form then) instead of doing it twice.
  const clearAll = texts.view.facets.clearAll;
  const tryInstead = useMemo(
    () =>
      tryInsteadLinks(state, { locale, suggestions: search.rescue, popular, clearFiltersLabel: clearAll }),
    [state, locale, search.rescue, popular, clearAll],
  );
  const hrefFor = useCallback((page: number) => searchPageHref(locale, { ...state, page }), [locale, state]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8" onClickCapture={onLinkClickCapture}>
      <h1 className="font-display text-4xl font-semibold uppercase">{texts.box.label}</h1>
      {search.hydrated ? (
        <SearchBox
          value={search.text}
          onValueChange={search.setText}
          suggestions={search.suggestions}
          onSearch={search.search}
          action={`/${locale}/search`}
          method="get"
          labels={texts.box}
        />
      ) : (
        <SearchForm locale={locale} state={state} labels={texts.box} />
      )}
      {search.status === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-4 rounded-xs border border-error p-4 text-sm"
        >
          <p>{texts.error}</p>
          <Button variant="outline" size="sm" onClick={search.retry}>
            {texts.retry}
          </Button>
        </div>
      )}
      <LiveSearchResults
        hits={results}
        livePrices={livePrices}
        tab={state.kind}
        onTabChange={search.setTab}
        query={state.query}
        content={content}
        productTotal={search.totals.products}
        contentTotal={search.totals.content}
        summary={texts.summary(search.total, state.query)}
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
        hidePrices={!reservePrices}
        page={state.page}
        totalPages={search.pages}
        hrefFor={hrefFor}
        locale={locale}
        labels={texts.view}
      />
    </div>
  );
}

type LiveSearchResultsProps = Omit<SearchResultsViewProps, 'products' | 'locale'> & {
  /** The answer's results (product rows on the products tab). */
  hits: readonly SearchResult[];
  locale: string;
  /** Whether the rows show real-time prices and availability (spec §3, §6). */
  livePrices: boolean;
};

/**
 * Subscribes to the rows' real-time data and hands it, deferred, to the memoised results: when the
 * answer arrives this re-renders at once but cheaply, and the rows with their prices render in a
 * transition that React splits into short tasks, as on category pages (components/category-listing).
 */
function LiveSearchResults(props: LiveSearchResultsProps) {
  const { hits, livePrices } = props;
  const codes = useMemo(
    () => (livePrices ? hits.map((result) => productHitFromResult(result).id) : []),
    [livePrices, hits],
  );
  const realtime = useDeferredValue(useRealtimeProductData(codes).data);
  return <ResultsWithPrices {...props} realtime={realtime} />;
}

const ResultsWithPrices = memo(function ResultsWithPrices({
  hits,
  livePrices,
  realtime,
  ...view
}: LiveSearchResultsProps & { realtime: ReturnType<typeof useRealtimeProductData>['data'] }) {
  const { tab, locale } = view;
  const products = useMemo(
    () => (tab === 'products' ? liveProductHits(hits, realtime, { locale, livePrices }) : []),
    [hits, tab, locale, realtime, livePrices],
  );
  return <SearchResultsView {...view} products={products} />;
});
