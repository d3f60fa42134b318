'use client';

import type { AvailabilityFlags } from '@ironmark/cart-core';
import { type OfferVariant, productJsonLdOffers } from '@ironmark/commerce';
import { livePricesShown } from '@ironmark/channel';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { useMemo } from 'react';
import { useChannel } from '../lib/channel-context';

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
  const realtime = useRealtimeProductData(codes);
  const offers = productJsonLdOffers({ variants, showPrices: priced, realtime: realtime.data, flags });
  const json = JSON.stringify(offers.length > 0 ? { ...data, offers } : data).replace(/</g, '\\u003c');
  // Text, not HTML: React writes a script's text as it is (escaping only what could close the element),
  // and every '<' is escaped in the JSON besides.
  return <script type="application/ld+json">{json}</script>;
}
