'use client';

import { deriveListView, type ListView } from '@ironmark/cart-core';
import { useCartStore } from '@ironmark/cart-core/react';
import { useChannel } from '@ironmark/channel/react';
import { useRealtimeProductData, useVariantInfo } from '@ironmark/commerce/react';
import { useMemo } from 'react';

/**
 * Reads My List from the cart store and completes it (cart-core `deriveListView`) with variant info
 * (names, images, paths — batched GET /api/variantinfo) and, where prices show, real-time prices for
 * analytics; `hydrated` is false until the stored list has been read.
 */
export function useListView(brand: string): ListView & { hydrated: boolean } {
  const { channel, locale, showPrices } = useChannel();
  const hydrated = useCartStore((state) => state.hydrated);
  const favourites = useCartStore((state) => state.favourites);
  const builds = useCartStore((state) => state.builds);
  const codes = useMemo(() => Object.keys(favourites), [favourites]);
  const info = useVariantInfo(codes, channel.language);
  const realtime = useRealtimeProductData(showPrices ? codes : []);
  return useMemo(() => {
    const view = { favourites, builds, variantInfo: info.data, realtime: realtime.data };
    return { hydrated, ...deriveListView({ ...view, channelCode: locale, brand }) };
  }, [hydrated, favourites, builds, info.data, realtime.data, locale, brand]);
}
