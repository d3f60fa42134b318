import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { CURRENCY_CODE_PATTERN } from './money';
import { AFFILIATE_ID_PATTERN, CONTAINER_ID_PATTERN } from './tags';

// A schema module: browser code loads it on demand (`await import('./schemas')`), never statically.
ensureEnglishZodMessages();

/**
 * An ISO 4217 currency code in any case (`'usd'`, `'SEK'`), trimmed; the data layer uppercases it.
 * The rule is `CURRENCY_CODE_PATTERN`, which browser code checks without zod (`isCurrencyCode`).
 */
export const currencySchema = z
  .string()
  .check(z.trim(), z.regex(CURRENCY_CODE_PATTERN, 'must be a three-letter ISO 4217 code'));

/** A tag-manager container id: `GTM-` then uppercase letters and digits (`CONTAINER_ID_PATTERN`). */
export const containerIdSchema = z
  .string()
  .check(z.regex(CONTAINER_ID_PATTERN, 'must look like GTM-XXXXXXX'));

/** An affiliate tracker id: letters, digits, `_` and `-` (`AFFILIATE_ID_PATTERN`). */
export const affiliateIdSchema = z
  .string()
  .check(z.regex(AFFILIATE_ID_PATTERN, 'must be letters, digits, _ or -'));

/**
 * An optional text: trimmed; `null`, `''` and whitespace become `undefined`, so records from other
 * packages (where absent values are `null`) can be passed as they are.
 */
export const optionalTextSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((text: string | null | undefined) => {
    const trimmed = text?.trim();
    return trimmed ? trimmed : undefined;
  }),
);

/** An amount in integer minor units of the event's currency (cents, öre), never negative. */
export const minorAmountSchema = z.number().check(z.int(), z.nonnegative());

/**
 * A cart, favourites, quote or order item as the shop knows it (spec §3 "Cart and order items:
 * id, name, price, quantity, category"). `price` and `discount` are per unit, in integer minor
 * units; `category` is a category path (`'/equipment/bars/weightlifting'`) or its levels as a list.
 * `name` is optional (GA4 needs an item id or a name; the id is always there).
 */
export const analyticsItemSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1)),
  name: optionalTextSchema,
  price: minorAmountSchema,
  quantity: z._default(z.number().check(z.int(), z.positive()), 1),
  category: z.optional(z.union([z.string(), z.array(z.string())])),
  brand: optionalTextSchema,
  variant: optionalTextSchema,
  coupon: optionalTextSchema,
  discount: z.optional(minorAmountSchema),
  index: z.optional(z.number().check(z.int(), z.nonnegative())),
  listId: optionalTextSchema,
  listName: optionalTextSchema,
});
/** An item input of the event builders (quantity defaults to 1). */
export type AnalyticsItemInput = z.input<typeof analyticsItemSchema>;
/** A validated item. */
export type AnalyticsItem = z.output<typeof analyticsItemSchema>;

/**
 * Input of the item events (view_item, add_to_cart, add_to_wishlist, add_to_quote, begin_checkout,
 * begin_checkout_abandoned_cart): at least one item; currency defaults to USD.
 */
export const itemsEventInputSchema = z.object({
  currency: z.optional(currencySchema),
  items: z.array(analyticsItemSchema).check(z.minLength(1)),
  coupon: optionalTextSchema,
});
/** Input of an item event. */
export type ItemsEventInput = z.input<typeof itemsEventInputSchema>;

/** Input of submit_quote: the quoted items and, when known, the quote's number. */
export const submitQuoteInputSchema = z.extend(itemsEventInputSchema, {
  quoteId: optionalTextSchema,
});
/** Input of submit_quote. */
export type SubmitQuoteInput = z.input<typeof submitQuoteInputSchema>;

/**
 * An order as spec §3 describes it (value, currency, transactionId, tax, shipping, coupon, items,
 * email). Amounts are integer minor units. The transaction id is `transactionId`, or `orderNumber`
 * when only that is given (so an @ironmark/commerce `Order` can be passed as it is); one of them is
 * required. `email` is accepted and always dropped: personal data never reaches the data layer.
 * `value` is accepted and ignored: the event's value is recomputed from the items (GA4: Σ price ×
 * quantity, no tax or shipping).
 */
export const purchaseInputSchema = z
  .extend(itemsEventInputSchema, {
    transactionId: optionalTextSchema,
    orderNumber: optionalTextSchema,
    tax: z.optional(minorAmountSchema),
    shipping: z.optional(minorAmountSchema),
    value: z.optional(z.number()),
    email: z.nullish(z.string()),
  })
  .check(
    z.refine((order) => order.transactionId !== undefined || order.orderNumber !== undefined, {
      message: 'transactionId (or orderNumber) is required',
      path: ['transactionId'],
    }),
  );
/** Input of purchase. */
export type PurchaseInput = z.input<typeof purchaseInputSchema>;

/**
 * The add event a cart store emits (spec §4 "Adding to cart or favourites triggers an analytics
 * event (cart or wishlist) with currency, price and item") — structurally @ironmark/cart-core's
 * `CartAnalyticsEvent`. Price in integer minor units.
 */
export const cartEventInputSchema = z.object({
  type: z.enum(['add_to_cart', 'add_to_wishlist']),
  currency: z.optional(currencySchema),
  item: analyticsItemSchema,
});
/** Input of `cartEvent`. */
export type CartEventInput = z.input<typeof cartEventInputSchema>;
