'use client';

import { availabilityLabel, hasResult } from '@ironmark/cart-core';
import { livePricesShown } from '@ironmark/channel';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import {
  facetViews,
  type PriceBand,
  resolveSort,
  resultPages,
  type SearchConnection,
  type SearchKind,
  type SearchResponse,
  type SearchResult,
  searchFacetLabels,
  searchPageHref,
  searchStateFromUrl,
  tryInsteadLinks,
  withKind,
  withoutPriceChoices,
  withQuery,
} from '@ironmark/search';
import { useQuerySuggestions, useSearchPage } from '@ironmark/search/react';
import { availabilityTexts, priceFromRealtime, productCardTexts } from '@ironmark/ui/catalogue';
import {
  type ContentHit,
  contentHitFromResult,
  type Facet,
  type ProductHit,
  productHitFromResult,
  SearchBox,
  SearchResultsView,
} from '@ironmark/ui/search';
import { Button } from '@ironmark/ui/shell';
import { useSearchParams } from 'next/navigation';
import { type MouseEvent, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useChannel } from '../../../lib/channel-context';
import { useT } from '../../../lib/i18n';

/** Props of {@link SearchExperience}, all serialisable (handed over by the server page). */
export interface SearchExperienceProps {
  locale: string;
  /** Channel currency (lower-case ISO 4217); search documents carry prices in its major units. */
  currency: string;
  connection: SearchConnection;
  engines: Record<SearchKind, string>;
  bands: readonly PriceBand[];
  /** Category path → label, for the category facet. */
  categoryLabels: Readonly<Record<string, string>>;
  /** Links offered when nothing is found (top categories). */
  popular: readonly { label: string; href: string }[];
  /** Result counts of both tabs and the response of the state the server rendered. */
  initial: { url: string; response: SearchResponse | null; totals: Record<SearchKind, number> };
}

const noSubscription = () => () => undefined;

function raw(result: SearchResult, field: string): unknown {
  const value = result[field];
  return value && typeof value === 'object' && 'raw' in value ? (value as { raw: unknown }).raw : undefined;
}

/**
 * The interactive search page: search box with suggestions, product and content tabs, disjunctive
 * facets, sort, pagination, highlighted snippets, the no-results state and click tracking — the whole
 * state in the URL. Before hydration it is a plain GET form (`q`) over the server-rendered results.
 */
export function SearchExperience({
  locale,
  currency,
  connection,
  engines,
  bands,
  categoryLabels,
  popular,
  initial,
}: SearchExperienceProps) {
  const translate = useT();
  const cardTexts = useMemo(() => productCardTexts(translate), [translate]);
  const availability = useMemo(() => availabilityTexts(translate), [translate]);
  const { channel, showPrices, hydrated: channelKnown } = useChannel();
  const pricesShown = livePricesShown(channel, showPrices);
  // spec §6: once the visitor is known to see no prices (a forbidden country, a quote-only channel), no
  // facet or sort reveals them. Before that the page keeps the static HTML's facets, so they do not move.
  const pricesOffered = !channelKnown || pricesShown;
  // Texts without a CMS key yet fall back to English (useT answers the key itself when it has none).
  const tr = useCallback(
    (key: string, english: string, args: readonly (string | number)[] = []) => {
      const text = translate(key, args);
      return text === key
        ? args.reduce<string>((out, arg, index) => out.replace(`{${index}}`, String(arg)), english)
        : text;
    },
    [translate],
  );
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { state, response, totals, status, navigate, trackClick, retry } = useSearchPage(
    { locale, connection, engines, bands, initial },
    useSearchParams().toString(),
  );
  // A shared link may carry a price sort or a price or stock filter: without prices, the list drops them.
  useEffect(() => {
    if (pricesOffered) return;
    const allowed = withoutPriceChoices(state);
    if (allowed !== state) navigate(allowed, { replace: true });
  }, [pricesOffered, state, navigate]);
  const [text, setText] = useState(state.query);
  useEffect(() => setText(state.query), [state.query]);
  const suggestions = useQuerySuggestions(
    connection,
    engines[state.kind],
    state.kind,
    text === state.query ? '' : text,
  );
  const results = response?.results ?? [];
  const { total, pages: totalPages } = resultPages(response);
  const noResults = status === 'ready' && results.length === 0;
  const rescue = useQuerySuggestions(
    connection,
    engines[state.kind],
    state.kind,
    noResults ? state.query : '',
    {
      strict: false,
    },
  );

  // spec §3 (as on category pages): prices and availability come from the real-time product data,
  // fetched only where prices are shown (not in quote-only regions or forbidden countries).
  const livePrices = state.kind === 'products' && pricesShown;
  const codes = useMemo(
    () => (livePrices ? results.map((result) => String(raw(result, 'id') ?? result._meta.id ?? '')) : []),
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
            const flags = raw(result, 'flags');
            const flagSet = Object.fromEntries(
              (Array.isArray(flags) ? flags : []).map((flag) => [String(flag), true]),
            );
            return {
              ...hit,
              href: `/${locale}${hit.href}`,
              ...(hasResult(entry)
                ? { price: priceFromRealtime(entry), availability: availabilityLabel(entry.stock, flagSet) }
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
            return { ...hit, href: `/${locale}${hit.href === '/' ? '' : hit.href}` };
          }),
    [results, state.kind, locale],
  );

  const facets = useMemo<Facet[]>(() => {
    const labels = searchFacetLabels({
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
    });
    return facetViews(state.kind, response, state.filters, labels, { prices: pricesOffered }).map((facet) =>
      facet.kind === 'range' ? { ...facet, currency } : facet,
    );
  }, [response, state.kind, state.filters, categoryLabels, currency, tr, pricesOffered, availability]);

  // Links inside the search UI (pages, "try instead") change the state here instead of loading the page;
  // capturing runs before the shell's link handler, which skips prevented clicks.
  const onLinkClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
    event.preventDefault();
    navigate(searchStateFromUrl(url.search));
    window.scrollTo({ top: 0 });
  };

  const boxLabels = {
    label: tr('search.title', 'Search'),
    placeholder: tr('search.placeholder', 'Search products and stories'),
    submit: tr('search.submit', 'Search'),
    clear: tr('search.clear', 'Clear search'),
    suggestions: tr('search.suggestions', 'Suggestions'),
  };
  const tryInstead = tryInsteadLinks(state, {
    locale,
    suggestions: rescue,
    popular,
    clearFiltersLabel: tr('search.clearFilters', 'Clear all filters'),
  });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8" onClickCapture={onLinkClickCapture}>
      <h1 className="font-display text-4xl font-semibold uppercase">{boxLabels.label}</h1>
      {hydrated ? (
        <SearchBox
          value={text}
          onValueChange={setText}
          suggestions={suggestions}
          onSearch={(query) => navigate(withQuery(state, query))}
          action={`/${locale}/search`}
          method="get"
          labels={boxLabels}
        />
      ) : (
        // Before hydration: the same box as a plain GET form, so searching works without JavaScript.
        // biome-ignore lint/a11y/useSemanticElements: the search landmark, as SearchBox renders it
        <form role="search" action={`/${locale}/search`} method="get" className="relative w-full">
          <label htmlFor="search-q" className="sr-only">
            {boxLabels.label}
          </label>
          <div className="flex items-stretch rounded-xs border border-line bg-surface">
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={state.query}
              placeholder={boxLabels.placeholder}
              className="min-h-11 min-w-0 flex-1 bg-transparent px-4 text-base text-ink placeholder:text-muted"
            />
            {state.kind === 'content' && <input type="hidden" name="tab" value="content" />}
            <Button type="submit" variant="secondary" className="rounded-none">
              {boxLabels.submit}
            </Button>
          </div>
        </form>
      )}
      {status === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-4 rounded-xs border border-error p-4 text-sm"
        >
          <p>{tr('search.error', 'Search is unavailable right now. Please try again.')}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            {tr('error.retry', 'Try again')}
          </Button>
        </div>
      )}
      <SearchResultsView
        tab={state.kind}
        onTabChange={(tab) => navigate(withKind(state, tab))}
        query={state.query}
        products={products}
        content={content}
        productTotal={state.kind === 'products' ? total : totals.products}
        contentTotal={state.kind === 'content' ? total : totals.content}
        summary={
          state.query === ''
            ? tr('search.count', '{0, plural, one {# result} other {# results}}', [total])
            : tr('search.results', '{0, plural, one {# result} other {# results}} for "{1}"', [
                total,
                state.query,
              ])
        }
        onResultClick={(id) => trackClick(id)}
        loading={status === 'loading'}
        noResults={noResults}
        suggestions={tryInstead}
        facets={facets}
        filters={state.filters}
        onFiltersChange={(filters) => navigate({ ...state, filters, page: 1 })}
        sort={resolveSort(state.kind, state.sort, { relevance: state.query !== '', prices: pricesOffered })}
        onSortChange={(next) => navigate({ ...state, sort: next, page: 1 })}
        priceSorts={pricesOffered}
        hidePrices={!livePrices}
        page={state.page}
        totalPages={totalPages}
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
            clearAll: tr('search.clearFilters', 'Clear all filters'),
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
