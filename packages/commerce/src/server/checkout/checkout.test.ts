import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing/backends';
import { card, usAddress } from '../../testing/orders';
import { giftCards, orders, outbox, stockLevels } from '../db/schema';
import { CHECKOUT_ERROR_MESSAGES } from './contract';
import { invoiceProvider, sandboxCardProvider } from './payments';

const backends = await testBackends();
const ORIGIN = 'http://shop.test';
const BAR = 'IM-BAR-WL-20M-BR-CH'; // us 1 155.00 USD, sv-se 15 300 kr incl. VAT
const PRE_ORDER = 'IM-BAR-WL-20T-BU-CH'; // us: 0 in stock, 15 on pre-order within 32 days
const TTL = 60_000;
const generous = { limit: 100_000, windowMs: 60_000 };

const contact = { firstName: 'Ada', lastName: 'Lifter', email: 'Ada@Example.com', phone: '+1 555 0100' };

describe.each(backends)('checkout on $name', (backend) => {
  let clock = Date.parse('2026-03-02T10:00:00Z');
  const card4242 = sandboxCardProvider();
  const commerce = backend.create({
    now: () => clock,
    env: { CHECKOUT_SESSION_TTL_MS: TTL } as never,
    payments: [invoiceProvider(), card4242],
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
  const startSession = async (lines: { code: string; quantity: number }[], channel = 'en-us') => {
    const response = await post('/api/checkout/session', {
      channel,
      country: channel.slice(3) || 'us',
      lines,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { sessionId: string; total: number };
  };
  const totals = async (body: Record<string, unknown>) => {
    const response = await post('/api/checkout/quote-totals', body);
    return { status: response.status, body: await response.json() };
  };
  const place = (body: Record<string, unknown>, key: string) =>
    post('/api/checkout/place-order', body, { 'idempotency-key': key });
  const orderBody = (sessionId: string, expectedTotal: number, extra: Record<string, unknown> = {}) => ({
    channel: 'en-us',
    country: 'us',
    sessionId,
    lines: [{ code: BAR, quantity: 1 }],
    contact,
    deliveryAddress: usAddress,
    deliveryMethod: 'default',
    paymentMethod: 'card',
    card: card('4242 4242 4242 4242'),
    termsAccepted: true,
    expectedTotal,
    ...extra,
  });
  const stockOf = async (code: string, market = 'us') => {
    const { db } = await commerce.database();
    const [row] = await db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.variantCode, code), eq(stockLevels.market, market)));
    return row?.inStock;
  };
  const orderCount = async () => {
    const { db } = await commerce.database();
    const [row] = await db.select({ value: count() }).from(orders);
    return Number(row?.value ?? 0);
  };

  it('prices a US order with a campaign code, a partial gift card and New York sales tax, and places it once', async () => {
    const session = await startSession([{ code: BAR, quantity: 1 }]);
    expect(session.total).toBe(115_500);
    // spec §3: the summary names the product without the brand prefix.
    expect((session as unknown as { lines: { name: string }[] }).lines[0]?.name).toBe(
      'IWF Weightlifting Competition Bar 20 kg - Needle bearing, Hard chrome',
    );
    const quoted = await totals({
      sessionId: session.sessionId,
      delivery: { country: 'us', stateOrProvince: 'NY' },
      deliveryMethod: 'default',
      paymentMethod: 'card',
      campaignCode: 'strong10',
      giftCardCode: 'GIFT-IRON-0100',
    });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      subtotal: 115_500,
      discount: 11_550,
      shipping: 0, // over the free-shipping threshold
      tax: { kind: 'sales-tax', rate: 0.04, amount: 4_158, included: false },
      giftCard: { code: 'GIFT-IRON-0100', balance: 10_000, applied: 10_000 },
      total: 98_108,
    });
    const stockBefore = await stockOf(BAR);
    const body = orderBody(session.sessionId, 98_108, {
      campaignCode: 'STRONG10',
      giftCardCode: 'GIFT-IRON-0100',
    });
    const first = await place(body, 'key-us-order-0001');
    expect(first.status).toBe(201);
    const placed = await first.json();
    expect(placed.order).toMatchObject({
      status: 'paid',
      total: 98_108,
      tax: 4_158,
      discount: 11_550,
      giftCardAmount: 10_000,
      coupon: 'STRONG10',
      taxKind: 'sales-tax',
      items: [{ id: BAR, price: 115_500, quantity: 1 }],
    });
    expect(card4242.captured).toHaveLength(1);

    // A retry (double click, lost answer) with the same key gives the same order and writes nothing.
    const before = await orderCount();
    const retry = await place(body, 'key-us-order-0001');
    expect(retry.status).toBe(200);
    expect((await retry.json()).order.orderNumber).toBe(placed.order.orderNumber);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(BAR)).toBe((stockBefore ?? 0) - 1);

    const { db } = await commerce.database();
    const [gift] = await db.select().from(giftCards).where(eq(giftCards.code, 'GIFT-IRON-0100'));
    expect(gift?.balance).toBe(0);
    const mails = await db.select().from(outbox).where(eq(outbox.reference, placed.order.orderNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order-confirmation', recipient: 'Ada@Example.com' });
    expect(mails[0]?.body).toContain('Sales tax: 41.58 USD');

    const status = await commerce.handlers.handle(
      new Request(
        `${ORIGIN}/api/orders/status?orderNumber=${placed.order.orderNumber}&email=ada@example.com`,
      ),
    );
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({
      orderNumber: placed.order.orderNumber,
      total: 98_108,
      itemCount: 1,
    });
  });

  it('rejects a tampered client total and stores nothing', async () => {
    const session = await startSession([{ code: BAR, quantity: 2 }]);
    const quoted = await totals({
      sessionId: session.sessionId,
      delivery: { country: 'us', stateOrProvince: 'CA' },
    });
    const before = await orderCount();
    const stock = await stockOf(BAR);
    const response = await place(
      orderBody(session.sessionId, quoted.body.total - 100, {
        lines: [{ code: BAR, quantity: 2 }],
        deliveryAddress: { ...usAddress, stateOrProvince: 'CA', zip: '90001', city: 'Los Angeles' },
      }),
      'key-tampered-0001',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      modelState: { expectedTotal: [CHECKOUT_ERROR_MESSAGES.totalMismatch] },
      message: CHECKOUT_ERROR_MESSAGES.totalMismatch,
      issues: [
        {
          field: 'expectedTotal',
          code: 'totalMismatch',
          params: {},
          message: CHECKOUT_ERROR_MESSAGES.totalMismatch,
        },
      ],
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(BAR)).toBe(stock);
  });

  it.each([
    ['4000 0000 0000 0002', CHECKOUT_ERROR_MESSAGES.paymentRefused],
    ['4000 0000 0000 0472', CHECKOUT_ERROR_MESSAGES.fraudCheck],
  ])('a card %s creates no order and releases the stock and the gift card', async (number, message) => {
    const session = await startSession([{ code: BAR, quantity: 1 }]);
    const quoted = await totals({
      sessionId: session.sessionId,
      delivery: { country: 'us', stateOrProvince: 'NY' },
      giftCardCode: 'GIFT-IRON-0500',
    });
    const before = await orderCount();
    const stock = await stockOf(BAR);
    const response = await place(
      orderBody(session.sessionId, quoted.body.total, { giftCardCode: 'GIFT-IRON-0500', card: card(number) }),
      `key-card-${number.replace(/\s/g, '')}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      modelState: { payment: [message] },
      message,
      issues: [
        {
          field: 'payment',
          code: expect.stringMatching(/^(paymentRefused|fraudCheck)$/),
          params: {},
          message,
        },
      ],
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(BAR)).toBe(stock);
    const { db } = await commerce.database();
    const [gift] = await db.select().from(giftCards).where(eq(giftCards.code, 'GIFT-IRON-0500'));
    expect(gift).toMatchObject({ balance: 50_000, usedAt: null });
  });

  it('spends a single-use gift card once: the next use is refused', async () => {
    const session = await startSession([{ code: BAR, quantity: 1 }]);
    const quoted = await totals({
      sessionId: session.sessionId,
      delivery: usAddress,
      giftCardCode: 'GIFT-IRON-0500',
    });
    const response = await place(
      orderBody(session.sessionId, quoted.body.total, { giftCardCode: 'GIFT-IRON-0500' }),
      'key-gift-once-01',
    );
    expect(response.status).toBe(201);
    const again = await startSession([{ code: BAR, quantity: 1 }]);
    const refused = await totals({ sessionId: again.sessionId, giftCardCode: 'GIFT-IRON-0500' });
    expect(refused).toEqual({
      status: 400,
      body: {
        modelState: { giftCardCode: ['Gift card code is already used'] },
        message: 'Gift card code is already used',
        issues: [
          {
            field: 'giftCardCode',
            code: 'giftCardUsed',
            params: {},
            message: 'Gift card code is already used',
          },
        ],
      },
    });
    const invalid = await totals({ sessionId: again.sessionId, campaignCode: 'NORDIC15' });
    expect(invalid.body.modelState).toEqual({ campaignCode: ['The campaign code used is invalid'] });
    const unknownCard = await totals({ sessionId: again.sessionId, giftCardCode: 'GIFT-NOPE' });
    expect(unknownCard.body.modelState).toEqual({ giftCardCode: ['Invalid gift card code'] });
  });

  it('sells exactly the last 10 units to 50 concurrent placements', async () => {
    const { db } = await commerce.database();
    await db
      .update(stockLevels)
      .set({ inStock: 10, preOrder: 0 })
      .where(and(eq(stockLevels.variantCode, BAR), eq(stockLevels.market, 'us')));
    const sessions = [];
    for (let n = 0; n < 50; n++) sessions.push(await startSession([{ code: BAR, quantity: 1 }]));
    const quoted = await totals({ sessionId: sessions[0]?.sessionId, delivery: usAddress });
    const before = await orderCount();
    const responses = await Promise.all(
      sessions.map((session, n) =>
        place(orderBody(session.sessionId, quoted.body.total), `key-race-${String(n).padStart(4, '0')}`),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 400)).toHaveLength(40);
    const refusals = await Promise.all(
      responses.filter((response) => response.status === 400).map((response) => response.json()),
    );
    for (const refusal of refusals) {
      expect([CHECKOUT_ERROR_MESSAGES.outOfStockList, CHECKOUT_ERROR_MESSAGES.noLongerAvailable]).toContain(
        refusal.message,
      );
    }
    expect(await orderCount()).toBe(before + 10);
    expect(await stockOf(BAR)).toBe(0);
    await db
      .update(stockLevels)
      .set({ inStock: 80 })
      .where(and(eq(stockLevels.variantCode, BAR), eq(stockLevels.market, 'us')));
  });

  it('expires a session after the inactivity time and says so', async () => {
    const session = await startSession([{ code: BAR, quantity: 1 }]);
    clock += TTL - 1;
    expect((await totals({ sessionId: session.sessionId })).status).toBe(200); // activity keeps it alive
    clock += TTL;
    const expired = await totals({ sessionId: session.sessionId });
    expect(expired).toEqual({
      status: 400,
      body: {
        modelState: { sessionId: [CHECKOUT_ERROR_MESSAGES.sessionExpired] },
        message: CHECKOUT_ERROR_MESSAGES.sessionExpired,
        issues: [
          {
            field: 'sessionId',
            code: 'sessionExpired',
            params: {},
            message: CHECKOUT_ERROR_MESSAGES.sessionExpired,
          },
        ],
      },
    });
    const response = await place(orderBody(session.sessionId, session.total), 'key-expired-001');
    expect((await response.json()).modelState).toEqual({
      sessionId: [CHECKOUT_ERROR_MESSAGES.sessionExpired],
    });
  });

  it('invalidates an abandoned cart whose products are no longer for sale', async () => {
    const session = await startSession([{ code: BAR, quantity: 1 }]);
    const { db } = await commerce.database();
    await db
      .update(stockLevels)
      .set({ inStock: 0, preOrder: 0 })
      .where(and(eq(stockLevels.variantCode, BAR), eq(stockLevels.market, 'us')));
    const resumed = await post('/api/checkout/session', {
      channel: 'en-us',
      lines: [{ code: BAR, quantity: 1 }],
      resumeSessionId: session.sessionId,
    });
    expect(resumed.status).toBe(400);
    expect((await resumed.json()).modelState).toEqual({
      lines: [CHECKOUT_ERROR_MESSAGES.abandonedCartInvalid],
    });
    await db
      .update(stockLevels)
      .set({ inStock: 80 })
      .where(and(eq(stockLevels.variantCode, BAR), eq(stockLevels.market, 'us')));
    const alive = await startSession([{ code: BAR, quantity: 1 }]);
    const again = await post('/api/checkout/session', {
      channel: 'en-us',
      lines: [{ code: BAR, quantity: 1 }],
      resumeSessionId: alive.sessionId,
    });
    expect(await again.json()).toMatchObject({ sessionId: alive.sessionId, resumed: true });
  });

  it('marks pre-order lines with their delivery estimate', async () => {
    const session = await startSession([{ code: PRE_ORDER, quantity: 2 }]);
    const quoted = await totals({ sessionId: session.sessionId, delivery: usAddress });
    expect(quoted.body.lines[0]).toMatchObject({
      code: PRE_ORDER,
      preOrder: true,
      estimatedDeliveryDays: 32,
    });
    const response = await place(
      orderBody(session.sessionId, quoted.body.total, { lines: [{ code: PRE_ORDER, quantity: 2 }] }),
      'key-preorder-01',
    );
    expect(response.status).toBe(201);
    expect((await response.json()).preOrders).toEqual([{ code: PRE_ORDER, estimatedDeliveryDays: 32 }]);
  });

  it('caps a quantity above the stock and refuses a placement with the old quantity', async () => {
    const session = await startSession([{ code: PRE_ORDER, quantity: 500 }]);
    const quoted = await totals({
      sessionId: session.sessionId,
      lines: [{ code: PRE_ORDER, quantity: 500 }],
      delivery: usAddress,
    });
    expect(quoted.body.adjusted).toEqual([
      {
        code: PRE_ORDER,
        name: 'Weightlifting Training Bar 20 kg - Composite bushing, Hard chrome',
        requested: 500,
        quantity: 13,
      },
    ]);
    const response = await place(
      orderBody(session.sessionId, quoted.body.total, { lines: [{ code: PRE_ORDER, quantity: 500 }] }),
      'key-capped-0001',
    );
    expect(await response.json()).toEqual({
      modelState: {
        lines: [CHECKOUT_ERROR_MESSAGES.outOfStockList],
        'lines.0.quantity': [CHECKOUT_ERROR_MESSAGES.stockCapped],
      },
      message: CHECKOUT_ERROR_MESSAGES.outOfStockList,
      issues: [
        expect.objectContaining({ field: 'lines', code: 'outOfStockList' }),
        expect.objectContaining({ field: 'lines.0.quantity', code: 'stockCapped' }),
      ],
    });
  });

  it('pays by invoice in Sweden with VAT included in the total', async () => {
    const session = await startSession([{ code: BAR, quantity: 1 }], 'sv-se');
    // Issue 20: the summary names the product in the channel's language.
    expect((session as unknown as { lines: { name: string }[] }).lines[0]?.name).toBe(
      'IWF-tävlingsskivstång för tyngdlyftning 20 kg - Nållager, Hårdförkromad',
    );
    const quoted = await totals({
      sessionId: session.sessionId,
      delivery: { country: 'se' },
      paymentMethod: 'invoice',
    });
    expect(quoted.body).toMatchObject({
      currency: 'sek',
      subtotal: 1_530_000,
      shipping: 0,
      tax: { kind: 'vat', rate: 0.25, amount: 306_000, included: true },
      total: 1_530_000,
    });
    const response = await place(
      {
        ...orderBody(session.sessionId, 1_530_000),
        channel: 'sv-se',
        country: 'se',
        deliveryAddress: {
          ...usAddress,
          stateOrProvince: undefined,
          zip: '211 20',
          city: 'Malmö',
          country: 'se',
        },
        paymentMethod: 'invoice',
        card: undefined,
      },
      'key-sweden-0001',
    );
    expect(response.status).toBe(201);
    expect((await response.json()).order).toMatchObject({
      status: 'placed',
      paymentMethod: 'invoice',
      taxKind: 'vat',
      tax: 306_000,
      vatIncluded: true,
    });
  });

  it.each([
    [
      'a delivery country outside the channel',
      { deliveryAddress: { ...usAddress, country: 'se' } },
      'deliveryAddress.country',
      CHECKOUT_ERROR_MESSAGES.notShipping,
    ],
    [
      'a sanctioned delivery country',
      { deliveryAddress: { ...usAddress, country: 'kp' } },
      'deliveryAddress.country',
      CHECKOUT_ERROR_MESSAGES.countryNotAllowed,
    ],
    ['a sanctioned visitor country', { country: 'ir' }, 'country', CHECKOUT_ERROR_MESSAGES.countryNotAllowed],
    [
      'an unknown delivery carrier',
      { deliveryMethod: 'drone' },
      'deliveryMethod',
      CHECKOUT_ERROR_MESSAGES.invalidDeliveryCarrier,
    ],
    [
      'an unknown payment carrier',
      { paymentMethod: 'crypto' },
      'paymentMethod',
      CHECKOUT_ERROR_MESSAGES.invalidPaymentCarrier,
    ],
    [
      'invoice for a private US buyer',
      { paymentMethod: 'invoice' },
      'paymentMethod',
      CHECKOUT_ERROR_MESSAGES.methodNotAllowed,
    ],
    [
      'a US state without a tax rate',
      { deliveryAddress: { ...usAddress, stateOrProvince: 'PR' } },
      'deliveryAddress.stateOrProvince',
      CHECKOUT_ERROR_MESSAGES.salesTax,
    ],
    [
      'a card number with symbols',
      { card: card('4242-4242-4242-4242') },
      'card.number',
      'Only letters and numbers are allowed',
    ],
    ['a missing card', { card: undefined }, 'card', CHECKOUT_ERROR_MESSAGES.cardRequired],
  ])('refuses %s with its message', async (_name, change, field, message) => {
    const session = await startSession([{ code: BAR, quantity: 1 }]);
    const before = await orderCount();
    const response = await place(
      { ...orderBody(session.sessionId, 0), ...change },
      `key-refuse-${field.replace(/\W/g, '')}`,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).modelState[field]).toEqual([message]);
    expect(await orderCount()).toBe(before);
  });

  it('needs an Idempotency-Key and the shop origin', async () => {
    const session = await startSession([{ code: BAR, quantity: 1 }]);
    const noKey = await post('/api/checkout/place-order', orderBody(session.sessionId, 0));
    expect(noKey.status).toBe(400);
    expect(Object.keys((await noKey.json()).modelState)).toEqual(['Idempotency-Key']);
    const foreign = await commerce.handlers.handle(
      new Request(`${ORIGIN}/api/checkout/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ channel: 'en-us', lines: [{ code: BAR, quantity: 1 }] }),
      }),
    );
    expect(foreign.status).toBe(403);
    const quoteOnly = await post('/api/checkout/session', {
      channel: 'en-ae',
      lines: [{ code: BAR, quantity: 1 }],
    });
    expect((await quoteOnly.json()).modelState).toEqual({
      country: [CHECKOUT_ERROR_MESSAGES.countryNotAllowed],
    });
  });
});
