import {
  CHECKOUT_MESSAGES,
  buildSchema as cartBuildSchema,
  hasRequiredState,
  noResultSchema,
  priceAndAvailabilitySchema,
  realtimeEntrySchema,
  stockSchema,
  variantInfoSchema,
} from '@ironmark/cart-core';
import { ensureEnglishZodMessages, isStorableText } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { CUSTOMER_CATEGORIES } from './checkout-rules';

ensureEnglishZodMessages();

/**
 * The commerce API contract: one zod schema per request and response the storefront exchanges with
 * its backend, with the inferred types. Money is always integer minor units plus a lower-case
 * ISO 4217 currency code.
 */

// ── Shared primitives ──────────────────────────────────────────────────────

/** The message of {@link storableText}. */
export const INVALID_CHARACTERS_MESSAGE = 'Contains characters that are not allowed';

/**
 * The one rule every free-text request field checks: no NUL or other control characters (tab and
 * line breaks allowed) and no unpaired surrogate — text PostgreSQL, PDFs and logs can all hold.
 * Code 'invalid_characters' (a 400 naming the field, never a failed insert).
 */
export const storableText = () =>
  z.refine<string>((value) => isStorableText(value), {
    message: INVALID_CHARACTERS_MESSAGE,
    params: { code: 'invalid_characters' },
    abort: true,
  });

/** A pattern check whose issue carries `code` (for the storefront's translation), e.g. 'invalid_phone'. */
export const matches = (pattern: RegExp, message: string, code: string) =>
  z.refine<string>((value) => pattern.test(value), { message, params: { code } });

/** A bounded token-like string (session ids, idempotency keys): trimmed, storable, `min`–`max` characters. */
export const tokenText = (min: number, max: number) =>
  z.string().check(z.trim(), storableText(), z.minLength(min), z.maxLength(max));

/** A product or variant code (article id), e.g. `IM-BAR-WL-20M-BR-CH`. */
export const codeSchema = z
  .string({ error: 'Code must be a string' })
  .check(
    z.trim(),
    z.minLength(1, 'Code is required'),
    z.maxLength(64, 'Code is too long'),
    z.regex(/^[A-Za-z0-9_.-]+$/, 'Code may contain letters, digits, dot, dash and underscore only'),
  );

/** A channel code such as `en-us` (language-country) or the language-only `en`; lower-cased on parse. */
export const channelCodeSchema = z
  .string({ error: 'Channel must be a string' })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^[a-z]{2}(-[a-z]{2})?$/, 'Channel must look like en-us (or en for the global locale)'),
  );

/** A two-letter country code, lower-cased on parse. */
export const countryCodeSchema = z
  .string({ error: 'Country must be a string' })
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{2}$/, 'Country must be a two-letter code'));

/** A lower-case three-letter currency code. */
export const currencySchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z]{3}$/, 'Currency must be a three-letter code'));

/** An amount of money in integer minor units (cents, öre). */
export const minorUnitsSchema = z.number().check(z.int('Amount must be in whole minor units'));

/** An e-mail address; the message is the spec §5 text 'Invalid Email'. */
export const emailSchema = z.pipe(
  z.string({ error: 'Invalid Email' }).check(z.trim(), z.maxLength(254, 'Invalid Email')),
  z.email('Invalid Email'),
);

/** A phone number: digits, spaces and + ( ) - only, 6–20 characters; message 'Invalid Phone' (spec §5). */
export const phoneSchema = z
  .string({ error: 'Invalid Phone' })
  .check(z.trim(), matches(/^\+?[0-9 ()-]{6,20}$/, 'Invalid Phone', 'invalid_phone'));

/** A required free-text field; the message follows spec §5 'Please enter your {0}'. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `Please enter your ${label}` })
    .check(
      z.trim(),
      storableText(),
      z.minLength(1, `Please enter your ${label}`),
      z.maxLength(max, `Your ${label} is too long (at most ${max} characters)`),
    );

/** An optional free-text field (blank counts as absent). */
export const optionalText = (max = 200) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), storableText(), z.maxLength(max, `At most ${max} characters`)),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );

/** A line quantity: a whole number from 1 to 9999. */
export const quantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .check(
    z.int('Quantity must be a whole number'),
    z.gte(1, 'Quantity must be at least 1'),
    z.lte(9999, 'Quantity must be at most 9999'),
  );

// ── The browser's everyday answers and the errors on the wire (./wire: loaded on demand without the rest of the contract) ──

export {
  type ApiErrorBody,
  apiErrorBodySchema,
  type ModelState,
  modelStateSchema,
  type RealtimeResponse,
  realtimeResponseSchema,
  variantInfoResponseSchema,
} from './wire';

// ── Real-time product data (spec §3, §7) ───────────────────────────────────

/** Body of `POST /api/getrealtimeproductdata`: 1–200 codes, the visitor's country, the page channel and a session id. */
export const realtimeRequestSchema = z.object({
  variantIds: z
    .array(codeSchema)
    .check(
      z.minLength(1, 'At least one variant id is required'),
      z.maxLength(200, 'At most 200 variant ids'),
    ),
  country: countryCodeSchema,
  channel: channelCodeSchema,
  sessionId: z
    .string({ error: 'Session id must be a string' })
    .check(
      z.trim(),
      storableText(),
      z.minLength(1, 'Session id is required'),
      z.maxLength(128, 'Session id is too long (at most 128 characters)'),
    ),
});
/** A real-time product data request. */
export type RealtimeRequest = z.infer<typeof realtimeRequestSchema>;

/** Price and availability, the no-result marker and one real-time entry: cart-core's schemas. */
export { noResultSchema, priceAndAvailabilitySchema, realtimeEntrySchema, stockSchema };

// The real-time answer (`realtimeResponseSchema`) is in ./wire, re-exported above.

// ── Variant info (spec §3, §5, §7) ─────────────────────────────────────────

/** Query of `GET /api/variantinfo`: `_locale` (language, default 'en') and `codes` (comma-joined, 1–100). */
export const variantInfoRequestSchema = z.object({
  _locale: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.regex(/^[a-z]{2}(-[a-z]{2})?$/, 'Locale must look like en or en-us'),
      ),
    'en',
  ),
  codes: z.pipe(
    z.pipe(
      z.string({ error: 'Codes are required' }),
      z.transform((value: string) => [
        ...new Set(
          value
            .split(',')
            .map((code) => code.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z.array(codeSchema).check(z.minLength(1, 'Codes are required'), z.maxLength(100, 'At most 100 codes')),
  ),
});
/** A parsed variant-info query. */
export type VariantInfoRequest = z.infer<typeof variantInfoRequestSchema>;

/** A variant-info record (cart-core's schema); the answer (`variantInfoResponseSchema`) is in ./wire. */
export { variantInfoSchema };

// ── Addresses and contacts (spec §3 'Address and customer') ───────────────

/** Customer categories offered on quote and checkout forms. */
export const customerCategorySchema = z.enum(CUSTOMER_CATEGORIES);
/** A customer category. */
export type CustomerCategory = z.infer<typeof customerCategorySchema>;

/** A postal address (delivery or invoice). */
export const addressSchema = z.object({
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  companyName: optionalText(150),
  careOf: optionalText(150),
  streetAddress: requiredText('street address', 200),
  extraAddress: optionalText(200),
  zip: z
    .string({ error: 'Invalid zip code' })
    .check(z.trim(), matches(/^[A-Za-z0-9 -]{2,12}$/, 'Invalid zip code', 'invalid_zip')),
  city: requiredText('city', 100),
  stateOrProvince: optionalText(100),
  region: optionalText(100),
  country: countryCodeSchema,
  phone: z.optional(phoneSchema),
});
/** A postal address. */
export type Address = z.infer<typeof addressSchema>;

/** The person asking for a quote or placing an order. */
export const contactSchema = z.object({
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  email: emailSchema,
  phone: phoneSchema,
  companyName: optionalText(150),
  customerId: optionalText(50),
  customerCategory: z._default(customerCategorySchema, 'private'),
});
/** A contact. */
export type Contact = z.infer<typeof contactSchema>;

/** A field that may be left blank (blank becomes absent) but must pass `schema` when filled in. */
const blankOr = <T extends z.ZodMiniType<string | undefined, string>>(schema: T, message: string) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.string({ error: message }).check(z.trim()),
        z.transform((value: string) => (value === '' ? undefined : value)),
      ),
      z.optional(schema),
    ),
  );

/** Spec §5 'Either {0} or {1} has to be filled in', for a quote's e-mail and phone. */
export const EITHER_EMAIL_OR_PHONE = 'Either email or phone has to be filled in';

/**
 * The requester of a quote (spec §5): like {@link contactSchema}, but the quote form asks for an
 * e-mail address or a phone number — either may be blank, not both; a filled one must be valid.
 */
export const quoteContactSchema = z
  .extend(contactSchema, {
    email: blankOr(emailSchema, 'Invalid Email'),
    phone: blankOr(phoneSchema, 'Invalid Phone'),
  })
  .check(
    z.superRefine((contact, context) => {
      if (contact.email !== undefined || contact.phone !== undefined) return;
      for (const field of ['email', 'phone'] as const)
        context.addIssue({ code: 'custom', path: [field], message: EITHER_EMAIL_OR_PHONE, input: contact });
    }),
  );
/** The requester of a quote. */
export type QuoteContact = z.infer<typeof quoteContactSchema>;

// ── Lists and builds ───────────────────────────────────────────────────────

/** A list line sent to the server: code and quantity (never a price — the server prices it). */
export const listLineSchema = z.object({ code: codeSchema, quantity: quantitySchema });
/** A list line. */
export type ListLine = z.infer<typeof listLineSchema>;

/** A configurator build (cart-core's schema, spec §3 'Builds') with the length caps a request needs. */
export const buildSchema = z.extend(cartBuildSchema, {
  configuratorName: tokenText(1, 64),
  name: tokenText(1, 120),
  code: tokenText(1, 80),
  quantity: quantitySchema,
  configuration: z._default(
    z.record(
      z.string().check(storableText(), z.maxLength(64)),
      z.string().check(storableText(), z.maxLength(200)),
    ),
    {},
  ),
});
/** A build. */
export type BuildInput = z.infer<typeof buildSchema>;

// ── Quotes (spec §1, §3 quote/proforma fields) ─────────────────────────────

/** Body of `POST /api/quotes`: My List lines and builds plus contact and addresses. */
export const quoteRequestSchema = z
  .object({
    channel: channelCodeSchema,
    country: z.optional(countryCodeSchema),
    lines: z._default(z.array(listLineSchema).check(z.maxLength(200, 'At most 200 lines')), []),
    builds: z._default(z.array(buildSchema).check(z.maxLength(50, 'At most 50 builds')), []),
    contact: quoteContactSchema,
    deliveryAddress: addressSchema,
    invoiceAddress: z.optional(addressSchema),
    deliveryMethod: z._default(z.enum(['default', 'pickup']), 'default'),
    message: optionalText(2000),
    installation: z._default(z.boolean(), false),
    newsletterConsent: z._default(z.boolean(), false),
  })
  .check(
    z.refine((quote) => quote.lines.length + quote.builds.length > 0, {
      message: 'Add at least one product or build to your list',
      path: ['lines'],
    }),
    // A quote is taxed like an order (spec §5): where the tax needs a state (US sales tax), it is required.
    z.refine(
      ({ deliveryAddress }) =>
        hasRequiredState(deliveryAddress.country, deliveryAddress.stateOrProvince ?? ''),
      {
        message: CHECKOUT_MESSAGES.stateRequired,
        path: ['deliveryAddress', 'stateOrProvince'],
        params: { code: 'state_required' },
      },
    ),
  );
/** A quote request. */
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** Life cycle of a quote. */
export const quoteStatusSchema = z.enum(['received', 'in-progress', 'sent', 'accepted', 'expired']);
/** A quote status. */
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;

/** A priced quote line; amounts are null where the channel hides prices. */
export const quoteLineSchema = z.object({
  articleId: z.string(),
  name: z.string(),
  quantity: z.number().check(z.int()),
  unitPrice: z.nullable(minorUnitsSchema),
  priceReduction: z.nullable(minorUnitsSchema),
  netAmount: z.nullable(minorUnitsSchema),
  buildCode: z.nullable(z.string()),
});
/** A quote line. */
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** Which tax line a quote or order carries: VAT, US sales tax, or the export fee (CIP terms). */
export const taxKindSchema = z.enum(['vat', 'sales-tax', 'export-fee']);
/** A tax kind. */
export type TaxKind = z.infer<typeof taxKindSchema>;

/** A stored quote as the requester sees it. Dates are ISO 8601 strings. */
export const quoteSchema = z.object({
  id: z.string(),
  status: quoteStatusSchema,
  date: z.string(),
  expiresAt: z.string(),
  channel: z.string(),
  currency: z.string(),
  showPrices: z.boolean(),
  vatIncluded: z.boolean(),
  contact: quoteContactSchema,
  deliveryAddress: addressSchema,
  invoiceAddress: addressSchema,
  deliveryMethod: z.enum(['default', 'pickup']),
  deliveryTerms: z.string(),
  paymentTerms: z.string(),
  salesContact: z.string(),
  message: z.nullable(z.string()),
  installation: z.boolean(),
  lines: z.array(quoteLineSchema),
  builds: z.array(buildSchema),
  subtotal: z.nullable(minorUnitsSchema),
  totalDiscount: z.nullable(minorUnitsSchema),
  taxKind: taxKindSchema,
  taxRate: z.nullable(z.number()),
  tax: z.nullable(minorUnitsSchema),
  total: z.nullable(minorUnitsSchema),
});
/** A stored quote. */
export type Quote = z.infer<typeof quoteSchema>;

/** Answer of `POST /api/quotes` (201): the quote and the requester's PDF address (carries an unguessable token). */
export const quoteCreatedSchema = z.object({ quote: quoteSchema, pdfUrl: z.string() });
/** A created-quote answer. */
export type QuoteCreated = z.infer<typeof quoteCreatedSchema>;

// ── Shared lists ───────────────────────────────────────────────────────────

/** Body of `POST /api/shared-lists`: a snapshot of My List for sales staff. */
export const sharedListRequestSchema = z
  .object({
    channel: channelCodeSchema,
    lines: z._default(z.array(listLineSchema).check(z.maxLength(200, 'At most 200 lines')), []),
    builds: z._default(z.array(buildSchema).check(z.maxLength(50, 'At most 50 builds')), []),
    note: optionalText(1000),
  })
  .check(
    z.refine((list) => list.lines.length + list.builds.length > 0, {
      message: 'Add at least one product or build to your list',
      path: ['lines'],
    }),
  );
/** A shared-list request. */
export type SharedListRequest = z.infer<typeof sharedListRequestSchema>;

/** A shared list as sales staff open it (read-only snapshot; names and paths resolved at share time). */
export const sharedListSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  channel: z.string(),
  note: z.nullable(z.string()),
  lines: z.array(
    z.object({
      code: z.string(),
      quantity: z.number().check(z.int()),
      name: z.string(),
      path: z.nullable(z.string()),
    }),
  ),
  builds: z.array(buildSchema),
});
/** A shared list. */
export type SharedList = z.infer<typeof sharedListSchema>;

// ── Newsletter and contact ─────────────────────────────────────────────────

/** Body of `POST /api/newsletter`: consent must be given explicitly. */
export const newsletterRequestSchema = z.object({
  email: emailSchema,
  channel: channelCodeSchema,
  consent: z.literal(true, { error: 'Consent is required to subscribe' }),
  source: z._default(z.enum(['footer', 'overlay', 'checkout', 'quote']), 'overlay'),
});
/** A newsletter sign-up. */
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/** Answer of a newsletter sign-up: signing up twice is not an error. */
export const newsletterResponseSchema = z.object({ status: z.enum(['subscribed', 'already-subscribed']) });
/** A newsletter answer. */
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

/** Body of `POST /api/contact`: a message to sales staff or customer service. */
export const contactRequestSchema = z.object({
  channel: channelCodeSchema,
  topic: z._default(z.enum(['sales', 'support', 'service-and-parts', 'press', 'other']), 'sales'),
  name: requiredText('name', 150),
  email: emailSchema,
  phone: z.optional(phoneSchema),
  companyName: optionalText(150),
  country: z.optional(countryCodeSchema),
  message: requiredText('message', 5000),
});
/** A contact message. */
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Answer of a stored contact message. */
export const contactResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });
/** A contact answer. */
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// ── Codes ──────────────────────────────────────────────────────────────────

/** Body of `POST /api/codes/check`: validates a campaign code or a gift card code for a channel. */
export const codeCheckRequestSchema = z.object({
  kind: z.enum(['campaign', 'gift-card']),
  code: z
    .string({ error: 'Code is required' })
    .check(
      z.trim(),
      storableText(),
      z.minLength(1, 'Code is required'),
      z.maxLength(64, 'Code is too long (at most 64 characters)'),
    ),
  channel: channelCodeSchema,
});
/** A code check. */
export type CodeCheckRequest = z.infer<typeof codeCheckRequestSchema>;

/** Answer of a valid code check: campaign discount or gift card balance (minor units of `currency`). */
export const codeCheckResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('campaign'),
    code: z.string(),
    discountType: z.enum(['percent', 'amount']),
    value: z.number(),
    currency: z.nullable(z.string()),
  }),
  z.object({
    kind: z.literal('gift-card'),
    code: z.string(),
    balance: minorUnitsSchema,
    currency: z.string(),
  }),
]);
/** A code check answer. */
export type CodeCheckResponse = z.infer<typeof codeCheckResponseSchema>;

// ── Checkout and orders (spec §3 'Orders and analytics') ───────────────────

/** Delivery methods (spec §3). */
export const deliveryMethodSchema = z.enum(['default', 'pickup']);
/** Payment methods offered by the reference backend. */
export const paymentMethodSchema = z.enum(['invoice', 'card', 'financing']);

/** Body of a checkout placement; the server recomputes every amount and compares `expectedTotal`. */
export const checkoutRequestSchema = z.object({
  channel: channelCodeSchema,
  country: countryCodeSchema,
  sessionId: tokenText(1, 128),
  idempotencyKey: tokenText(8, 128),
  lines: z.array(listLineSchema).check(z.minLength(1, 'Cart has no products'), z.maxLength(200)),
  contact: contactSchema,
  deliveryAddress: addressSchema,
  invoiceAddress: z.optional(addressSchema),
  deliveryMethod: deliveryMethodSchema,
  paymentMethod: paymentMethodSchema,
  campaignCode: optionalText(64),
  giftCardCode: optionalText(64),
  messageToCompany: optionalText(2000),
  newsletterConsent: z._default(z.boolean(), false),
  termsAccepted: z.literal(true, { error: 'I have read and accepted the terms' }),
  expectedTotal: minorUnitsSchema,
});
/** A checkout request. */
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** An order item in the analytics shape of spec §3 (price in minor units). */
export const orderItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: minorUnitsSchema,
  quantity: z.number().check(z.int()),
  category: z.string(),
});
/** An order item. */
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Order life cycle. */
export const orderStatusValueSchema = z.enum([
  'placed',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
]);

/** A placed order. Amounts in minor units of `currency`. */
export const orderSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusValueSchema,
  createdAt: z.string(),
  channel: z.string(),
  currency: z.string(),
  vatIncluded: z.boolean(),
  items: z.array(orderItemSchema),
  subtotal: minorUnitsSchema,
  discount: minorUnitsSchema,
  taxKind: taxKindSchema,
  tax: minorUnitsSchema,
  shipping: minorUnitsSchema,
  giftCardAmount: minorUnitsSchema,
  total: minorUnitsSchema,
  coupon: z.nullable(z.string()),
  email: emailSchema,
  deliveryMethod: deliveryMethodSchema,
  paymentMethod: paymentMethodSchema,
});
/** An order. */
export type Order = z.infer<typeof orderSchema>;

/** Query of `GET /api/orders/status`: order number and the e-mail it was placed with. */
export const orderStatusRequestSchema = z.object({
  orderNumber: z
    .string({ error: 'Order number is required' })
    .check(z.trim(), matches(/^[A-Z0-9-]{4,32}$/i, 'Invalid order number', 'invalid_order_number')),
  email: emailSchema,
});
/** An order-status query. */
export type OrderStatusRequest = z.infer<typeof orderStatusRequestSchema>;

/** Answer of an order-status lookup. */
export const orderStatusSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusValueSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  itemCount: z.number().check(z.int()),
  total: minorUnitsSchema,
  currency: z.string(),
});
/** An order status. */
export type OrderStatus = z.infer<typeof orderStatusSchema>;

// ── Notifications (spec §3 'Toast') ────────────────────────────────────────

/** A toast notification built from an error (spec §8 'Error-to-notification mapping'). */
export const notificationSchema = z.object({
  type: z.enum(['error', 'warning', 'information']),
  title: z.optional(z.string()),
  message: z.string(),
  messages: z.optional(z.array(z.string())),
});
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;
