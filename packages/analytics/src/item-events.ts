import {
  type EcommercePayload,
  INVALID_EVENT_INPUT_MESSAGE,
  type ItemEvent,
  type ItemEventName,
  itemsValue,
  toGaItem,
} from './event-shapes';
import { type CheckedItemsEvent, checkItemsEventInput } from './item-check';
import { normaliseCurrency } from './money';
import { scrubPersonalData } from './privacy';
import type { CartEventInput, ItemsEventInput } from './schemas';

// The item events (view_item, add_to_cart …) and the cart store's add event: their input is checked
// without zod (./item-check), so a page that tracks one never loads zod. The order, quote and dynamic events stay in ./events.

/** The e-commerce payload of checked items: currency, value (Σ price × quantity), coupon and items. */
export function ecommercePayload(input: CheckedItemsEvent): EcommercePayload {
  const currency = normaliseCurrency(input.currency);
  return {
    currency,
    value: itemsValue(input.items, currency),
    ...(input.coupon === undefined ? {} : { coupon: input.coupon }),
    items: input.items.map((item) => toGaItem(item, currency)),
  };
}

function itemEvent(event: ItemEventName, input: ItemsEventInput): ItemEvent | null {
  const checked = checkItemsEventInput(input);
  if (!checked.success) {
    // The input itself is not logged: it may hold personal data.
    console.error(INVALID_EVENT_INPUT_MESSAGE, event, checked.error);
    return null;
  }
  return scrubPersonalData({ event, ecommerce: ecommercePayload(checked.data) });
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

const CART_EVENT_TYPES: readonly string[] = ['add_to_cart', 'add_to_wishlist'];

/**
 * Maps a cart store's add event (@ironmark/cart-core `CartAnalyticsEvent`: type, currency, item) to
 * add_to_cart or add_to_wishlist, so `onEvent: (event) => dataLayer.push(cartEvent(event))` wires the
 * store to the data layer. Invalid ⇒ logged, `null` (what `cartEventInputSchema` accepts is valid).
 */
export function cartEvent(input: CartEventInput): ItemEvent | null {
  const event = input as Partial<Record<keyof CartEventInput, unknown>> | null;
  if (typeof event !== 'object' || event === null || Array.isArray(event)) {
    console.error(INVALID_EVENT_INPUT_MESSAGE, 'cart_event', '(input): expected an object');
    return null;
  }
  if (typeof event.type !== 'string' || !CART_EVENT_TYPES.includes(event.type)) {
    console.error(INVALID_EVENT_INPUT_MESSAGE, 'cart_event', 'type: expected add_to_cart or add_to_wishlist');
    return null;
  }
  const items = { currency: event.currency, items: [event.item] } as ItemsEventInput;
  return event.type === 'add_to_cart' ? addToCart(items) : addToWishlist(items);
}
