'use client';

import { deriveCart, isWithdrawn, splitProductName, stockByCode } from '@ironmark/cart-core';
import { useCartStore, useCartStoreApi } from '@ironmark/cart-core/react';
import { useRealtimeProductData, useVariantInfo } from '@ironmark/commerce/react';
import { taxWording } from '@ironmark/channel';
import { FREE_SHIPPING_THRESHOLD_MINOR } from '@ironmark/config/constants';
import { type CapChange, CartView } from '@ironmark/ui/lists';
import { Button, buttonVariants, Link } from '@ironmark/ui/shell';
import { useEffect, useMemo, useState } from 'react';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { withFallback } from '../../lib/texts/texts';
import { useToast } from '../../lib/toast-context';

/**
 * The cart page: the derived cart (real-time prices and stock, variant info for names and images),
 * the automatic stock cap with its toast and notice, totals, free-shipping progress and checkout.
 * Prices hidden ⇒ no contents (spec §6); a quote-only region gets My List wording and no checkout.
 */
export function CartPage({ brand }: { brand: string }) {
  const t = useT();
  const text = withFallback(t);
  const { channel, locale, hydrated, showPrices } = useChannel();
  const store = useCartStoreApi();
  const storeHydrated = useCartStore((state) => state.hydrated);
  const list = useCartStore((state) => state.cart);
  const { show } = useToast();
  const codes = useMemo(() => Object.keys(list), [list]);
  const realtime = useRealtimeProductData(showPrices ? codes : []);
  const info = useVariantInfo(codes, channel.language);
  const [capChanges, setCapChanges] = useState<CapChange[]>([]);

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

  // spec §4: once real-time stock is loaded, lines above what can be ordered are lowered or removed
  // (the toast names the products, so it waits for their names too).
  useEffect(() => {
    if (!showPrices || realtime.isLoading || info.isLoading) return;
    const changes = store.getState().capCartToStock(stockByCode(realtime.data));
    if (changes.length === 0) return;
    const named = changes.map((change) => {
      const record = info.data[change.code];
      return { ...change, name: record ? splitProductName(record.name, brand).name : undefined };
    });
    setCapChanges((current) => [...current, ...named]);
    show({
      type: 'warning',
      title: t('stockQuantityUpdated'),
      message: t('stockListIntro'),
      messages: named.map((change) => change.name ?? change.code),
    });
  }, [realtime.data, realtime.isLoading, info.isLoading, showPrices, store, info.data, show, t, brand]);

  // Lines withdrawn from sale leave the stored cart once named, so the header badge counts what the
  // cart shows; their names stay in the 'no longer available for sale' notice.
  const [withdrawn, setWithdrawn] = useState<string[]>([]);
  useEffect(() => {
    if (cart.loading || info.isLoading || realtime.isError) return;
    // A line is withdrawn on the server's word (a no-result marker), never for a missing answer.
    const gone = cart.excluded.filter(
      (entry) => isWithdrawn(entry.reason) && realtime.data[entry.code] !== undefined,
    );
    if (gone.length === 0) return;
    const state = store.getState();
    for (const entry of gone) state.removeAllFromCart(entry.code);
    setWithdrawn((current) => [
      ...current,
      ...gone.map((entry) => {
        const record = info.data[entry.code];
        return record ? splitProductName(record.name, brand).name : entry.code;
      }),
    ]);
  }, [cart, info.isLoading, info.data, realtime.isError, realtime.data, store, brand]);

  const moveToList =
    storeHydrated && codes.length > 0 ? (
      <Button
        variant="outline"
        className="self-start"
        onClick={() => store.getState().moveCartToFavourites()}
      >
        {t('cart.moveToList')}
      </Button>
    ) : null;

  if (!channel.onlineShopping) {
    // Quote-only region (spec §1): no cart and no checkout; the list is the quote list.
    return (
      <section aria-labelledby="cart-heading" className="flex max-w-prose flex-col gap-4">
        <h1 id="cart-heading" className="font-display text-3xl font-semibold uppercase">
          {t('list.title')}
        </h1>
        <p className="text-sm text-muted">{t('list.introQuoteOnly')}</p>
        {moveToList}
        <Link href={`/${locale}/my-list`} className={buttonVariants({ variant: 'primary' })}>
          {t('list.title')}
        </Link>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <CartView
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
        labels={{
          heading: t('cart.title'),
          empty: t('cartEmpty'),
          pricesHidden: t('cart.pricesHidden'),
          capped: t('stockQuantityUpdated'),
          removed: t('noLongerAvailable'),
          subtotal: t('cart.subtotal'),
          vatIncluded: t('cart.vatIncluded'),
          vatExcluded: t('cart.vatExcluded'),
          salesTax: t('cart.salesTax'),
          checkout: t('cart.checkout'),
          loading: text('cart.loading', 'Loading cart'),
          lineQuantity: t('cart.lineQuantity'),
          remove: t('cart.removeItem'),
          freeGift: t('product.freeGift'),
          savings: t('cart.savings'),
          shippingNote: t('cart.shippingNote'),
          freeShipping: {
            remaining: t('cart.freeShippingRemaining'),
            reached: t('cart.freeShippingReached'),
          },
        }}
      />
      {showPrices && moveToList}
    </div>
  );
}
