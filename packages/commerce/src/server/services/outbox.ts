import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database, Transaction } from '../db/client';
import { outbox } from '../db/schema';

/** A file sent with an e-mail (the quote PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One e-mail handed to a {@link Mailer}; `messageId` is stable per outbox row so a receiver can drop a repeat. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** `<outbox-{row id}.{database}@{host}>` when sent by the outbox. */
  messageId?: string;
  attachments?: MailAttachment[];
}

/** Something that delivers an e-mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where the backend logs (defaults to the console). */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** A mailer that only writes a log line (no recipient: no personal data) — the embedded default when no SMTP_URL is set. */
export function logMailer(logger: Logger): Mailer {
  return {
    async send({ messageId }) {
      logger.info(`[outbox] e-mail logged, not sent (no SMTP_URL): ${messageId ?? 'message'}`);
    },
  };
}

/**
 * A nodemailer SMTP mailer for `smtp://` / `smtps://` URLs; `from` is the sender address. `name` is
 * the EHLO host name (default `{hostname}-{pid}`, so a receiving server can tell workers apart).
 */
export function smtpMailer(url: string, from: string, options: { name?: string } = {}): Mailer {
  const transport = createTransport({ url, name: options.name ?? `${hostname()}-${process.pid}` });
  return {
    async send({ to, subject, text, messageId, attachments = [] }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(messageId ? { messageId } : {}),
        attachments: attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
  };
}

/** A message to put in the outbox. */
export interface OutboxMessage {
  kind: 'quote-request' | 'shared-list' | 'contact-message' | 'order-confirmation';
  recipient: string;
  subject: string;
  body: string;
  reference?: string;
}

/** Rows by delivery state, for health checks and the dead-letter count. */
export interface OutboxCounts {
  pending: number;
  sent: number;
  dead: number;
}

/** The outbox: messages are written inside the caller's transaction and delivered after commit. */
export interface OutboxService {
  /** Adds a message inside a transaction (it is sent only if the transaction commits). */
  enqueue(tx: Transaction, message: OutboxMessage): Promise<void>;
  /** Starts delivering due messages in the background (one loop at a time; calls while it runs coalesce). */
  kick(): void;
  /** Delivers every due message now and resolves when none is left due (failures wait for their backoff). */
  flush(): Promise<void>;
  /** Counts of pending, sent and dead-lettered messages. */
  counts(): Promise<OutboxCounts>;
  /** Starts the periodic sweep that picks up retries and expired leases (idempotent); returns `stop`. */
  start(): () => void;
  /** Stops the periodic sweep. */
  stop(): void;
}

/** Delivery settings of {@link createOutbox}. */
export interface OutboxOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** This worker's name in `claimed_by` (default `{hostname}-{pid}-{random}`). */
  workerId?: string;
  /** How long a claim holds before another worker may take the row (default 60 s). */
  leaseMs?: number;
  /** Attempts before a message is dead-lettered (default 5). */
  maxAttempts?: number;
  /** First retry delay; attempt n waits `backoffMs · 2^(n-1)`, at most one hour (default 30 s). */
  backoffMs?: number;
  /**
   * The files to send with a message, made when it is sent (the quote PDF of a 'quote-request'), so
   * the outbox row keeps only text. A failure here counts as a failed delivery (retried, backed off).
   */
  attachmentsFor?: (message: { kind: string; reference: string | null }) => Promise<MailAttachment[]>;
  /** Rows claimed at once (default 20). */
  batchSize?: number;
  /** Period of the background sweep started by `start()` (default a quarter of the lease, at most 15 s). */
  sweepMs?: number;
  /** Host part of the Message-ID (default `ironmark.local`). */
  messageHost?: string;
  /**
   * Whether this worker delivers (default true). With false, messages are still written with their
   * transaction and stay pending for a worker that delivers (another instance sharing the database);
   * `kick`, `flush` and `start` do nothing.
   */
  deliver?: boolean;
}

export const OUTBOX_DEFAULTS = {
  leaseMs: 60_000,
  maxAttempts: 5,
  backoffMs: 30_000,
  batchSize: 20,
} as const;

const MAX_BACKOFF_MS = 3_600_000;

interface ClaimedRow {
  id: number;
  kind: string;
  reference: string | null;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
}

/**
 * Builds the outbox over the `outbox` table, safe for any number of workers on one database:
 * a worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (`lease_until`), so two workers
 * never hold the same row and a crashed worker's rows are taken again once the lease expires. A row
 * is marked sent by the worker that still holds it, right after the mailer accepted it. A failure
 * waits `backoffMs · 2^(attempts-1)` before the next try; after `maxAttempts` the row is dead-lettered
 * (`dead_at`), logged once and counted by `counts().dead`. Times come from the database clock, so
 * workers on several machines agree. On PGlite (one connection) the same statements run serially.
 */
export function createOutbox(deps: OutboxOptions): OutboxService {
  const workerId = deps.workerId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const leaseMs = deps.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  const maxAttempts = deps.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const backoffMs = deps.backoffMs ?? OUTBOX_DEFAULTS.backoffMs;
  const batchSize = deps.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const sweepMs = deps.sweepMs ?? Math.min(15_000, Math.max(250, Math.floor(leaseMs / 4)));
  const messageHost = deps.messageHost ?? 'ironmark.local';
  const deliver = deps.deliver ?? true;
  const { db, logger } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let databaseTag: Promise<string> | undefined;

  // Message-IDs name the database too, so two shops' row 1 never share one.
  function tagOfDatabase(): Promise<string> {
    databaseTag ??= db
      .execute(sql`SELECT current_database() AS name`)
      .then((result) => String(rowsOf(result)[0]?.name ?? 'db'))
      .catch(() => 'db');
    return databaseTag;
  }

  async function claim(): Promise<ClaimedRow[]> {
    const result = await db.execute(sql`
      UPDATE outbox
         SET claimed_by = ${workerId},
             lease_until = now() + make_interval(secs => ${leaseMs / 1000})
       WHERE id IN (
         SELECT id FROM outbox
          WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= now()
            AND (lease_until IS NULL OR lease_until < now())
          ORDER BY id
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, reference, recipient, subject, body, attempts`);
    return rowsOf(result)
      .map((row) => ({
        id: Number(row.id),
        kind: String(row.kind),
        reference: row.reference == null ? null : String(row.reference),
        recipient: String(row.recipient),
        subject: String(row.subject),
        body: String(row.body),
        attempts: Number(row.attempts),
      }))
      .sort((a, b) => a.id - b.id);
  }

  async function markSent(row: ClaimedRow): Promise<void> {
    await db
      .update(outbox)
      .set({
        sentAt: sql`now()`,
        attempts: sql`${outbox.attempts} + 1`,
        leaseUntil: null,
        lastError: null,
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.claimedBy, workerId), isNull(outbox.sentAt)));
  }

  async function markFailed(row: ClaimedRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const dead = attempts >= maxAttempts;
    const delay = Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** (attempts - 1));
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(outbox)
      .set({
        attempts,
        lastError: message.slice(0, 500),
        leaseUntil: null,
        claimedBy: null,
        nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        deadAt: dead ? sql`now()` : null,
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.claimedBy, workerId)));
    if (dead) {
      logger.error(
        `[outbox] message ${row.id} (${row.kind}) dead-lettered after ${attempts} failed attempts: ${message}`,
      );
    } else {
      logger.error(
        `[outbox] message ${row.id} (${row.kind}) failed (attempt ${attempts} of ${maxAttempts}); retry in ${delay} ms: ${message}`,
      );
    }
  }

  /** Claims one batch and delivers it; returns how many rows were claimed. */
  async function deliverBatch(): Promise<number> {
    const claimed = await claim();
    const tag = await tagOfDatabase();
    for (const row of claimed) {
      // The attachments first (a PDF takes a moment to render): the claim is renewed after them,
      // right before the send, so rendering never eats into the lease the send relies on.
      let attachments: MailAttachment[];
      try {
        attachments = (await deps.attachmentsFor?.(row)) ?? [];
      } catch (error) {
        await markFailed(row, error);
        continue;
      }
      // Renew the claim right before sending, and only send a row this worker still holds: once a
      // batch outlives its lease (a slow mailer, a loaded machine) another worker may claim its
      // rows, and then sends them instead (its claim set claimed_by; the row lock orders the two
      // updates). A row whose lease ran out but that nobody claimed is still this worker's to send:
      // skipping it too made a loaded worker drop most of every batch and render PDFs for nothing.
      const renewed = rowsOf(
        await db.execute(sql`
          UPDATE outbox SET lease_until = now() + make_interval(secs => ${leaseMs / 1000})
           WHERE id = ${row.id} AND claimed_by = ${workerId} AND sent_at IS NULL AND dead_at IS NULL
          RETURNING id`),
      );
      if (renewed.length === 0) continue;
      try {
        await deps.mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          messageId: `<outbox-${row.id}.${tag}@${messageHost}>`,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } catch (error) {
        await markFailed(row, error);
        continue;
      }
      await markSent(row);
    }
    return claimed.length;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      while ((await deliverBatch()) > 0) {
        // keep draining while rows are due
      }
    } while (again);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => logger.error('[outbox] delivery loop failed', error))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const service: OutboxService = {
    async enqueue(tx, message) {
      await tx.insert(outbox).values({ ...message, reference: message.reference ?? null });
    },
    kick() {
      if (deliver) void run();
    },
    async flush() {
      if (!deliver) return;
      await run();
      if (running) await running;
    },
    async counts() {
      const [pending, sent, dead] = await Promise.all(
        [
          and(isNull(outbox.sentAt), isNull(outbox.deadAt)),
          isNotNull(outbox.sentAt),
          isNotNull(outbox.deadAt),
        ].map(async (where) =>
          Number((await db.select({ n: count() }).from(outbox).where(where))[0]?.n ?? 0),
        ),
      );
      return { pending: pending ?? 0, sent: sent ?? 0, dead: dead ?? 0 };
    },
    start() {
      if (deliver && !timer) {
        timer = setInterval(() => void run(), sweepMs);
        timer.unref?.();
      }
      return () => service.stop();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return service;
}
