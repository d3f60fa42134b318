'use client';

import { availabilityLabel, hasResult, productBadge } from '@ironmark/cart-core';
import { useCartStore } from '@ironmark/cart-core/react';
import { ProductCard, type ProductCardMode, priceFromRealtime } from '@ironmark/ui/catalogue';
import type { CardData } from '../lib/catalogue-view';
import { useChannel } from '../lib/channel-context';
import { useT } from '../lib/i18n';
import { useRealtimeEntry } from '../lib/realtime';

/**
 * How a page of a channel sells: prices, prices hidden (forbidden country) or quote only. Until the
 * visitor's country has been read (the static HTML and the first render) a channel with online
 * shopping lays out for prices, the common case, with the price still loading: nothing moves when
 * the price arrives, and a forbidden country swaps the price for the hidden-prices note in the same
 * reserved space. Real-time data is fetched only once prices may be shown ({@link useLiveCode}).
 */
export function useSaleMode(availableOnline = true): ProductCardMode {
  const { channel, hydrated, showPrices } = useChannel();
  // A quote-only channel, or a variant not sold online in this one: ask a Strength Expert.
  if (!channel.onlineShopping || !availableOnline) return 'quoteOnly';
  return showPrices || !hydrated ? 'price' : 'pricesHidden';
}

/** The code whose real-time price and stock may be fetched: null where prices are not shown (spec §6). */
export function useLiveCode(code: string): string | null {
  const { channel, showPrices } = useChannel();
  return channel.onlineShopping && showPrices ? code : null;
}

/** Card labels from the page's translations. */
export function useCardLabels() {
  const t = useT();
  return {
    addToCart: t('product.addToCart'),
    addToList: t('list.add'),
    requestQuote: t('product.requestQuote'),
    pricesHidden: t('cart.pricesHidden'),
    price: { regularPrice: t('price.regularPrice'), salePrice: t('price.salePrice') },
  };
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
    price: result?.campaignPrice ?? result?.price ?? 0,
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
