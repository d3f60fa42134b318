import { liveProduct, type RealtimeEntry } from '@ironmark/cart-core';
import { pageUrl } from '@ironmark/channel';
import { resultFlags, type SearchResult } from '@ironmark/search';
import { priceFromRealtime } from '../catalogue/price';
import {
  type ContentHit,
  contentHitFromResult,
  type ProductHit,
  productHitFromResult,
} from './search-results';

/**
 * The product hits of a search page's results, linked in the page's locale. spec §3 (as on category
 * pages): a hit whose real-time entry has a result shows its price and availability (cart-core
 * `liveProduct`, with the result's flags); while prices are live (`livePrices`) a hit without one
 * shows neither, otherwise it keeps the index's availability.
 */
export function liveProductHits(
  results: readonly SearchResult[],
  realtime: Readonly<Record<string, RealtimeEntry | undefined>>,
  { locale, livePrices }: { locale: string; livePrices: boolean },
): ProductHit[] {
  return results.map((result) => {
    const { availability: indexed, ...hit } = productHitFromResult(result);
    const live = liveProduct(realtime[hit.id], { availableOnline: true, flags: resultFlags(result) });
    return {
      ...hit,
      href: pageUrl('', locale, hit.href),
      ...(live.result
        ? { price: priceFromRealtime(live.result), availability: live.availability }
        : livePrices || !indexed
          ? {}
          : { availability: indexed }),
    };
  });
}

/** The content hits (stories and pages) of a search page's results, linked in the page's locale. */
export function localisedContentHits(results: readonly SearchResult[], locale: string): ContentHit[] {
  return results.map((result) => {
    const hit = contentHitFromResult(result);
    return { ...hit, href: pageUrl('', locale, hit.href) };
  });
}
