'use client';

import { availabilityLabel, hasResult, isAvailabilityKind, payablePrice } from '@ironmark/cart-core';
import { livePricesShown } from '@ironmark/channel';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import {
  type CategoryFacet,
  type CategoryFacetGroup,
  type CategoryFacetValue,
  categoryListingView,
  DEFAULT_LISTING_SORT,
  LISTING_SORT_OPTIONS,
  type ListingSortKey,
} from '@ironmark/search';
import { availabilityTexts, ProductGrid } from '@ironmark/ui/catalogue';
import { FilterDrawer, rangeLabel } from '@ironmark/ui/search';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useMemo } from 'react';
import type { CardData } from '../lib/catalogue-view';
import { useChannel } from '../lib/channel-context';
import { SPEC_FACET_TITLE_KEYS } from '../lib/facet-labels';
import { useT } from '../lib/i18n';
import { LiveProductCard } from './live-product-card';

/** Translation keys of the sort options. */
const SORT_LABELS: Record<ListingSortKey, string> = {
  'recommended.asc': 'search.sort.recommended',
  'bp_name.asc': 'search.sort.nameAsc',
  'bp_name.desc': 'search.sort.nameDesc',
};

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
 * static HTML carries the unfiltered list; the URL's choices apply once the page runs in the browser.
 */
export function CategoryListing(props: ListingProps) {
  return (
    <Suspense fallback={<ListingView {...props} params={new URLSearchParams()} />}>
      <ListingWithUrl {...props} />
    </Suspense>
  );
}

function ListingWithUrl(props: ListingProps) {
  return <ListingView {...props} params={useSearchParams()} />;
}

function ListingView({
  path,
  products,
  subcategories,
  title,
  facets,
  facetLabels,
  params,
}: ListingProps & { params: URLSearchParams }) {
  const t = useT();
  const router = useRouter();
  const pathname = usePathname();
  const { channel, showPrices, locale } = useChannel();
  // spec §6: where prices are hidden nothing is fetched, and no facet reveals price or stock.
  const pricesShown = livePricesShown(channel, showPrices);
  const codes = useMemo(
    () => (pricesShown ? products.map((product) => product.code) : []),
    [products, pricesShown],
  );
  const { data: realtime } = useRealtimeProductData(codes);

  const { sort, selection, groups, visible, activeCount } = useMemo(() => {
    const live = (product: CardData) => {
      const entry = realtime[product.code];
      return hasResult(entry) ? entry : undefined;
    };
    return categoryListingView({
      path,
      products,
      params,
      pricesShown,
      priceOf: (product) => {
        const entry = live(product);
        return entry ? payablePrice(entry) / 100 : undefined;
      },
      availabilityOf: (product) => {
        const entry = live(product);
        return entry ? availabilityLabel(entry.stock, product.flags).kind : undefined;
      },
      subcategories,
      specFacets: facets,
      specLabels: facetLabels,
      locale,
    });
  }, [products, params, path, pricesShown, realtime, subcategories, facets, facetLabels, locale]);
  const availability = useMemo(() => availabilityTexts(t), [t]);
  const currency = Object.values(realtime).find(hasResult)?.currency;
  // Titles and the labels the data does not carry come from the page's messages.
  const titleOf = (group: CategoryFacetGroup) =>
    ({
      subcategory: title,
      certification: t('catalogue.certification'),
      price: t('search.facet.price'),
      availability: t('search.facet.availability'),
      specification: t(SPEC_FACET_TITLE_KEYS[group.field] ?? group.field),
    })[group.kind];
  const labelOf = (entry: CategoryFacetValue) => {
    if (entry.label !== undefined) return entry.label;
    if (entry.band)
      return rangeLabel(
        entry.band,
        { rangeBetween: '{0} – {1}', rangeFrom: t('search.rangeFrom'), rangeTo: t('search.rangeTo') },
        { ...(currency ? { currency } : {}), locale },
      );
    return isAvailabilityKind(entry.value) ? availability[entry.value] : entry.value;
  };

  const update = (name: string, values: string[]) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    for (const value of values) next.append(name, value);
    router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  };
  const toggle = (name: string, current: readonly string[], value: string) =>
    update(name, current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value]);

  return (
    <div className="grid gap-8 desk:grid-cols-[16rem_1fr]">
      <FilterDrawer
        activeCount={activeCount}
        labels={{ filters: t('search.filters'), close: t('toast.close') }}
      >
        <aside aria-label={t('search.filters')} className="space-y-6">
          {groups.map((group) => {
            const chosen = selection[group.field] ?? [];
            return (
              <fieldset key={group.field} data-field={group.field}>
                <legend className="mb-2 font-display text-sm uppercase tracking-wide">
                  {titleOf(group)}
                </legend>
                {group.values.map((entry) => (
                  <label key={entry.value} className="flex min-h-11 items-center gap-3 text-sm">
                    <input
                      type="checkbox"
                      name={group.field}
                      value={entry.value}
                      className="size-5 accent-accent"
                      checked={chosen.includes(entry.value)}
                      onChange={() => toggle(group.field, chosen, entry.value)}
                    />
                    <span className="flex-1">{labelOf(entry)}</span>
                    <span className="tabular text-xs text-muted">{entry.count}</span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </aside>
      </FilterDrawer>
      <div>
        <div className="mb-4 flex items-center justify-between gap-4">
          <p className="tabular text-sm text-muted" aria-live="polite">
            {t('catalogue.productCount', [visible.length])}
          </p>
          <label className="flex items-center gap-2 text-sm">
            {t('search.sortBy')}
            <select
              name="sort"
              className="min-h-11 rounded-xs border border-line bg-surface px-3"
              value={sort}
              onChange={(event) =>
                update('sort', event.target.value === DEFAULT_LISTING_SORT ? [] : [event.target.value])
              }
            >
              {LISTING_SORT_OPTIONS.map((option) => (
                <option key={option.key} value={option.key}>
                  {t(SORT_LABELS[option.key])}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ProductGrid label={title}>
          {visible.map((product, index) => (
            <LiveProductCard key={product.code} data={product} priority={index < 4} />
          ))}
        </ProductGrid>
      </div>
    </div>
  );
}
