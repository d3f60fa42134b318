'use client';

import {
  categoryPathValues,
  DEFAULT_LISTING_SORT,
  filterListing,
  LISTING_SORT_OPTIONS,
  type ListingFacets,
  type ListingSortKey,
  listingFacetCounts,
  resolveListingSort,
  sortListing,
} from '@ironmark/search';
import { ProductGrid } from '@ironmark/ui/catalogue';
import { FilterDrawer } from '@ironmark/ui/search';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useMemo } from 'react';
import type { CardData } from '../lib/catalogue-view';
import { useT } from '../lib/i18n';
import { LiveProductCard } from './live-product-card';

/** The listing's facets by URL parameter: sub-category (a path matches the categories below it) and certification. */
const FACETS: ListingFacets<CardData> = {
  category: (product) => categoryPathValues(product.category),
  cert: (product) => product.certification,
};

/** Translation keys of the sort options. */
const SORT_LABELS: Record<ListingSortKey, string> = {
  'recommended.asc': 'search.sort.recommended',
  'bp_name.asc': 'search.sort.nameAsc',
  'bp_name.desc': 'search.sort.nameDesc',
};

interface ListingProps {
  products: CardData[];
  subcategories: { path: string; label: string }[];
  title: string;
}

/**
 * The product list of a category page: facets (sub-category, certification) and sort in the URL
 * (`?sort=&category=&cert=`) so a filtered list can be shared. Prices load per card. The static HTML
 * carries the unfiltered list; the URL's choices apply once the page runs in the browser.
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

function ListingView({ products, subcategories, title, params }: ListingProps & { params: URLSearchParams }) {
  const t = useT();
  const router = useRouter();
  const pathname = usePathname();
  // `params` changes only with the URL, so the list is recomputed only when a choice changes.
  const { sort, chosenCategories, chosenCerts, certifications, visible } = useMemo(() => {
    const selection = { category: params.getAll('category'), cert: params.getAll('cert') };
    const sort = resolveListingSort(params.get('sort'));
    return {
      sort,
      chosenCategories: selection.category,
      chosenCerts: selection.cert,
      // Every certification any product has, in a fixed order (the counts are not shown).
      certifications: (listingFacetCounts(products, FACETS, selection).cert ?? []).map(({ value }) => value),
      visible: sortListing(filterListing(products, FACETS, selection), sort),
    };
  }, [products, params]);

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
        activeCount={chosenCategories.length + chosenCerts.length}
        labels={{ filters: t('search.filters'), close: t('toast.close') }}
      >
        <aside aria-label={t('search.filters')} className="space-y-6">
          {subcategories.length > 0 && (
            <fieldset>
              <legend className="mb-2 font-display text-sm uppercase tracking-wide">{title}</legend>
              {subcategories.map((sub) => (
                <label key={sub.path} className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    name="category"
                    value={sub.path}
                    className="size-5 accent-accent"
                    checked={chosenCategories.includes(sub.path)}
                    onChange={() => toggle('category', chosenCategories, sub.path)}
                  />
                  {sub.label}
                </label>
              ))}
            </fieldset>
          )}
          {certifications.length > 0 && (
            <fieldset>
              <legend className="mb-2 font-display text-sm uppercase tracking-wide">
                {t('catalogue.certification')}
              </legend>
              {certifications.map((cert) => (
                <label key={cert} className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    name="cert"
                    value={cert}
                    className="size-5 accent-accent"
                    checked={chosenCerts.includes(cert)}
                    onChange={() => toggle('cert', chosenCerts, cert)}
                  />
                  {cert.toUpperCase()}
                </label>
              ))}
            </fieldset>
          )}
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
