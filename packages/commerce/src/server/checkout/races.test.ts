// Money and orders under real concurrency (issue 14 'High'): PGlite serialises every transaction,
// so these suites only prove something on PostgreSQL — and they run on both.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing/backends';
import { giftCards, orders, stockLevels } from '../db/schema';
import { CHECKOUT_ERROR_MESSAGES } from './contract';
import { invoiceProvider, sandboxCardProvider } from './payments';
import { checkoutSessions } from './sessions';

const backends = await testBackends();
const ORIGIN = 'http://shop.test';
const BAR = 'IM-BAR-WL-20M-BR-CH';
const generous = { limit: 100_000, windowMs: 60_000 };
const oregon = {
  firstName: 'Ada',
  lastName: 'Lifter',
  streetAddress: '1 Iron Way',
  zip: '97201',
  city: 'Portland',
  stateOrProvince: 'OR',
  country: 'us',
};
const contact = { firstName: 'Ada', lastName: 'Lifter', email: 'ada@example.com', phone: '+1 555 0100' };
const card = {
  name: 'Ada Lifter',
  number: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: '30',
  cvc: '123',
};

describe.each(backends)('money under concurrency on $name', (backend) => {
  const payments = sandboxCardProvider();
  const commerce = backend.create({
    payments: [invoiceProvider(), payments],
    rateLimits: { checkout: generous, codeCheck: generous },
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
  const startSession = async (lines: { code: string; quantity: number }[]) => {
    const response = await post('/api/checkout/session', { channel: 'en-us', country: 'us', lines });
    expect(response.status).toBe(201);
    return ((await response.json()) as { sessionId: string }).sessionId;
  };
  const orderBody = (sessionId: string, lines: { code: string; quantity: number }[], extra = {}) => ({
    channel: 'en-us',
    country: 'us',
    sessionId,
    lines,
    contact,
    deliveryAddress: oregon,
    deliveryMethod: 'pickup',
    paymentMethod: 'card',
    card,
    termsAccepted: true,
    ...extra,
  });

  it('4 concurrent orders spending parts of one $100 gift card leave exactly the rest on it', async () => {
    const { db } = await commerce.database();
    const code = `GIFT-RACE-${backend.name.toUpperCase()}`;
    await db.insert(giftCards).values({
      code,
      currency: 'usd',
      initialBalance: 100_00,
      balance: 100_00,
      singleUse: false,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    // Four baskets picked up at the Ohio warehouse (5.75 % sales tax), $69.75 in all; each is paid
    // by the card alone (total due 0), as in the attack run.
    const baskets = [
      [{ code: 'IM-GA-KEYRING', quantity: 1 }], // 8.99 + 0.52 tax
      [{ code: 'IM-FL-ACOUSTIC-15', quantity: 1 }], // 16.99 + 0.98
      [{ code: 'IM-DB-HEX-2_5', quantity: 1 }], // 18.99 + 1.09
      [
        { code: 'IM-GA-KEYRING', quantity: 1 },
        { code: 'IM-GA-SHAKER', quantity: 1 },
      ], // 20.98 + 1.21
    ];
    const placements = [];
    let spent = 0;
    for (const lines of baskets) {
      const sessionId = await startSession(lines);
      const quoted = await post('/api/checkout/quote-totals', {
        sessionId,
        delivery: { country: 'us', stateOrProvince: 'OR' },
        deliveryMethod: 'pickup',
        paymentMethod: 'card',
        giftCardCode: code,
      });
      const totals = await quoted.json();
      expect(quoted.status, JSON.stringify(totals)).toBe(200);
      expect(totals.total).toBe(0);
      spent += totals.giftCard.applied;
      placements.push(orderBody(sessionId, lines, { giftCardCode: code, expectedTotal: 0 }));
    }
    expect(spent).toBe(69_75);
    const responses = await Promise.all(
      placements.map((body, n) =>
        post('/api/checkout/place-order', body, { 'idempotency-key': `gift-race-${n}-key` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code));
    expect(card?.balance).toBe(30_25);
  });

  it('the database itself refuses a negative gift card balance and negative stock', async () => {
    const { db } = await commerce.database();
    await expect(
      db.update(giftCards).set({ balance: -1 }).where(eq(giftCards.code, 'GIFT-IRON-EUR1')),
    ).rejects.toThrow();
    await expect(
      db
        .update(stockLevels)
        .set({ inStock: -1 })
        .where(and(eq(stockLevels.variantCode, BAR), eq(stockLevels.market, 'us'))),
    ).rejects.toThrow();
    await expect(
      db
        .update(stockLevels)
        .set({ preOrder: -1 })
        .where(and(eq(stockLevels.variantCode, BAR), eq(stockLevels.market, 'us'))),
    ).rejects.toThrow();
  });

  it('one checkout session placed 3 times at once with different keys makes 1 paid order and 1 charge', async () => {
    const { db } = await commerce.database();
    const lines = [{ code: BAR, quantity: 1 }];
    const sessionId = await startSession(lines);
    const quoted = await post('/api/checkout/quote-totals', {
      sessionId,
      delivery: { country: 'us', stateOrProvince: 'OR' },
      deliveryMethod: 'pickup',
      paymentMethod: 'card',
    });
    const { total } = await quoted.json();
    const capturedBefore = payments.captured.length;
    const paidOrders = async () =>
      Number((await db.select({ value: count() }).from(orders).where(eq(orders.status, 'paid')))[0]?.value);
    const before = await paidOrders();
    const responses = await Promise.all(
      ['a', 'b', 'c'].map((n) =>
        post('/api/checkout/place-order', orderBody(sessionId, lines, { expectedTotal: total }), {
          'idempotency-key': `same-session-${n}-${backend.name}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.status === 400)) {
      expect((await response.json()).modelState).toEqual({
        sessionId: [CHECKOUT_ERROR_MESSAGES.sessionUnknown],
      });
    }
    expect((await paidOrders()) - before).toBe(1);
    expect(payments.captured.length - capturedBefore).toBe(1);
    const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session?.status).toBe('placed');
  });
});
