import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Money columns: integer minor units (bigint read back as a JS number). */
const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Key/value markers of the database itself (e.g. which demo seed ran). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Stock of a variant in a warehouse market (us, eu, uk, nordic, apac). Units are whole items. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    variantCode: text('variant_code').notNull(),
    market: text('market').notNull(),
    inStock: integer('in_stock').notNull(),
    preOrder: integer('pre_order').notNull(),
    preOrderDisplay: boolean('pre_order_display').notNull(),
    daysAhead: integer('days_ahead').notNull(),
    estimatedDeliveryDays: integer('estimated_delivery_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.variantCode, table.market] })],
);

/** A quote request and its priced snapshot. Contact and addresses are stored as submitted (JSON). */
export const quotes = pgTable('quotes', {
  /** 'Q-100001', 'Q-100002', … from a sequence: unique under any concurrency. */
  id: text('id').primaryKey().default(sql`('Q-' || nextval('quote_number_seq'))`),
  tokenHash: text('token_hash').notNull(),
  status: text('status').notNull(),
  channel: text('channel').notNull(),
  currency: text('currency').notNull(),
  showPrices: boolean('show_prices').notNull(),
  vatIncluded: boolean('vat_included').notNull(),
  contact: jsonb('contact').notNull(),
  deliveryAddress: jsonb('delivery_address').notNull(),
  invoiceAddress: jsonb('invoice_address').notNull(),
  deliveryMethod: text('delivery_method').notNull(),
  deliveryTerms: text('delivery_terms').notNull(),
  paymentTerms: text('payment_terms').notNull(),
  salesContact: text('sales_contact').notNull(),
  message: text('message'),
  installation: boolean('installation').notNull(),
  builds: jsonb('builds').notNull(),
  subtotal: money('subtotal'),
  totalDiscount: money('total_discount'),
  taxKind: text('tax_kind').notNull(),
  taxRate: real('tax_rate'),
  tax: money('tax'),
  total: money('total'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The lines of a quote, in order. Amounts are null where the channel hides prices. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    articleId: text('article_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    priceReduction: money('price_reduction'),
    netAmount: money('net_amount'),
    buildCode: text('build_code'),
  },
  (table) => [primaryKey({ columns: [table.quoteId, table.position] })],
);

/** A read-only snapshot of My List shared with sales staff; the id is unguessable. */
export const sharedLists = pgTable('shared_lists', {
  id: text('id').primaryKey(),
  channel: text('channel').notNull(),
  note: text('note'),
  lines: jsonb('lines').notNull(),
  builds: jsonb('builds').notNull(),
  createdAt: createdAt(),
});

/** Newsletter subscriptions, one per lower-cased e-mail, with the consent given. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  channel: text('channel').notNull(),
  consentSource: text('consent_source').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

/** Messages from the contact forms. */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  channel: text('channel').notNull(),
  topic: text('topic').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  companyName: text('company_name'),
  country: text('country'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Placed orders; `idempotencyKey` makes a retried placement return the same order. */
export const orders = pgTable('orders', {
  /** 'IM-5000001', … from a sequence. */
  orderNumber: text('order_number').primaryKey().default(sql`('IM-' || nextval('order_number_seq'))`),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** The checkout session placed; unique, so one session makes one order whatever the concurrency. */
  sessionId: text('session_id').unique('orders_session_id'),
  /** sha256 of the placement's canonical body: the same key with another body is refused (422). */
  requestHash: text('request_hash'),
  status: text('status').notNull(),
  channel: text('channel').notNull(),
  currency: text('currency').notNull(),
  vatIncluded: boolean('vat_included').notNull(),
  email: text('email').notNull(),
  contact: jsonb('contact').notNull(),
  deliveryAddress: jsonb('delivery_address').notNull(),
  invoiceAddress: jsonb('invoice_address').notNull(),
  deliveryMethod: text('delivery_method').notNull(),
  paymentMethod: text('payment_method').notNull(),
  subtotal: money('subtotal').notNull(),
  discount: money('discount').notNull(),
  taxKind: text('tax_kind').notNull(),
  tax: money('tax').notNull(),
  shipping: money('shipping').notNull(),
  giftCardAmount: money('gift_card_amount').notNull(),
  total: money('total').notNull(),
  coupon: text('coupon'),
  giftCardCode: text('gift_card_code'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The lines of an order (analytics item shape: id, name, price, quantity, category). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderNumber: text('order_number')
      .notNull()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    category: text('category').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderNumber, table.position] })],
);

/** Gift cards: balance in minor units of `currency`; single-use cards are spent by their first redemption. */
export const giftCards = pgTable('gift_cards', {
  code: text('code').primaryKey(),
  currency: text('currency').notNull(),
  initialBalance: money('initial_balance').notNull(),
  balance: money('balance').notNull(),
  singleUse: boolean('single_use').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** Campaign (discount) codes: percent or amount off, a validity window and the channels they apply to (empty = all). */
export const campaignCodes = pgTable('campaign_codes', {
  code: text('code').primaryKey(),
  discountType: text('discount_type').notNull(),
  value: integer('value').notNull(),
  currency: text('currency'),
  channels: jsonb('channels').$type<string[]>().notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }).notNull(),
  active: boolean('active').notNull(),
});

/** Outgoing e-mails to sales staff and customers; delivered after commit (log line, or SMTP when configured). */
export const outbox = pgTable('outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  reference: text('reference'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

/** Every table, for drizzle's relational helpers. */
export const schema = {
  meta,
  stockLevels,
  quotes,
  quoteLines,
  sharedLists,
  newsletterSubscriptions,
  contactMessages,
  orders,
  orderLines,
  giftCards,
  campaignCodes,
  outbox,
};

/** Applied migrations (written by `migrate`). */
export const schemaMigrations = pgTable('schema_migrations', {
  id: text('id').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
