import { VISITOR_COUNTRY_COOKIE } from '@ironmark/channel';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, testBackends } from '../../testing/backends';
import { card, usAddress } from '../../testing/orders';
import { invoiceProvider, sandboxCardProvider } from '../checkout/payments';
import type { Commerce } from '../commerce';
import { stockLevels } from '../db/schema';
import { createStockService } from './orders';
import { createRealtimeService } from './realtime';
import {
  createStockCache,
  STOCK_CACHE_TTL_MS,
  STOCK_NOTIFY_CHANNEL,
  type StockLoader,
  stockLoader,
} from './stock-cache';

const backends = await testBackends();
const ORIGIN = 'http://shop.test';
const generous = { limit: 100_000, windowMs: 60_000 };
// Long enough that nothing in these tests expires by itself: what shows a write is the invalidation
// (or the notice), never the TTL — except in the test of the TTL, which uses the default.
const LONG_TTL_MS = 10 * 60_000;

const contact = { firstName: 'Ada', lastName: 'Lifter', email: 'ada@example.com', phone: '+1 555 0100' };

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

type Answer = Record<string, { noResult?: true; price?: number; stock?: { inStock: number } }>;

describe.each(backends)('real-time stock cache on $name', (backend) => {
  const commerce = backend.create({
    stockCacheTtlMs: LONG_TTL_MS,
    payments: [invoiceProvider(), sandboxCardProvider()],
    rateLimits: { checkout: generous, codeCheck: generous },
  });
  // Codes sold and stocked in en-us, one per test so the tests cannot see each other's writes.
  let codes: string[] = [];
  beforeAll(async () => {
    await commerce.services();
    codes = commerce.catalogue
      .allVariants()
      .filter((variant) => (variant.stock.us?.inStock ?? 0) > 0 && variant.listedCountries === null)
      .map((variant) => variant.code)
      .slice(0, 40);
  }, 180_000);
  afterAll(async () => {
    await commerce.close();
    await backend.drop();
  });
  let next = 0;
  const freshCode = () => {
    const code = codes[next++];
    if (!code) throw new Error('Out of test codes');
    return code;
  };

  const post = (instance: Commerce, path: string, body: unknown, headers: Record<string, string> = {}) =>
    instance.handlers.handle(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
        body: JSON.stringify(body),
      }),
    );
  const lookup = async (
    instance: Commerce,
    variantIds: string[],
    country = 'us',
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await post(
      instance,
      '/api/getrealtimeproductdata',
      { variantIds, country, channel: 'en-us', sessionId: 's' },
      headers,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as Answer;
  };
  const inStockShown = async (code: string, instance = commerce) => {
    const shown = (await lookup(instance, [code]))[code]?.stock?.inStock;
    if (shown === undefined) throw new Error(`No stock shown for ${code}`);
    return shown;
  };
  /** Sets a figure behind every cache's back (as another writer would), and makes this instance read it. */
  const setStock = async (code: string, inStock: number) => {
    const { db } = await commerce.database();
    await db
      .update(stockLevels)
      .set({ inStock, preOrder: 0 })
      .where(and(eq(stockLevels.variantCode, code), eq(stockLevels.market, 'us')));
    (await commerce.services()).stockCache.invalidate('us', [code]);
  };
  const stockInDatabase = async (code: string) => {
    const { db } = await commerce.database();
    const [row] = await db
      .select({ inStock: stockLevels.inStock })
      .from(stockLevels)
      .where(and(eq(stockLevels.variantCode, code), eq(stockLevels.market, 'us')));
    return row?.inStock;
  };
  const until = async (check: () => Promise<boolean>, withinMs: number) => {
    const deadline = performance.now() + withinMs;
    for (;;) {
      if (await check()) return performance.now();
      if (performance.now() > deadline) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const placeOrder = async (code: string, quantity: number, cardNumber: string, key: string) => {
    const session = await post(commerce, '/api/checkout/session', {
      channel: 'en-us',
      country: 'us',
      lines: [{ code, quantity }],
    });
    expect(session.status).toBe(201);
    const { sessionId } = (await session.json()) as { sessionId: string };
    const quoted = await post(commerce, '/api/checkout/quote-totals', {
      sessionId,
      delivery: { country: 'us', stateOrProvince: 'NY' },
      deliveryMethod: 'default',
      paymentMethod: 'card',
    });
    expect(quoted.status).toBe(200);
    const { total } = (await quoted.json()) as { total: number };
    return post(
      commerce,
      '/api/checkout/place-order',
      {
        channel: 'en-us',
        country: 'us',
        sessionId,
        lines: [{ code, quantity }],
        contact,
        deliveryAddress: usAddress,
        deliveryMethod: 'default',
        paymentMethod: 'card',
        card: card(cardNumber),
        termsAccepted: true,
        expectedTotal: total,
      },
      { 'idempotency-key': key },
    );
  };

  it('shows the stock a placed order took in the very next lookup', async () => {
    const code = freshCode();
    await setStock(code, 20);
    expect(await inStockShown(code)).toBe(20); // cached from here on
    const placed = await placeOrder(code, 2, '4242 4242 4242 4242', `key-cache-order-${backend.name}`);
    expect(placed.status).toBe(201);
    expect(await inStockShown(code)).toBe(18);
  });

  it('shows a reservation of Commerce.transaction in the very next lookup', async () => {
    const code = freshCode();
    await setStock(code, 20);
    expect(await inStockShown(code)).toBe(20);
    const { stock } = await commerce.services();
    expect(await commerce.transaction((tx) => stock.reserve(tx, code, 'us', 3))).toBe(true);
    expect(await inStockShown(code)).toBe(17);
  });

  it('keeps the right figure when the writing transaction rolls back', async () => {
    const code = freshCode();
    await setStock(code, 20);
    expect(await inStockShown(code)).toBe(20);
    // A refused card: the placement took the stock inside its transaction, then rolled it back.
    const refused = await placeOrder(code, 2, '4000 0000 0000 0002', `key-cache-refused-${backend.name}`);
    expect(refused.status).toBe(400);
    expect(await stockInDatabase(code)).toBe(20);
    expect(await inStockShown(code)).toBe(20);
    // And a reservation whose transaction fails afterwards.
    const { stock } = await commerce.services();
    await expect(
      commerce.transaction(async (tx) => {
        expect(await stock.reserve(tx, code, 'us', 5)).toBe(true);
        // Not committed yet: nobody sees it (answered from memory, so PGlite's lock is no matter).
        expect(await inStockShown(code)).toBe(20);
        throw new Error('Rolled back on purpose');
      }),
    ).rejects.toThrow('Rolled back on purpose');
    expect(await stockInDatabase(code)).toBe(20);
    expect(await inStockShown(code)).toBe(20);
  });

  describe('a read racing a write', () => {
    // A cache of its own whose reads can be held after the database answered, to order the race.
    const racing = async () => {
      const { db } = await commerce.database();
      const read = stockLoader(db);
      const hold = { read: undefined as Promise<void> | undefined, answered: deferred() };
      const load: StockLoader = async (market, only) => {
        const rows = await read(market, only);
        const held = hold.read;
        if (held) {
          hold.answered.resolve();
          await held;
        }
        return rows;
      };
      const stockCache = createStockCache({ db, ttlMs: LONG_TTL_MS, load });
      const stock = createStockService({ db, stockCache });
      const realtime = createRealtimeService({
        db,
        catalogue: commerce.catalogue,
        now: Date.now,
        stockCache,
      });
      const shown = async (code: string) => {
        const answer = await realtime.lookup({
          variantIds: [code],
          country: 'us',
          channel: 'en-us',
          sessionId: 's',
        });
        return answer[code] && 'stock' in answer[code] ? answer[code].stock.inStock : undefined;
      };
      /**
       * Starts a lookup (`early`), waits until its read has the old rows, lets `write` commit, starts
       * another lookup (`late`) while the early read is still held, then releases it.
       */
      const race = async (code: string, write: () => Promise<unknown>) => {
        const release = deferred();
        hold.read = release.promise;
        hold.answered = deferred();
        const early = shown(code);
        await hold.answered.promise;
        hold.read = undefined;
        await write();
        const late = shown(code);
        release.resolve();
        return { early: await early, late: await late };
      };
      return { stockCache, stock, shown, race, hold };
    };

    it('cannot store the old figures of a whole-market read that began before the write', async () => {
      const code = freshCode();
      await setStock(code, 20);
      const { stockCache, stock, shown, race } = await racing();
      const { early, late } = await race(code, () =>
        stockCache.transaction((tx) => stock.reserve(tx, code, 'us', 4)),
      );
      // It began before the write: its own answer may be either figure (this cache re-reads the code).
      expect([20, 16]).toContain(early);
      expect(late).toBe(16);
      expect(await shown(code)).toBe(16);
    });

    it('cannot store the old figure of a re-read of a code that began before the write', async () => {
      const code = freshCode();
      await setStock(code, 20);
      const { stockCache, stock, shown, race } = await racing();
      expect(await shown(code)).toBe(20);
      // A first write: the code is stale, so the next lookup reads it again (and is held there).
      await stockCache.transaction((tx) => stock.reserve(tx, code, 'us', 1));
      const { early, late } = await race(code, () =>
        stockCache.transaction((tx) => stock.reserve(tx, code, 'us', 2)),
      );
      expect([19, 17]).toContain(early);
      expect(late).toBe(17);
      expect(await shown(code)).toBe(17);
    });

    it('cannot keep the old figures of a read that began inside the writing transaction', async () => {
      const code = freshCode();
      await setStock(code, 20);
      const { stockCache, stock, shown, hold } = await racing();
      let during: Promise<number | undefined> | undefined;
      await stockCache.transaction(async (tx) => {
        expect(await stock.reserve(tx, code, 'us', 5)).toBe(true);
        hold.answered = deferred();
        hold.read = Promise.resolve();
        during = shown(code);
        // PostgreSQL answers it from the last committed state while this transaction is still open
        // (wait for that); PGlite's single connection runs it once the transaction is over.
        if (backend.name === 'postgres') await hold.answered.promise;
      });
      hold.read = undefined;
      expect([20, 15]).toContain(await during);
      expect(await shown(code)).toBe(15);
    });
  });

  describe('writes this instance cannot invalidate', () => {
    it(`shows a write nobody announced within the TTL (${STOCK_CACHE_TTL_MS} ms)`, async () => {
      const code = freshCode();
      await setStock(code, 20);
      const { db } = await commerce.database();
      // The default reader: a cache with the default TTL that hears of no writes at all.
      const realtime = createRealtimeService({ db, catalogue: commerce.catalogue, now: Date.now });
      const shown = async () => {
        const answer = await realtime.lookup({
          variantIds: [code],
          country: 'us',
          channel: 'en-us',
          sessionId: 's',
        });
        return answer[code] && 'stock' in answer[code] ? answer[code].stock.inStock : undefined;
      };
      expect(await shown()).toBe(20);
      const written = performance.now();
      await db
        .update(stockLevels)
        .set({ inStock: 11 })
        .where(and(eq(stockLevels.variantCode, code), eq(stockLevels.market, 'us')));
      const seen = await until(async () => (await shown()) === 11, STOCK_CACHE_TTL_MS + 2_000);
      expect(seen, 'the write never showed').toBeDefined();
      // The bound: one TTL from the write, plus the scheduling slack of a loaded test machine.
      expect((seen ?? Number.POSITIVE_INFINITY) - written).toBeLessThanOrEqual(STOCK_CACHE_TTL_MS + 1_000);
    });

    it("shows another writer's announced write at once (LISTEN/NOTIFY), long before the TTL", async () => {
      const code = freshCode();
      await setStock(code, 20);
      expect(await inStockShown(code)).toBe(20);
      const { db } = await commerce.database();
      // What another instance's writer does: the write, and after COMMIT the notice.
      await db
        .update(stockLevels)
        .set({ inStock: 12 })
        .where(and(eq(stockLevels.variantCode, code), eq(stockLevels.market, 'us')));
      await db.execute(
        sql`SELECT pg_notify(${STOCK_NOTIFY_CHANNEL}, ${JSON.stringify({ i: 'another-instance', m: 'us', c: [code] })})`,
      );
      expect(await until(async () => (await inStockShown(code)) === 12, 5_000)).toBeDefined();
    });

    it.skipIf(backend.name !== 'postgres')(
      'shows a reservation by a second instance on the same database at once (NOTIFY)',
      async () => {
        const code = freshCode();
        await setStock(code, 20);
        expect(await inStockShown(code)).toBe(20);
        const other = backend.create({ stockCacheTtlMs: LONG_TTL_MS });
        try {
          const { stock } = await other.services();
          expect(await other.transaction((tx) => stock.reserve(tx, code, 'us', 6))).toBe(true);
          expect(await inStockShown(code, other)).toBe(14);
          expect(await until(async () => (await inStockShown(code)) === 14, 5_000)).toBeDefined();
        } finally {
          await other.close();
        }
      },
    );

    it('keeps working on a backend without NOTIFY: the write commits and shows here', async () => {
      const code = freshCode();
      await setStock(code, 20);
      const { db } = await commerce.database();
      const logger = recordingLogger();
      const stockCache = createStockCache({
        db,
        ttlMs: LONG_TTL_MS,
        logger,
        notify: () => Promise.reject(new Error('function pg_notify(unknown, text) does not exist')),
      });
      const stock = createStockService({ db, stockCache });
      expect((await stockCache.figures('us', [code])).get(code)?.inStock).toBe(20);
      expect(await stockCache.transaction((tx) => stock.reserve(tx, code, 'us', 1))).toBe(true);
      expect(await stockCache.transaction((tx) => stock.reserve(tx, code, 'us', 1))).toBe(true);
      expect((await stockCache.figures('us', [code])).get(code)?.inStock).toBe(18);
      await until(async () => logger.lines.length > 0, 2_000);
      expect(logger.lines).toEqual([
        'Failed to announce a stock write; other instances rely on the cache TTL',
      ]);
    });
  });

  describe('spec §6: prices withheld for forbidden countries', () => {
    it.each([
      ['the body country', 'ru', {}],
      ['the geo header', 'us', { 'x-vercel-ip-country': 'IR' }],
      ['the visitor cookie', 'us', { cookie: `${VISITOR_COUNTRY_COOKIE}=kp` }],
    ])('answers noResult from a warm cache when %s is forbidden', async (_name, country, headers) => {
      const code = codes[0] ?? '';
      const warm = await lookup(commerce, [code, 'NOPE']);
      expect(warm[code]?.price).toEqual(expect.any(Number));
      const answer = await lookup(commerce, [code, 'NOPE'], country, headers);
      expect(answer).toEqual({ [code]: { noResult: true }, NOPE: { noResult: true } });
    });
  });
});
