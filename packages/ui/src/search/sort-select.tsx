'use client';

import { type SearchKind, type SortKey, sortOptions } from '@ironmark/search';
import { type ComponentProps, useId } from 'react';
import { cn } from '../shell/cn';

/** Texts of {@link SortSelect}: its label and a name per sort key of spec §3. */
export interface SortSelectLabels extends Record<SortKey, string> {
  label: string;
}

/** English defaults of {@link SortSelectLabels}. */
export const defaultSortSelectLabels: SortSelectLabels = {
  label: 'Sort by',
  '_score.desc': 'Relevance',
  'recommended.asc': 'Recommended',
  'bp_name.asc': 'Name A–Z',
  'bp_name.desc': 'Name Z–A',
  'price.asc': 'Price, low to high',
  'price.desc': 'Price, high to low',
  'title.asc': 'Title A–Z',
  'title.desc': 'Title Z–A',
  'date.asc': 'Oldest first',
  'date.desc': 'Newest first',
};

export interface SortSelectProps extends Omit<ComponentProps<'div'>, 'onChange' | 'children'> {
  /** Which index is sorted (products or content): decides the options. */
  kind: SearchKind;
  /** Whether there is a query: relevance is offered only then (spec §3). */
  hasQuery: boolean;
  /** The selected sort key. */
  value: SortKey;
  /** Called with the sort key the shopper picks. */
  onChange: (sort: SortKey) => void;
  /** Whether the visitor sees prices (default true): the price sorts are offered only then (spec §6). */
  prices?: boolean;
  /** Texts of the label and options; English defaults ({@link defaultSortSelectLabels}). */
  labels?: Partial<SortSelectLabels>;
}

/** A native sort select with exactly the options of @ironmark/search's `sortOptions` for the kind and query. */
export function SortSelect({
  kind,
  hasQuery,
  value,
  onChange,
  prices = true,
  labels: labelOverrides,
  className,
  ...props
}: SortSelectProps) {
  const labels = { ...defaultSortSelectLabels, ...labelOverrides };
  const id = useId();
  const options = sortOptions(kind, { relevance: hasQuery, prices });
  return (
    <div data-slot="sort-select" className={cn('flex items-center gap-2', className)} {...props}>
      <label htmlFor={id} className="text-sm text-muted">
        {labels.label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortKey)}
        className="min-h-11 rounded-xs border border-line bg-surface px-3 text-sm text-ink"
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {labels[option.key]}
          </option>
        ))}
      </select>
    </div>
  );
}
