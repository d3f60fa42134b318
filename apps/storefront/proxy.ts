import { affiliateLoaderUrl, consentBootstrapSnippet } from '@ironmark/analytics';
import { locales, negotiateLocale, VISITOR_COUNTRY_COOKIE, visitorCountryToStore } from '@ironmark/channel';
import { env } from '@ironmark/config/env';
import { createNonce, NONCE_PAGES, scriptHashSource, securityHeaders } from '@ironmark/config/security';
import { type NextRequest, NextResponse } from 'next/server';

const routable = new Set<string>(locales);
// The root layout's one inline script, the consent-mode bootstrap, which nonce pages allow by hash.
const layoutScriptHashes = [scriptHashSource(consentBootstrapSnippet())];
// Paths outside the locale prefix that are served as they are.
const unprefixed = /^\/(api|media|_next|sitemap\.xml|robots\.txt|favicon\.ico|icon\.svg)(\/|$)/;

/**
 * Runs before every page request (the matcher leaves out Next's build assets, the API and media,
 * whose answers get their headers from next.config.ts): strips internal headers, sends bare paths to
 * a locale, passes the visitor's country (from the deployment's geo header) to the client and sets
 * the security headers. A page is only read: other methods than GET and HEAD answer 405.
 * Not an authorisation boundary: route handlers check origins and input themselves.
 */
export function proxy(request: NextRequest) {
  const config = env();
  const { pathname, search } = request.nextUrl;
  const requestHeaders = new Headers(request.headers);
  // CVE-2025-29927 family: never let a client speak for Next's internal sub-requests.
  for (const name of [...requestHeaders.keys()]) {
    if (name.startsWith('x-middleware-')) requestHeaders.delete(name);
  }

  const https = config.SITE_URL.startsWith('https://');
  const connectOrigins = config.SEARCH_URL ? [new URL(config.SEARCH_URL).origin] : [];
  const headers = securityHeaders({
    https,
    connectOrigins,
    tagManager: Boolean(config.GTM_ID),
    affiliateOrigin: config.AFFILIATE_ID
      ? new URL(affiliateLoaderUrl(config.AFFILIATE_ID)).origin
      : undefined,
    // Pages rendered per request get a script nonce instead of 'unsafe-inline' (@ironmark/config/security).
    nonce: NONCE_PAGES.test(pathname) ? createNonce() : undefined,
    scriptHashes: layoutScriptHashes,
  });
  // Next reads the policy from the request and puts its nonce on the scripts it renders.
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy'] ?? '');

  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  let response: NextResponse;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Pages, the sitemap and robots.txt are read, never written (the shop has no server actions):
    // without this a DELETE or a POST renders the page and answers 200.
    response = new NextResponse('Method Not Allowed', {
      status: 405,
      headers: {
        allow: 'GET, HEAD',
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      },
    });
  } else if (/^\/_next(\/|$)/.test(pathname)) {
    // Under Next's asset prefix only /_next/static and /_next/image are served (the matcher keeps
    // them from this proxy). Anything else there is no page: without this Next renders the [locale]
    // page with the locale '_next' and answers 500 (found by the fuzz suite: /_next/x/y).
    response = new NextResponse('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  } else if (!unprefixed.test(pathname) && !routable.has(first)) {
    const locale = negotiateLocale(request.headers.get('accept-language'));
    const target = new URL(`/${locale}${pathname === '/' ? '' : pathname}${search}`, request.url);
    // Temporary: the target depends on the visitor's languages, so it must not be cached as permanent,
    // and a shared cache keys it by Accept-Language (issue 20).
    response = NextResponse.redirect(target, 307);
    response.headers.set('vary', 'Accept-Language');
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }

  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);

  const toStore = visitorCountryToStore(
    request.headers.get(config.GEO_COUNTRY_HEADER),
    request.cookies.get(VISITOR_COUNTRY_COOKIE)?.value,
  );
  if (toStore) {
    response.cookies.set(VISITOR_COUNTRY_COOKIE, toStore, {
      path: '/',
      sameSite: 'lax',
      secure: https,
      maxAge: 60 * 60 * 24,
    });
  }
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/|media/).*)'],
};
