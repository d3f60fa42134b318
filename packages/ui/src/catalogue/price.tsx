import type { PriceAndAvailability } from '@ironmark/cart-core';
import { formatMoney } from '@ironmark/channel';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import type { PriceInfo } from './types';

/**
 * The price props of a real-time entry (cart-core `PriceAndAvailability`, minor units): the amount
 * paid is the campaign price when one runs, the compare-at price is the regular price (or the shelf
 * price during a campaign), and the 30-day lowest price is passed through.
 */
export function priceFromRealtime(entry: PriceAndAvailability): PriceInfo {
  const campaign = entry.campaignPrice ?? null;
  return {
    amount: campaign ?? entry.price,
    compareAt: entry.regularPrice ?? (campaign !== null ? entry.price : null),
    lowestPrice30d: entry.lowestPrice30d ?? null,
    currency: entry.currency,
    vatIncluded: entry.vatIncluded,
  };
}

/** Texts of {@link Price}; English defaults. */
export interface PriceLabels {
  /** Screen-reader prefix of the struck-through regular price. */
  regularPrice: string;
  /** Screen-reader prefix of the current price when a regular price is shown. */
  salePrice: string;
  /** The EU price-indication label (spec §9 sales wording). */
  lowestPrice: string;
  vatIncluded: string;
  vatExcluded: string;
}

/** English defaults of {@link PriceLabels}. */
export const defaultPriceLabels: PriceLabels = {
  regularPrice: 'Regular price',
  salePrice: 'Sale price',
  lowestPrice: 'lowest price in the last 30 days',
  vatIncluded: 'incl. VAT',
  vatExcluded: 'excl. VAT',
};

export interface PriceProps extends Omit<ComponentProps<'div'>, 'children'>, PriceInfo {
  /** Locale used by Intl (BCP 47 or channel code); default 'en-US'. */
  locale?: string;
  /** Show the VAT note ('incl. VAT' / 'excl. VAT'); off by default (US sales tax markets). */
  showVatNote?: boolean;
  /** Type size of the amount; default 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** Screen-reader prefixes, the 30-day wording and VAT notes; English defaults ({@link defaultPriceLabels}). */
  labels?: Partial<PriceLabels>;
}

/**
 * A price in integer minor units: the current amount, the regular price struck through when it is
 * higher, the 30-day lowest price in small print when a sale is on, and an optional VAT note.
 */
export function Price({
  amount,
  compareAt,
  lowestPrice30d,
  currency,
  vatIncluded,
  locale = 'en-US',
  showVatNote = false,
  size = 'md',
  labels: labelOverrides,
  className,
  ...props
}: PriceProps) {
  const labels = { ...defaultPriceLabels, ...labelOverrides };
  const onSale = compareAt != null && compareAt > amount;
  const format = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <div data-slot="price" className={cn('tabular flex flex-col gap-0.5', className)} {...props}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        {onSale && <span className="sr-only">{labels.salePrice}</span>}
        <span
          data-slot="price-amount"
          className={cn(
            'font-semibold',
            size === 'sm' && 'text-sm',
            size === 'md' && 'text-base',
            size === 'lg' && 'text-xl',
          )}
        >
          {format(amount)}
        </span>
        {onSale && (
          <>
            <span className="sr-only">{labels.regularPrice}</span>
            <s data-slot="price-compare" className="text-sm text-muted">
              {format(compareAt)}
            </s>
          </>
        )}
      </p>
      {onSale && lowestPrice30d != null && (
        <p data-slot="price-lowest" className="text-xs text-muted">
          {labels.lowestPrice}: {format(lowestPrice30d)}
        </p>
      )}
      {showVatNote && vatIncluded !== undefined && (
        <p data-slot="price-vat" className="text-xs text-muted">
          {vatIncluded ? labels.vatIncluded : labels.vatExcluded}
        </p>
      )}
    </div>
  );
}
