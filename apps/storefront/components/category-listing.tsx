'use client';

import { hasResult, liveProduct, type RealtimeEntry } from '@ironmark/cart-core';
import { livePricesShown } from '@ironmark/channel';
import { useChannel, useT } from '@ironmark/channel/react';
import type { CardData } from '@ironmark/commerce';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { type CategoryFacet, categoryListingView, DEFAULT_LISTING_SORT } from '@ironmark/search';
import { CategoryListingView, categoryListingTexts } from '@ironmark/ui/catalogue';
import { usePathname, useRouter } from 'next/navigation';
import { memo, useDeferredValue, useMemo } from 'react';
import { SPEC_FACET_TITLE_KEYS } from '../lib/facet-labels';
import { LiveCard } from './live-product-card';
import { useUrlQuery } from './use-url-query';

interface ListingProps {
  /** The category's path: its type decides the specification facets (@ironmark/search). */
  path: string;
  products: CardData[];
  subcategories: { path: string; label: string }[];
  title: string;
  /** The category's specification facets, in display order. */
  facets: Pick<CategoryFacet, 'field' | 'kind'>[];
  /** Facet field → value key → label in the page's language. */
  facetLabels: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * The product list of a category page: facets and sort in the URL (`?sort=&category=&weight=&cert=…`)
 * so a filtered list can be shared. The facets are the category type's (sub-category, specifications,
 * certification) and, where prices show, price bands and availability from the cards' real-time data.
 * Counts are disjunctive: a value's count is the number of products selecting it would show. The
 * static HTML is the unfiltered list; the URL's choices apply once the page has hydrated
 * ({@link useUrlQuery}).
 */
export function CategoryListing(props: ListingProps) {
  const [params, queryReader] = useUrlQuery();
  return (
    <>
      {queryReader}
      <ListingView {...props} params={params} />
    </>
  );
}

type ListingViewProps = ListingProps & { params: URLSearchParams };

/**
 * Subscribes to the cards' real-time data and hands it, deferred, to the memoised listing: when the
 * answer arrives this re-renders at once but cheaply, and the facets and order that depend on prices
 * and stock are worked out in a transition (React splits it into short tasks), as the cards' own
 * entries are (`useDeferredLiveEntry`). On a phone that update was one long task (issue 16).
 */
function ListingView(props: ListingViewProps) {
  const { channel, showPrices } = useChannel();
  // spec §6: where prices are hidden nothing is fetched, and no facet reveals price or stock.
  const pricesShown = livePricesShown(channel, showPrices);
  const { products } = props;
  const codes = useMemo(
    () => (pricesShown ? products.map((product) => product.code) : []),
    [products, pricesShown],
  );
  const realtime = useDeferredValue(useRealtimeProductData(codes).data);
  return <Listing {...props} pricesShown={pricesShown} realtime={realtime} />;
}

const Listing = memo(function Listing({
  path,
  products,
  subcategories,
  title,
  facets,
  facetLabels,
  params,
  pricesShown,
  realtime,
}: ListingViewProps & { pricesShown: boolean; realtime: Readonly<Record<string, RealtimeEntry>> }) {
  const t = useT();
  const router = useRouter();
  const pathname = usePathname();
  const { locale } = useChannel();

  const { sort, selection, groups, visible, activeCount } = useMemo(() => {
    const live = (product: CardData) => liveProduct(realtime[product.code], product);
    return categoryListingView({
      path,
      products,
      params,
      pricesShown,
      priceOf: (product) => {
        const { result, payable } = live(product);
        return result ? payable / 100 : undefined;
      },
      availabilityOf: (product) => live(product).availability?.kind,
      subcategories,
      specFacets: facets,
      specLabels: facetLabels,
      locale,
    });
  }, [products, params, path, pricesShown, realtime, subcategories, facets, facetLabels, locale]);
  const labels = useMemo(() => categoryListingTexts(t, SPEC_FACET_TITLE_KEYS), [t]);

  const update = (name: string, values: readonly string[]) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    for (const value of values) next.append(name, value);
    router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  };

  return (
    <CategoryListingView
      title={title}
      groups={groups}
      selection={selection}
      activeCount={activeCount}
      sort={sort}
      productCount={visible.length}
      currency={Object.values(realtime).find(hasResult)?.currency}
      locale={locale}
      onFacetChange={update}
      onSortChange={(key) => update('sort', key === DEFAULT_LISTING_SORT ? [] : [key])}
      labels={labels}
    >
      {visible.map((product, index) => (
        <LiveCard key={product.code} data={product} priority={index < 4} entry={realtime[product.code]} />
      ))}
    </CategoryListingView>
  );
});
