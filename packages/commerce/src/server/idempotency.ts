import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { canonicalJson } from '../canonical-json';
import type { Database, Transaction } from './db/client';
import { IdempotencyKeyReusedError, ValidationError } from './errors';

/**
 * One row per (scope, key) of a state-changing request that went through: the hash of the request
 * body it answered and its answer, sealed (AES-256-GCM) with a key derived from the raw
 * Idempotency-Key and the body — the table alone discloses neither the key nor the answer (which can
 * carry personal data or a quote's PDF token). `key_hash` = sha256(scope, key).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    requestHash: text('request_hash').notNull(),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.keyHash] }),
    index('idempotency_keys_expires').on(table.expiresAt),
  ],
);

export { canonicalJson };

/** The SQL of the idempotency_keys table (part of migration 0003 in `db/migrations.ts`). */
export const IDEMPOTENCY_KEYS_SQL = `
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key_hash text NOT NULL,
  request_hash text NOT NULL,
  response text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key_hash)
);
--> statement-breakpoint
CREATE INDEX idempotency_keys_expires ON idempotency_keys (expires_at);
`;

/** How long an explicit Idempotency-Key is remembered: a retry within a day replays the first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a request WITHOUT an Idempotency-Key is deduplicated by its body: the same canonical body
 * in the same scope within this window is a double submit (a double click, a resent form) and
 * replays the first answer instead of storing a second record.
 */
export const DOUBLE_SUBMIT_WINDOW_MS = 10_000;

/** An Idempotency-Key: 8–128 letters, digits, '-' and '_' (a UUID from the page). */
export const idempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'The Idempotency-Key header must be 8–128 letters, digits, - or _');

/** The request's Idempotency-Key header, undefined when absent; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const header = request.headers.get('idempotency-key');
  if (header === null) return undefined;
  const key = idempotencyKeySchema.safeParse(header);
  if (!key.success) {
    throw new ValidationError({
      'Idempotency-Key': [key.error.issues[0]?.message ?? 'Invalid Idempotency-Key'],
    });
  }
  return key.data;
}

/** sha256 (hex) of the canonical JSON of a request body: what "the same request" means. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** Options of a service's write: the request's Idempotency-Key header, if sent. */
export interface WriteOptions {
  idempotencyKey?: string | undefined;
}

/** A state-changing request: its scope (route), its Idempotency-Key if sent, and its validated body. */
export interface IdempotentRequest {
  scope: string;
  key: string | undefined;
  body: unknown;
  /** Deduplicate a request without a key by its body (default true). */
  dedupeWithoutKey?: boolean;
}

/** Runs writes at most once per key; see {@link createIdempotency}. */
export interface Idempotency {
  /**
   * Runs `write` in a transaction that first claims (scope, key) — a unique primary key — and stores
   * `write`'s answer with it. A second request with the same key waits for the first to commit, then
   * gets the first answer (`replayed: true`) and writes nothing; with the same key but another body
   * it is refused with {@link IdempotencyKeyReusedError} (422). Without a key, the body itself is the
   * key for {@link DOUBLE_SUBMIT_WINDOW_MS}. A failed write rolls the claim back, so it can be retried.
   */
  run<T>(
    request: IdempotentRequest,
    write: (tx: Transaction) => Promise<T>,
  ): Promise<{ value: T; replayed: boolean }>;
}

const sha256 = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest();

function seal(secret: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(secret: Buffer, sealed: string): unknown {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
}

/** How often expired keys are purged (at most once per this interval per process). */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Builds the idempotency guard over the database. */
export function createIdempotency(deps: { db: Database; now: () => number }): Idempotency {
  let lastPurge = Number.NEGATIVE_INFINITY;
  return {
    async run<T>(
      request: IdempotentRequest,
      write: (tx: Transaction) => Promise<T>,
    ): Promise<{ value: T; replayed: boolean }> {
      const now = deps.now();
      if (now - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = now;
        await deps.db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, new Date(now)));
      }
      const canonical = canonicalJson(request.body);
      const requestHash = createHash('sha256').update(canonical).digest('hex');
      const byBody = request.key === undefined;
      if (byBody && request.dedupeWithoutKey === false)
        return { value: await deps.db.transaction(write), replayed: false };
      const key = request.key ?? `body:${requestHash}`;
      const keyHash = sha256('key', request.scope, key).toString('hex');
      const secret = sha256('seal', request.scope, key, canonical);
      const row = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.keyHash, keyHash));
      // Twice at most: the first answer's row can expire between our conflict and our read.
      for (let attempt = 0; ; attempt++) {
        const outcome = await deps.db.transaction(async (tx) => {
          // An expired claim no longer counts; the unique (scope, key_hash) makes a concurrent second
          // claim wait for the first transaction and then see its row.
          await tx.delete(idempotencyKeys).where(and(row, lte(idempotencyKeys.expiresAt, new Date(now))));
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({
              scope: request.scope,
              keyHash,
              requestHash,
              createdAt: new Date(now),
              expiresAt: new Date(now + (byBody ? DOUBLE_SUBMIT_WINDOW_MS : IDEMPOTENCY_KEY_TTL_MS)),
            })
            .onConflictDoNothing()
            .returning({ keyHash: idempotencyKeys.keyHash });
          if (claimed.length === 0) {
            const [first] = await tx.select().from(idempotencyKeys).where(row);
            return { first };
          }
          const value = await write(tx);
          await tx
            .update(idempotencyKeys)
            .set({ response: seal(secret, value) })
            .where(row);
          return { value };
        });
        if ('value' in outcome) return { value: outcome.value as T, replayed: false };
        const { first } = outcome;
        if (!first?.response) {
          if (attempt === 0) continue;
          throw new Error(`The ${request.scope} answer of an idempotency key is missing`);
        }
        if (first.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
        return { value: unseal(secret, first.response) as T, replayed: true };
      }
    },
  };
}
