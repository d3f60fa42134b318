'use client';

import { formatMessage } from '@ironmark/channel';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { Price, type PriceLabels } from './price';
import { ProductImageFrame } from './product-image-frame';
import type { PriceInfo, ProductImage } from './types';

/** A bar that can be compared; `specs` maps a spec key to its display value. */
export interface ComparableBar {
  code: string;
  name: string;
  href?: string;
  image?: ProductImage;
  price?: PriceInfo;
  specs: Record<string, string>;
}

/** Texts of {@link BarComparisonTable}; English defaults. */
export interface BarComparisonLabels {
  pick: string;
  /** `{0}` is the maximum number of bars. */
  pickHint: string;
  caption: string;
  empty: string;
  notAvailable: string;
  differs: string;
  /** Texts of each bar's price (screen-reader prefixes, 30-day wording); English defaults of `Price`. */
  price?: Partial<PriceLabels>;
}

/** English defaults of {@link BarComparisonLabels}. */
export const defaultBarComparisonLabels: BarComparisonLabels = {
  pick: 'Pick bars to compare',
  pickHint: 'Choose up to {0} bars.',
  caption: 'Bar comparison',
  empty: 'Pick at least two bars to compare them side by side.',
  notAvailable: '–',
  differs: 'differs',
};

/** Whether a spec row has different values across the compared bars (missing values count as different). */
export function specDiffers(bars: Pick<ComparableBar, 'specs'>[], key: string): boolean {
  return new Set(bars.map((bar) => bar.specs[key] ?? '')).size > 1;
}

export interface BarComparisonTableProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Bars the shopper can compare. */
  bars: ComparableBar[];
  /** Rows of the table in order: spec key and its label. */
  specRows: { key: string; label: string }[];
  /** Selected codes (controlled); falls back to internal state starting at `defaultSelected`. */
  selected?: string[];
  /** Codes of the bars selected at start. */
  defaultSelected?: string[];
  /** Called with the selected codes after each change. */
  onSelectedChange?: (codes: string[]) => void;
  /** Most bars side by side; default 3. */
  max?: number;
  /** Locale used to format prices; default 'en-US'. */
  locale?: string;
  /** Hide the price row (forbidden country or quote-only region). */
  hidePrices?: boolean;
  /** Texts of the table; English defaults ({@link defaultBarComparisonLabels}). */
  labels?: Partial<BarComparisonLabels>;
}

/**
 * Pick bars with checkboxes (at most `max`), then compare their specifications side by side; rows
 * whose values differ are marked. The storefront mirrors `onSelectedChange` into the URL to share it.
 */
export function BarComparisonTable({
  bars,
  specRows,
  selected: selectedProp,
  defaultSelected = [],
  onSelectedChange,
  max = 3,
  locale = 'en-US',
  hidePrices = false,
  labels: labelOverrides,
  className,
  ...props
}: BarComparisonTableProps) {
  const labels = { ...defaultBarComparisonLabels, ...labelOverrides };
  const [internal, setInternal] = useState(defaultSelected);
  const selectedCodes = selectedProp ?? internal;
  const hintId = useId();
  const compared = bars.filter((bar) => selectedCodes.includes(bar.code));

  const toggle = (code: string) => {
    const next = selectedCodes.includes(code)
      ? selectedCodes.filter((c) => c !== code)
      : [...selectedCodes, code].slice(0, max);
    setInternal(next);
    onSelectedChange?.(next);
  };

  return (
    <section data-slot="bar-comparison" className={cn('flex flex-col gap-6', className)} {...props}>
      <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
        <legend className="font-display text-lg font-medium uppercase">{labels.pick}</legend>
        <p id={hintId} className="text-sm text-muted">
          {formatMessage(labels.pickHint, [max])}
        </p>
        <div className="flex flex-wrap gap-2">
          {bars.map((bar) => {
            const checked = selectedCodes.includes(bar.code);
            return (
              <label
                key={bar.code}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-xs border bg-surface px-3 text-sm',
                  checked ? 'border-ink' : 'border-line',
                  !checked && selectedCodes.length >= max
                    ? 'cursor-not-allowed opacity-60'
                    : 'cursor-pointer',
                )}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-ink"
                  checked={checked}
                  disabled={!checked && selectedCodes.length >= max}
                  onChange={() => toggle(bar.code)}
                />
                {bar.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      {compared.length < 2 ? (
        <p className="text-sm text-muted">{labels.empty}</p>
      ) : (
        <section
          className="overflow-x-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          aria-label={labels.caption}
        >
          <table className="tabular w-full min-w-[36rem] table-fixed border-collapse text-sm">
            <caption className="sr-only">{labels.caption}</caption>
            <thead>
              <tr>
                <td className="w-40" />
                {compared.map((bar) => (
                  <th key={bar.code} scope="col" className="p-2 text-left align-top font-normal">
                    <ProductImageFrame
                      image={bar.image}
                      ratio="1/1"
                      sizes="128px"
                      className="mb-2 max-w-32"
                    />
                    <span className="block font-display text-base font-medium uppercase">
                      {bar.href ? (
                        <Link href={bar.href} className="hover:underline">
                          {bar.name}
                        </Link>
                      ) : (
                        bar.name
                      )}
                    </span>
                    {!hidePrices && bar.price && (
                      <Price {...bar.price} locale={locale} size="sm" labels={labels.price} />
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {specRows.map((row) => {
                const differs = specDiffers(compared, row.key);
                return (
                  <tr key={row.key} className="border-t border-line" data-differs={differs || undefined}>
                    <th scope="row" className="p-2 text-left font-normal text-muted">
                      {row.label}
                      {differs && <span className="sr-only"> ({labels.differs})</span>}
                    </th>
                    {compared.map((bar) => (
                      <td key={bar.code} className={cn('p-2', differs && 'font-semibold')}>
                        {bar.specs[row.key] ?? labels.notAvailable}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
