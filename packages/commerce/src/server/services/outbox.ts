import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Database, Transaction } from '../db/client';
import { outbox } from '../db/schema';

/** Something that delivers an e-mail. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** Where the backend logs (defaults to the console). */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** A mailer that only writes a log line — the embedded default when no SMTP_URL is set. */
export function logMailer(logger: Logger): Mailer {
  return {
    async send() {
      // Recipient and subject name the customer: the line says only that a message went out.
      logger.info('[outbox] e-mail handed to the log mailer (no SMTP_URL set)');
    },
  };
}

/** A nodemailer SMTP mailer for `smtp://` / `smtps://` URLs; `from` is the sender address. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
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

/** The outbox: messages are written inside the caller's transaction and delivered after commit. */
export interface OutboxService {
  /** Adds a message inside a transaction (it is sent only if the transaction commits). */
  enqueue(tx: Transaction, message: OutboxMessage): Promise<void>;
  /** Starts delivering unsent messages in the background (one loop at a time; calls while it runs coalesce). */
  kick(): void;
  /** Delivers every unsent message now and resolves when the outbox is drained (or only failures are left). */
  flush(): Promise<void>;
}

const MAX_ATTEMPTS = 5;

/**
 * Builds the outbox over the `outbox` table. Delivery is at-least-once: a message is marked sent
 * after the mailer accepts it; a failure records the error and is retried up to 5 attempts.
 */
export function createOutbox(deps: { db: Database; mailer: Mailer; logger: Logger }): OutboxService {
  let running: Promise<void> | undefined;
  let again = false;

  async function deliverBatch(): Promise<number> {
    const pending = await deps.db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), sql`${outbox.attempts} < ${MAX_ATTEMPTS}`))
      .orderBy(asc(outbox.id))
      .limit(50);
    for (const message of pending) {
      try {
        await deps.mailer.send({ to: message.recipient, subject: message.subject, text: message.body });
        await deps.db
          .update(outbox)
          .set({ sentAt: new Date(), attempts: message.attempts + 1 })
          .where(eq(outbox.id, message.id));
      } catch (error) {
        deps.logger.error('Failed to send outbox message', message.id, error);
        await deps.db
          .update(outbox)
          .set({ attempts: message.attempts + 1, lastError: String(error) })
          .where(eq(outbox.id, message.id));
      }
    }
    return pending.length;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      while ((await deliverBatch()) === 50) {
        // keep draining full batches
      }
    } while (again);
  }

  function start(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error: unknown) => deps.logger.error('Outbox delivery failed', error))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    async enqueue(tx, message) {
      await tx.insert(outbox).values({ ...message, reference: message.reference ?? null });
    },
    kick() {
      void start();
    },
    async flush() {
      await start();
      if (running) await running;
    },
  };
}
