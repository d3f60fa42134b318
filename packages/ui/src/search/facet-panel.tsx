'use client';

import { numberFormat } from '@ironmark/channel';
import type { StateFilter, StateRange } from '@ironmark/search';
import { X } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Button } from '../shell';
import { cn } from '../shell/cn';

/** A value facet: one checkbox per value with its count (counts of other values stay when one is picked). */
export interface ValueFacet {
  kind: 'value';
  /** Document field, e.g. 'availability'. */
  field: string;
  label: string;
  values: { value: string; count: number; label?: string }[];
}

/** A range facet: one checkbox per range with its count; numbers in major units of `currency` when given. */
export interface RangeFacet {
  kind: 'range';
  field: string;
  label: string;
  /** Channel currency of a price facet (the engine stores prices in major units). */
  currency?: string;
  ranges: { from?: number; to?: number; count: number; name?: string }[];
}

/** A facet of the panel. */
export type Facet = ValueFacet | RangeFacet;

function sameRange(a: StateRange, b: StateRange): boolean {
  return a.from === b.from && a.to === b.to;
}

function isSelected(filters: readonly StateFilter[], field: string, value: string | StateRange): boolean {
  const filter = filters.find((f) => f.field === field && f.type === 'any');
  if (!filter) return false;
  return filter.values.some((v) =>
    typeof value === 'string' ? v === value : typeof v !== 'string' && sameRange(v, value),
  );
}

/**
 * Toggles a value (or range) of a facet in the search state's filters: selected values of one field
 * combine with `any` (OR), fields with AND — the disjunctive model of spec §7. Returns a new array;
 * a field left without values is dropped.
 */
export function toggleFacetValue(
  filters: readonly StateFilter[],
  field: string,
  value: string | StateRange,
): StateFilter[] {
  const selected = isSelected(filters, field, value);
  const current = filters.find((f) => f.field === field && f.type === 'any');
  const others = filters.filter((f) => f !== current);
  const values = current?.values ?? [];
  const next = selected
    ? values.filter((v) =>
        typeof value === 'string' ? v !== value : typeof v === 'string' || !sameRange(v, value),
      )
    : [...values, value];
  return next.length === 0 ? others : [...others, { field, type: 'any', values: next }];
}

/** Texts of {@link FacetPanel}; `{0}`/`{1}` are range bounds. */
export interface FacetPanelLabels {
  heading: string;
  clearAll: string;
  remove: string;
  showMore: string;
  showLess: string;
  rangeBetween: string;
  rangeFrom: string;
  rangeTo: string;
}

/** English defaults of {@link FacetPanelLabels}. */
export const defaultFacetPanelLabels: FacetPanelLabels = {
  heading: 'Filters',
  clearAll: 'Clear all filters',
  remove: 'Remove filter {0}',
  showMore: 'Show more',
  showLess: 'Show less',
  rangeBetween: '{0} – {1}',
  rangeFrom: '{0} and above',
  rangeTo: 'Under {1}',
};

/** Formats a range facet's bounds, in the channel currency when the facet has one (major units). */
export function rangeLabel(
  range: { from?: number; to?: number; name?: string },
  labels: Pick<FacetPanelLabels, 'rangeBetween' | 'rangeFrom' | 'rangeTo'>,
  { currency, locale = 'en-US' }: { currency?: string; locale?: string } = {},
): string {
  if (range.name) return range.name;
  const formatter = currency
    ? numberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 0 })
    : numberFormat(locale);
  const format = (n: number) => formatter.format(n);
  const from = range.from !== undefined ? format(range.from) : '';
  const to = range.to !== undefined ? format(range.to) : '';
  const template =
    range.from === undefined
      ? labels.rangeTo
      : range.to === undefined
        ? labels.rangeFrom
        : labels.rangeBetween;
  return template.replace('{0}', from).replace('{1}', to);
}

export interface FacetPanelProps extends Omit<ComponentProps<'section'>, 'onChange' | 'children'> {
  /** Facets of the current result set with their values and counts. */
  facets: Facet[];
  /** The search state's filters. */
  filters: StateFilter[];
  /** Called with the new filter state whenever a value or range changes. */
  onChange: (filters: StateFilter[]) => void;
  /** Locale used to format counts and price ranges; default 'en-US'. */
  locale?: string;
  /** Values shown before 'Show more'; default 8. */
  collapsedSize?: number;
  /** Texts of the panel; English defaults ({@link defaultFacetPanelLabels}). */
  labels?: Partial<FacetPanelLabels>;
}

function rangeOf(range: { from?: number; to?: number }): StateRange {
  return {
    ...(range.from !== undefined ? { from: range.from } : {}),
    ...(range.to !== undefined ? { to: range.to } : {}),
  } as StateRange;
}

/**
 * Search filters: each facet a group of checkboxes with counts (value facets and price ranges in the
 * channel currency), the active filters as removable chips, and 'Clear all'. Counts of the other
 * values stay visible when one is picked (disjunctive facets), so shoppers can widen a choice.
 */
export function FacetPanel({
  facets,
  filters,
  onChange,
  locale = 'en-US',
  collapsedSize = 8,
  labels: labelOverrides,
  className,
  ...props
}: FacetPanelProps) {
  const labels = { ...defaultFacetPanelLabels, ...labelOverrides };
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const chips = facets.flatMap((facet) =>
    facet.kind === 'value'
      ? facet.values
          .filter((v) => isSelected(filters, facet.field, v.value))
          .map((v) => ({
            key: `${facet.field}:${v.value}`,
            text: v.label ?? v.value,
            value: v.value as string | StateRange,
            field: facet.field,
          }))
      : facet.ranges
          .filter((r) => isSelected(filters, facet.field, rangeOf(r)))
          .map((r) => ({
            key: `${facet.field}:${r.from}-${r.to}`,
            text: rangeLabel(r, labels, { ...(facet.currency ? { currency: facet.currency } : {}), locale }),
            value: rangeOf(r) as string | StateRange,
            field: facet.field,
          })),
  );

  return (
    <section
      data-slot="facet-panel"
      aria-label={labels.heading}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <h2 className="font-display text-lg font-medium uppercase">{labels.heading}</h2>
      {chips.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          {chips.map((chip) => (
            <Button
              key={chip.key}
              variant="outline"
              size="sm"
              aria-label={labels.remove.replace('{0}', chip.text)}
              onClick={() => onChange(toggleFacetValue(filters, chip.field, chip.value))}
            >
              {chip.text}
              <X aria-hidden="true" className="size-3.5" />
            </Button>
          ))}
          <Button variant="link" size="sm" onClick={() => onChange([])}>
            {labels.clearAll}
          </Button>
        </div>
      )}
      {facets.map((facet) => {
        const items =
          facet.kind === 'value'
            ? facet.values.map((v) => ({
                key: v.value,
                text: v.label ?? v.value,
                count: v.count,
                value: v.value as string | StateRange,
              }))
            : facet.ranges.map((r) => ({
                key: `${r.from}-${r.to}`,
                text: rangeLabel(r, labels, {
                  ...(facet.currency ? { currency: facet.currency } : {}),
                  locale,
                }),
                count: r.count,
                value: rangeOf(r) as string | StateRange,
              }));
        const open = expanded[facet.field] ?? false;
        const shown = open ? items : items.slice(0, collapsedSize);
        return (
          <fieldset
            key={facet.field}
            data-field={facet.field}
            className="flex flex-col border-t border-line pt-4"
          >
            <legend className="float-left mb-2 w-full text-sm font-semibold">{facet.label}</legend>
            {shown.map((item) => {
              const checked = isSelected(filters, facet.field, item.value);
              return (
                <label key={item.key} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-ink"
                    checked={checked}
                    onChange={() => onChange(toggleFacetValue(filters, facet.field, item.value))}
                  />
                  <span className="flex-1">{item.text}</span>
                  <span className="tabular text-xs text-muted">{item.count}</span>
                </label>
              );
            })}
            {items.length > collapsedSize && (
              <Button
                variant="link"
                size="sm"
                className="self-start"
                aria-expanded={open}
                onClick={() => setExpanded((current) => ({ ...current, [facet.field]: !open }))}
              >
                {open ? labels.showLess : labels.showMore}
              </Button>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
