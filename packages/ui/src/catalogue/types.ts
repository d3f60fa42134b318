/**
 * Prop types shared by the catalogue, lists and checkout components, built on the domain types of
 * @ironmark/cart-core so the storefront passes its values straight through. Money is always integer
 * minor units plus a currency code.
 */
import type { Availability as CoreAvailability, ProductBadge, Stock } from '@ironmark/cart-core';

export type { AvailabilityKind } from '@ironmark/cart-core';

/** Stock of one variant (cart-core `Stock`): quantities are whole units, days are calendar days. */
export type StockInfo = Stock;

/** A product's badge (cart-core `productBadge` result without the `null`). */
export type BadgeKind = ProductBadge;

/**
 * An availability state as cart-core's `availabilityLabel` returns it; only `kind` and, for
 * pre-order, `estimatedDeliveryDays` are read (the words come from the component's labels).
 */
export type Availability = Pick<CoreAvailability, 'kind' | 'estimatedDeliveryDays'>;

/** Prices of one variant in integer minor units of `currency` (lower- or upper-case ISO code). */
export interface PriceInfo {
  /** What the shopper pays now (campaign price when there is one), minor units. */
  amount: number;
  /** The regular price, struck through when above `amount`, minor units. */
  compareAt?: number | null;
  /** Lowest price of the last 30 days (EU price indication), minor units. */
  lowestPrice30d?: number | null;
  /** ISO 4217 currency code of the amounts (e.g. 'usd', 'sek'), any case. */
  currency: string;
  /** Whether the amounts include VAT (true in VAT markets). */
  vatIncluded?: boolean;
}

/** An image of a product; `url` may be a data URI in stories. */
export interface ProductImage {
  url: string;
  alt: string;
}
