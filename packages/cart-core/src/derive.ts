import { pageUrl } from '@ironmark/channel';
import type { ListItems, PriceAndAvailability, RealtimeEntry, Stock, VariantInfo } from './schemas';
import { hasResult } from './records';
import { isPreOrder, orderableUnits, setAvailability } from './stock';

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

function matchesChannel(entries: readonly string[], channelCode: string): boolean {
  const code = channelCode.trim().toLowerCase();
  const country = code.split('-')[1];
  return entries.some((entry) => entry === '*' || entry === 'all' || entry === code || entry === country);
}

/**
 * Reads the variant-info `availableOnline` string for a channel: 'true'/'yes'/'1' → `true`,
 * 'false'/'no'/'0'/'' → `false`, otherwise a comma-separated list of channel codes or countries
 * ('*' or 'all' for every channel) that must contain `channelCode` ('en-us') or its country ('us').
 * A boolean is returned as it is; `null`/`undefined` are `false`.
 */
export function isAvailableOnline(value: string | boolean | null | undefined, channelCode: string): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return false;
  const normalised = value.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(normalised)) return true;
  if (['false', 'no', '0', ''].includes(normalised)) return false;
  return matchesChannel(listOf(normalised), channelCode);
}

/**
 * Reads the variant-info `channels` string: '' or '*' means every channel; otherwise a
 * comma-separated list of channel codes or countries that must contain `channelCode` or its country.
 */
export function isChannelOk(channels: string | null | undefined, channelCode: string): boolean {
  const entries = listOf(channels ?? '');
  return entries.length === 0 || matchesChannel(entries, channelCode);
}

/**
 * Splits a product's full name (spec §3): the brand prefix is removed ('Ironmark Power Bar' or
 * 'Ironmark - Power Bar'), then the rest is split on ' - ' into `name` (first part) and `desc`
 * (the other parts, joined by ' - '; '' when there are none). Brand matching is case-insensitive.
 */
export function splitProductName(fullName: string, brand?: string): { name: string; desc: string } {
  let parts = fullName.split(' - ').map((part) => part.trim());
  const brandLower = brand?.trim().toLowerCase();
  if (brandLower) {
    if (parts.length > 1 && parts[0]?.toLowerCase() === brandLower) parts = parts.slice(1);
    const first = parts[0] ?? '';
    if (first.toLowerCase().startsWith(`${brandLower} `))
      parts[0] = first.slice(brandLower.length + 1).trim();
  }
  return { name: parts[0] ?? '', desc: parts.slice(1).join(' - ') };
}

/**
 * A product's name as shoppers read it in an order summary, a confirmation or a quote (spec §3
 * derived cart item): the brand prefix removed, the variant description kept after ' - ' —
 * 'Ironmark IWF Bar 20 kg - Needle bearing' → 'IWF Bar 20 kg - Needle bearing'.
 */
export function shopperProductName(fullName: string, brand: string | undefined): string {
  const { name, desc } = splitProductName(fullName, brand);
  return desc === '' ? name : `${name} - ${desc}`;
}

/**
 * The link of a product in the page's locale: a site path from variant info ('/products/bar') gets
 * the locale in front ('/sv-se/products/bar'), so a cart line or a My List item never sends the
 * visitor to a bare path that Accept-Language would re-route. A path already under the locale, an
 * absolute URL and '' are returned as they are.
 */
export function localisedProductPath(path: string, channelCode: string): string {
  const locale = channelCode.trim().toLowerCase();
  if (path === '' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === `/${locale}` || path.startsWith(`/${locale}/`)) return path;
  return pageUrl('', locale, path);
}

/** Why a cart line is left out of the derived cart (spec §4), or why it cannot be priced. */
export type CartExclusion =
  | 'prices-hidden'
  | 'no-result'
  | 'not-available-online'
  | 'over-stock'
  | 'pre-order-too-late';

/**
 * Whether an exclusion means the product is withdrawn from sale here (spec §8 'Some products are no
 * longer available for sale'): no real-time result, or not available online. Stock reasons
 * ('over-stock', 'pre-order-too-late') are stock changes ('Out of stock - quantity updated…'), and
 * hidden prices are neither.
 */
export function isWithdrawn(reason: CartExclusion): boolean {
  return reason === 'no-result' || reason === 'not-available-online';
}

/**
 * Whether a cart line may stay in the derived cart (spec §4), `null` when it may. Left out when
 * prices are hidden, there is no real-time result, the item is not available online, or the
 * quantity exceeds stock. With pre-order display the limit is in stock + pre-order, and a line
 * that needs pre-order units is dropped when `estimatedDeliveryDays` exceeds `daysAhead`;
 * without it the limit is the in-stock quantity.
 */
export function cartExclusion(
  quantity: number,
  entry: RealtimeEntry | null | undefined,
  { pricesVisible, availableOnline }: { pricesVisible: boolean; availableOnline: boolean },
): CartExclusion | null {
  if (!pricesVisible) return 'prices-hidden';
  if (!hasResult(entry)) return 'no-result';
  if (!availableOnline) return 'not-available-online';
  // spec §4: the limit is orderableUnits — in stock, plus pre-order units due within daysAhead.
  if (quantity <= orderableUnits(entry.stock)) return null;
  const { inStock, preOrder, preOrderDisplay } = entry.stock;
  const withPreOrder = Math.max(0, inStock) + Math.max(0, preOrder);
  return preOrderDisplay && quantity <= withPreOrder ? 'pre-order-too-late' : 'over-stock';
}

/** The product details shared by cart and favourite items (spec §3). */
interface ItemDetails {
  code: string;
  quantity: number;
  /** Name without the brand prefix, before the first ' - '. */
  name: string;
  /** The rest of the name after ' - ', else the variant-info description. */
  desc: string;
  /** URL of the first image ('' when none). */
  img: string;
  path: string;
  isFreeGift: boolean;
  isAvailableOnline: boolean;
  isChannelOk: boolean;
  category: string | undefined;
}

/** One line of the derived cart (spec §3). Money is integer minor units of `currency`. */
export interface DerivedCartItem extends ItemDetails {
  /** Unit price paid: the campaign price when present, else the price. */
  price: number;
  /** Unit compare-at price: the regular price when known, else the price. */
  comparePrice: number;
  /** `price` × `quantity`. */
  lineTotal: number;
  stock: Stock;
  currency: string;
  isPreOrder: boolean;
}

/** The derived cart (spec §3). Money is integer minor units of `currency`; quantities are units. */
export interface DerivedCart {
  country: string;
  currency: string;
  /** Units in the derived cart (excluded lines not counted). */
  quantity: number;
  /** Sum of unit price (campaign price when present) × quantity. */
  subTotal: number;
  /** Sum of unit regular price × quantity. */
  comparePrice: number;
  /** Highest delivery estimate of the lines (calendar days). */
  estimatedDeliveryDays: number;
  /** Whether every line is in stock or has pre-order units (an empty cart is not in stock). */
  inStock: boolean;
  items: DerivedCartItem[];
  /** Lines left out, with the reason (e.g. to show 'Some products are no longer available for sale'). */
  excluded: { code: string; reason: CartExclusion }[];
  /** Whether real-time data is still loading. */
  loading: boolean;
}

/** What {@link deriveCart} needs besides the list and the real-time data. */
export interface DeriveCartContext {
  /** The page's channel code, e.g. 'sv-se' (reads `availableOnline` and `channels`). */
  channelCode: string;
  /** Lower-case ISO country of the channel. */
  country: string;
  /** ISO currency of the channel; used when the cart has no lines. */
  currency: string;
  /** Result of channel's `pricesVisible`; `false` empties the derived cart (spec §6). */
  pricesVisible: boolean;
  /** Variant-info records by code; a code without one is treated as available online with its code as name. */
  variantInfo?: Readonly<Record<string, VariantInfo | null | undefined>>;
  /** The brand whose name prefix is removed from product names. Default: none removed. */
  brand?: string;
  /** Whether real-time data is still loading; missing entries are then not logged. Default `false`. */
  loading?: boolean;
}

function itemDetails(
  code: string,
  quantity: number,
  info: VariantInfo | null | undefined,
  context: { channelCode: string; brand?: string },
): ItemDetails {
  const split = info ? splitProductName(info.name, context.brand) : { name: code, desc: '' };
  return {
    code,
    quantity,
    name: split.name,
    desc: split.desc !== '' ? split.desc : (info?.desc ?? ''),
    img: info?.images.find((image) => image.url)?.url ?? '',
    path: localisedProductPath(info?.path ?? '', context.channelCode),
    isFreeGift: info?.isFreeGift ?? false,
    isAvailableOnline: info ? isAvailableOnline(info.availableOnline, context.channelCode) : true,
    isChannelOk: info ? isChannelOk(info.channels, context.channelCode) : true,
    category: info?.category,
  };
}

/**
 * What a shopper pays for one unit (spec §3 sale price): the campaign price where one applies, else
 * the price; minor units.
 */
export function payablePrice(entry: Pick<PriceAndAvailability, 'price' | 'campaignPrice'>): number {
  return entry.campaignPrice ?? entry.price;
}

function unitPrices(entry: PriceAndAvailability): { price: number; comparePrice: number } {
  return {
    price: payablePrice(entry),
    comparePrice: entry.regularPrice ?? entry.price,
  };
}

/**
 * Builds the derived cart of spec §3 from the stored list and the real-time data, applying the
 * exclusion rules of {@link cartExclusion}. The subtotal uses the campaign price when present and
 * the compare price totals the regular price. A code with no real-time entry (when not `loading`)
 * logs `console.warn('Item not found', code)` (spec §8). Money is integer minor units.
 */
export function deriveCart(
  list: ListItems,
  realtime: Readonly<Record<string, RealtimeEntry | undefined>>,
  context: DeriveCartContext,
): DerivedCart {
  const items: DerivedCartItem[] = [];
  const excluded: DerivedCart['excluded'] = [];
  const loading = context.loading ?? false;
  for (const [code, { quantity }] of Object.entries(list)) {
    const entry = realtime[code];
    if (entry === undefined && !loading && context.pricesVisible) console.warn('Item not found', code);
    const details = itemDetails(code, quantity, context.variantInfo?.[code], context);
    const reason = cartExclusion(quantity, entry, {
      pricesVisible: context.pricesVisible,
      availableOnline: details.isAvailableOnline,
    });
    if (reason !== null || !hasResult(entry)) {
      excluded.push({ code, reason: reason ?? 'no-result' });
      continue;
    }
    const { price, comparePrice } = unitPrices(entry);
    items.push({
      ...details,
      price,
      comparePrice,
      lineTotal: price * quantity,
      stock: entry.stock,
      currency: entry.currency,
      isPreOrder: isPreOrder(entry.stock),
    });
  }
  const availability = setAvailability(items.map((item) => item.stock));
  return {
    country: context.country,
    currency: items[0]?.currency ?? context.currency,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subTotal: items.reduce((sum, item) => sum + item.lineTotal, 0),
    comparePrice: items.reduce((sum, item) => sum + item.comparePrice * item.quantity, 0),
    estimatedDeliveryDays: availability.estimatedDeliveryDays,
    inStock: availability.inStock,
    items,
    excluded,
    loading,
  };
}

/** One favourite (spec §3); `loading` is `true` while its variant info has not arrived. */
export interface FavouriteItem extends ItemDetails {
  loading: boolean;
}

/**
 * The favourites list with product details (spec §3): one item per line in list order. A code
 * whose variant info is `undefined` is still loading; `null` (no record) yields the code as name.
 */
export function deriveFavourites(
  list: ListItems,
  variantInfo: Readonly<Record<string, VariantInfo | null | undefined>>,
  context: { channelCode: string; brand?: string },
): FavouriteItem[] {
  return Object.entries(list).map(([code, { quantity }]) => ({
    ...itemDetails(code, quantity, variantInfo[code], context),
    loading: variantInfo[code] === undefined,
  }));
}
