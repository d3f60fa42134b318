'use client';

import { isAvailabilityKind } from '@ironmark/cart-core';
import { formatMessage } from '@ironmark/channel';
import {
  type CategoryFacetGroup,
  type CategoryFacetValue,
  LISTING_SORT_OPTIONS,
  type ListingSortKey,
} from '@ironmark/search';
import type { ReactNode } from 'react';
import { rangeLabel } from '../search/facet-panel';
import { FilterDrawer } from '../search/filter-drawer';
import { type AvailabilityLabels, defaultAvailabilityLabels } from './availability-label';
import { ProductGrid } from './product-grid';

/** Texts of {@link CategoryListingView}; English defaults ({@link defaultCategoryListingLabels}). */
export interface CategoryListingLabels {
  /** The facets' accessible name, the phone's filter button and the drawer's title. */
  filters: string;
  /** The filter drawer's close button. */
  close: string;
  /** The number of products shown; `{0}` is the count (ICU plural allowed). */
  productCount: string;
  /** The sort select's label. */
  sortBy: string;
  /** A name per listing sort key (@ironmark/search `LISTING_SORT_OPTIONS`). */
  sort: Record<ListingSortKey, string>;
  /** Title of the certification facet. */
  certification: string;
  /** Title of the price facet. */
  price: string;
  /** Title of the availability facet. */
  availability: string;
  /** Titles of the specification facets by field (`weight`, `knurl` …); the field itself where missing. */
  facetTitles: Readonly<Record<string, string>>;
  /** A price band with both bounds; `{0}` and `{1}` are the bounds. */
  rangeBetween: string;
  /** A price band with no upper bound; `{0}` is the lower bound. */
  rangeFrom: string;
  /** A price band with no lower bound; `{1}` is the upper bound. */
  rangeTo: string;
  /** The availability facet's values: the product card's availability texts. */
  availabilityStates: AvailabilityLabels;
}

/** English defaults of {@link CategoryListingLabels}. */
export const defaultCategoryListingLabels: CategoryListingLabels = {
  filters: 'Filters',
  close: 'Close',
  productCount: '{0, plural, one {# product} other {# products}}',
  sortBy: 'Sort by',
  sort: { 'recommended.asc': 'Recommended', 'bp_name.asc': 'Name A–Z', 'bp_name.desc': 'Name Z–A' },
  certification: 'Certification',
  price: 'Price',
  availability: 'Availability',
  facetTitles: {},
  rangeBetween: '{0} – {1}',
  rangeFrom: '{0} and above',
  rangeTo: 'Under {1}',
  availabilityStates: defaultAvailabilityLabels,
};

export interface CategoryListingViewProps {
  /** The category's name: the product list's accessible name and the sub-category facet's title. */
  title: string;
  /** The facet groups to offer (@ironmark/search `categoryListingView`), in display order. */
  groups: readonly CategoryFacetGroup[];
  /** The chosen values by facet field. */
  selection: Readonly<Record<string, readonly string[]>>;
  /** How many values are chosen in all (the phone's filter button shows it). */
  activeCount: number;
  /** The chosen sort. */
  sort: ListingSortKey;
  /** How many products the list shows. */
  productCount: number;
  /** Currency of the price bands (ISO code), once prices are loaded. */
  currency?: string;
  /** Locale used by Intl for counts and price bands; default 'en-US'. */
  locale?: string;
  /** Called with a facet field and its chosen values after a value is ticked or unticked. */
  onFacetChange: (field: string, values: string[]) => void;
  /** Called with the sort the shopper picks. */
  onSortChange: (sort: ListingSortKey) => void;
  /** Texts of the facets, the count and the sort; English defaults ({@link defaultCategoryListingLabels}). */
  labels?: Partial<CategoryListingLabels>;
  /** The product cards, one per shown product, in order. */
  children: ReactNode;
}

/**
 * A category page's product list (spec §2 category page): its facets (a column from the desktop
 * breakpoint, a drawer on a phone) as checkboxes with their counts, the product count, the sort
 * select and the product grid. Controlled: the choices come in as props and go out as callbacks.
 */
export function CategoryListingView({
  title,
  groups,
  selection,
  activeCount,
  sort,
  productCount,
  currency,
  locale = 'en-US',
  onFacetChange,
  onSortChange,
  labels: labelOverrides,
  children,
}: CategoryListingViewProps) {
  const labels = { ...defaultCategoryListingLabels, ...labelOverrides };
  // The data names sub-categories, specification values and certifications; the texts the rest.
  const titleOf = (group: CategoryFacetGroup) =>
    ({
      subcategory: title,
      certification: labels.certification,
      price: labels.price,
      availability: labels.availability,
      specification: labels.facetTitles[group.field] ?? group.field,
    })[group.kind];
  const labelOf = (entry: CategoryFacetValue) => {
    if (entry.label !== undefined) return entry.label;
    if (entry.band) return rangeLabel(entry.band, labels, { currency, locale });
    return isAvailabilityKind(entry.value) ? labels.availabilityStates[entry.value] : entry.value;
  };
  const toggle = (field: string, chosen: readonly string[], value: string) =>
    onFacetChange(
      field,
      chosen.includes(value) ? chosen.filter((entry) => entry !== value) : [...chosen, value],
    );

  return (
    <div className="grid gap-8 desk:grid-cols-[16rem_1fr]">
      <FilterDrawer activeCount={activeCount} labels={labels}>
        <aside aria-label={labels.filters} className="space-y-6">
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
            {formatMessage(labels.productCount, [productCount], locale)}
          </p>
          <label className="flex items-center gap-2 text-sm">
            {labels.sortBy}
            <select
              name="sort"
              className="min-h-11 rounded-xs border border-line bg-surface px-3"
              value={sort}
              onChange={(event) => onSortChange(event.target.value as ListingSortKey)}
            >
              {LISTING_SORT_OPTIONS.map((option) => (
                <option key={option.key} value={option.key}>
                  {labels.sort[option.key]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ProductGrid label={title}>{children}</ProductGrid>
      </div>
    </div>
  );
}
