'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { availableByStock, optionGroups, pickerMaximum } from '@ironmark/cart-core';
import { taxWording } from '@ironmark/channel';
import { useChannel, useT } from '@ironmark/channel/react';
import type { CardData, DetailsData } from '@ironmark/commerce';
import { useRealtimeEntry, useRealtimeProductData } from '@ironmark/commerce/react';
import { type Crumb, ProductDetails, productDetailsTexts } from '@ironmark/ui/catalogue';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { LiveProductCard, useCardLabels, useLiveCode, useLiveVariant } from './live-product-card';

/**
 * The product page body: variant choice, real-time price and stock, cart and My List actions.
 * `children` are the server-rendered sections under the product (the reviews).
 */
export function ProductView({
  product,
  breadcrumbs,
  flags,
  category,
  children,
}: {
  product: Omit<DetailsData, 'reviews'>;
  breadcrumbs: Crumb[];
  flags: CardData['flags'];
  category: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { channel, locale } = useChannel();
  const [code, setCode] = useState(product.code);
  const analytics = useAnalytics();
  const { mode, result, badge, availability, payable, price, inList, onAddToCart, onToggleList } =
    useLiveVariant(
      code,
      { availableOnline: product.onlineCodes.includes(code), flags, name: product.name, category },
      useRealtimeEntry(useLiveCode(code)),
    );
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
    analytics.viewItem({ items: [{ id: code, name: product.name, price: payable, quantity: 1, category }] });
  }, [analytics, code, product.name, category, result, payable]);
  return (
    <ProductDetails
      product={{
        ...product,
        code,
        optionGroups: groups,
        imageIndex: product.imageIndexByCode[code] ?? 0,
        badge,
        availability,
        price,
      }}
      mode={mode}
      locale={locale}
      breadcrumbs={breadcrumbs}
      inList={inList}
      showVatNote={taxWording(channel) !== 'sales-tax'}
      maxQuantity={result && pickerMaximum(result.stock)}
      onVariantChange={setCode}
      // Related products load their real-time price and stock like every other card (issue 20).
      renderRelatedCard={(card) => {
        const data = product.related.find((entry) => entry.code === card.code);
        return data ? <LiveProductCard data={data} /> : null;
      }}
      onAddToCart={onAddToCart}
      onToggleList={onToggleList}
      labels={{ ...useCardLabels(), ...productDetailsTexts(t) }}
    >
      {children}
    </ProductDetails>
  );
}
