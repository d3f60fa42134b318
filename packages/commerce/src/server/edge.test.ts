// Issue 14 "Rate limits that hold", the origin check and "Forbidden countries are enforced by the
// server", at the route handlers: the client address comes from the socket (through the front door's
// header) or from a configured number of trusted proxy hops, never from what a client writes; code
// checks have their own strict budget; the server applies the page's price policy.
import '../testing/promise-try';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../demo';
import { LOCAL_REDIS_URL, recordingLogger, testEnv } from '../testing/backends';
import { usAddress } from '../testing/orders';
import { CHECKOUT_ERROR_MESSAGES } from './checkout/contract';
import { type Commerce, type CommerceOptions, createCommerce } from './commerce';
import { addressKey, CLIENT_ADDRESS_HEADER, clientKey, originAllowed, visitorCountries } from './http';
import { redisRateLimiter } from './rate-limit';

const ORIGIN = 'http://shop.test';
const BAR = 'IM-BAR-WL-20M-BR-CH';

const opened: Commerce[] = [];
afterAll(async () => {
  await Promise.all(opened.map((commerce) => commerce.close()));
});

function open(options: Partial<CommerceOptions> = {}, env: Partial<CommerceOptions['env']> = {}) {
  const commerce = createCommerce({
    logger: recordingLogger(),
    catalogue: demoCatalogue(),
    ...options,
    env: testEnv({ DATA_DIR: 'memory://', ...env }),
  });
  opened.push(commerce);
  return commerce;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      host: 'shop.test',
      [CLIENT_ADDRESS_HEADER]: '192.0.2.10',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const quoteBody = (n: number) => ({
  channel: 'en-us',
  country: 'us',
  lines: [{ code: BAR, quantity: 1 }],
  contact: {
    firstName: 'Ada',
    lastName: `Lifter${n}`,
    email: `ada.${n}@example.com`,
    phone: '+1 555 0100',
    customerCategory: 'business',
  },
  deliveryAddress: usAddress,
});

describe('the client address', () => {
  const request = (headers: Record<string, string>) => new Request(ORIGIN, { headers });

  it('is the socket peer with no trusted proxy, whatever X-Forwarded-For says', () => {
    const spoofed = request({ [CLIENT_ADDRESS_HEADER]: '192.0.2.1', 'x-forwarded-for': '203.0.113.9' });
    expect(clientKey(spoofed)).toBe('192.0.2.1');
    expect(clientKey(spoofed, 0)).toBe('192.0.2.1');
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.8' }))).toBe(
      'unknown',
    );
  });

  it('is the entry the outermost trusted proxy appended, never one further left', () => {
    const chain = (xff: string) => request({ [CLIENT_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': xff });
    // One proxy (nginx) appended the client's address; the client wrote the rest.
    expect(clientKey(chain('1.1.1.1, 2.2.2.2, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientKey(chain('9.9.9.9, 198.51.100.7'), 1)).toBe('198.51.100.7');
    // Two proxies: the CDN appended the client, nginx appended the CDN.
    expect(clientKey(chain('6.6.6.6, 198.51.100.7, 10.0.0.1'), 2)).toBe('198.51.100.7');
    // Fewer entries than hops: the leftmost there is.
    expect(clientKey(chain('198.51.100.7'), 3)).toBe('198.51.100.7');
    // No X-Forwarded-For at all: the peer.
    expect(clientKey(request({ [CLIENT_ADDRESS_HEADER]: '10.0.0.2' }), 1)).toBe('10.0.0.2');
  });

  it('keys IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('[2001:db8:1:2:ffff:ffff:ffff:ffff]')).toBe('2001:0db8:0001:0002::/64');
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('')).toBe('unknown');
  });
});

describe('the origin check', () => {
  const allowed = ['http://localhost:3000'];
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/x', { headers });

  it('accepts the host the shop was opened at, besides SITE_URL and ALLOWED_ORIGINS', () => {
    // Before: a shopper at http://127.0.0.1:3000 with SITE_URL=localhost got 403 at checkout.
    expect(originAllowed(request({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), allowed)).toBe(
      true,
    );
    expect(originAllowed(request({ origin: 'http://localhost:3000', host: '127.0.0.1:3000' }), allowed)).toBe(
      true,
    );
  });

  it('refuses foreign, missing and opaque origins', () => {
    expect(originAllowed(request({ origin: 'https://evil.example', host: '127.0.0.1:3000' }), allowed)).toBe(
      false,
    );
    expect(originAllowed(request({ host: '127.0.0.1:3000' }), allowed)).toBe(false);
    expect(originAllowed(request({ origin: 'null', host: 'null' }), allowed)).toBe(false);
    expect(originAllowed(request({ origin: 'file://127.0.0.1:3000', host: '127.0.0.1:3000' }), allowed)).toBe(
      false,
    );
  });

  it('reads X-Forwarded-Host only behind trusted proxies', () => {
    const proxied = request({
      origin: 'https://shop.example',
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example',
    });
    expect(originAllowed(proxied, allowed, 1)).toBe(true);
    expect(originAllowed(proxied, allowed, 0)).toBe(false);
    const forged = request({
      origin: 'https://evil.example',
      host: 'shop.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(originAllowed(forged, allowed, 0)).toBe(false);
  });
});

// One backend (in-memory limits) for the route tests below; each test is its own client address.
const shared = open();

describe('rate limits on the routes (in memory)', () => {
  const commerce = shared;

  it('are not bypassed by a rotating X-Forwarded-For (before: 300 of 300 quotes accepted)', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      const response = await commerce.handlers.createQuote(
        post('/api/quotes', quoteBody(n), {
          [CLIENT_ADDRESS_HEADER]: '192.0.2.11',
          'x-forwarded-for': `203.0.113.${n}`,
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it('limit gift-card guessing with their own, stricter budget (10 per 10 minutes)', async () => {
    const check = (code: string, headers: Record<string, string> = {}) =>
      commerce.handlers.checkCode(
        post(
          '/api/codes/check',
          { kind: 'gift-card', code, channel: 'en-us' },
          { [CLIENT_ADDRESS_HEADER]: '192.0.2.12', ...headers },
        ),
      );
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      statuses.push((await check(`GIFT-GUESS-${n}`, { 'x-forwarded-for': `198.51.100.${n}` })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400 || status === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right code is refused once the budget is spent …
    expect((await check('GIFT-IRON-0100')).status).toBe(429);
    // … while another client is unaffected, and order lookups have their own budget.
    expect((await check('GIFT-IRON-0100', { [CLIENT_ADDRESS_HEADER]: '192.0.2.99' })).status).toBe(200);
    const lookup = await commerce.handlers.orderStatus(
      new Request(`${ORIGIN}/api/orders/status?orderNumber=IM-1&email=a@example.com`, {
        headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.12' },
      }),
    );
    expect(lookup.status).not.toBe(429);
  });

  it('count refused checkout codes only, and then refuse every code, right or wrong', async () => {
    const client = { [CLIENT_ADDRESS_HEADER]: '192.0.2.13' };
    const session = await commerce.handlers.checkoutSession(
      post(
        '/api/checkout/session',
        { channel: 'en-us', country: 'us', lines: [{ code: BAR, quantity: 1 }] },
        client,
      ),
    );
    expect(session.status).toBe(201);
    const { sessionId } = (await session.json()) as { sessionId: string };
    const totals = (giftCardCode: string) =>
      commerce.handlers.quoteTotals(post('/api/checkout/quote-totals', { sessionId, giftCardCode }, client));
    // A shopper re-quoting with a valid code spends nothing.
    for (let n = 0; n < 12; n += 1) expect((await totals('GIFT-IRON-0100')).status).toBe(200);
    const wrong: number[] = [];
    for (let n = 0; n < 11; n += 1) wrong.push((await totals(`GIFT-WRONG-${n}`)).status);
    expect(wrong.slice(0, 9).every((status) => status === 400)).toBe(true);
    expect(wrong.at(-1)).toBe(429);
    expect((await totals('GIFT-IRON-0100')).status).toBe(429);
  });
});

describe('rate limits with Redis unreachable (the insurance limiter)', () => {
  it('answer the newsletter promptly and still limit (before: 500 after 15.7 s)', async () => {
    const commerce = open({}, { REDIS_URL: 'redis://127.0.0.1:1' });
    await commerce.services(); // the database's start is not what this measures
    const started = performance.now();
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const response = await commerce.handlers.newsletter(
        post('/api/newsletter', { email: `down.${n}@example.com`, channel: 'en-us', consent: true }),
      );
      statuses.push(response.status);
    }
    const perRequest = (performance.now() - started) / statuses.length;
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(perRequest).toBeLessThan(1_000);
  });
});

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await redisAnswers(LOCAL_REDIS_URL);
if (!hasRedis) console.warn(`Redis route-limit suite skipped: no Redis answered at ${LOCAL_REDIS_URL}.`);

describe.runIf(hasRedis)('rate limits on the routes (real Redis, two instances)', () => {
  const prefix = `ironmark-test-edge:${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const cleanup = new Redis(LOCAL_REDIS_URL);
    const keys = await cleanup.keys(`${prefix}:*`);
    if (keys.length > 0) await cleanup.del(...keys);
    cleanup.disconnect();
  });

  it('share one budget behind one trusted proxy, however X-Forwarded-For rotates', async () => {
    const instances = [0, 1].map(() =>
      open(
        { rateLimiter: redisRateLimiter(LOCAL_REDIS_URL, { prefix }), seed: false },
        { TRUSTED_PROXY_HOPS: 1 },
      ),
    );
    const statuses: number[] = [];
    for (let n = 0; n < 14; n += 1) {
      const instance = instances[n % 2] as Commerce;
      const response = await instance.handlers.checkCode(
        post(
          '/api/codes/check',
          { kind: 'campaign', code: `GUESS${n}`, channel: 'en-us' },
          // The client rotates its own entries; the proxy (peer 10.0.0.2) appended the real address.
          { [CLIENT_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': `203.0.113.${n}, 198.51.100.44` },
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });
});

describe('forbidden countries, enforced by the server (spec §6)', () => {
  const commerce = shared;
  const geo = (country: string) => ({ 'x-vercel-ip-country': country });
  const realtime = (headers: Record<string, string>, country = 'us') =>
    commerce.handlers.realtime(
      post(
        '/api/getrealtimeproductdata',
        { variantIds: [BAR], country, channel: 'en-us', sessionId: 'edge-test' },
        headers,
      ),
    );

  it('reads the geo header and the visitor cookie', () => {
    const request = new Request(ORIGIN, {
      headers: { 'x-vercel-ip-country': 'RU', cookie: 'a=1; im_visitor_country=ir; b=2' },
    });
    expect(visitorCountries(request, 'x-vercel-ip-country')).toEqual(['ru', 'ir']);
  });

  it('the real-time API gives no price and no campaign price to a forbidden geo country, whatever the body claims', async () => {
    const allowed = (await (await realtime(geo('US'))).json()) as Record<string, Record<string, unknown>>;
    expect(allowed[BAR]).toHaveProperty('price');
    // Before: the body's country ('us') decided, so the geo header's 'ru' was ignored.
    for (const headers of [geo('RU'), { cookie: 'im_visitor_country=ir' }]) {
      const answer = await realtime(headers);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as Record<string, Record<string, unknown>>;
      expect(body[BAR]).toEqual({ noResult: true });
      expect(JSON.stringify(body)).not.toMatch(/price|campaign/i);
    }
  });

  it('the cart, the checkout and the code checks refuse with the spec message', async () => {
    const refused = [
      await commerce.handlers.checkoutSession(
        post(
          '/api/checkout/session',
          { channel: 'en-us', country: 'us', lines: [{ code: BAR, quantity: 1 }] },
          geo('SY'),
        ),
      ),
      await commerce.handlers.quoteTotals(
        post('/api/checkout/quote-totals', { sessionId: 'x'.repeat(24) }, geo('SY')),
      ),
      await commerce.handlers.placeOrder(
        post('/api/checkout/place-order', {}, { ...geo('SY'), 'idempotency-key': 'edge-test-key-1' }),
      ),
      await commerce.handlers.checkCode(
        post('/api/codes/check', { kind: 'gift-card', code: 'GIFT-IRON-0100', channel: 'en-us' }, geo('SY')),
      ),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        modelState: { country: [CHECKOUT_ERROR_MESSAGES.countryNotAllowed] },
      });
    }
    const allowed = await commerce.handlers.checkoutSession(
      post(
        '/api/checkout/session',
        { channel: 'en-us', country: 'us', lines: [{ code: BAR, quantity: 1 }] },
        geo('US'),
      ),
    );
    expect(allowed.status).toBe(201);
  });
});
