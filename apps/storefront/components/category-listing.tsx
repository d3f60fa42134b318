'use client';

import { ProductGrid } from '@ironmark/ui/catalogue';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useMemo } from 'react';
import type { CardData } from '../lib/catalogue-view';
import { useT } from '../lib/i18n';
import { LiveProductCard } from './live-product-card';

const SORTS = ['recommended.asc', 'bp_name.asc', 'bp_name.desc'] as const;
type Sort = (typeof SORTS)[number];

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
  const sort = (SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as Sort)
    : 'recommended.asc';
  const chosenCategories = params.getAll('category');
  const chosenCerts = params.getAll('cert');
  const certifications = useMemo(
    () => [...new Set(products.flatMap((product) => product.certification))].sort(),
    [products],
  );

  const visible = useMemo(() => {
    const filtered = products.filter(
      (product) =>
        (chosenCategories.length === 0 ||
          chosenCategories.some((path) => product.category.startsWith(path))) &&
        (chosenCerts.length === 0 || chosenCerts.some((cert) => product.certification.includes(cert))),
    );
    const byName = (a: CardData, b: CardData) => a.name.localeCompare(b.name);
    return [...filtered].sort(
      sort === 'bp_name.asc'
        ? byName
        : sort === 'bp_name.desc'
          ? (a, b) => byName(b, a)
          : (a, b) => a.recommended - b.recommended,
    );
  }, [products, chosenCategories, chosenCerts, sort]);

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
      <aside aria-label={t('search.filters')} className="space-y-6">
        {subcategories.length > 0 && (
          <fieldset>
            <legend className="mb-2 font-display text-sm uppercase tracking-wide">{title}</legend>
            {subcategories.map((sub) => (
              <label key={sub.path} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="checkbox"
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
      <div>
        <div className="mb-4 flex items-center justify-between gap-4">
          <p className="tabular text-sm text-muted" aria-live="polite">
            {t('catalogue.productCount', [visible.length])}
          </p>
          <label className="flex items-center gap-2 text-sm">
            {t('search.sortBy')}
            <select
              className="min-h-11 rounded-xs border border-line bg-surface px-3"
              value={sort}
              onChange={(event) =>
                update('sort', event.target.value === 'recommended.asc' ? [] : [event.target.value])
              }
            >
              <option value="recommended.asc">{t('search.sort.recommended')}</option>
              <option value="bp_name.asc">{t('search.sort.nameAsc')}</option>
              <option value="bp_name.desc">{t('search.sort.nameDesc')}</option>
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
