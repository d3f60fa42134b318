// Request bodies and small HTTP helpers shared by the reliability files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appDir } from '../bench/lib/server.mjs';

interface CatalogueFile {
  products: { slug: string; variants: { code: string }[] }[];
}

const catalogue = JSON.parse(
  readFileSync(
    join(appDir, '..', '..', 'packages', 'commerce', 'data', 'generated', 'catalogue.json'),
    'utf8',
  ),
) as CatalogueFile;

/** Real variant codes of the demo catalogue (first variants of the first products). */
export const variantCodes: string[] = catalogue.products
  .slice(0, 10)
  .flatMap((product) => product.variants.slice(0, 2).map((variant) => variant.code));

/** Slugs of the first products of the demo catalogue (their product pages). */
export const productSlugs: string[] = catalogue.products.slice(0, 10).map((product) => product.slug);

/** A valid real-time request body. */
export function realtimeBody(codes = variantCodes.slice(0, 6)) {
  return { variantIds: codes, country: 'us', channel: 'en-us', sessionId: 'reliability-session' };
}

/** A valid quote request for en-us with two lines; `n` makes the contact unique. */
export function quoteBody(n: number) {
  const address = {
    firstName: 'Ada',
    lastName: `Lifter${n}`,
    streetAddress: '1 Barbell Way',
    zip: '10001',
    city: 'New York',
    stateOrProvince: 'NY',
    country: 'us',
  };
  return {
    channel: 'en-us',
    country: 'us',
    lines: [
      { code: variantCodes[n % variantCodes.length], quantity: 1 + (n % 3) },
      { code: variantCodes[(n + 1) % variantCodes.length], quantity: 2 },
    ],
    contact: {
      firstName: 'Ada',
      lastName: `Lifter${n}`,
      email: `ada.${n}@example.com`,
      phone: '+1 555 0100',
      companyName: 'Garage Gym Co',
      customerCategory: 'business',
    },
    deliveryAddress: address,
    message: `Reliability quote ${n}`,
  };
}

/** A valid en-us card order of one unit of the first demo variant, for checkout session `sessionId`. */
export function placeOrderBody(sessionId: string, expectedTotal: number) {
  return {
    channel: 'en-us',
    country: 'us',
    sessionId,
    lines: [{ code: variantCodes[0], quantity: 1 }],
    contact: { firstName: 'Ada', lastName: 'Lifter', email: 'ada@example.com', phone: '+1 555 0100' },
    deliveryAddress: quoteBody(0).deliveryAddress,
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
    expectedTotal,
  };
}

/** A valid newsletter sign-up. */
export function newsletterBody(n: number) {
  return { email: `news.${n}.${Date.now()}@example.com`, channel: 'en-us', consent: true, source: 'footer' };
}

/** A valid contact message. */
export function contactBody(n: number) {
  return {
    channel: 'en-us',
    topic: 'sales',
    name: `Ada ${n}`,
    email: `contact.${n}@example.com`,
    message: 'Do you ship racks to Boston?',
  };
}

/** A valid shared-list snapshot. */
export function sharedListBody() {
  return { channel: 'en-us', lines: [{ code: variantCodes[0], quantity: 2 }], note: 'For the club' };
}

/** The POST routes of the commerce handlers (issue 6) and the search route, with a valid body each. */
export const postRoutes: { path: string; body: () => unknown; stateChanging: boolean }[] = [
  { path: '/api/getrealtimeproductdata', body: () => realtimeBody(), stateChanging: false },
  { path: '/api/quotes', body: () => quoteBody(1), stateChanging: true },
  { path: '/api/shared-lists', body: () => sharedListBody(), stateChanging: true },
  { path: '/api/newsletter', body: () => newsletterBody(1), stateChanging: true },
  { path: '/api/contact', body: () => contactBody(1), stateChanging: true },
  {
    path: '/api/as/v1/engines/prod-products-web-en-us/search.json',
    body: () => ({ query: 'bar' }),
    stateChanging: false,
  },
];

/** POSTs JSON (or a raw string) with a same-origin Origin header unless `headers` override it. */
export async function postJson(
  origin: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** GETs a path and reads the body. */
export async function get(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Parses a JSON body, or undefined. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The id and requester token of a `POST /api/quotes` answer (201 `{ quote, pdfUrl }`), or undefined. */
export function acknowledgedQuote(text: string): { id: string; pdfUrl: string; token: string } | undefined {
  const body = parseJson(text) as { quote?: { id?: unknown }; pdfUrl?: unknown } | undefined;
  if (typeof body?.quote?.id !== 'string' || typeof body.pdfUrl !== 'string') return undefined;
  const token = new URL(body.pdfUrl, 'http://127.0.0.1').searchParams.get('token') ?? '';
  return { id: body.quote.id, pdfUrl: body.pdfUrl, token };
}

interface QuoteReader {
  count(): Promise<number>;
  getForRequester(id: string, token: string): Promise<{ id: string; lines: unknown[] }>;
}

/** What the checks need of the commerce backend opened on a DATA_DIR. */
export interface CommerceProbe {
  quotes: QuoteReader;
  /** Runs one SQL statement and returns its rows. */
  query(statement: string): Promise<Record<string, unknown>[]>;
}

/**
 * Opens the commerce backend (`@ironmark/commerce/server` `createCommerce({ env })`) on a stopped
 * server's DATA_DIR, hands it to `use` and closes it afterwards.
 */
export async function withCommerce<T>(
  dataDir: string,
  use: (commerce: CommerceProbe) => Promise<T>,
): Promise<T> {
  const [server, demo, config] = await Promise.all([
    import('@ironmark/commerce/server'),
    import('@ironmark/commerce/demo'),
    import('@ironmark/config/env'),
  ]);
  const createCommerce = (server as Record<string, unknown>).createCommerce as
    | ((options: { env: unknown }) => unknown)
    | undefined;
  if (typeof createCommerce !== 'function') {
    throw new Error('@ironmark/commerce/server does not export createCommerce yet; this check needs it');
  }
  const env = config.parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const commerce = createCommerce({ env, catalogue: demo.demoCatalogue(), seed: false } as {
    env: unknown;
  }) as {
    services(): Promise<{ quotes: QuoteReader }>;
    database(): Promise<{ db: { execute(statement: string): Promise<unknown> } }>;
    close(): Promise<void>;
  };
  try {
    const { quotes } = await commerce.services();
    const { db } = await commerce.database();
    const query = async (statement: string) => {
      const result = (await db.execute(statement)) as
        | { rows?: Record<string, unknown>[] }
        | Record<string, unknown>[];
      return Array.isArray(result) ? result : (result.rows ?? []);
    };
    return await use({ quotes, query });
  } finally {
    await commerce.close();
  }
}

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
