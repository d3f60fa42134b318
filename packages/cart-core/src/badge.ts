import type { ProductFlags, RealtimeEntry } from './schemas';
import { hasResult } from './records';

/** The badges of spec §4 'Product badge'. */
export type ProductBadge = 'discontinued' | 'sale' | 'limitedEdition' | 'newArrival' | 'comingSoon';

/** The product fields {@link productBadge} reads. */
export interface BadgeItem {
  /** Whether the product can be bought online in this channel (see `isAvailableOnline`). */
  availableOnline: boolean;
  flags?: Partial<ProductFlags> | null;
}

/**
 * The badge of a product (spec §4), first match wins:
 * 1. not available online → `null`;
 * 2. discontinued with no units in stock → 'discontinued';
 * 3. a campaign price with units in stock → 'sale';
 * 4. 'limitedEdition', then 'newArrival', then 'comingSoon' by flag; else `null`.
 * Without a real-time result (`price` missing or a no-result marker) rules 2 and 3 cannot match.
 */
export function productBadge(item: BadgeItem, price: RealtimeEntry | null | undefined): ProductBadge | null {
  if (!item.availableOnline) return null;
  const flags = item.flags ?? {};
  if (hasResult(price)) {
    if (flags.discontinued && price.stock.inStock <= 0) return 'discontinued';
    if (price.campaignPrice !== null && price.campaignPrice !== undefined && price.stock.inStock > 0)
      return 'sale';
  }
  if (flags.limitedEdition) return 'limitedEdition';
  if (flags.newArrival) return 'newArrival';
  if (flags.commingSoon) return 'comingSoon';
  return null;
}
