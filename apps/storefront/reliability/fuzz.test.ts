// Bad input (issue 11 'Reliability'): fast-check generated bodies and query strings against every
// route handler of the storefront's API — never a 5xx, never a crash, never a write — and the parsers
// of stored browser data and CMS payloads never throw.
import { parseStoredConsent } from '@ironmark/analytics';
import { parseStoredCart } from '@ironmark/cart-core';
import { toNavigation } from '@ironmark/navigation';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningStorefront, startStorefront } from '../bench/lib/server.mjs';
import { postRoutes, variantCodes, withCommerce } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const HUGE = [
  'x'.repeat(2 * 1024 * 1024),
  JSON.stringify({ variantIds: Array(300_000).fill('A') }),
  `"${'é'.repeat(600_000)}"`,
];

let server: RunningStorefront;
/** Table written by each state-changing route, and how many generated bodies it accepted (2xx). */
const writes: Record<string, { table: string; accepted: number }> = {
  '/api/quotes': { table: 'quotes', accepted: 0 },
  '/api/shared-lists': { table: 'shared_lists', accepted: 0 },
  '/api/newsletter': { table: 'newsletter_subscriptions', accepted: 0 },
  '/api/contact': { table: 'contact_messages', accepted: 0 },
};
let client = 0;
/** A different client address per request, so rate limits do not hide the parsers from the fuzzer. */
const nextClient = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

beforeAll(async () => {
  server = await startStorefront();
});
afterAll(async () => {
  await server?.stop();
  server?.removeData();
});

async function send(path: string, init: RequestInit): Promise<number> {
  const response = await fetch(`${server.origin}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  return response.status;
}

function post(path: string, body: string, contentType = 'application/json') {
  return send(path, {
    method: 'POST',
    headers: { 'content-type': contentType, origin: server.origin, 'x-forwarded-for': nextClient() },
    body,
  });
}

/** A valid body with one field replaced by any JSON value (wrong types, nulls, nested junk). */
function mutated(valid: unknown) {
  const record = valid as Record<string, unknown>;
  return fc
    .tuple(fc.constantFrom(...Object.keys(record), '__proto__', 'constructor', 'extra'), fc.jsonValue())
    .map(([key, value]) => JSON.stringify({ ...record, [key]: value }));
}

const bodies = (valid: unknown) =>
  fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    mutated(valid),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.constantFrom(...HUGE, '', '{', 'null', '[]', '{"__proto__":{"polluted":true}}', '\u0000'),
  );

describe.each(postRoutes.map((route) => [route.path, route]))(
  'POST %s with generated bodies',
  (path, route) => {
    it('never answers 5xx and the server keeps running', async () => {
      await fc.assert(
        fc.asyncProperty(
          bodies(route.body()),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (body, type) => {
            const status = await post(path, body, type);
            expect(status, `body ${body.slice(0, 120)}`).toBeLessThan(500);
            // A mutated body can still be valid (an extra key, a free-text field): those may write.
            const target = writes[path];
            if (target && status >= 200 && status < 300) target.accepted += 1;
          },
        ),
        { numRuns: RUNS },
      );
      expect(server.alive()).toBe(true);
    });
  },
);

const text = fc.string({ unit: 'grapheme', maxLength: 200 });
const getRoutes: [string, fc.Arbitrary<string>][] = [
  [
    'GET /api/variantinfo',
    fc
      .tuple(text, fc.oneof(text, fc.constant(variantCodes.join(',')), fc.constant('A,'.repeat(5000))))
      .map(
        ([locale, codes]) =>
          `/api/variantinfo?_locale=${encodeURIComponent(locale)}&codes=${encodeURIComponent(codes)}`,
      ),
  ],
  [
    'GET /api/quotes/{id}/pdf',
    fc
      .tuple(text, text)
      .map(
        ([id, token]) =>
          `/api/quotes/${encodeURIComponent(id || 'x')}/pdf?token=${encodeURIComponent(token)}`,
      ),
  ],
  ['GET /api/shared-lists/{id}', text.map((id) => `/api/shared-lists/${encodeURIComponent(id || 'x')}`)],
  [
    'GET /api/orders/status',
    fc
      .tuple(text, text)
      .map(
        ([order, email]) =>
          `/api/orders/status?orderNumber=${encodeURIComponent(order)}&email=${encodeURIComponent(email)}`,
      ),
  ],
];

describe.each(getRoutes)('%s with generated queries', (_name, paths) => {
  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(paths, async (path) => {
        const status = await send(path, { headers: { 'x-forwarded-for': nextClient() } });
        expect(status, path.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    expect(server.alive()).toBe(true);
  });
});

describe('after the fuzzing', () => {
  it('nothing was written by a rejected request', async () => {
    await server.stop();
    await withCommerce(server.dataDir, async ({ query }) => {
      for (const { table, accepted } of Object.values(writes)) {
        const [row] = await query(`select count(*)::int as n from ${table}`);
        expect(Number(row?.n), `${table}: rows vs accepted requests`).toBeLessThanOrEqual(accepted);
      }
    });
  });
});

describe('parsers of stored browser data and CMS payloads', () => {
  it('never throw on generated input', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inputs = fc.oneof(
      fc.anything(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        parseStoredCart(input);
        parseStoredConsent(typeof input === 'string' ? input : (JSON.stringify(input) ?? null));
        toNavigation(input);
      }),
      { numRuns: 500 },
    );
    vi.restoreAllMocks();
  });
});
