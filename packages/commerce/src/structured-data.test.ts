import type { RealtimeEntry } from '@ironmark/cart-core';
import { describe, expect, it } from 'vitest';
import { productJsonLdOffers } from './structured-data';

const stock = { inStock: 40, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 3 };
const entry = (price: number, campaignPrice: number | null = null): RealtimeEntry => ({
  price,
  campaignPrice,
  regularPrice: price,
  lowestPrice30d: price,
  currency: 'usd',
  vatIncluded: false,
  stock,
});
const variants = [
  { sku: 'IM-BAR-20', url: 'https://shop.test/en-us/products/bar?v=IM-BAR-20' },
  { sku: 'IM-BAR-15', url: 'https://shop.test/en-us/products/bar?v=IM-BAR-15' },
];
const realtime = { 'IM-BAR-20': entry(49_900), 'IM-BAR-15': entry(45_900, 39_900) };

describe('productJsonLdOffers (Product JSON-LD offers per visitor, spec §6)', () => {
  it('offers each priced variant at its campaign price, else its shelf price, in major units', () => {
    expect(productJsonLdOffers({ variants, showPrices: true, realtime })).toEqual([
      {
        '@type': 'Offer',
        sku: 'IM-BAR-20',
        price: 499,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: variants[0]?.url,
      },
      {
        '@type': 'Offer',
        sku: 'IM-BAR-15',
        price: 399,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: variants[1]?.url,
      },
    ]);
  });

  it('offers nothing where prices are hidden from the visitor, even with real-time prices at hand', () => {
    expect(productJsonLdOffers({ variants, showPrices: false, realtime })).toEqual([]);
  });

  it('leaves out a variant without a price (not loaded yet, or a no-result answer)', () => {
    const offers = productJsonLdOffers({
      variants,
      showPrices: true,
      realtime: { 'IM-BAR-15': { noResult: true } },
    });
    expect(offers).toEqual([]);
    expect(
      productJsonLdOffers({ variants, showPrices: true, realtime: { 'IM-BAR-20': entry(100) } }).map(
        (offer) => offer.sku,
      ),
    ).toEqual(['IM-BAR-20']);
  });

  it('names the availability schema.org uses', () => {
    const soldOut = { ...entry(100), stock: { ...stock, inStock: 0 } } as RealtimeEntry;
    const [offer] = productJsonLdOffers({ variants, showPrices: true, realtime: { 'IM-BAR-20': soldOut } });
    expect(offer?.availability).toBe('https://schema.org/OutOfStock');
  });
});
