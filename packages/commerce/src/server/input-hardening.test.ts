// Issue 14 'Bad characters, and no personal data in logs': a NUL or an unpaired surrogate in any text
// field answers 400 naming the field with code 'invalid_characters' (it answered 500 from the failed
// insert), nothing is stored, and no log line on any error path carries the submitted personal data.
import '../testing/promise-try';
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { recordingLogger, testBackends } from '../testing/backends';
import { contactMessages, orders, quotes, sharedLists } from './db/schema';
import { redactMessage, safeError } from './log';

const backends = await testBackends();
const ORIGIN = 'http://shop.test';
const BAR = 'IM-BAR-WL-20M-BR-CH';
const generous = { limit: 100_000, windowMs: 60_000 };

/** Personal data the requests carry; none of it may reach a log line. */
const PII = {
  firstName: 'Zelda',
  lastName: 'Secretsson',
  email: 'zelda.secretsson@example.com',
  phone: '+1 555 0199',
  street: '77 Privacy Lane',
};
const address = {
  firstName: PII.firstName,
  lastName: PII.lastName,
  streetAddress: PII.street,
  zip: '10001',
  city: 'New York',
  stateOrProvince: 'NY',
  country: 'us',
};
const contact = { firstName: PII.firstName, lastName: PII.lastName, email: PII.email, phone: PII.phone };
const quote = (message: string) => ({
  channel: 'en-us',
  country: 'us',
  lines: [{ code: BAR, quantity: 1 }],
  contact,
  deliveryAddress: address,
  message,
});
const contactMessage = (message: string) => ({
  channel: 'en-us',
  name: `${PII.firstName} ${PII.lastName}`,
  email: PII.email,
  phone: PII.phone,
  message,
});

const NUL = 'a\u0000b';
const HIGH = 'a\uD800b';
const LOW = 'a\uDC00b';

describe.each(backends)('bad characters and logs on $name', (backend) => {
  const logger = recordingLogger();
  const commerce = backend.create({
    logger,
    rateLimits: {
      quote: generous,
      sharedList: generous,
      contact: generous,
      codeCheck: generous,
      checkout: generous,
      newsletter: generous,
    },
  });
  afterAll(async () => {
    await commerce.close();
    await backend.drop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    commerce.handlers.handle(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
        // JSON.stringify escapes lone surrogates (\ud800), so they arrive as they were typed.
        body: JSON.stringify(body),
      }),
    );
  const rows = async () => {
    const { db } = await commerce.database();
    const countOf = async (
      table: typeof quotes | typeof contactMessages | typeof sharedLists | typeof orders,
    ) => Number((await db.select({ value: count() }).from(table))[0]?.value ?? 0);
    return {
      quotes: await countOf(quotes),
      contact: await countOf(contactMessages),
      sharedLists: await countOf(sharedLists),
      orders: await countOf(orders),
    };
  };
  const session = async () => {
    const response = await post('/api/checkout/session', {
      channel: 'en-us',
      country: 'us',
      lines: [{ code: BAR, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { sessionId: string }).sessionId;
  };

  it('answers "not found" to a page asking for an id that is no record id (a NUL reached the database: 500)', async () => {
    const services = await commerce.services();
    const logged = logger.lines.length;
    for (const id of [NUL, HIGH, 'x'.repeat(65), '', '../etc', 'a b']) {
      await expect(
        services.quotes.getForRequester(id, 'x'.repeat(32)),
        JSON.stringify(id),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        field: 'id',
      });
      await expect(services.sharedLists.get(id), JSON.stringify(id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(logger.lines.slice(logged)).toEqual([]);
  });

  /** Route, body with `bad` in one text field, and the field the 400 must name. */
  const cases = async (bad: string): Promise<[string, unknown, string][]> => {
    const sessionId = await session();
    return [
      ['/api/quotes', quote(bad), 'message'],
      ['/api/quotes', { ...quote('hi'), contact: { ...contact, firstName: bad } }, 'contact.firstName'],
      [
        '/api/quotes',
        { ...quote('hi'), deliveryAddress: { ...address, streetAddress: bad } },
        'deliveryAddress.streetAddress',
      ],
      ['/api/contact', contactMessage(bad), 'message'],
      ['/api/contact', { ...contactMessage('hi'), name: bad }, 'name'],
      ['/api/shared-lists', { channel: 'en-us', lines: [{ code: BAR, quantity: 1 }], note: bad }, 'note'],
      ['/api/codes/check', { kind: 'campaign', code: bad, channel: 'en-us' }, 'code'],
      ['/api/codes/check', { kind: 'gift-card', code: bad, channel: 'en-us' }, 'code'],
      ['/api/checkout/quote-totals', { sessionId, campaignCode: bad }, 'campaignCode'],
      ['/api/checkout/quote-totals', { sessionId, giftCardCode: bad }, 'giftCardCode'],
      ['/api/checkout/quote-totals', { sessionId: `${sessionId}${bad}` }, 'sessionId'],
      [
        '/api/checkout/place-order',
        {
          channel: 'en-us',
          country: 'us',
          sessionId,
          lines: [{ code: BAR, quantity: 1 }],
          contact: { ...contact, lastName: bad },
          deliveryAddress: address,
          deliveryMethod: 'default',
          paymentMethod: 'invoice',
          messageToCompany: bad,
          termsAccepted: true,
          expectedTotal: 1,
        },
        'contact.lastName',
      ],
    ];
  };

  it.each([
    ['NUL', NUL],
    ['a lone high surrogate', HIGH],
    ['a lone low surrogate', LOW],
  ])('answers %s in any text field with 400 naming the field, and stores nothing', async (_name, bad) => {
    const before = await rows();
    for (const [path, body, field] of await cases(bad)) {
      const response = await post(path, body, { 'idempotency-key': randomUUID() });
      expect(response.status, `${path} ${field}`).toBe(400);
      const answer = (await response.json()) as {
        modelState: Record<string, string[]>;
        issues: { field: string; code: string }[];
      };
      expect(answer.modelState[field], `${path} ${field}`).toBeDefined();
      expect(answer.issues, `${path} ${field}`).toContainEqual(
        expect.objectContaining({ field, code: 'invalid_characters' }),
      );
    }
    expect(await rows()).toEqual(before);
  });

  it('keeps tabs, line breaks and emoji (paired surrogates) in text', async () => {
    const response = await post('/api/contact', contactMessage('Line one\n\tLine two 🏋️'));
    expect(response.status).toBe(201);
  });

  it('logs no personal data when an insert fails on the database', async () => {
    const { db } = await commerce.database();
    // A database-side refusal the schemas cannot foresee: the insert itself fails (500 path).
    await db.execute(
      sql.raw(
        "alter table contact_messages add constraint reject_test_message check (message <> 'REJECT THIS')",
      ),
    );
    try {
      const response = await post('/api/contact', contactMessage('REJECT THIS'));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        message: 'Sorry, something went wrong',
        code: 'INTERNAL_ERROR',
      });
    } finally {
      await db.execute(sql.raw('alter table contact_messages drop constraint reject_test_message'));
    }
    const log = logger.output.join('\n');
    expect(log).toContain('Unexpected error in a commerce route');
    // The SQLSTATE of the refusal stays, for the operator.
    expect(log).toContain('23514');
    for (const value of [...Object.values(PII), 'Secretsson', '555 0199', '5550199'])
      expect(log, `log carries ${value}`).not.toContain(value);
  });

  it('logs none of the personal data submitted in any of the requests above', () => {
    const log = logger.output.join('\n');
    for (const value of Object.values(PII)) expect(log, `log carries ${value}`).not.toContain(value);
  });
});

describe('redaction', () => {
  it('cuts bound values, quoted values, e-mail addresses and phone numbers out of messages', () => {
    const message =
      'Failed query: insert into "quotes" values ($1, $2)\nparams: Ada,ada@example.com,+1 555 0100,1 Iron Way';
    expect(redactMessage(message)).toBe(
      'Failed query: insert into "…" values ($1, $2)\n  params: [redacted]',
    );
    expect(redactMessage('invalid input syntax for type integer: "Ada Lovelace"')).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(redactMessage('mail to ada@example.com failed, call +46 70 123 45 67')).toBe(
      'mail to [e-mail] failed, call [number]',
    );
  });

  it('keeps name, code and cause of an error, never its detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
    });
    const error = new Error('Failed query: insert\nparams: ada@example.com', { cause });
    expect(safeError(error)).toEqual({
      name: 'Error',
      message: 'Failed query: insert\n  params: [redacted]',
      cause: { name: 'Error', code: '23505', message: 'duplicate key value violates unique constraint "…"' },
    });
    expect(JSON.stringify(safeError(error))).not.toContain('ada@');
  });
});
