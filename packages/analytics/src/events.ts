import { DYNAMIC_EVENT_PREFIX } from '@ironmark/config';
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { normaliseCurrency, toMajorUnits } from './money';
import { scrubPersonalData } from './privacy';
import {
  type AnalyticsItem,
  type CartEventInput,
  cartEventInputSchema,
  type ItemsEventInput,
  itemsEventInputSchema,
  type PurchaseInput,
  purchaseInputSchema,
  type SubmitQuoteInput,
  submitQuoteInputSchema,
} from './schemas';

ensureEnglishZodMessages();

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

function parseInput<S extends z.ZodMiniType>(
  eventName: string,
  schema: S,
  input: unknown,
): z.output<S> | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // The input itself is not logged: it may hold personal data (an order's e-mail).
  console.error(INVALID_EVENT_INPUT_MESSAGE, eventName, z.prettifyError(result.error));
  return null;
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

function ecommercePayload(input: z.output<typeof itemsEventInputSchema>): EcommercePayload {
  const currency = normaliseCurrency(input.currency);
  return {
    currency,
    value: itemsValue(input.items, currency),
    ...(input.coupon === undefined ? {} : { coupon: input.coupon }),
    items: input.items.map((item) => toGaItem(item, currency)),
  };
}

function itemEvent(event: ItemEventName, input: ItemsEventInput): ItemEvent | null {
  const data = parseInput(event, itemsEventInputSchema, input);
  return data === null ? null : scrubPersonalData({ event, ecommerce: ecommercePayload(data) });
}

/** view_item: a product page was shown. Invalid input ⇒ logged, `null`. */
export function viewItem(input: ItemsEventInput): ItemEvent | null {
  return itemEvent('view_item', input);
}

/** add_to_cart: items were added to the cart (spec §4: with currency, price and item). Invalid ⇒ logged, `null`. */
export function addToCart(input: ItemsEventInput): ItemEvent | null {
  return itemEvent('add_to_cart', input);
}

/** add_to_wishlist: the spec's "wishlist" event, sent when items are added to favourites. Invalid ⇒ logged, `null`. */
export function addToWishlist(input: ItemsEventInput): ItemEvent | null {
  return itemEvent('add_to_wishlist', input);
}

/** add_to_quote: items were added to a quote request (custom event in e-commerce shape). Invalid ⇒ logged, `null`. */
export function addToQuote(input: ItemsEventInput): ItemEvent | null {
  return itemEvent('add_to_quote', input);
}

/** begin_checkout: the checkout was opened; may carry an order-level coupon. Invalid ⇒ logged, `null`. */
export function beginCheckout(input: ItemsEventInput): ItemEvent | null {
  return itemEvent('begin_checkout', input);
}

/** begin_checkout_abandoned_cart: the checkout was opened from a restored (abandoned) cart. Invalid ⇒ logged, `null`. */
export function beginCheckoutAbandonedCart(input: ItemsEventInput): ItemEvent | null {
  return itemEvent('begin_checkout_abandoned_cart', input);
}

/** submit_quote: a quote request was sent; the requester's contact data is never included. Invalid ⇒ logged, `null`. */
export function submitQuote(input: SubmitQuoteInput): SubmitQuoteEvent | null {
  const data = parseInput('submit_quote', submitQuoteInputSchema, input);
  if (data === null) return null;
  return scrubPersonalData({
    event: 'submit_quote',
    ecommerce: {
      ...ecommercePayload(data),
      ...(data.quoteId === undefined ? {} : { quote_id: data.quoteId }),
    },
  });
}

/**
 * purchase: an order was placed. `transactionId` is required; tax and shipping (minor units,
 * default 0) are reported beside a value that excludes them; the order's e-mail is dropped.
 * Invalid ⇒ logged, `null`.
 */
export function purchase(input: PurchaseInput): PurchaseEvent | null {
  const data = parseInput('purchase', purchaseInputSchema, input);
  if (data === null) return null;
  const payload = ecommercePayload(data);
  return scrubPersonalData({
    event: 'purchase',
    ecommerce: {
      // The schema guarantees one of the two.
      transaction_id: (data.transactionId ?? data.orderNumber) as string,
      ...payload,
      tax: toMajorUnits(data.tax ?? 0, payload.currency),
      shipping: toMajorUnits(data.shipping ?? 0, payload.currency),
    },
  });
}

/**
 * Maps a cart store's add event (@ironmark/cart-core `CartAnalyticsEvent`: type, currency, item) to
 * add_to_cart or add_to_wishlist, so `onEvent: (event) => dataLayer.push(cartEvent(event))` wires the
 * store to the data layer. Invalid ⇒ logged, `null`.
 */
export function cartEvent(input: CartEventInput): ItemEvent | null {
  const data = parseInput('cart_event', cartEventInputSchema, input);
  if (data === null) return null;
  const build = data.type === 'add_to_cart' ? addToCart : addToWishlist;
  return build({ currency: data.currency, items: [data.item] });
}

// GA4 limits: event and parameter names ≤ 40 characters, letters/digits/underscores, starting with a letter.
const GA4_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED_PARAMETERS = new Set(['event', 'ecommerce']);

const dynamicEventInputSchema = z.object({
  event: z
    .string()
    .check(z.regex(GA4_NAME, 'must be ≤ 40 letters, digits or underscores, starting with a letter')),
  parameters: z.record(
    z.string().check(
      z.regex(GA4_NAME, 'parameter names must be ≤ 40 letters, digits or underscores'),
      z.refine((key) => !RESERVED_PARAMETERS.has(key), 'event and ecommerce are reserved'),
    ),
    z.union([z.string(), z.number(), z.boolean(), z.null()]),
  ),
});

/** Options of {@link dynamicEvent}. */
export interface DynamicEventOptions {
  /** Prefix of the event name; defaults to `DYNAMIC_EVENT_PREFIX` ('london_dynamics_') of @ironmark/config. */
  prefix?: string;
}

/**
 * A dynamic event `{prefix}{name}` with flat parameters (spec §7: "dynamic events prefixed
 * london_dynamics_"). A name that already starts with the prefix is not prefixed twice. The full
 * name must be a GA4 name (≤ 40 characters); `event` and `ecommerce` cannot be parameters.
 * Invalid ⇒ logged, `null`.
 */
export function dynamicEvent(
  name: string,
  parameters: Readonly<Record<string, DynamicEventValue>> = {},
  options: DynamicEventOptions = {},
): DynamicEvent | null {
  const prefix = options.prefix ?? DYNAMIC_EVENT_PREFIX;
  const event = name.startsWith(prefix) ? name : `${prefix}${name}`;
  const data = parseInput(event, dynamicEventInputSchema, { event, parameters });
  return data === null ? null : scrubPersonalData({ ...data.parameters, event: data.event });
}
