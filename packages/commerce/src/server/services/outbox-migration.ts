/**
 * Delivery claims for the outbox (issue 17): a worker claims due rows with `FOR UPDATE SKIP LOCKED`
 * and holds them until `lease_until`; a failure pushes `next_attempt_at` back exponentially and
 * `dead_at` marks a message given up after the last attempt. The partial index serves the claim query.
 */
export const OUTBOX_CLAIMS_MIGRATION = {
  id: '0004_outbox_claims',
  sql: `
ALTER TABLE outbox ADD COLUMN claimed_by text;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN lease_until timestamptz;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN dead_at timestamptz;
--> statement-breakpoint
DROP INDEX IF EXISTS outbox_unsent;
--> statement-breakpoint
CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dead_at IS NULL;
`,
} as const;
