import { createRequire } from 'node:module';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATIC_ASSET_HEADERS } from '@ironmark/config/security';
import type { NextConfig } from 'next';
import { MAX_BODY_BYTES } from './lib/front-door.mjs';
import { sharedCacheConfig } from './lib/shared-cache.mjs';

const workspacePackages = [
  '@ironmark/analytics',
  '@ironmark/cart-core',
  '@ironmark/channel',
  '@ironmark/commerce',
  '@ironmark/config',
  '@ironmark/content',
  '@ironmark/media',
  '@ironmark/navigation',
  '@ironmark/search',
  '@ironmark/ui',
];

/**
 * The parser-less entry of FormatJS's ICU parser, as a path relative to this app (Turbopack resolves an
 * alias from the app, and pnpm does not hoist the parser, which only intl-messageformat depends on):
 * found through @ironmark/channel → intl-messageformat, so it is the version they use.
 */
function icuParserWithoutParser(): string {
  const fromApp = createRequire(import.meta.url);
  const fromChannel = createRequire(fromApp.resolve('@ironmark/channel'));
  const fromIntl = createRequire(fromChannel.resolve('intl-messageformat'));
  const noParser = fromIntl.resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js');
  const appDir = dirname(fileURLToPath(import.meta.url));
  return `./${relative(appDir, noParser).split('\\').join('/')}`;
}

const nextConfig: NextConfig = {
  // Workspace packages resolve to their TypeScript source.
  transpilePackages: workspacePackages,
  // The embedded database (WASM) and drivers stay outside the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'ioredis', 'pdfkit', 'nodemailer'],
  poweredByHeader: false,
  // Next hashes every HTML answer in JavaScript for its ETag (FNV-1a over the whole string): under 50
  // connections that was 1.8 s of 18 s of server CPU on the 177 kB category page. Pages are cached by
  // `s-maxage` in shared caches (nginx, a CDN); a browser revalidating a page downloads it again.
  generateEtags: false,
  // Types are checked by the `typecheck` task (tsc) once per run, not again inside `next build`.
  typescript: { ignoreBuildErrors: true },
  // spec §9 image widths and qualities (pinned to @ironmark/config by lib/next-config.test.ts).
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75, 80],
    formats: ['image/webp'],
    localPatterns: [{ pathname: '/media/**' }],
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; sandbox;",
  },
  reactStrictMode: true,
  // The React Compiler stays off (issue 16): on every route it added 14.8-21 kB gzip to the first-load
  // JavaScript (home 194.1 -> 209.4 kB), and 5 alternating Lighthouse rounds on the sv-se category and
  // search pages showed no lower TBT (medians 104 -> 99 and 129 -> 122 ms, within one run's spread).
  turbopack: {
    resolveAlias: {
      // The browser gets ICU messages pre-parsed (@ironmark/channel precompileMessages in the locale
      // layout), so its bundle leaves out the ICU message and skeleton parsers (≈ 9.6 kB gzip); the
      // server keeps the full parser.
      '@formatjs/icu-messageformat-parser': { browser: icuParserWithoutParser() },
    },
  },
  // proxy.ts skips Next's build assets, the API and media (its matcher), so their security headers
  // are set here: the strict policy of a resource that is not a page. Running the proxy before an API
  // call cost the real-time price API 45 % of its throughput under 50 connections (Next copies the
  // body into a second stream for the proxy and builds its request and response objects).
  // Media (SVG illustrations, flags, product images) may style themselves inline when opened as a
  // document; nothing else. These replace any policy a route handler sets.
  async headers() {
    const list = (record: Readonly<Record<string, string>>) =>
      Object.entries(record).map(([key, value]) => ({ key, value }));
    const headers = list(STATIC_ASSET_HEADERS);
    const media = list({
      ...STATIC_ASSET_HEADERS,
      'Content-Security-Policy': `${STATIC_ASSET_HEADERS['Content-Security-Policy']}; style-src 'unsafe-inline'`,
    });
    return [
      { source: '/_next/static/:path*', headers },
      { source: '/api/:path*', headers },
      { source: '/media/:path*', headers: media },
    ];
  },
  experimental: {
    // With a proxy (proxy.ts) Next copies the body of every request it matches in memory before the
    // route runs, up to this size (default 10 MB: 30 concurrent 12 MB uploads cost ≈ +200 MB). The API
    // is outside its matcher now, but a body sent to a page path is still copied; the largest body any
    // route reads is the search protocol's 256 KiB, and this limit sits well above it.
    // The front door (server.mjs) refuses larger and length-less bodies before Next reads them.
    proxyClientMaxBodySize: MAX_BODY_BYTES,
    // `next start` loads every route's server code at start by default; on 2 cores that load competed
    // with the first request (the first page answered 3.1 s after spawn instead of 2.3 s under the same
    // load). Off, each route's code loads with its first request.
    preloadEntriesOnStart: false,
    // The build's filesystem cache speeds up the next local build; a CI build on a fresh clone never
    // reuses it, and writing it took 14–22 s of the build.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // One cache for every instance when REDIS_URL is set (lib/shared-cache.mjs); else Next's own.
  ...sharedCacheConfig(),
};

export default nextConfig;
