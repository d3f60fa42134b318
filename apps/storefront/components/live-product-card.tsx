'use client';

import { availabilityLabel, hasResult, payablePrice, productBadge } from '@ironmark/cart-core';
import { useCartStore } from '@ironmark/cart-core/react';
import { livePricesShown, saleMode } from '@ironmark/channel';
import {
  ProductCard,
  type ProductCardMode,
  priceFromRealtime,
  productCardTexts,
} from '@ironmark/ui/catalogue';
import type { CardData } from '../lib/catalogue-view';
import { useChannel } from '../lib/channel-context';
import { useT } from '../lib/i18n';
import { useRealtimeEntry } from '../lib/realtime';

/** How this page offers a product (channel's `saleMode`: price, prices hidden or quote only). */
export function useSaleMode(availableOnline = true): ProductCardMode {
  const { channel, hydrated, showPrices } = useChannel();
  return saleMode({ channel, availableOnline, showPrices, hydrated });
}

/** The code whose real-time price and stock may be fetched: null where prices are not shown (spec §6). */
export function useLiveCode(code: string): string | null {
  const { channel, showPrices } = useChannel();
  return livePricesShown(channel, showPrices) ? code : null;
}

/** Card labels from the page's translations (actions, price, badges, availability). */
export function useCardLabels() {
  return productCardTexts(useT());
}

/** A product card whose price, availability and badge come from the real-time product data. */
export function LiveProductCard({ data, priority = false }: { data: CardData; priority?: boolean }) {
  const { locale } = useChannel();
  const mode = useSaleMode(data.availableOnline);
  const labels = useCardLabels();
  const entry = useRealtimeEntry(useLiveCode(data.code));
  const inList = useCartStore((state) => data.code in state.favourites);
  const addToCart = useCartStore((state) => state.addToCart);
  const addToFavourites = useCartStore((state) => state.addToFavourites);
  const removeFavourite = useCartStore((state) => state.removeAllFromFavourites);
  const result = hasResult(entry) ? entry : undefined;
  const item = {
    name: data.name,
    price: result ? payablePrice(result) : 0,
    currency: result?.currency,
    category: data.category,
  };
  return (
    <ProductCard
      product={{
        ...data,
        badge: productBadge({ availableOnline: data.availableOnline, flags: data.flags }, entry),
        availability: result ? availabilityLabel(result.stock, data.flags) : undefined,
        price: result ? priceFromRealtime(result) : undefined,
      }}
      mode={mode}
      locale={locale}
      inList={inList}
      priority={priority}
      labels={labels}
      onAddToCart={(code) => addToCart(code, 1, item)}
      onToggleList={(code) => (inList ? removeFavourite(code) : addToFavourites(code, 1, item))}
    />
  );
}
