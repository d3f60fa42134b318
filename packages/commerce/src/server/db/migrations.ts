import { CHECKOUT_SESSIONS_MIGRATION } from '../checkout/sessions';
import { IDEMPOTENCY_KEYS_SQL } from '../idempotency';

/**
 * SQL migrations, applied in order by `migrate` and recorded in `schema_migrations`. They live in
 * code (not files) so the migrations travel inside any bundle — the storefront's server build, tsup's
 * dist — without a path lookup at runtime. Each migration runs in one transaction; statements are
 * separated by `--> statement-breakpoint` (drizzle's convention). Never edit an applied migration:
 * add a new one. `schema.ts` describes the same tables for the query builder.
 */
export const migrations: readonly { id: string; sql: string }[] = [
  {
    id: '0001_initial',
    sql: `
CREATE TABLE meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE stock_levels (
  variant_code text NOT NULL,
  market text NOT NULL,
  in_stock integer NOT NULL CHECK (in_stock >= 0),
  pre_order integer NOT NULL CHECK (pre_order >= 0),
  pre_order_display boolean NOT NULL,
  days_ahead integer NOT NULL,
  estimated_delivery_days integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (variant_code, market)
);
--> statement-breakpoint
CREATE SEQUENCE quote_number_seq START 100001;
--> statement-breakpoint
CREATE TABLE quotes (
  id text PRIMARY KEY DEFAULT ('Q-' || nextval('quote_number_seq')),
  token_hash text NOT NULL,
  status text NOT NULL,
  channel text NOT NULL,
  currency text NOT NULL,
  show_prices boolean NOT NULL,
  vat_included boolean NOT NULL,
  contact jsonb NOT NULL,
  delivery_address jsonb NOT NULL,
  invoice_address jsonb NOT NULL,
  delivery_method text NOT NULL,
  delivery_terms text NOT NULL,
  payment_terms text NOT NULL,
  sales_contact text NOT NULL,
  message text,
  installation boolean NOT NULL,
  builds jsonb NOT NULL,
  subtotal bigint,
  total_discount bigint,
  tax_kind text NOT NULL,
  tax_rate real,
  tax bigint,
  total bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE quote_lines (
  quote_id text NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  position integer NOT NULL,
  article_id text NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price bigint,
  price_reduction bigint,
  net_amount bigint,
  build_code text,
  PRIMARY KEY (quote_id, position)
);
--> statement-breakpoint
CREATE TABLE shared_lists (
  id text PRIMARY KEY,
  channel text NOT NULL,
  note text,
  lines jsonb NOT NULL,
  builds jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE newsletter_subscriptions (
  email text PRIMARY KEY,
  channel text NOT NULL,
  consent_source text NOT NULL,
  consented_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE contact_messages (
  id text PRIMARY KEY,
  channel text NOT NULL,
  topic text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  company_name text,
  country text,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE SEQUENCE order_number_seq START 5000001;
--> statement-breakpoint
CREATE TABLE orders (
  order_number text PRIMARY KEY DEFAULT ('IM-' || nextval('order_number_seq')),
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL,
  channel text NOT NULL,
  currency text NOT NULL,
  vat_included boolean NOT NULL,
  email text NOT NULL,
  contact jsonb NOT NULL,
  delivery_address jsonb NOT NULL,
  invoice_address jsonb NOT NULL,
  delivery_method text NOT NULL,
  payment_method text NOT NULL,
  subtotal bigint NOT NULL,
  discount bigint NOT NULL,
  tax_kind text NOT NULL,
  tax bigint NOT NULL,
  shipping bigint NOT NULL,
  gift_card_amount bigint NOT NULL,
  total bigint NOT NULL,
  coupon text,
  gift_card_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE order_lines (
  order_number text NOT NULL REFERENCES orders(order_number) ON DELETE CASCADE,
  position integer NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price bigint NOT NULL,
  category text NOT NULL,
  PRIMARY KEY (order_number, position)
);
--> statement-breakpoint
CREATE TABLE gift_cards (
  code text PRIMARY KEY,
  currency text NOT NULL,
  initial_balance bigint NOT NULL,
  balance bigint NOT NULL CHECK (balance >= 0),
  single_use boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE campaign_codes (
  code text PRIMARY KEY,
  discount_type text NOT NULL CHECK (discount_type IN ('percent', 'amount')),
  value integer NOT NULL CHECK (value > 0),
  currency text,
  channels jsonb NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  active boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
--> statement-breakpoint
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;
`,
  },
  CHECKOUT_SESSIONS_MIGRATION,
  {
    // Issue 14: one order per checkout session, enforced by the database (a unique index, so a
    // concurrent second placement of the session waits for the first and then stores nothing); the
    // hash of the placement's body, so a reused Idempotency-Key with another body is refused; and
    // the Idempotency-Keys of the other state-changing routes. Existing orders get their session
    // from checkout_sessions.order_number (one order per session row), older ones keep NULL.
    id: '0003_order_session_and_idempotency_keys',
    sql: `
ALTER TABLE orders ADD COLUMN session_id text;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN request_hash text;
--> statement-breakpoint
UPDATE orders SET session_id = checkout_sessions.id
  FROM checkout_sessions WHERE checkout_sessions.order_number = orders.order_number;
--> statement-breakpoint
CREATE UNIQUE INDEX orders_session_id ON orders (session_id);
--> statement-breakpoint
${IDEMPOTENCY_KEYS_SQL}`,
  },
];
