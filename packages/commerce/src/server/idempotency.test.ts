// Idempotency of every form write (issue 14): a double submit stores one record, an Idempotency-Key
// replays the first answer, and the same key with another body is refused with 422. On both backends.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/backends';
import { usAddress } from '../testing/orders';
import { invoiceProvider, sandboxCardProvider } from './checkout/payments';
import { contactMessages, newsletterSubscriptions, orders, quotes, sharedLists } from './db/schema';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from './errors';
import { canonicalJson, DOUBLE_SUBMIT_WINDOW_MS, idempotencyKeys } from './idempotency';

const backends = await testBackends();
const ORIGIN = 'http://shop.test';
const generous = { limit: 100_000, windowMs: 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let unique = 0;
const tag = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

/** A valid body per form, unique per call, and how to count the records it stores. */
const forms = {
  quote: {
    path: '/api/quotes',
    body: (id: string) => ({
      channel: 'en-us',
      lines: [{ code: 'IM-GA-KEYRING', quantity: 2 }],
      contact: {
        firstName: 'Ada',
        lastName: 'Lifter',
        email: `quote.${id}@example.com`,
        phone: '+1 555 0100',
      },
      deliveryAddress: usAddress,
    }),
    table: quotes,
    where: (id: string) => sql`${quotes.contact}->>'email' = ${`quote.${id}@example.com`}`,
  },
  contact: {
    path: '/api/contact',
    body: (id: string) => ({
      channel: 'en-us',
      topic: 'sales',
      name: 'Ada Lifter',
      email: `contact.${id}@example.com`,
      message: 'Do you ship racks to Boston?',
    }),
    table: contactMessages,
    where: (id: string) => eq(contactMessages.email, `contact.${id}@example.com`),
  },
  'shared list': {
    path: '/api/shared-lists',
    body: (id: string) => ({
      channel: 'en-us',
      lines: [{ code: 'IM-GA-KEYRING', quantity: 2 }],
      note: `club ${id}`,
    }),
    table: sharedLists,
    where: (id: string) => eq(sharedLists.note, `club ${id}`),
  },
  newsletter: {
    path: '/api/newsletter',
    body: (id: string) => ({
      email: `news.${id}@example.com`,
      channel: 'en-us',
      consent: true,
      source: 'footer',
    }),
    table: newsletterSubscriptions,
    where: (id: string) => eq(newsletterSubscriptions.email, `news.${id}@example.com`),
  },
} as const;
const formNames = Object.keys(forms) as (keyof typeof forms)[];

describe.each(backends)('idempotent form writes on $name', (backend) => {
  let clock = Date.now();
  const card = sandboxCardProvider();
  const commerce = backend.create({
    now: () => clock,
    payments: [invoiceProvider(), card],
    rateLimits: {
      quote: generous,
      contact: generous,
      sharedList: generous,
      newsletter: generous,
      checkout: generous,
      codeCheck: generous,
    },
  });
  // Open, migrate and seed before the clock of the tests starts (slow on a loaded machine).
  beforeAll(() => commerce.services(), 180_000);
  afterAll(async () => {
    await commerce.close();
    await backend.drop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    commerce.handlers.handle(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
        body: JSON.stringify(body),
      }),
    );
  const records = async (name: keyof typeof forms, id: string) => {
    const { db } = await commerce.database();
    const form = forms[name];
    const [row] = await db.select({ value: count() }).from(form.table).where(form.where(id));
    return Number(row?.value ?? 0);
  };

  describe.each(formNames)('%s', (name) => {
    const form = forms[name];

    it.each([0, 50, 150])('a double submit %i ms apart without a key stores one record', async (gap) => {
      const id = tag();
      const body = form.body(id);
      const [first, second] = await Promise.all([
        post(form.path, body),
        sleep(gap).then(() => post(form.path, body)),
      ]);
      expect(first.status).toBeLessThan(300);
      expect(second.status).toBe(first.status);
      // The second answer is the first one (the same quote, message or list), not a second record.
      expect(await second.text()).toBe(await first.text());
      expect(await records(name, id)).toBe(1);
    });

    it('a double submit with one Idempotency-Key stores one record and replays the first answer', async () => {
      const id = tag();
      const key = `form-${name.replace(' ', '-')}-${id}`;
      const body = form.body(id);
      const [first, second] = await Promise.all([
        post(form.path, body, { 'idempotency-key': key }),
        post(form.path, body, { 'idempotency-key': key }),
      ]);
      const text = await first.text();
      expect(first.status).toBeLessThan(300);
      expect(await second.text()).toBe(text);
      // Later too, past the key-less double-submit window.
      clock += DOUBLE_SUBMIT_WINDOW_MS + 1;
      const later = await post(form.path, body, { 'idempotency-key': key });
      expect(later.status).toBe(first.status);
      expect(await later.text()).toBe(text);
      expect(await records(name, id)).toBe(1);
    });

    it('the same Idempotency-Key with another body answers 422 naming the header and stores nothing', async () => {
      const id = tag();
      const other = tag();
      const key = `reuse-${name.replace(' ', '-')}-${id}`;
      expect((await post(form.path, form.body(id), { 'idempotency-key': key })).status).toBeLessThan(300);
      const reused = await post(form.path, form.body(other), { 'idempotency-key': key });
      expect(reused.status).toBe(422);
      expect(await reused.json()).toEqual({
        modelState: { 'Idempotency-Key': [IDEMPOTENCY_KEY_REUSED_MESSAGE] },
        message: IDEMPOTENCY_KEY_REUSED_MESSAGE,
        issues: [
          {
            field: 'Idempotency-Key',
            code: 'idempotencyKeyReused',
            params: {},
            message: IDEMPOTENCY_KEY_REUSED_MESSAGE,
          },
        ],
      });
      expect(await records(name, other)).toBe(0);
    });

    it('a malformed Idempotency-Key answers 400 naming the header', async () => {
      const id = tag();
      const response = await post(form.path, form.body(id), { 'idempotency-key': 'no spaces allowed!' });
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()).modelState)).toEqual(['Idempotency-Key']);
      expect(await records(name, id)).toBe(0);
    });
  });

  it('the same body sent again after the double-submit window is a new record', async () => {
    const id = tag();
    const body = forms.contact.body(id);
    expect((await post('/api/contact', body)).status).toBe(201);
    clock += DOUBLE_SUBMIT_WINDOW_MS + 1;
    expect((await post('/api/contact', body)).status).toBe(201);
    expect(await records('contact', id)).toBe(2);
  });

  it('stores neither the key nor the answer in clear', async () => {
    const id = tag();
    const key = `sealed-quote-${id}`;
    const response = await post('/api/quotes', forms.quote.body(id), { 'idempotency-key': key });
    const { pdfUrl } = await response.json();
    const token = new URL(pdfUrl, ORIGIN).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(16);
    const { db } = await commerce.database();
    const rows = await db.select().from(idempotencyKeys);
    const dump = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(`quote.${id}@example.com`);
  });

  it('the same place-order Idempotency-Key with another body answers 422, not the first order', async () => {
    const lines = [{ code: 'IM-BAR-WL-20M-BR-CH', quantity: 1 }];
    const session = await post('/api/checkout/session', { channel: 'en-us', country: 'us', lines });
    const { sessionId } = await session.json();
    const delivery = {
      firstName: 'Ada',
      lastName: 'Lifter',
      streetAddress: '1 Iron Way',
      zip: '97201',
      city: 'Portland',
      stateOrProvince: 'OR',
      country: 'us',
    };
    const quoted = await post('/api/checkout/quote-totals', {
      sessionId,
      delivery,
      deliveryMethod: 'default',
      paymentMethod: 'card',
    });
    const { total } = await quoted.json();
    const body = {
      channel: 'en-us',
      country: 'us',
      sessionId,
      lines,
      contact: { firstName: 'Ada', lastName: 'Lifter', email: 'ada@example.com', phone: '+1 555 0100' },
      deliveryAddress: delivery,
      deliveryMethod: 'default',
      paymentMethod: 'card',
      card: {
        name: 'Ada Lifter',
        number: '4242 4242 4242 4242',
        expiryMonth: '12',
        expiryYear: '30',
        cvc: '123',
      },
      termsAccepted: true,
      expectedTotal: total,
    };
    const key = `order-reuse-${tag()}`;
    const first = await post('/api/checkout/place-order', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const { order } = await first.json();
    const retry = await post('/api/checkout/place-order', body, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect((await retry.json()).order.orderNumber).toBe(order.orderNumber);
    const changed = await post(
      '/api/checkout/place-order',
      { ...body, contact: { ...body.contact, email: 'someone.else@example.com' } },
      { 'idempotency-key': key },
    );
    expect(changed.status).toBe(422);
    expect((await changed.json()).modelState).toEqual({
      'Idempotency-Key': [IDEMPOTENCY_KEY_REUSED_MESSAGE],
    });
    const { db } = await commerce.database();
    const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(Number(row?.value)).toBe(1);
  });

  it('a checkout session opened twice with one Idempotency-Key is one session', async () => {
    const body = { channel: 'en-us', country: 'us', lines: [{ code: 'IM-GA-KEYRING', quantity: 1 }] };
    const key = `session-${tag()}`;
    const [first, second] = await Promise.all([
      post('/api/checkout/session', body, { 'idempotency-key': key }),
      post('/api/checkout/session', body, { 'idempotency-key': key }),
    ]);
    expect(first.status).toBe(201);
    expect((await second.json()).sessionId).toBe((await first.json()).sessionId);
  });
});

describe('canonical request bodies', () => {
  it('ignore key order and undefined members, and keep array order and values', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe('{"a":{"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson([{ y: 1, x: null }])).toBe('[{"x":null,"y":1}]');
  });
});
