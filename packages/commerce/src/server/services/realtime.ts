import type { RealtimeMap, VariantInfo } from '@ironmark/cart-core';
import { getChannel, pricesVisibleToRequest } from '@ironmark/channel';
import type { RealtimeRequest } from '../../contract';
import type { Catalogue } from '../catalogue/catalogue';
import { marketOf, priceAndAvailability } from '../catalogue/pricing';
import type { Database } from '../db/client';
import { ValidationError } from '../errors';
import { createStockCache, type StockCache } from './stock-cache';

const NO_RESULT = { noResult: true } as const;

/** What the server knows of the visitor beyond the body. */
export interface RealtimeContext {
  /** Countries the request names for the visitor (geo header, visitor cookie): see `pricesVisibleToRequest`. */
  visitorCountries?: readonly string[];
}

/** Real-time price and availability (spec §3, §7 `POST /api/getrealtimeproductdata`). */
export interface RealtimeService {
  /**
   * Answers a request with a map keyed by every requested code: price and availability for the
   * channel (its currency, VAT rule and warehouse market), or `{ noResult: true }` for unknown codes,
   * codes not listed in the channel, and — prices withheld (spec §6) — every code when the visitor's
   * or the channel's country is forbidden — the visitor's countries being the body's `country` and
   * every country of `context.visitorCountries` (the geo header and cookie). Throws {@link ValidationError} for an unknown channel.
   */
  lookup(request: RealtimeRequest, context?: RealtimeContext): Promise<RealtimeMap>;
}

/**
 * Builds the real-time service over the stock table and the catalogue; `now` is the clock (ms).
 * Stock figures come from `stockCache` (default: a cache of its own over `db`, which then hears of
 * no writes and relies on its TTL); prices are derived per request, since they follow the clock
 * (sale windows) and the channel.
 */
export function createRealtimeService(deps: {
  db: Database;
  catalogue: Catalogue;
  now: () => number;
  stockCache?: StockCache;
}): RealtimeService {
  const stockCache = deps.stockCache ?? createStockCache({ db: deps.db });
  return {
    async lookup(request, context = {}) {
      const channel = getChannel(request.channel);
      if (!channel)
        throw new ValidationError(
          { channel: [`Unknown channel ${request.channel}`] },
          undefined,
          undefined,
          'unknownChannel',
        );
      const codes = [...new Set(request.variantIds)];
      // spec §6: the page's own price policy, on the server: the claimed country cannot outvote the geo one.
      if (!pricesVisibleToRequest(channel, [request.country, ...(context.visitorCountries ?? [])])) {
        return Object.fromEntries(codes.map((code) => [code, NO_RESULT]));
      }
      const market = marketOf(channel);
      const stockByCode = await stockCache.figures(market, codes);
      const now = deps.now();
      return Object.fromEntries(
        codes.map((code) => {
          const found = deps.catalogue.getVariant(code);
          const stock = stockByCode.get(code);
          const listed =
            found &&
            (found.variant.listedCountries === null ||
              channel.country === '' ||
              found.variant.listedCountries.includes(channel.country));
          if (!found || !stock || !listed) return [code, NO_RESULT];
          // A copy: the answer is the caller's to keep, the cached figures are not.
          return [code, priceAndAvailability(found.variant, channel, { ...stock }, now) ?? NO_RESULT];
        }),
      );
    },
  };
}

/** Variant info (spec §3, §7 `{brand}/variantinfo`): code → record, or null for a code without one. */
export function variantInfoLookup(
  catalogue: Catalogue,
  codes: readonly string[],
): Record<string, VariantInfo | null> {
  return Object.fromEntries(codes.map((code) => [code, catalogue.variantInfo(code)]));
}
