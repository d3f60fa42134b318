import { toMajorUnits } from './money';
import type { AnalyticsItem } from './schemas';

// No zod here: the data layer and the React binding run this module in the browser. The event
// builders, which validate their input with zod, live in ./events and are loaded on demand there.

/** An item in GA4 e-commerce shape; `price` and `discount` are per unit in major units. */
export interface GaItem {
  item_id: string;
  item_name?: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_variant?: string;
  coupon?: string;
  discount?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

/** The `ecommerce` object of an item event: uppercase currency, value in major units. */
export interface EcommercePayload {
  currency: string;
  value: number;
  items: GaItem[];
  coupon?: string;
}

/** Names of the item events of spec §7 (`add_to_wishlist` is the spec's "wishlist" event). */
export const itemEventNames = [
  'view_item',
  'add_to_cart',
  'add_to_wishlist',
  'add_to_quote',
  'begin_checkout',
  'begin_checkout_abandoned_cart',
] as const;
/** One of {@link itemEventNames}. */
export type ItemEventName = (typeof itemEventNames)[number];

/** An item event ready for the data layer. */
export interface ItemEvent {
  event: ItemEventName;
  ecommerce: EcommercePayload;
}

/** The submit_quote event; `quote_id` only when the quote number is known. */
export interface SubmitQuoteEvent {
  event: 'submit_quote';
  ecommerce: EcommercePayload & { quote_id?: string };
}

/** The purchase event: `transaction_id` is the dedup key; tax and shipping in major units. */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: EcommercePayload & { transaction_id: string; tax: number; shipping: number };
}

/** Every e-commerce event; the data layer clears `ecommerce` before pushing one. */
export type EcommerceEvent = ItemEvent | SubmitQuoteEvent | PurchaseEvent;

/** route_complete / route_error (spec §4 Route change); `page_path` has e-mail-like values redacted. */
export interface RouteEvent {
  event: 'route_complete' | 'route_error';
  page_path: string;
  error_message?: string;
}

/** A parameter value of a dynamic event. */
export type DynamicEventValue = string | number | boolean | null;

/** A dynamic event: `event` starts with the configured prefix; flat parameters beside it. */
export interface DynamicEvent {
  event: string;
  [parameter: string]: DynamicEventValue;
}

/** Anything the data layer accepts. */
export type AnalyticsEvent = EcommerceEvent | RouteEvent | DynamicEvent;

/** Text logged (with the event name and zod's summary) when an event input is rejected. */
export const INVALID_EVENT_INPUT_MESSAGE = 'Invalid analytics event input';

/** True for events that carry an `ecommerce` object (they need `{ ecommerce: null }` first). */
export function isEcommerceEvent(event: AnalyticsEvent): event is EcommerceEvent {
  return 'ecommerce' in event && typeof event.ecommerce === 'object' && event.ecommerce !== null;
}

const CATEGORY_KEYS = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const;

/**
 * GA4 category levels of an item: a path `'/equipment/bars/weightlifting'` becomes
 * `item_category: 'equipment', item_category2: 'bars', item_category3: 'weightlifting'`; a list is
 * used as given. GA4 has five levels; deeper levels are dropped.
 */
export function categoryLevels(
  category: string | readonly string[] | undefined,
): Partial<Record<(typeof CATEGORY_KEYS)[number], string>> {
  if (category === undefined) return {};
  const levels = (typeof category === 'string' ? category.split('/') : category)
    .map((level) => level.trim())
    .filter((level) => level.length > 0);
  return Object.fromEntries(
    levels.slice(0, CATEGORY_KEYS.length).map((level, index) => [CATEGORY_KEYS[index], level]),
  );
}

/** Maps a validated item to its GA4 shape, converting minor-unit amounts to major units. */
export function toGaItem(item: AnalyticsItem, currency: string): GaItem {
  return {
    item_id: item.id,
    ...(item.name === undefined ? {} : { item_name: item.name }),
    ...(item.brand === undefined ? {} : { item_brand: item.brand }),
    ...categoryLevels(item.category),
    ...(item.variant === undefined ? {} : { item_variant: item.variant }),
    price: toMajorUnits(item.price, currency),
    quantity: item.quantity,
    ...(item.coupon === undefined ? {} : { coupon: item.coupon }),
    ...(item.discount === undefined ? {} : { discount: toMajorUnits(item.discount, currency) }),
    ...(item.index === undefined ? {} : { index: item.index }),
    ...(item.listId === undefined ? {} : { item_list_id: item.listId }),
    ...(item.listName === undefined ? {} : { item_list_name: item.listName }),
  };
}

/**
 * Event value in major units: Σ price × quantity of the items, excluding tax and shipping
 * (external-apis §2(c)). Summed in integer minor units first so no rounding error accumulates.
 */
export function itemsValue(
  items: readonly Pick<AnalyticsItem, 'price' | 'quantity'>[],
  currency: string,
): number {
  const minor = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return toMajorUnits(minor, currency);
}
