'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import {
  availabilityLabel,
  availableByStock,
  hasResult,
  optionGroups,
  orderableUnits,
  payablePrice,
  productBadge,
} from '@ironmark/cart-core';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { taxWording } from '@ironmark/channel';
import { useCartStore } from '@ironmark/cart-core/react';
import {
  type Crumb,
  ProductDetails,
  type ProductDetailsProduct,
  priceFromRealtime,
} from '@ironmark/ui/catalogue';
import { useEffect, useMemo, useState } from 'react';
import type { CardData } from '../lib/catalogue-view';
import { useChannel } from '../lib/channel-context';
import { useT } from '../lib/i18n';
import { useRealtimeEntry } from '../lib/realtime';
import { LiveProductCard, useCardLabels, useLiveCode, useSaleMode } from './live-product-card';

/** The product page body: variant choice, real-time price and stock, cart and My List actions. */
export function ProductView({
  product,
  breadcrumbs,
  flags,
  category,
}: {
  product: Omit<ProductDetailsProduct, 'related'> & {
    variantCodes: string[];
    onlineCodes: string[];
    variantOptions: { code: string; options: Record<string, string> }[];
    optionLabels: Record<string, string>;
    imageIndexByCode: Record<string, number>;
    related?: CardData[];
  };
  breadcrumbs: Crumb[];
  flags: CardData['flags'];
  category: string;
}) {
  const t = useT();
  const { channel, locale } = useChannel();
  const [code, setCode] = useState(product.code);
  const mode = useSaleMode(product.onlineCodes.includes(code));
  const analytics = useAnalytics();
  const entry = useRealtimeEntry(useLiveCode(code));
  const result = hasResult(entry) ? entry : undefined;
  const inList = useCartStore((state) => code in state.favourites);
  const addToCart = useCartStore((state) => state.addToCart);
  const addToFavourites = useCartStore((state) => state.addToFavourites);
  const removeFavourite = useCartStore((state) => state.removeAllFromFavourites);
  const price = result ? payablePrice(result) : 0;
  // Every variant's stock (batched into one request) where stock is shown, so the option picker
  // disables sold-out combinations; elsewhere (quote only, prices hidden) every variant can be chosen.
  const live = useLiveCode(product.code) !== null;
  const liveCodes = useMemo(() => (live ? product.variantCodes : []), [live, product.variantCodes]);
  const { data: stockByCode } = useRealtimeProductData(liveCodes);
  const groups = optionGroups(
    product.variantOptions,
    code,
    availableByStock(stockByCode, product.onlineCodes),
  );

  // spec §7: view_item once the price of the shown variant is known.
  useEffect(() => {
    if (!result) return;
    analytics.viewItem({
      items: [{ id: code, name: product.name, price: payablePrice(result), quantity: 1, category }],
    });
  }, [analytics, code, product.name, category, result]);

  const item = { name: product.name, price, currency: result?.currency, category };
  return (
    <ProductDetails
      product={{
        ...product,
        code,
        optionGroups: groups,
        optionLabels: product.optionLabels,
        imageIndex: product.imageIndexByCode[code] ?? 0,
        badge: productBadge({ availableOnline: product.onlineCodes.includes(code), flags }, entry),
        availability: result ? availabilityLabel(result.stock, flags) : undefined,
        price: result ? priceFromRealtime(result) : undefined,
      }}
      mode={mode}
      locale={locale}
      breadcrumbs={breadcrumbs}
      inList={inList}
      showVatNote={taxWording(channel) !== 'sales-tax'}
      maxQuantity={result ? Math.max(1, orderableUnits(result.stock)) : 99}
      onVariantChange={setCode}
      // Related products load their real-time price and stock like every other card (issue 20).
      renderRelatedCard={(card) => {
        const data = product.related?.find((entry) => entry.code === card.code);
        return data ? <LiveProductCard data={data} /> : null;
      }}
      onAddToCart={(variant, quantity) => addToCart(variant, quantity, item)}
      onToggleList={(variant) => (inList ? removeFavourite(variant) : addToFavourites(variant, 1, item))}
      labels={{
        ...useCardLabels(),
        specifications: t('product.specifications'),
        downloads: t('product.downloads'),
        warranty: t('product.warranty'),
        sizeChart: t('product.sizeChart'),
        reviews: t('product.reviews'),
        related: t('product.related'),
        reviewList: {
          count: t('product.reviewCount'),
          empty: t('product.noReviews'),
          rating: t('product.rating'),
        },
        breadcrumb: t('nav.breadcrumb'),
        warrantyYears: t('product.warrantyYears'),
        lifetimeWarranty: t('product.lifetimeWarranty'),
        gallery: {
          gallery: t('product.images'),
          previous: t('product.previousImage'),
          next: t('product.nextImage'),
          showImage: t('product.showImage'),
          enlarge: t('product.enlargeImage'),
          lightbox: {
            title: t('media.gallery'),
            previous: t('product.previousImage'),
            next: t('product.nextImage'),
            close: t('media.close'),
            position: t('media.position'),
          },
        },
        options: { unavailable: t('product.optionUnavailable') },
      }}
    />
  );
}
