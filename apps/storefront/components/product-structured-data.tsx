'use client';

import type { AvailabilityFlags } from '@ironmark/cart-core';
import { livePricesShown } from '@ironmark/channel';
import { useChannel } from '@ironmark/channel/react';
import { type OfferVariant, productJsonLdOffers } from '@ironmark/commerce';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { ProductJsonLd } from '@ironmark/ui/catalogue';
import { useMemo } from 'react';

/**
 * The product page's schema.org Product JSON-LD. The shared (cached) HTML carries it without offers;
 * once the visitor's country is known, a visitor who may see prices gets one offer per variant from
 * the real-time data the server answers them, and a visitor from a forbidden country none (spec §6).
 */
export function ProductStructuredData({
  data,
  variants,
  flags,
}: {
  /** The Product JSON-LD without `offers`. */
  data: Record<string, unknown>;
  variants: OfferVariant[];
  flags?: AvailabilityFlags;
}) {
  const { channel, showPrices } = useChannel();
  const priced = livePricesShown(channel, showPrices);
  const codes = useMemo(() => (priced ? variants.map((variant) => variant.sku) : []), [priced, variants]);
  const { data: realtime } = useRealtimeProductData(codes);
  const offers = productJsonLdOffers({ variants, showPrices: priced, realtime, flags });
  return <ProductJsonLd data={data} offers={offers} />;
}
