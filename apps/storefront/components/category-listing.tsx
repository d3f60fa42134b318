'use client';

import { availabilityLabel, hasResult, payablePrice } from '@ironmark/cart-core';
import { livePricesShown } from '@ironmark/channel';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import {
  AVAILABILITY_FACET,
  type CategoryFacet,
  CERTIFICATION_FACET,
  categoryListingFacetFields,
  categoryPathValues,
  DEFAULT_LISTING_SORT,
  facetOffered,
  filterListing,
  LISTING_SORT_OPTIONS,
  type ListingFacets,
  type ListingFacetValue,
  type ListingSortKey,
  listingFacetCounts,
  orderFacetValues,
  PRICE_FACET,
  priceBands,
  priceBandValue,
  priceBandValuesOf,
  resolveListingSort,
  SUBCATEGORY_FACET,
  sortListing,
} from '@ironmark/search';
import { ProductGrid } from '@ironmark/ui/catalogue';
import { FilterDrawer, rangeLabel } from '@ironmark/ui/search';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useMemo } from 'react';
import type { CardData } from '../lib/catalogue-view';
import { useChannel } from '../lib/channel-context';
import { AVAILABILITY_KEYS, SPEC_FACET_TITLE_KEYS } from '../lib/facet-labels';
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

/** One facet as the listing shows it: a titled group of checkboxes with counts. */
interface FacetGroup {
  field: string;
  title: string;
  values: (ListingFacetValue & { label: string })[];
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
    const priceOf = (product: CardData) => {
      const entry = live(product);
      return entry ? payablePrice(entry) / 100 : undefined;
    };
    const bands = priceBands(products.flatMap((product) => priceOf(product) ?? []));
    const fields = categoryListingFacetFields(path, { pricesShown: pricesShown && bands.length > 0 });
    const listingFacets: ListingFacets<CardData> = Object.fromEntries(
      fields.map((field): [string, (product: CardData) => readonly string[]] => {
        switch (field) {
          case SUBCATEGORY_FACET:
            return [field, (product) => categoryPathValues(product.category)];
          case CERTIFICATION_FACET:
            return [field, (product) => product.certification];
          case PRICE_FACET:
            return [field, (product) => priceBandValuesOf(priceOf(product), bands)];
          case AVAILABILITY_FACET:
            return [
              field,
              (product) => {
                const entry = live(product);
                return entry ? [availabilityLabel(entry.stock, product.flags).kind] : [];
              },
            ];
          default:
            return [field, (product) => product.facets[field] ?? []];
        }
      }),
    );
    const selection = Object.fromEntries(fields.map((field) => [field, params.getAll(field)]));
    const counts = listingFacetCounts(products, listingFacets, selection);
    const sort = resolveListingSort(params.get('sort'));
    const labelled = (field: string, label: (value: string) => string) =>
      (counts[field] ?? []).map((entry) => ({ ...entry, label: label(entry.value) }));
    const groups = fields.flatMap((field): FacetGroup[] => {
      let group: FacetGroup;
      if (field === SUBCATEGORY_FACET) {
        const count = new Map((counts[field] ?? []).map((entry) => [entry.value, entry.count]));
        group = {
          field,
          title,
          values: subcategories.map((sub) => ({
            value: sub.path,
            label: sub.label,
            count: count.get(sub.path) ?? 0,
          })),
        };
        // The sub-categories are the category's own choice: shown whenever there are any.
        return group.values.length > 0 ? [group] : [];
      }
      if (field === CERTIFICATION_FACET) {
        group = {
          field,
          title: t('catalogue.certification'),
          values: labelled(field, (value) => value.toUpperCase()),
        };
      } else if (field === PRICE_FACET) {
        const currency = Object.values(realtime).find(hasResult)?.currency;
        group = {
          field,
          title: t('search.facet.price'),
          values: bands.flatMap((band) => {
            const value = priceBandValue(band);
            const entry = (counts[field] ?? []).find((item) => item.value === value);
            return [
              {
                value,
                count: entry?.count ?? 0,
                label: rangeLabel(
                  band,
                  {
                    rangeBetween: '{0} – {1}',
                    rangeFrom: t('search.rangeFrom'),
                    rangeTo: t('search.rangeTo'),
                  },
                  { ...(currency ? { currency } : {}), locale },
                ),
              },
            ];
          }),
        };
      } else if (field === AVAILABILITY_FACET) {
        group = {
          field,
          title: t('search.facet.availability'),
          values: labelled(field, (value) => {
            const key = AVAILABILITY_KEYS[value as keyof typeof AVAILABILITY_KEYS];
            return key ? t(key) : value;
          }),
        };
      } else {
        const labels = facetLabels[field] ?? {};
        const kind = facets.find((entry) => entry.field === field)?.kind ?? 'text';
        group = {
          field,
          title: t(SPEC_FACET_TITLE_KEYS[field] ?? field),
          values: orderFacetValues(
            kind,
            labelled(field, (value) => labels[value] ?? value),
            { locale, labels },
          ),
        };
      }
      const unfiltered = filterListing(products, listingFacets, { ...selection, [field]: [] }).length;
      return facetOffered(group.values, selection[field] ?? [], unfiltered) ? [group] : [];
    });
    return {
      sort,
      selection,
      groups,
      visible: sortListing(filterListing(products, listingFacets, selection), sort),
      activeCount: Object.values(selection).reduce((sum, values) => sum + values.length, 0),
    };
  }, [products, params, path, pricesShown, realtime, subcategories, title, facets, facetLabels, locale, t]);

  const update = (name: string, values: string[]) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    for (const value of values) next.append(name, value);
    router.replace(`${pathname}${next.size ? `?${next}` : ''}`, { scroll: false });
  };
  const toggle = (name: string, current: string[], value: string) =>
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
                <legend className="mb-2 font-display text-sm uppercase tracking-wide">{group.title}</legend>
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
                    <span className="flex-1">{entry.label}</span>
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
