import { DYNAMIC_EVENT_PREFIX } from '@ironmark/config';
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import {
  type DynamicEvent,
  type DynamicEventValue,
  type EcommercePayload,
  INVALID_EVENT_INPUT_MESSAGE,
  type ItemEvent,
  type ItemEventName,
  itemsValue,
  type PurchaseEvent,
  type SubmitQuoteEvent,
  toGaItem,
} from './event-shapes';
import { normaliseCurrency, toMajorUnits } from './money';
import { scrubPersonalData } from './privacy';
import {
  type CartEventInput,
  cartEventInputSchema,
  type ItemsEventInput,
  itemsEventInputSchema,
  type PurchaseInput,
  purchaseInputSchema,
  type SubmitQuoteInput,
  submitQuoteInputSchema,
} from './schemas';

// The event builders validate their input with zod, so browser code never imports this module
// statically: the React binding loads it on demand (see ./react). Event shapes and the zod-free
// helpers live in ./event-shapes.
ensureEnglishZodMessages();

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
