import { hasResult, type RealtimeEntry } from '@ironmark/cart-core';
import { BarComparisonTable, type BarComparisonTableProps, type ComparableBar } from './bar-comparison-table';
import { priceFromRealtime } from './price';

/** A bar of {@link BarComparison}: priced by the real-time entry of one of its variants. */
export interface LiveComparableBar extends Omit<ComparableBar, 'price'> {
  /** The variant whose price the table shows (the product's first, as on its card). */
  variantCode: string;
}

export interface BarComparisonProps extends Omit<BarComparisonTableProps, 'bars'> {
  /** Bars the shopper can compare. */
  bars: readonly LiveComparableBar[];
  /** Real-time entries by variant code (spec §3); a bar whose entry is missing or has no result shows no price. */
  realtime: Readonly<Record<string, RealtimeEntry | null | undefined>>;
}

/**
 * The storefront's bar comparison: {@link BarComparisonTable} with each bar's price from the real-time
 * product data ({@link priceFromRealtime}: the campaign price paid, the regular price struck through).
 */
export function BarComparison({ bars, realtime, ...props }: BarComparisonProps) {
  const priced: ComparableBar[] = bars.map(({ variantCode, ...bar }) => {
    const entry = realtime[variantCode];
    return hasResult(entry) ? { ...bar, price: priceFromRealtime(entry) } : bar;
  });
  return <BarComparisonTable bars={priced} {...props} />;
}
