'use client';

import { hasResult } from '@ironmark/cart-core';
import { useChannel } from '@ironmark/channel/react';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { BarComparisonTable, type ComparableBar, priceFromRealtime } from '@ironmark/ui/catalogue';
import { useSearchParams } from 'next/navigation';
import { Suspense, useMemo, useState } from 'react';
import { useSaleMode } from '../live-product-card';
import { BARS_PARAM, selectionFromParam } from './compare-selection';
import { usePageText } from './use-page-text';

/** A bar offered for comparison: its card data plus the variant whose price is shown. */
export interface CompareBar extends Omit<ComparableBar, 'price'> {
  /** The variant priced in the table (the product's first variant). */
  variantCode: string;
}

export interface BarCompareProps {
  bars: readonly CompareBar[];
  specRows: { key: string; label: string }[];
  /** Most bars side by side. */
  max: number;
}

/**
 * Bar comparison: checkboxes to pick bars and their specifications side by side. The selection lives
 * in the URL so it can be shared and survives a reload. The static HTML is the page with no selection
 * (the Suspense fallback); the URL's selection applies in the browser.
 */
export function BarCompare(props: BarCompareProps) {
  return (
    <Suspense fallback={<BarCompareView {...props} selected={[]} />}>
      <BarCompareWithUrl {...props} />
    </Suspense>
  );
}

function BarCompareWithUrl(props: BarCompareProps) {
  const params = useSearchParams();
  const known = useMemo(() => new Set(props.bars.map((bar) => bar.code)), [props.bars]);
  const fromUrl = selectionFromParam(params.get(BARS_PARAM), known, props.max);
  // The click shows at once; the URL follows through the native history API, which Next's router
  // mirrors into useSearchParams without fetching the (static) page again.
  const [chosen, setChosen] = useState<{ codes: string[]; before: string } | null>(null);
  const query = params.toString();
  // Until the URL has changed from what it was at the click, the click's choice is shown.
  const selected = chosen && chosen.before === query ? chosen.codes : fromUrl;
  const onChange = (codes: string[]) => {
    const next = new URLSearchParams(query);
    if (codes.length > 0) next.set(BARS_PARAM, codes.join(','));
    else next.delete(BARS_PARAM);
    const search = next.toString().replaceAll('%2C', ',');
    setChosen({ codes, before: query });
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  };
  return <BarCompareView {...props} selected={selected} onChange={onChange} />;
}

function BarCompareView({
  bars,
  specRows,
  max,
  selected,
  onChange,
}: BarCompareProps & { selected: string[]; onChange?: (codes: string[]) => void }) {
  const text = usePageText();
  const { locale } = useChannel();
  const mode = useSaleMode();
  const priced = useMemo(
    () =>
      mode === 'price' ? bars.filter((bar) => selected.includes(bar.code)).map((bar) => bar.variantCode) : [],
    [bars, selected, mode],
  );
  const { data } = useRealtimeProductData(priced);
  const comparable: ComparableBar[] = bars.map(({ variantCode, ...bar }) => {
    const entry = data[variantCode];
    return hasResult(entry) ? { ...bar, price: priceFromRealtime(entry) } : bar;
  });
  return (
    <BarComparisonTable
      bars={comparable}
      specRows={specRows}
      selected={selected}
      onSelectedChange={onChange}
      max={max}
      locale={locale}
      hidePrices={mode !== 'price'}
      labels={{
        pick: text('compare.pick'),
        pickHint: text('compare.pickHint'),
        caption: text('compare.caption'),
        empty: text('compare.empty'),
        differs: text('compare.differs'),
        price: { regularPrice: text('price.regularPrice'), salePrice: text('price.salePrice') },
      }}
    />
  );
}
