import {
  type AvailabilityFlags,
  type AvailabilityKind,
  availabilityLabel,
  hasResult,
  payablePrice,
  type RealtimeEntry,
} from '@ironmark/cart-core';

/** schema.org ItemAvailability values the catalogue uses. */
export type SchemaAvailability =
  | 'InStock'
  | 'LimitedAvailability'
  | 'OutOfStock'
  | 'PreOrder'
  | 'MadeToOrder'
  | 'Discontinued';

/** The schema.org ItemAvailability of each availability label (spec §4 'Pre-order and stock'). */
export const SCHEMA_AVAILABILITY: Readonly<Record<AvailabilityKind, SchemaAvailability>> = {
  'in-stock': 'InStock',
  'low-stock': 'LimitedAvailability',
  'out-of-stock': 'OutOfStock',
  'pre-order': 'PreOrder',
  'made-to-order': 'MadeToOrder',
  'coming-soon': 'PreOrder',
  discontinued: 'Discontinued',
};

/** A variant that may carry a public offer on its product page: its code and absolute page URL. */
export interface OfferVariant {
  sku: string;
  url: string;
}

/** One schema.org `Offer` of a Product JSON-LD; `price` in major units of `priceCurrency`. */
export interface ProductJsonLdOffer {
  '@type': 'Offer';
  sku: string;
  price: number;
  /** ISO 4217, upper case ('USD'). */
  priceCurrency: string;
  /** A schema.org ItemAvailability URL ('https://schema.org/InStock'). */
  availability: string;
  url: string;
}

/** Input of {@link productJsonLdOffers}. */
export interface ProductJsonLdOffersInput {
  /** The variants sold online in the page's channel (none in quote-only channels). */
  variants: readonly OfferVariant[];
  /**
   * The visitor's price policy (`pricesVisible` of @ironmark/channel): `false` for a visitor from a
   * forbidden country (spec §6) and while the visitor's country is not known yet.
   */
  showPrices: boolean;
  /** The real-time entries the server answered for this visitor, by variant code (minor units). */
  realtime: Readonly<Record<string, RealtimeEntry | undefined>>;
  /** The product's flags, for the availability label. */
  flags?: AvailabilityFlags;
}

/**
 * The `offers` of a product page's JSON-LD for one visitor: one per variant with a real-time price,
 * at its campaign price while one runs, else its shelf price. None where prices are hidden from the
 * visitor (spec §6) — so the page's shared HTML, rendered before the visitor is known, never carries
 * a price — and none for a variant the server answered without a result.
 */
export function productJsonLdOffers({
  variants,
  showPrices,
  realtime,
  flags = {},
}: ProductJsonLdOffersInput): ProductJsonLdOffer[] {
  if (!showPrices) return [];
  return variants.flatMap(({ sku, url }): ProductJsonLdOffer[] => {
    const entry = realtime[sku];
    if (!hasResult(entry)) return [];
    return [
      {
        '@type': 'Offer',
        sku,
        price: payablePrice(entry) / 100,
        priceCurrency: entry.currency.toUpperCase(),
        availability: `https://schema.org/${SCHEMA_AVAILABILITY[availabilityLabel(entry.stock, flags).kind]}`,
        url,
      },
    ];
  });
}
