import { randomBytes, randomUUID } from 'node:crypto';
import { getChannel } from '@ironmark/channel';
import { eq } from 'drizzle-orm';
import type {
  ContactRequest,
  ContactResponse,
  NewsletterRequest,
  NewsletterResponse,
  SharedList,
  SharedListRequest,
} from '../../contract';
import { sharedListSchema } from '../../contract';
import type { Catalogue } from '../catalogue/catalogue';
import type { Database } from '../db/client';
import { contactMessages, newsletterSubscriptions, sharedLists } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors';
import type { Idempotency, WriteOptions } from '../idempotency';
import { isRecordId } from '../ids';
import type { OutboxService } from './outbox';
import { productNotFoundMessage } from './quotes';

/** Shared lists: a read-only snapshot of My List for sales staff, behind an unguessable id. */
export interface SharedListService {
  /**
   * Resolves names and paths, stores the snapshot and notifies sales staff; the id is 128 random bits
   * (base64url). Idempotent like every form write (see `Idempotency.run`).
   */
  create(request: SharedListRequest, options?: WriteOptions): Promise<SharedList>;
  /** The snapshot, or {@link NotFoundError}. */
  get(id: string): Promise<SharedList>;
}

function requireChannel(code: string) {
  const channel = getChannel(code);
  if (!channel)
    throw new ValidationError(
      { channel: [`Unknown channel ${code}`] },
      undefined,
      undefined,
      'unknownChannel',
    );
  return channel;
}

/** Builds the shared-list service. */
export function createSharedListService(deps: {
  db: Database;
  idempotency: Idempotency;
  catalogue: Catalogue;
  outbox: OutboxService;
  now: () => number;
  salesEmail: string;
  siteUrl: string;
}): SharedListService {
  return {
    async create(request, options = {}) {
      const channel = requireChannel(request.channel);
      const errors: Record<string, string[]> = {};
      const lines = request.lines.map((line, index) => {
        const found = deps.catalogue.getVariant(line.code);
        if (!found) errors[`lines.${index}.code`] = [productNotFoundMessage(line.code)];
        return {
          code: line.code,
          quantity: line.quantity,
          name: found?.variant.name ?? '',
          path: found?.variant.path ?? null,
        };
      });
      if (Object.keys(errors).length > 0)
        throw new ValidationError(errors, undefined, undefined, 'productNotFound');
      const id = randomBytes(16).toString('base64url');
      const createdAt = new Date(deps.now());
      const list = sharedListSchema.parse({
        id,
        createdAt: createdAt.toISOString(),
        channel: channel.code,
        note: request.note ?? null,
        lines,
        builds: request.builds,
      });
      const outcome = await deps.idempotency.run(
        { scope: 'shared-list', key: options.idempotencyKey, body: request },
        async (tx) => {
          await tx
            .insert(sharedLists)
            .values({ id, channel: channel.code, note: list.note, lines, builds: list.builds, createdAt });
          await deps.outbox.enqueue(tx, {
            kind: 'shared-list',
            recipient: deps.salesEmail,
            subject: `Shared list ${id} (${channel.code}, ${lines.length} products, ${list.builds.length} builds)`,
            body: `${lines.map((line) => `${line.quantity} × ${line.code} ${line.name}`).join('\n')}\n\n${deps.siteUrl}/api/shared-lists/${id}`,
            reference: id,
          });
          return list;
        },
      );
      if (!outcome.replayed) deps.outbox.kick();
      return sharedListSchema.parse(outcome.value);
    },
    async get(id) {
      if (!isRecordId(id)) throw new NotFoundError('Shared list not found', 'id');
      const [row] = await deps.db.select().from(sharedLists).where(eq(sharedLists.id, id));
      if (!row) throw new NotFoundError('Shared list not found', 'id');
      return sharedListSchema.parse({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        channel: row.channel,
        note: row.note,
        lines: row.lines,
        builds: row.builds,
      });
    },
  };
}

/** Newsletter sign-up: idempotent per e-mail (lower-cased), recording the consent of the first sign-up. */
export interface NewsletterService {
  /** Idempotent per e-mail, and per Idempotency-Key like every form write. */
  subscribe(request: NewsletterRequest, options?: WriteOptions): Promise<NewsletterResponse>;
}

/** Builds the newsletter service. */
export function createNewsletterService(deps: {
  db: Database;
  idempotency: Idempotency;
  now: () => number;
}): NewsletterService {
  return {
    async subscribe(request, options = {}) {
      requireChannel(request.channel);
      const outcome = await deps.idempotency.run(
        { scope: 'newsletter', key: options.idempotencyKey, body: request },
        async (tx): Promise<NewsletterResponse> => {
          const inserted = await tx
            .insert(newsletterSubscriptions)
            .values({
              email: request.email.toLowerCase(),
              channel: request.channel,
              consentSource: request.source,
              consentedAt: new Date(deps.now()),
            })
            .onConflictDoNothing()
            .returning({ email: newsletterSubscriptions.email });
          return { status: inserted.length > 0 ? 'subscribed' : 'already-subscribed' };
        },
      );
      return outcome.value;
    },
  };
}

/** Contact forms: stores the message and notifies sales staff (or customer service) through the outbox. */
export interface ContactService {
  /** Stores one message per Idempotency-Key (or per double submit without one). */
  send(request: ContactRequest, options?: WriteOptions): Promise<ContactResponse>;
}

/** Builds the contact service. */
export function createContactService(deps: {
  db: Database;
  idempotency: Idempotency;
  outbox: OutboxService;
  now: () => number;
  salesEmail: string;
}): ContactService {
  return {
    async send(request, options = {}) {
      requireChannel(request.channel);
      const id = randomUUID();
      const createdAt = new Date(deps.now());
      const outcome = await deps.idempotency.run(
        { scope: 'contact', key: options.idempotencyKey, body: request },
        async (tx): Promise<ContactResponse> => {
          await tx.insert(contactMessages).values({
            id,
            channel: request.channel,
            topic: request.topic,
            name: request.name,
            email: request.email,
            phone: request.phone ?? null,
            companyName: request.companyName ?? null,
            country: request.country ?? null,
            message: request.message,
            createdAt,
          });
          await deps.outbox.enqueue(tx, {
            kind: 'contact-message',
            recipient: deps.salesEmail,
            subject: `Contact (${request.topic}) from ${request.name}`,
            body: `${request.name} <${request.email}>${request.phone ? ` ${request.phone}` : ''}\n${request.companyName ?? ''}\n\n${request.message}`,
            reference: id,
          });
          return { id, receivedAt: createdAt.toISOString() };
        },
      );
      if (!outcome.replayed) deps.outbox.kick();
      return outcome.value;
    },
  };
}
