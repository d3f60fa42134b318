'use client';

import { isAvailabilityKind } from '@ironmark/cart-core';
import { dateTimeFormat } from '@ironmark/channel';
import type { SearchResult } from '@ironmark/search';
import { Tabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { AvailabilityLabel, type AvailabilityLabelProps } from '../catalogue/availability-label';
import { Price, type PriceLabels } from '../catalogue/price';
import { ProductImageFrame } from '../catalogue/product-image-frame';
import type { Availability, PriceInfo } from '../catalogue/types';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { Highlight } from './highlight';

/** A product result as the page shows it; snippets are the engine's `<em>`-highlighted text. */
export interface ProductHit {
  id: string;
  href: string;
  name: string;
  nameSnippet?: string;
  descSnippet?: string;
  image?: string;
  category?: string;
  /** Real-time price (not the index's), when loaded. */
  price?: PriceInfo;
  availability?: Availability;
}

/** A content result (story or page). */
export interface ContentHit {
  id: string;
  href: string;
  kind: 'story' | 'page';
  title: string;
  titleSnippet?: string;
  /** Snippet of the description or body. */
  snippet?: string;
  /** ISO date. */
  date?: string;
  category?: string;
}

function field(result: SearchResult, name: string): { raw?: unknown; snippet?: string | null } | undefined {
  const value = result[name];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as { raw?: unknown; snippet?: string | null })
    : undefined;
}

function rawString(result: SearchResult, name: string): string | undefined {
  const raw = field(result, name)?.raw;
  return typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : undefined;
}

function snippetOf(result: SearchResult, name: string): string | undefined {
  return field(result, name)?.snippet ?? undefined;
}

/**
 * Maps an App Search product result (`{ raw, snippet }` per field) to a {@link ProductHit}; its
 * availability is the index's (a known state only), for pages that show no real-time stock.
 */
export function productHitFromResult(result: SearchResult): ProductHit {
  const id = rawString(result, 'id') ?? rawString(result, 'v_id') ?? result._meta.id ?? '';
  const availability = rawString(result, 'availability');
  return {
    id,
    href: rawString(result, 'path') ?? '',
    name: rawString(result, 'name') ?? id,
    ...optional('nameSnippet', snippetOf(result, 'name')),
    ...optional('descSnippet', snippetOf(result, 'desc') ?? rawString(result, 'desc')),
    ...optional('image', rawString(result, 'image')),
    ...optional('category', rawString(result, 'category')),
    ...optional('availability', isAvailabilityKind(availability) ? { kind: availability } : undefined),
  };
}

/** Maps an App Search content result to a {@link ContentHit}. */
export function contentHitFromResult(result: SearchResult): ContentHit {
  const id = rawString(result, 'id') ?? result._meta.id ?? '';
  return {
    id,
    href: rawString(result, 'path') ?? '',
    kind: rawString(result, 'kind') === 'page' ? 'page' : 'story',
    title: rawString(result, 'title') ?? id,
    ...optional('titleSnippet', snippetOf(result, 'title')),
    ...optional(
      'snippet',
      snippetOf(result, 'desc') ?? snippetOf(result, 'body') ?? rawString(result, 'desc'),
    ),
    ...optional('date', rawString(result, 'date')),
    ...optional('category', rawString(result, 'category')),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** Texts of {@link SearchResults}; English defaults. */
export interface SearchResultsLabels {
  tabs: string;
  products: string;
  content: string;
  story: string;
  page: string;
  loading: string;
  /** Texts of each hit's price (screen-reader prefixes, 30-day wording); English defaults of `Price`. */
  price?: Partial<PriceLabels>;
  /** Texts of each hit's availability and pre-order estimate; English defaults of `AvailabilityLabel`. */
  availability?: AvailabilityLabelProps['labels'];
}

/** English defaults of {@link SearchResultsLabels}. */
export const defaultSearchResultsLabels: SearchResultsLabels = {
  tabs: 'Result types',
  products: 'Products',
  content: 'Stories and pages',
  story: 'Story',
  page: 'Page',
  loading: 'Searching…',
};

/** The two result tabs. */
export type SearchTab = 'products' | 'content';

export interface SearchResultsProps extends Omit<ComponentProps<'div'>, 'children' | 'content'> {
  /** The selected tab: products or stories and pages. */
  tab: SearchTab;
  /** Called with the tab the shopper selects. */
  onTabChange: (tab: SearchTab) => void;
  /** Product hits of the current page. */
  products: ProductHit[];
  /** Story and page hits of the current page. */
  content: ContentHit[];
  /** Totals shown in the tabs (all pages). */
  productTotal: number;
  /** Total number of story and page hits (shown on their tab). */
  contentTotal: number;
  /** Click tracking (App Search click.json): the result id and its tab. */
  onResultClick?: (id: string, tab: SearchTab) => void;
  /** Renders a product result (e.g. a ProductCard with real-time data); a compact row by default. */
  renderProduct?: (hit: ProductHit) => ReactNode;
  /** Above the results of the active tab (sort select, count). */
  toolbar?: ReactNode;
  /** Shown in a tab without results (e.g. {@link NoResults}). */
  empty?: ReactNode;
  /** Shows the searching state instead of the hits; default false. */
  loading?: boolean;
  /** Hide prices in the default product rows (forbidden country, quote-only region). */
  hidePrices?: boolean;
  /** Locale used to format prices and counts; default 'en-US'. */
  locale?: string;
  /** Texts of the tabs and states; English defaults ({@link defaultSearchResultsLabels}). */
  labels?: Partial<SearchResultsLabels>;
}

/**
 * Search results in two tabs, products and content (Radix Tabs: arrow keys between tabs), each hit
 * with its highlighted snippets rendered safely as text; clicks are reported for click tracking.
 */
export function SearchResults({
  tab,
  onTabChange,
  products,
  content,
  productTotal,
  contentTotal,
  onResultClick,
  renderProduct,
  toolbar,
  empty,
  loading = false,
  hidePrices = false,
  locale = 'en-US',
  labels: labelOverrides,
  className,
  ...props
}: SearchResultsProps) {
  const labels = { ...defaultSearchResultsLabels, ...labelOverrides };
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const tabClass =
    'tabular inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-4 font-display text-sm font-medium uppercase tracking-wide text-muted data-[state=active]:border-ink data-[state=active]:text-ink';

  const defaultProduct = (hit: ProductHit) => (
    <Link
      href={hit.href}
      onClick={() => onResultClick?.(hit.id, 'products')}
      className="grid grid-cols-[5rem_1fr] gap-4 py-4 hover:bg-ink/5 focus-visible:bg-ink/5"
    >
      <ProductImageFrame image={hit.image ? { url: hit.image, alt: '' } : undefined} />
      <span className="flex flex-col gap-1">
        <span className="font-display text-base font-medium uppercase">
          <Highlight snippet={hit.nameSnippet ?? hit.name} />
        </span>
        {hit.descSnippet && (
          <Highlight snippet={hit.descSnippet} className="line-clamp-2 text-sm text-muted" />
        )}
        {!hidePrices ? (
          // The price and the stock arrive after the row (real-time data): their lines are reserved so
          // nothing moves when they come (the stock line moved every row down by 24 px). The price's
          // room holds a sale's second line too, the 30-day lowest price (it grew a row by 15 px).
          <>
            <span data-slot="search-result-price" className="min-h-10">
              {hit.price && <Price {...hit.price} locale={locale} size="sm" labels={labels.price} />}
            </span>
            <span data-slot="search-result-availability" className="min-h-5">
              {hit.availability && <AvailabilityLabel {...hit.availability} labels={labels.availability} />}
            </span>
          </>
        ) : (
          hit.availability && <AvailabilityLabel {...hit.availability} labels={labels.availability} />
        )}
      </span>
    </Link>
  );

  return (
    <div data-slot="search-results" className={cn('flex flex-col gap-4', className)} {...props}>
      <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as SearchTab)}>
        <Tabs.List aria-label={labels.tabs} className="flex border-b border-line">
          <Tabs.Trigger value="products" className={tabClass}>
            {labels.products} <span className="text-xs">({productTotal})</span>
          </Tabs.Trigger>
          <Tabs.Trigger value="content" className={tabClass}>
            {labels.content} <span className="text-xs">({contentTotal})</span>
          </Tabs.Trigger>
        </Tabs.List>
        <div aria-live="polite" className="sr-only">
          {loading ? labels.loading : ''}
        </div>
        <Tabs.Content value="products" className="flex flex-col gap-4 pt-4" aria-busy={loading || undefined}>
          {toolbar}
          {products.length === 0 ? (
            !loading && empty
          ) : (
            <ul className="divide-y divide-line">
              {products.map((hit) => (
                <li key={hit.id}>{renderProduct ? renderProduct(hit) : defaultProduct(hit)}</li>
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="content" className="flex flex-col gap-4 pt-4" aria-busy={loading || undefined}>
          {toolbar}
          {content.length === 0 ? (
            !loading && empty
          ) : (
            <ul className="divide-y divide-line">
              {content.map((hit) => (
                <li key={hit.id}>
                  <Link
                    href={hit.href}
                    onClick={() => onResultClick?.(hit.id, 'content')}
                    className="flex flex-col gap-1 py-4 hover:bg-ink/5 focus-visible:bg-ink/5"
                  >
                    <span className="text-xs tracking-wider text-muted uppercase">
                      {hit.kind === 'story' ? labels.story : labels.page}
                      {hit.date && (
                        <>
                          {' · '}
                          <time dateTime={hit.date}>{dateFormat.format(new Date(hit.date))}</time>
                        </>
                      )}
                    </span>
                    <span className="font-display text-lg font-medium uppercase">
                      <Highlight snippet={hit.titleSnippet ?? hit.title} />
                    </span>
                    {hit.snippet && (
                      <Highlight snippet={hit.snippet} className="line-clamp-3 text-sm text-muted" />
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
