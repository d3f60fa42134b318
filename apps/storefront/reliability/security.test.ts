// Security headers and CSP on pages and API answers, origin checks on state-changing routes and the
// newsletter rate limit (issue 11 'Security'; external-apis.md §3).
import { describe, expect, inject, it } from 'vitest';
import { get, newsletterBody, postJson, postRoutes, realtimeBody } from './helpers';

const origin = inject('origin');
const SAFE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name?.toLowerCase() ?? '', values]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(SAFE_REFERRER_POLICIES).toContain(headers.get('referrer-policy'));
  expect(headers.get('x-powered-by')).toBeNull();
  const csp = headers.get('content-security-policy');
  expect(csp, 'Content-Security-Policy header').toBeTruthy();
  const policy = directives(csp ?? '');
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toBeDefined();
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(policy.get('base-uri')).toBeDefined();
}

describe('security headers', () => {
  it('are set on a page, with a CSP that forbids framing and plugins', async () => {
    const page = await get(origin, '/en-us');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers);
  });

  it('are set on a route handler answer', async () => {
    const answer = await postJson(origin, '/api/getrealtimeproductdata', realtimeBody());
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers);
  });

  it('are set on Next build assets under /_next/static too (before: none)', async () => {
    const page = await get(origin, '/en-us');
    const asset = /\/_next\/static\/[^"']+\.js/.exec(page.text)?.[0];
    expect(asset, 'a script of the page').toBeTruthy();
    const answer = await get(origin, asset ?? '');
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer.headers);
  });

  it.each(['/media/flags/se.svg', '/media/content/hero-home-platform.svg'])(
    'give the SVG %s a policy that runs no script, even opened as a document (before: the page policy, with inline scripts allowed)',
    async (path) => {
      const answer = await get(origin, path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('image/svg+xml');
      expectSecurityHeaders(answer.headers);
      const policy = directives(answer.headers.get('content-security-policy') ?? '');
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toBeUndefined();
    },
  );

  it('are set on the not-found answer too', async () => {
    const page = await get(origin, '/en-us/this-page-does-not-exist-at-all');
    expect(page.status).toBe(404);
    expectSecurityHeaders(page.headers);
  });
});

describe('origin checks on state-changing routes', () => {
  const stateChanging = postRoutes.filter((route) => route.stateChanging);

  it.each(stateChanging.map((route) => [route.path, route]))(
    '%s refuses a foreign Origin with 403',
    async (_path, route) => {
      const answer = await postJson(origin, route.path, route.body(), {
        origin: 'https://evil.example',
        'x-forwarded-for': '203.0.113.50',
      });
      expect(answer.status).toBe(403);
    },
  );

  it.each(stateChanging.map((route) => [route.path, route]))(
    '%s refuses a request without Origin with 403',
    async (_path, route) => {
      const response = await fetch(`${origin}${route.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.51' },
        body: JSON.stringify(route.body()),
      });
      await response.arrayBuffer();
      expect(response.status).toBe(403);
    },
  );
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once one client posts to /api/newsletter too often', async () => {
    const client = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // Bounded: the limit is far below this many quick posts.
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const answer = await postJson(origin, '/api/newsletter', newsletterBody(attempt), client);
      statuses.push(answer.status);
      if (answer.status === 429) {
        retryAfter = answer.headers.get('retry-after');
        break;
      }
    }
    expect(statuses[0]).toBeLessThan(300);
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another client is not affected by the first one's limit.
    const other = await postJson(origin, '/api/newsletter', newsletterBody(999), {
      'x-forwarded-for': '198.51.100.78',
    });
    expect(other.status).toBeLessThan(300);
  });
});
