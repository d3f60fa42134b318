'use client';

import { deriveCart } from '@ironmark/cart-core';
import { useCartNotices, useCartStore, useCartStoreApi } from '@ironmark/cart-core/react';
import { taxWording } from '@ironmark/channel';
import { useChannel, useT } from '@ironmark/channel/react';
import { useRealtimeProductData, useVariantInfo } from '@ironmark/commerce/react';
import { FREE_SHIPPING_THRESHOLD_MINOR } from '@ironmark/config/constants';
import { CartPageView, cartPageViewTexts } from '@ironmark/ui/lists';
import { buttonVariants, Link, useToast } from '@ironmark/ui/shell';
import { useMemo } from 'react';

/**
 * The cart page: the derived cart (real-time prices and stock, variant info for names and images),
 * the automatic stock cap with its toast and notice, totals, free-shipping progress and checkout.
 * Prices hidden ⇒ no contents (spec §6); a quote-only region gets My List wording and no checkout.
 */
export function CartPage({ brand }: { brand: string }) {
  const t = useT();
  const { channel, locale, hydrated, showPrices } = useChannel();
  const store = useCartStoreApi();
  const storeHydrated = useCartStore((state) => state.hydrated);
  const list = useCartStore((state) => state.cart);
  const { show } = useToast();
  const codes = useMemo(() => Object.keys(list), [list]);
  const realtime = useRealtimeProductData(showPrices ? codes : []);
  const info = useVariantInfo(codes, channel.language);

  const cart = useMemo(
    () =>
      deriveCart(list, realtime.data, {
        channelCode: locale,
        country: channel.country,
        currency: channel.currency,
        pricesVisible: showPrices,
        variantInfo: info.data,
        brand,
        loading: !hydrated || !storeHydrated || realtime.isLoading,
      }),
    [
      list,
      realtime.data,
      realtime.isLoading,
      info.data,
      locale,
      channel,
      showPrices,
      hydrated,
      storeHydrated,
      brand,
    ],
  );

  // spec §4: the stock cap (its toast names the products) and the lines withdrawn from sale.
  const { capChanges, withdrawn } = useCartNotices({
    store,
    cart,
    pricesVisible: showPrices,
    realtime,
    variantInfo: info,
    brand,
    onCapped: (named) =>
      show({
        type: 'warning',
        title: t('stockQuantityUpdated'),
        message: t('stockListIntro'),
        messages: named.map((change) => change.name ?? change.code),
      }),
  });
  const texts = cartPageViewTexts(t);

  return (
    <CartPageView
      quoteOnly={!channel.onlineShopping}
      myListHref={`/${locale}/my-list`}
      pricesShown={showPrices}
      onMoveToList={
        storeHydrated && codes.length > 0 ? () => store.getState().moveCartToFavourites() : undefined
      }
      cart={cart}
      locale={locale}
      pricesHidden={hydrated && !showPrices}
      taxWording={taxWording(channel)}
      capChanges={capChanges}
      removedNames={withdrawn}
      freeShippingThreshold={FREE_SHIPPING_THRESHOLD_MINOR}
      onQuantityChange={(code, quantity) => store.getState().updateCart(code, quantity)}
      onRemove={(code) => store.getState().removeAllFromCart(code)}
      checkoutAction={
        <Link
          href={`/${locale}/checkout`}
          className={buttonVariants({ variant: 'primary', size: 'lg', className: 'w-full' })}
        >
          {t('cart.checkout')}
        </Link>
      }
      {...texts}
    />
  );
}
