'use client';

import {
  deriveFavourites,
  type FavouriteItem,
  hasResult,
  payablePrice,
  quoteContents,
  type QuoteContents,
} from '@ironmark/cart-core';
import type { Build } from '@ironmark/cart-core';
import { useCartStore } from '@ironmark/cart-core/react';
import { useRealtimeProductData, useVariantInfo } from '@ironmark/commerce/react';
import { useMemo } from 'react';
import { useChannel } from '../../lib/channel-context';

/** An analytics item (spec §3 'Cart and order items'): price per unit in minor units, 0 when unknown. */
export interface ListAnalyticsItem {
  id: string;
  name?: string;
  price: number;
  quantity: number;
  category?: string;
}

/** My List as the pages show it: favourites with product details, builds, quote contents and analytics items. */
export interface ListView {
  /** False until the stored list has been read. */
  hydrated: boolean;
  favourites: FavouriteItem[];
  builds: Build[];
  contents: QuoteContents;
  analyticsItems: ListAnalyticsItem[];
}

/**
 * Reads My List from the cart store and completes it with variant info (names, images, paths —
 * batched GET /api/variantinfo) and, where prices show, real-time prices for analytics.
 */
export function useListView(brand: string): ListView {
  const { channel, locale, showPrices } = useChannel();
  const hydrated = useCartStore((state) => state.hydrated);
  const list = useCartStore((state) => state.favourites);
  const builds = useCartStore((state) => state.builds);
  const codes = useMemo(() => Object.keys(list), [list]);
  const info = useVariantInfo(codes, channel.language);
  const realtime = useRealtimeProductData(showPrices ? codes : []);
  return useMemo(() => {
    const favourites = deriveFavourites(list, info.data, { channelCode: locale, brand });
    const contents = quoteContents(list, builds);
    const analyticsItems: ListAnalyticsItem[] = [
      ...favourites.map((item) => {
        const entry = realtime.data[item.code];
        const price = hasResult(entry) ? payablePrice(entry) : 0;
        return { id: item.code, name: item.name, price, quantity: item.quantity, category: item.category };
      }),
      ...contents.builds.map((build) => ({
        id: build.code,
        name: build.name,
        price: 0,
        quantity: build.quantity,
      })),
    ];
    return { hydrated, favourites, builds, contents, analyticsItems };
  }, [hydrated, list, builds, info.data, realtime.data, locale, brand]);
}
