/**
 * Security headers for every response (OWASP ASVS 3.4): CSP, HSTS, nosniff, referrer policy,
 * frame-ancestors. Pages are static HTML shared by every visitor, so the CSP cannot carry a per-request
 * nonce; inline scripts are limited to Next's own bootstrap and the consent-mode default.
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
}

/** Builds the Content-Security-Policy value. */
export function contentSecurityPolicy({
  https,
  connectOrigins = [],
  tagManager = false,
  affiliateOrigin,
}: SecurityHeaderOptions): string {
  const gtm = tagManager ? ['https://www.googletagmanager.com'] : [];
  const affiliate = affiliateOrigin ? [affiliateOrigin] : [];
  const analytics = tagManager ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...gtm, ...affiliate]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...analytics]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectOrigins, ...analytics]],
    ['frame-src', ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...gtm]],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

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
