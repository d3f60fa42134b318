import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  NONCE_PAGES,
  STATIC_ASSET_HEADERS,
  scriptHashSource,
  securityHeaders,
} from './security';

const layoutScript = 'window.dataLayer=window.dataLayer||[];';

describe('securityHeaders', () => {
  it('forbids framing, plugins and foreign form targets', () => {
    const csp = contentSecurityPolicy({ https: false });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("allows workers made from a blob only (the head's Intl warm-up), with or without a nonce", () => {
    for (const nonce of [undefined, createNonce()]) {
      expect(contentSecurityPolicy({ https: true, nonce })).toContain('; worker-src blob:;');
    }
  });

  it('adds HSTS and upgrade-insecure-requests only over HTTPS', () => {
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(securityHeaders({ https: true })['Content-Security-Policy']).toContain(
      'upgrade-insecure-requests',
    );
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
  });

  it('allows the tag manager and a hosted search origin only when configured', () => {
    expect(contentSecurityPolicy({ https: true })).not.toContain('googletagmanager');
    const csp = contentSecurityPolicy({
      https: true,
      tagManager: true,
      connectOrigins: ['https://search.example'],
    });
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain("connect-src 'self' https://search.example");
  });
});

describe('script nonces (issue 14)', () => {
  it('replace unsafe-inline with the nonce and strict-dynamic on pages rendered per request', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
    const scriptHashes = [scriptHashSource(layoutScript)];
    const scripts =
      /script-src ([^;]*)/.exec(contentSecurityPolicy({ https: true, nonce, scriptHashes }))?.[1] ?? '';
    expect(scripts.split(' ')).toEqual(["'self'", `'nonce-${nonce}'`, ...scriptHashes, "'strict-dynamic'"]);
    expect(contentSecurityPolicy({ https: true, scriptHashes })).toContain(
      "script-src 'self' 'unsafe-inline'",
    );
    // A hash would switch 'unsafe-inline' off on the prerendered pages.
    expect(contentSecurityPolicy({ https: true, scriptHashes })).not.toContain('sha256-');
  });

  it("let the layout's inline script run on a nonce page: its hash source is the script's SHA-256", () => {
    // The SHA-256 of the empty string (FIPS 180-2 test vector), in base64.
    expect(scriptHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(scriptHashSource(layoutScript)).not.toBe(scriptHashSource(`${layoutScript} `));
  });

  it('are given exactly to the pages next build renders per request', () => {
    for (const path of [
      '/en-us/search',
      '/sv-se/quote/confirmation',
      '/en/shared-list/abc123',
      '/en-us/search/',
    ]) {
      expect(NONCE_PAGES.test(path), path).toBe(true);
    }
    for (const path of [
      '/en-us',
      '/en-us/products/bar',
      '/en-us/searching',
      '/api/search',
      '/en-us/shared-list',
    ]) {
      expect(NONCE_PAGES.test(path), path).toBe(false);
    }
  });

  it('leave nothing runnable in build assets', () => {
    expect(STATIC_ASSET_HEADERS['Content-Security-Policy']).toMatch(/^default-src 'none';/);
    expect(STATIC_ASSET_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });
});
