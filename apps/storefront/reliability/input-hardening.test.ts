// Issue 14 input hardening against the real built server (`next start`):
// - prototype pollution: every pollution form sent to every route (search GET/POST, commerce API,
//   pages with query strings, form bodies, cookies, headers) leaves the server's Object.prototype
//   clean — proved by behaviour: totals and orders after the attack carry no discount, a new shared
//   list no attacker note, uncached pages answer 200. The server runs WITHOUT --disable-proto here,
//   so the parsers' own rule is what holds; the default servers run with the flag (checked too);
// - NUL and unpaired surrogates answer 400 naming the field; the server log never shows the
//   personal data of the requests;
// - request bodies are size-checked while streaming: 30 concurrent 12 MB uploads cost little memory.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStorefront, startStorefront } from '../bench/lib/server.mjs';
import { contactBody, parseJson, placeOrderBody, quoteBody, sleep, variantCodes } from './helpers';

const ATTACK = 'CLUB20';
const NOTE = 'ATTACKER-NOTE';
const ENGINE = '/api/as/v1/engines/prod-products-web';

/** Query strings of every pollution form (bracket, dotted, nested in filter lists, constructor.prototype). */
const POLLUTING_QUERIES = [
  `__proto__[campaignCode]=${ATTACK}&__proto__[note]=${NOTE}`,
  `__proto__.campaignCode=${ATTACK}`,
  `filters[all][][__proto__][campaignCode]=${ATTACK}&filters[all][][__proto__][note]=${NOTE}`,
  `filters[__proto__][campaignCode]=${ATTACK}`,
  `constructor[prototype][campaignCode]=${ATTACK}&constructor[prototype][note]=${NOTE}`,
  `filters[all][][constructor][prototype][campaignCode]=${ATTACK}`,
  `queries[][__proto__][campaignCode]=${ATTACK}&queries[][query]=bar`,
  `prototype[campaignCode]=${ATTACK}`,
  `f.__proto__=${ATTACK}&r.constructor=1..2&q=bar`,
];

/** JSON bodies that would pollute through a merge or a bracket parser. */
const pollutingJson = (valid: Record<string, unknown>) => [
  `{"__proto__":{"campaignCode":"${ATTACK}","note":"${NOTE}"}}`,
  JSON.stringify({ ...valid, constructor: { prototype: { campaignCode: ATTACK, note: NOTE } } }),
  JSON.stringify(valid).replace(/^\{/, `{"__proto__":{"campaignCode":"${ATTACK}","note":"${NOTE}"},`),
  JSON.stringify({ ...valid, filters: { all: [{ __proto__: { campaignCode: ATTACK } }] } }).replace(
    '"all":[{}]',
    `"all":[{"__proto__":{"campaignCode":"${ATTACK}"}}]`,
  ),
];

const POST_ROUTES: [string, Record<string, unknown>][] = [
  [
    '/api/getrealtimeproductdata',
    { variantIds: [variantCodes[0]], country: 'us', channel: 'en-us', sessionId: 's' },
  ],
  ['/api/quotes', quoteBody(1)],
  ['/api/shared-lists', { channel: 'en-us', lines: [{ code: variantCodes[0], quantity: 1 }] }],
  ['/api/newsletter', { email: 'p@example.com', channel: 'en-us', consent: true }],
  ['/api/contact', contactBody(1)],
  ['/api/codes/check', { kind: 'campaign', code: 'STRONG10', channel: 'en-us' }],
  [
    '/api/checkout/session',
    { channel: 'en-us', country: 'us', lines: [{ code: variantCodes[0], quantity: 1 }] },
  ],
  ['/api/checkout/quote-totals', { sessionId: 'x'.repeat(20) }],
  ['/api/checkout/place-order', { sessionId: 'x'.repeat(20) }],
  [`${ENGINE}/search.json`, { query: 'bar' }],
  [`${ENGINE}/multi_search.json`, { queries: [{ query: 'bar' }] }],
  [`${ENGINE}/query_suggestion`, { query: 'ba' }],
  [`${ENGINE}/click.json`, { query: 'bar', document_id: 'x', request_id: 'r' }],
];

const GET_PATHS = [
  `${ENGINE}/search.json`,
  `${ENGINE}/multi_search.json`,
  `${ENGINE}/query_suggestion`,
  '/api/variantinfo',
  '/api/orders/status',
  '/api/shared-lists/abcdefabcdef',
  '/api/quotes/abcdef/pdf',
  '/en-us',
  '/en-us/search',
  '/en-us/checkout',
  '/en-us/my-list',
  '/sv-se/search',
];

let server: RunningStorefront;
let client = 0;
const nextClient = () => {
  client += 1;
  return `10.77.${(client >> 8) & 255}.${client & 255}`;
};

async function send(
  path: string,
  init: RequestInit = {},
  attempt = 1,
): Promise<{ status: number; text: string }> {
  let response: Response;
  try {
    response = await fetch(`${server.origin}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'x-forwarded-for': nextClient(), ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    // A connection reset before any answer is not an answer: on a loaded CI machine a reused
    // keep-alive connection was reset twice in about a dozen runs. Try once more on a new one; a
    // second reset fails the test.
    const reset = (error as { cause?: { code?: string } }).cause?.code === 'ECONNRESET';
    if (reset && attempt === 1) return send(path, init, 2);
    throw error;
  }
  return { status: response.status, text: await response.text() };
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the real server', () => {
  beforeAll(async () => {
    server = await startStorefront({ hardened: false });
  });
  afterAll(async () => {
    await server?.stop();
    server?.removeData();
  });

  it('runs this test server without --disable-proto, so the parsers alone must hold', () => {
    const environ = readFileSync(`/proc/${server.pgid}/environ`, 'utf8');
    expect(environ).not.toContain('--disable-proto');
  });

  it('answers every pollution form on every route below 500', async () => {
    let sent = 0;
    const cookie = `__proto__=${ATTACK}; constructor=${ATTACK}; ironmark-country=__proto__; prototype=x`;
    for (const path of GET_PATHS) {
      for (const query of POLLUTING_QUERIES) {
        const answer = await send(`${path}?${query}`, {
          headers: { cookie, 'accept-language': '__proto__', 'x-geo-country': '__proto__' },
        });
        expect(answer.status, `GET ${path}?${query}`).toBeLessThan(500);
        sent += 1;
      }
    }
    for (const [path, valid] of POST_ROUTES) {
      for (const body of pollutingJson(valid)) {
        const answer = await postJson(path, body, { cookie, 'idempotency-key': `pollute-${sent}` });
        expect(answer.status, `POST ${path} ${body}`).toBeLessThan(500);
        sent += 1;
      }
      for (const query of POLLUTING_QUERIES) {
        const form = await send(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin, cookie },
          body: query,
        });
        expect(form.status, `POST form ${path} ${query}`).toBeLessThan(500);
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(250);
    expect(server.alive()).toBe(true);
  });

  it('afterwards gives no discount without a code: totals and the placed order carry none', async () => {
    const session = await postJson('/api/checkout/session', {
      channel: 'en-us',
      country: 'us',
      lines: [{ code: variantCodes[0], quantity: 1 }],
    });
    expect(session.status).toBe(201);
    const { sessionId } = parseJson(session.text) as { sessionId: string };
    const totals = await postJson('/api/checkout/quote-totals', {
      sessionId,
      delivery: { country: 'us', stateOrProvince: 'NY' },
      deliveryMethod: 'default',
      paymentMethod: 'card',
    });
    expect(totals.status, totals.text).toBe(200);
    const priced = parseJson(totals.text) as { discount: number; campaignCode: string | null; total: number };
    expect(priced.discount).toBe(0);
    expect(priced.campaignCode).toBeNull();
    const placed = await postJson('/api/checkout/place-order', placeOrderBody(sessionId, priced.total), {
      'idempotency-key': 'after-the-attack-1',
    });
    expect(placed.status, placed.text).toBe(201);
    const { order } = parseJson(placed.text) as { order: { discount: number; coupon: string | null } };
    expect(order.discount).toBe(0);
    expect(order.coupon).toBeNull();
  });

  it('afterwards stores a new shared list without the attacker note', async () => {
    const created = await postJson('/api/shared-lists', {
      channel: 'en-us',
      lines: [{ code: variantCodes[0], quantity: 1 }],
    });
    expect(created.status).toBe(201);
    const { id } = parseJson(created.text) as { id: string };
    const list = parseJson((await send(`/api/shared-lists/${id}`)).text) as { note: string | null };
    expect(list.note).toBeNull();
  });

  it('afterwards renders pages that were not cached yet', async () => {
    for (const path of ['/de-de/search?q=rack', '/fr-fr', '/sv-se/my-list', '/en-gb/search?q=bar&page=2']) {
      expect((await send(path)).status, path).toBe(200);
    }
  });

  it('answers NUL and unpaired surrogates with 400 naming the field, never 500', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/quotes', { ...quoteBody(2), message: 'a\u0000b' }, 'message'],
      ['/api/quotes', { ...quoteBody(3), message: 'a\uD800b' }, 'message'],
      ['/api/contact', { ...contactBody(2), message: 'a\u0000b' }, 'message'],
      [
        '/api/shared-lists',
        { channel: 'en-us', lines: [{ code: variantCodes[0], quantity: 1 }], note: '\uDC00' },
        'note',
      ],
      ['/api/codes/check', { kind: 'campaign', code: 'A\u0000', channel: 'en-us' }, 'code'],
      ['/api/checkout/quote-totals', { sessionId: `${'x'.repeat(20)}\u0000` }, 'sessionId'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await postJson(path, body, { 'idempotency-key': `nul-${field}-${path.length}` });
      expect(answer.status, `${path} ${field}`).toBe(400);
      const parsed = parseJson(answer.text) as { issues: { field: string; code: string }[] };
      expect(parsed.issues, `${path} ${field}`).toContainEqual(
        expect.objectContaining({ field, code: 'invalid_characters' }),
      );
    }
  });

  it('never writes the personal data of any request above to the server log', () => {
    const log = server.log();
    // Quote and contact bodies of the helpers; the checkout contact above.
    for (const value of [
      'Lifter1',
      'Lifter2',
      'ada.1@example.com',
      'contact.1@example.com',
      '555 0100',
      '1 Barbell Way',
    ])
      expect(log, `server log carries ${value}`).not.toContain(value);
  });
});

describe('request bodies are size-checked while streaming', () => {
  let hardened: RunningStorefront;
  beforeAll(async () => {
    hardened = await startStorefront();
  });
  afterAll(async () => {
    await hardened?.stop();
    hardened?.removeData();
  });

  it('runs the default server with --disable-proto=delete', () => {
    expect(readFileSync(`/proc/${hardened.pgid}/environ`, 'utf8')).toContain('--disable-proto=delete');
  });

  // The commerce routes' cap (16 KiB here) and Next's proxy copy (1 MiB, next.config.ts) bound each
  // upload; the search protocol's streamed cap is checked in @ironmark/search (http.test.ts).
  it('30 concurrent chunked 12 MB uploads to /api/getrealtimeproductdata: refused each, little memory', async () => {
    const path = '/api/getrealtimeproductdata';
    const chunk = new TextEncoder().encode(`{"query":"${'x'.repeat(64 * 1024)}`);
    const upload = (bytes = 12 * 1024 * 1024) =>
      fetch(`${hardened.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: hardened.origin },
        // No content-length: the server only learns the size by reading.
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            for (let sent = 0; sent < bytes; sent += chunk.byteLength) controller.enqueue(chunk);
            controller.close();
          },
        }),
        duplex: 'half',
        signal: AbortSignal.timeout(60_000),
      } as RequestInit).then(
        async (response) => {
          await response.arrayBuffer().catch(() => undefined);
          return response.status;
        },
        () => 'reset',
      );
    // Warm the server (the route, its database) with an ordinary request and an upload, and let it
    // settle, so start-up work is not counted as the uploads' memory.
    const warm = await fetch(`${hardened.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: hardened.origin },
      body: JSON.stringify({
        variantIds: ['IM-BAR-WL-20M-BR-CH'],
        country: 'us',
        channel: 'en-us',
        sessionId: 's',
      }),
    });
    expect(warm.status).toBe(200);
    await upload();
    await sleep(2_000);
    const before = hardened.rssMb() ?? 0;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, hardened.rssMb() ?? 0);
    }, 25);
    const statuses = await Promise.all(Array.from({ length: 30 }, upload));
    clearInterval(sampler);
    console.info(
      `${path}: RSS ${before.toFixed(0)} MB → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
    );
    // The front door refuses a body that names no length (411) before Next copies any of it. Under
    // load the connection's close can beat the answer to the client (the body is still arriving):
    // when all 30 were resets (seen once in about ten CI runs, and a lone 12 MB upload right after
    // was reset too), a length-less body the client has finished sending (one 64 KiB chunk) must
    // get the answer.
    if (!statuses.some((status) => status === 411 || status === 413))
      statuses.push(await upload(chunk.byteLength));
    for (const status of statuses) expect([411, 413, 'reset']).toContain(status);
    expect(statuses.filter((status) => status === 411 || status === 413).length).toBeGreaterThan(0);
    // Before the fix: ≈ +200 MB (Next's proxy copied each body up to 10 MB before the route ran).
    expect(peak - before).toBeLessThan(80);
    expect(hardened.alive()).toBe(true);
  });
});
