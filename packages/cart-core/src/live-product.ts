import { type BadgeItem, type ProductBadge, productBadge } from './badge';
import { payablePrice } from './derive';
import { hasResult } from './records';
import type { PriceAndAvailability, RealtimeEntry, Stock } from './schemas';
import { type Availability, type AvailabilityFlags, availabilityLabel, orderableUnits } from './stock';

/** The product fields {@link liveProduct} reads: where it sells online, and its flags. */
export interface LiveProductItem extends BadgeItem {
  flags?: AvailabilityFlags | null;
}

/** What a product card or page shows of a variant's real-time entry ({@link liveProduct}). */
export interface LiveProduct {
  /** The entry when it has a result; `undefined` while loading, where prices are not shown, or with no result. */
  result: PriceAndAvailability | undefined;
  /** The badge of spec §4 ({@link productBadge}). */
  badge: ProductBadge | null;
  /** The availability state from the stock and the flags ({@link availabilityLabel}); `undefined` without a result. */
  availability: Availability | undefined;
  /** What a shopper pays for one unit (spec §3 sale price, {@link payablePrice}), minor units; 0 without a result. */
  payable: number;
}

/**
 * A variant's real-time entry as a product card, a product page and a category's facets read it:
 * the result (if any), the badge, the availability and the unit price paid.
 */
export function liveProduct(entry: RealtimeEntry | null | undefined, item: LiveProductItem): LiveProduct {
  const result = hasResult(entry) ? entry : undefined;
  return {
    result,
    badge: productBadge(item, entry),
    availability: result ? availabilityLabel(result.stock, item.flags ?? {}) : undefined,
    payable: result ? payablePrice(result) : 0,
  };
}

/**
 * The most units a quantity picker offers for a variant (spec §4 'Cart and favourites rules'): its
 * orderable units ({@link orderableUnits}), at least 1 so the picker keeps a valid value when none
 * are left.
 */
export function pickerMaximum(stock: Stock): number {
  return Math.max(1, orderableUnits(stock));
}
