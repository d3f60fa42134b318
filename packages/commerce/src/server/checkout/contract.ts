import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { CHECKOUT_ERROR_MESSAGES, PAYMENT_METHODS } from '../../checkout-codes';
import {
  addressSchema,
  channelCodeSchema,
  checkoutRequestSchema,
  contactSchema,
  countryCodeSchema,
  customerCategorySchema,
  listLineSchema,
  minorUnitsSchema,
  optionalText,
  orderSchema,
  storableText,
  tokenText,
} from '../../contract';

ensureEnglishZodMessages();

/**
 * The checkout's wire contract (isomorphic: no server code, exported from the root entry too).
 * Money is integer minor units of `currency`; every amount is recomputed on the server. Its codes,
 * messages and payment methods are plain constants of `../../checkout-codes` (the browser reads them
 * without zod), exported here too.
 */

export {
  CHECKOUT_ERROR_MESSAGES,
  type CheckoutErrorCode,
  FRAUD_CHECK_ERROR_CODE,
  PAYMENT_METHODS,
  type PaymentMethod,
  SANDBOX_TEST_CARDS,
} from '../../checkout-codes';

/**
 * Card-form fields (sent only to the payment provider, never stored). Letters, digits and spaces
 * only (spec §5 — cart-core `validateCardField` checks the same rule in the form).
 */
export const cardDetailsSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      storableText(),
      z.minLength(1, 'Please enter your name on card'),
      z.maxLength(100),
      z.regex(/^[\p{L} ]+$/u, 'Only letters are allowed'),
    ),
  number: z.string().check(z.trim(), z.regex(/^[0-9 ]{12,23}$/, 'Only letters and numbers are allowed')),
  expiryMonth: z
    .string()
    .check(z.trim(), z.regex(/^(0?[1-9]|1[0-2])$/, 'Only letters and numbers are allowed')),
  expiryYear: z.string().check(z.trim(), z.regex(/^\d{2}$/, 'Only letters and numbers are allowed')),
  cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, 'Only letters and numbers are allowed')),
});
/** Card details. */
export type CardDetailsInput = z.infer<typeof cardDetailsSchema>;

/** Body of `POST /api/checkout/session`: the cart lines and the channel; `resumeSessionId` resumes a session left earlier. */
export const checkoutSessionRequestSchema = z.object({
  channel: channelCodeSchema,
  country: z.optional(countryCodeSchema),
  lines: z.array(listLineSchema).check(z.minLength(1, CHECKOUT_ERROR_MESSAGES.cartEmpty), z.maxLength(200)),
  resumeSessionId: z.optional(tokenText(16, 64)),
});
/** A session request. */
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/** Where the order goes as far as the totals need it (the rest of the address comes at placement). */
export const deliveryTargetSchema = z.object({
  country: countryCodeSchema,
  stateOrProvince: optionalText(100),
});

/** Body of `POST /api/checkout/quote-totals`: the session, its current lines and the choices made so far. */
export const quoteTotalsRequestSchema = z.object({
  sessionId: tokenText(16, 64),
  lines: z.optional(
    z.array(listLineSchema).check(z.minLength(1, CHECKOUT_ERROR_MESSAGES.cartEmpty), z.maxLength(200)),
  ),
  delivery: z.optional(deliveryTargetSchema),
  deliveryMethod: z.optional(
    z.enum(['default', 'pickup'], { error: CHECKOUT_ERROR_MESSAGES.invalidDeliveryCarrier }),
  ),
  paymentMethod: z.optional(
    z.enum(PAYMENT_METHODS, { error: CHECKOUT_ERROR_MESSAGES.invalidPaymentCarrier }),
  ),
  customerCategory: z.optional(customerCategorySchema),
  campaignCode: optionalText(64),
  giftCardCode: optionalText(64),
});
/** A totals request. */
export type QuoteTotalsRequest = z.infer<typeof quoteTotalsRequestSchema>;

/**
 * Body of `POST /api/checkout/place-order` (the Idempotency-Key travels as a header): the contract's
 * checkout request with the session, the card details for card payments, and carrier messages.
 */
export const placeOrderRequestSchema = z.extend(z.omit(checkoutRequestSchema, { idempotencyKey: true }), {
  sessionId: tokenText(16, 64),
  contact: contactSchema,
  deliveryAddress: addressSchema,
  deliveryMethod: z.enum(['default', 'pickup'], { error: CHECKOUT_ERROR_MESSAGES.invalidDeliveryCarrier }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: CHECKOUT_ERROR_MESSAGES.invalidPaymentCarrier }),
  card: z.optional(cardDetailsSchema),
});
/** A placement request. */
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** A priced checkout line (unit price is the shelf price, the campaign price while one runs). */
export const checkoutLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  quantity: z.number().check(z.int()),
  unitPrice: minorUnitsSchema,
  lineTotal: minorUnitsSchema,
  /** Regular line total when a campaign price applies, else null. */
  compareTotal: z.nullable(minorUnitsSchema),
  /** Lowest unit price of the last 30 days, for discounted lines (spec §9). */
  lowestPrice30d: z.nullable(minorUnitsSchema),
  preOrder: z.boolean(),
  /** Delivery estimate in days (pre-order lines: when they ship). */
  estimatedDeliveryDays: z.number().check(z.int()),
});
/** A checkout line. */
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** A delivery option of the session: default delivery with its cost, or warehouse pickup with its address. */
export const deliveryOptionSchema = z.object({
  id: z.enum(['default', 'pickup']),
  cost: minorUnitsSchema,
  /** The cost before the free-shipping threshold applied. */
  regularCost: minorUnitsSchema,
  address: z.nullable(z.array(z.string())),
});
/** A delivery option. */
export type DeliveryOptionInfo = z.infer<typeof deliveryOptionSchema>;

/** The tax line: VAT (included), US sales tax (added) or the export fee under CIP; null until the address is known. */
export const checkoutTaxSchema = z.object({
  kind: z.enum(['vat', 'sales-tax', 'export-fee']),
  rate: z.number(),
  amount: minorUnitsSchema,
  included: z.boolean(),
});

/** The totals of a session at this moment, recomputed from the catalogue, channel prices and stock. */
export const checkoutTotalsSchema = z.object({
  sessionId: z.string(),
  /** When the session expires without activity (ISO 8601). */
  expiresAt: z.string(),
  channel: z.string(),
  currency: z.string(),
  vatIncluded: z.boolean(),
  lines: z.array(checkoutLineSchema),
  /** Codes left out: no longer for sale in this channel ('Some products are no longer available for sale'). */
  removed: z.array(z.string()),
  /** Lines whose quantity was lowered to the remaining stock (0: sold out, left out of `lines`), with the product's name. */
  adjusted: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      requested: z.number().check(z.int()),
      quantity: z.number().check(z.int()),
    }),
  ),
  subtotal: minorUnitsSchema,
  discount: minorUnitsSchema,
  campaignCode: z.nullable(z.string()),
  giftCard: z.nullable(z.object({ code: z.string(), balance: minorUnitsSchema, applied: minorUnitsSchema })),
  deliveryOptions: z.array(deliveryOptionSchema),
  deliveryMethod: z.enum(['default', 'pickup']),
  shipping: minorUnitsSchema,
  tax: z.nullable(checkoutTaxSchema),
  exportDelivery: z.boolean(),
  deliveryTerms: z.nullable(z.string()),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** The financing partner behind the 'financing' method where it is offered ('klarna', 'affirm'), else null. */
  financingProvider: z.nullable(z.string()),
  /** What the shopper pays: merchandise after discount, plus shipping and added tax, less the gift card. */
  total: minorUnitsSchema,
});
/** Checkout totals. */
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

/** Answer of a placement (201 first time, 200 for a retry with the same Idempotency-Key). */
export const placeOrderResponseSchema = z.object({
  order: orderSchema,
  /** Pre-order lines and when they ship (days). */
  preOrders: z.array(z.object({ code: z.string(), estimatedDeliveryDays: z.number().check(z.int()) })),
  created: z.boolean(),
});
/** A placement answer. */
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * Answer of `POST /api/checkout/session`: the session's totals, and whether an earlier session was
 * resumed (an abandoned cart, spec §8).
 */
export const checkoutSessionAnswerSchema = z.object({ ...checkoutTotalsSchema.shape, resumed: z.boolean() });
