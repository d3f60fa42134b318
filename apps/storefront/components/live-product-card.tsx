'use client';

import { type LiveProductItem, liveProduct, type RealtimeEntry } from '@ironmark/cart-core';
import { useCartStore } from '@ironmark/cart-core/react';
import { livePricesShown, saleMode } from '@ironmark/channel';
import { useChannel, useT } from '@ironmark/channel/react';
import type { CardData } from '@ironmark/commerce';
import { useRealtimeEntry } from '@ironmark/commerce/react';
import {
  ProductCard,
  type ProductCardMode,
  priceFromRealtime,
  productCardTexts,
} from '@ironmark/ui/catalogue';
import { memo, useDeferredValue } from 'react';

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

/**
 * The real-time entry of a card's variant, deferred: when the answer arrives, what shows it renders
 * again in a transition (React splits it into short tasks) instead of in one task with every other
 * card and the listing; on a phone that task was long enough to block input (issue 16). The
 * subscriber re-renders at once but cheaply: the card it renders is memoised on the deferred entry.
 */
function useDeferredLiveEntry(code: string): RealtimeEntry | undefined {
  return useDeferredValue(useRealtimeEntry(useLiveCode(code)));
}

/**
 * How the page offers a variant (`useSaleMode`), its real-time view of `entry` (cart-core
 * `liveProduct`, with its price props), its My List state, and the cart and My List actions, whose analytics events carry the
 * name, category and price paid.
 */
export function useLiveVariant(
  code: string,
  product: LiveProductItem & { name: string; category: string },
  entry: RealtimeEntry | undefined,
) {
  const mode = useSaleMode(product.availableOnline);
  const live = liveProduct(entry, product);
  const inList = useCartStore((state) => code in state.favourites);
  const addToCart = useCartStore((state) => state.addToCart);
  const addToFavourites = useCartStore((state) => state.addToFavourites);
  const removeFavourite = useCartStore((state) => state.removeAllFromFavourites);
  const { name, category } = product;
  const item = { name, category, price: live.payable, currency: live.result?.currency };
  return {
    ...live,
    mode,
    price: live.result && priceFromRealtime(live.result),
    inList,
    onAddToCart: (variant: string, quantity = 1) => addToCart(variant, quantity, item),
    onToggleList: (variant: string) =>
      inList ? removeFavourite(variant) : addToFavourites(variant, 1, item),
  };
}

/** A product card whose price, availability and badge come from the real-time product data. */
export function LiveProductCard({ data, priority = false }: { data: CardData; priority?: boolean }) {
  return <LiveCard data={data} priority={priority} entry={useDeferredLiveEntry(data.code)} />;
}

/**
 * A product card of a list that reads its items' real-time data itself (the category listing) and
 * hands each card its entry: one subscription for the list instead of one per card (issue 16).
 * Memoised on the entry, so a card renders again only when its own entry changes.
 */
export const LiveCard = memo(function LiveCard({
  data,
  priority,
  entry,
}: {
  data: CardData;
  priority: boolean;
  entry: RealtimeEntry | undefined;
}) {
  const { locale } = useChannel();
  const { mode, badge, availability, price, inList, onAddToCart, onToggleList } = useLiveVariant(
    data.code,
    data,
    entry,
  );
  return (
    <ProductCard
      product={{ ...data, badge, availability, price }}
      mode={mode}
      locale={locale}
      inList={inList}
      priority={priority}
      labels={useCardLabels()}
      onAddToCart={onAddToCart}
      onToggleList={onToggleList}
    />
  );
});
