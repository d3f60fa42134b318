// Measures what a per-request script nonce would cost a prerendered page (issue 14): a nonce needs
// the page rendered on every request, which is what Next's draft mode does to a prerendered page. The
// same product page is loaded as served from the prerender (static) and rendered per request (draft
// mode). Usage, after `pnpm --filter @ironmark/storefront build`: `node bench/csp-tradeoff.mjs [path]`.
import { loadTest } from './lib/load.mjs';
import { startStorefront } from './lib/server.mjs';

const path = process.argv[2] ?? '/en-us/products/iwf-weightlifting-competition-bar-20-kg';
const secret = 'csp-tradeoff-secret';
const settings = { connections: 10, durationSeconds: 15, warmupSeconds: 3 };

const server = await startStorefront({ env: { PREVIEW_SECRET: secret } });
try {
  const probe = await fetch(`${server.origin}${path}`);
  await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}`);
  const preview = await fetch(
    `${server.origin}/api/preview?secret=${secret}&path=${encodeURIComponent(path)}`,
    {
      redirect: 'manual',
    },
  );
  const cookie = (preview.headers.getSetCookie?.() ?? [])
    .map((entry) => entry.split(';')[0])
    .filter(Boolean)
    .join('; ');
  if (!cookie.includes('__prerender_bypass')) throw new Error('draft mode did not start');
  const url = `${server.origin}${path}`;
  const staticRun = await loadTest(url, {}, settings);
  const dynamicRun = await loadTest(url, { headers: { cookie } }, settings);
  const again = await loadTest(url, {}, settings);
  console.log(
    JSON.stringify(
      { path, settings, static: staticRun, perRequest: dynamicRun, staticAgain: again },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  server.removeData();
}
