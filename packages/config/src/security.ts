import { createHash } from 'node:crypto';

/**
 * Security headers for every response (OWASP ASVS 3.4): CSP, HSTS, nosniff, referrer policy,
 * frame-ancestors. Framework-free: the storefront's proxy.ts and next.config.ts set them.
 *
 * Scripts and the CSP (issue 14). Pages rendered per request (search, the quote confirmation, a
 * shared list: see {@link NONCE_PAGES}) get a per-request nonce with 'strict-dynamic' and no
 * 'unsafe-inline': proxy.ts passes the policy to Next in the request, and Next puts the nonce on its
 * bootstrap, RSC-payload and chunk scripts. Prerendered pages keep 'unsafe-inline' for scripts: their
 * HTML is built once and served to every visitor, so it cannot carry a per-request nonce, and hashes
 * cannot stand in either, because Next inlines each page's RSC payload as inline scripts whose content
 * (and so hash) differs per page and changes on every revalidation. Making them carry a nonce means
 * rendering every page on every request. Measured (bench/csp-tradeoff.mjs: the product page
 * /en-us/products/iwf-weightlifting-competition-bar-20-kg, autocannon, 10 connections, 15 s, on the
 * shared 2-core machine under heavy load): served from the prerender 15–17 req/s, p50 487–631 ms,
 * p99 1.6–2.3 s, no errors; rendered per request (draft mode, what a nonce would force) 1 req/s,
 * p50 2.7 s, p99 9.4 s, 6 of 12 requests timed out at 10 s. So the prerendered pages keep static
 * rendering and 'unsafe-inline'. What stays strict on them:
 * no 'unsafe-eval', script sources limited to 'self' (plus the configured tag manager and affiliate
 * origins), object-src 'none', base-uri 'self', frame-ancestors 'none'.
 */
export interface SecurityHeaderOptions {
  /** Whether the site is served over HTTPS (adds HSTS and upgrade-insecure-requests). */
  https: boolean;
  /** Extra origins the browser may call (a hosted search engine). */
  connectOrigins?: string[];
  /** Whether the tag manager may load. */
  tagManager?: boolean;
  /** Origin of the affiliate loader script, when one is configured. */
  affiliateOrigin?: string;
  /** A per-request nonce (base64) for a page rendered per request: scripts then need it, 'unsafe-inline' goes. */
  nonce?: string;
  /**
   * Hash sources ({@link scriptHashSource}) of the prerendered layout's inline scripts, listed beside
   * the nonce on a nonce page only. Default: none.
   */
  scriptHashes?: string[];
}

/**
 * Paths of the pages Next renders per request (ƒ in `next build`'s route list), which can therefore
 * carry a per-request script nonce: `/{locale}/search`, `/{locale}/quote/confirmation` and
 * `/{locale}/shared-list/{id}`. Every other page is prerendered (see the module comment).
 */
export const NONCE_PAGES: RegExp =
  /^\/[a-z]{2}(?:-[a-z]{2})?\/(?:search|quote\/confirmation|shared-list\/[^/]+)\/?$/;

/** A fresh nonce: 16 random bytes in base64 (CSP 3 nonce-source). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The CSP hash source (`'sha256-…'`) of an inline script. The root layout's one inline script, the
 * consent-mode bootstrap, is prerendered and cannot carry the request's nonce, so nonce pages list its
 * hash (`scriptHashes`). Prerendered pages must not list it: a hash turns 'unsafe-inline' off, which
 * their inline RSC payload needs.
 */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** Builds the Content-Security-Policy value. */
export function contentSecurityPolicy({
  https,
  connectOrigins = [],
  tagManager = false,
  affiliateOrigin,
  nonce,
  scriptHashes = [],
}: SecurityHeaderOptions): string {
  const gtm = tagManager ? ['https://www.googletagmanager.com'] : [];
  const affiliate = affiliateOrigin ? [affiliateOrigin] : [];
  const analytics = tagManager ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      nonce
        ? ["'self'", `'nonce-${nonce}'`, ...scriptHashes, "'strict-dynamic'", ...gtm, ...affiliate]
        : ["'self'", "'unsafe-inline'", ...gtm, ...affiliate],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...analytics]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectOrigins, ...analytics]],
    ['frame-src', ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...gtm]],
    ['media-src', ["'self'", 'blob:']],
    // The head's Intl warm-up worker (the storefront's lib/page-scripts.mjs), made from a blob: no other
    // worker, and no worker script from any address.
    ['worker-src', ['blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Headers of Next's build assets (`/_next/static/**`, set by the storefront's next.config.ts `headers()`:
 * its proxy.ts does not run for them). Nothing there is a page, so the policy allows nothing to run or load in it.
 */
export const STATIC_ASSET_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Every security header as a name → value record. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}
