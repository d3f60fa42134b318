import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ListLine } from '../../contract';

/**
 * Checkout sessions: the cart lines a checkout started from, the channel, the codes applied so far
 * and the last activity (inactivity expiry). Status: open → placed (order number set), expired, or
 * invalid (an abandoned cart whose lines are no longer for sale).
 */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  channel: text('channel').notNull(),
  country: text('country'),
  lines: jsonb('lines').$type<ListLine[]>().notNull(),
  status: text('status').$type<'open' | 'placed' | 'expired' | 'invalid'>().notNull(),
  campaignCode: text('campaign_code'),
  giftCardCode: text('gift_card_code'),
  orderNumber: text('order_number'),
  preOrders: jsonb('pre_orders').$type<{ code: string; estimatedDeliveryDays: number }[]>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** The migration that creates {@link checkoutSessions} (registered in `db/migrations.ts`). */
export const CHECKOUT_SESSIONS_MIGRATION = {
  id: '0002_checkout_sessions',
  sql: `
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  channel text NOT NULL,
  country text,
  lines jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'placed', 'expired', 'invalid')),
  campaign_code text,
  gift_card_code text,
  order_number text REFERENCES orders(order_number),
  pre_orders jsonb,
  created_at timestamptz NOT NULL,
  last_active_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX checkout_sessions_order ON checkout_sessions (order_number) WHERE order_number IS NOT NULL;
`,
} as const;
