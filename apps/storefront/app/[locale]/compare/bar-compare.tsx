'use client';

import { useChannel } from '@ironmark/channel/react';
import {
  COMPARED_BARS_PARAM,
  type ComparedBar,
  comparedBarsFromParam,
  comparedBarsQuery,
} from '@ironmark/commerce';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { BarComparison, barComparisonTexts } from '@ironmark/ui/catalogue';
import { useMemo, useState } from 'react';
import { usePageText } from '../../../components/content/use-page-text';
import { useSaleMode } from '../../../components/live-product-card';
import { useUrlQuery } from '../../../components/use-url-query';

export interface BarCompareProps {
  bars: readonly ComparedBar[];
  specRows: { key: string; label: string }[];
  /** Most bars side by side. */
  max: number;
}

/**
 * Bar comparison: checkboxes to pick bars and their specifications side by side. The selection lives
 * in the URL so it can be shared and survives a reload. The static HTML is the page with no selection;
 * the URL's selection applies once the page has hydrated ({@link useUrlQuery}).
 */
export function BarCompare(props: BarCompareProps) {
  const [params, queryReader] = useUrlQuery();
  const known = useMemo(() => new Set(props.bars.map((bar) => bar.code)), [props.bars]);
  const fromUrl = comparedBarsFromParam(params.get(COMPARED_BARS_PARAM), known, props.max);
  // The click shows at once; the URL follows through the native history API, which Next's router
  // mirrors into useSearchParams without fetching the (static) page again.
  const [chosen, setChosen] = useState<{ codes: string[]; before: string } | null>(null);
  const query = params.toString();
  // Until the URL has changed from what it was at the click, the click's choice is shown.
  const selected = chosen && chosen.before === query ? chosen.codes : fromUrl;
  const onChange = (codes: string[]) => {
    const search = comparedBarsQuery(query, codes);
    setChosen({ codes, before: query });
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  };
  return (
    <>
      {queryReader}
      <BarCompareView {...props} selected={selected} onChange={onChange} />
    </>
  );
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
  return (
    <BarComparison
      bars={bars}
      realtime={data}
      specRows={specRows}
      selected={selected}
      onSelectedChange={onChange}
      max={max}
      locale={locale}
      hidePrices={mode !== 'price'}
      labels={barComparisonTexts(text)}
    />
  );
}
