import type { DerivedCart } from './derive';
import { deriveFavourites, type FavouriteItem, isWithdrawn, payablePrice, splitProductName } from './derive';
import { type QuoteContents, quoteContents } from './quote-list';
import { hasResult } from './records';
import type { Build, ListItems, RealtimeEntry, VariantInfo } from './schemas';
import type { StockChange } from './stock';

/** Variant info by code as a page has it so far: `undefined` still loading, `null` no record. */
export type VariantInfoByCode = Readonly<Record<string, VariantInfo | null | undefined>>;

/** An analytics item (spec §3 'Cart and order items'): price per unit in minor units, 0 when unknown. */
export interface ListAnalyticsItem {
  id: string;
  name?: string;
  price: number;
  quantity: number;
  category?: string;
}

/** My List as the pages show it: favourites with product details, builds, quote contents and analytics items. */
export interface ListView {
  favourites: FavouriteItem[];
  builds: Build[];
  contents: QuoteContents;
  analyticsItems: ListAnalyticsItem[];
}

/**
 * My List for the list and quote pages: the favourites with their variant info (cart-core
 * {@link deriveFavourites}), the builds, the quote's contents ({@link quoteContents}) and the analytics
 * items of spec §7 — each favourite at its payable real-time price (0 while unknown or hidden), then
 * each build of the quote at price 0 (builds have no price of their own on the client).
 */
export function deriveListView(input: {
  favourites: ListItems;
  builds: Build[];
  variantInfo: VariantInfoByCode;
  /** Real-time entries by code; empty when prices are hidden. */
  realtime: Readonly<Record<string, RealtimeEntry | undefined>>;
  /** The page's channel code, e.g. 'en-us'. */
  channelCode: string;
  brand?: string;
}): ListView {
  const { builds, realtime } = input;
  const favourites = deriveFavourites(input.favourites, input.variantInfo, {
    channelCode: input.channelCode,
    brand: input.brand,
  });
  const contents = quoteContents(input.favourites, builds);
  const analyticsItems: ListAnalyticsItem[] = [
    ...favourites.map((item) => {
      const entry = realtime[item.code];
      const price = hasResult(entry) ? payablePrice(entry) : 0;
      return { id: item.code, name: item.name, price, quantity: item.quantity, category: item.category };
    }),
    ...contents.builds.map((build) => ({
      id: build.code,
      name: build.name,
      price: 0,
      quantity: build.quantity,
    })),
  ];
  return { favourites, builds, contents, analyticsItems };
}

/** A product's name without the brand (cart-core {@link splitProductName}), `undefined` without variant info. */
export function listedName(code: string, variantInfo: VariantInfoByCode, brand?: string): string | undefined {
  const record = variantInfo[code];
  return record ? splitProductName(record.name, brand).name : undefined;
}

/** A stock cap (cart-core `capToStock` change; `to` 0 = removed) with the product's name when known. */
export type NamedStockChange = StockChange & { name?: string };

/** Stock caps (spec §4, cart-core `capToStock`) with the products' names for the toast and the notice. */
export function namedStockChanges(
  changes: readonly StockChange[],
  variantInfo: VariantInfoByCode,
  brand?: string,
): NamedStockChange[] {
  return changes.map((change) => ({ ...change, name: listedName(change.code, variantInfo, brand) }));
}

/**
 * The cart lines withdrawn from sale on the server's word: excluded as withdrawn ({@link isWithdrawn})
 * with a real-time answer for the code — a missing answer (still loading, failed) never withdraws.
 */
export function withdrawnLines(
  excluded: DerivedCart['excluded'],
  realtime: Readonly<Record<string, RealtimeEntry | undefined>>,
): DerivedCart['excluded'] {
  return excluded.filter((entry) => isWithdrawn(entry.reason) && realtime[entry.code] !== undefined);
}
