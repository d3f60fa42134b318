// Issue 16: a page paints from its HTML before it fetches its scripts (server.mjs, lib/page-scripts.mjs),
// then hydrates as before — on a prerendered page and on one rendered per request under a nonce policy.
import { expect, type Page, test } from '@playwright/test';
import { scriptSources } from '../bench/lib/first-load.mjs';
import { COMPILE_HINT } from '../lib/compile-hints.mjs';
import { rememberCountry, untilHydrated } from './fixtures';

/** zod's core: the constructor names it registers, kept as strings in the minified build. */
const ZOD_CORE = /["']\$ZodType["']/;

/** The script chunks carrying zod's core that `page` loads from now on (URLs, as they arrive). */
function zodChunksOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (!/\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    // A body still arriving when the test ends rejects; it no longer matters then.
    response.text().then(
      (text) => ZOD_CORE.test(text) && loaded.push(response.url()),
      () => {},
    );
  });
  return loaded;
}

for (const path of ['/en-us/equipment/bars', '/sv-se/search?q=bar']) {
  test(`${path} paints before it fetches its scripts, then hydrates`, async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    // The head's Intl warm-up starts its worker under the page's policy (lib/page-scripts.mjs).
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // The scripts have loaded and run: React has hydrated the page.
    await untilHydrated(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(5);
    // Before: every chunk was requested from the <head>, ahead of the first paint.
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
    expect(blocked).toEqual([]);
    expect(workers).toEqual([expect.stringMatching(/^blob:/)]);
  });
}

// Issue 16 'zod in the browser': the schemas that check stored browser data, API answers and analytics
// events load on demand, after hydration; no page's first-load scripts carry zod's core.
test("every script a first visit loads carries V8's compile hint, the lazy overlays' too (issue 16)", async ({
  page,
}) => {
  // lib/compile-hints.mjs marks the build's chunks after `next build`: Chrome compiles their functions
  // while they stream in, off the main thread, instead of one by one as the app first calls them.
  const chunks: Promise<[string, string] | null>[] = [];
  page.on('response', (response) => {
    if (!/\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(response.url()).pathname)) return;
    // A chunk still arriving when the test ends (a prefetch) rejects: it is not one this visit checks.
    chunks.push(
      response.text().then(
        (text) => [response.url(), text.slice(0, COMPILE_HINT.length)],
        () => null,
      ),
    );
  });
  await page.goto('/en-us/equipment/bars');
  // A first visit opens the country chooser, whose chunk loads after the page's own.
  await expect(page.getByRole('dialog', { name: 'Choose your country and language' })).toBeVisible({
    timeout: 20_000,
  });
  const loaded = (await Promise.all(chunks)).filter((chunk) => chunk !== null);
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter(([, start]) => start !== COMPILE_HINT).map(([url]) => url)).toEqual([]);
});

test('no first-load script of a page carries zod, and a stored cart is read without it', async ({
  page,
  request,
}) => {
  const bars = await (await request.get('/en-us/equipment/bars')).text();
  const product = /href="(\/en-us\/products\/[^"#?]+)"/.exec(bars)?.[1];
  expect(product).toBeDefined();
  for (const path of [
    '/en-us',
    '/en-us/equipment/bars',
    product,
    '/sv-se/search?q=bar',
    '/en-us/cart',
    '/en-us/checkout',
    '/en-us/contact-us',
    '/sv-se/order-status',
  ]) {
    const html = await (await request.get(path ?? '')).text();
    const sources = scriptSources(html);
    expect(sources.length, path).toBeGreaterThan(5);
    const carrying: string[] = [];
    for (const source of sources) {
      if (ZOD_CORE.test(await (await request.get(source)).text())) carrying.push(source);
    }
    expect(carrying, `${path} first-load scripts with zod`).toEqual([]);
  }
  // A returning visitor's stored cart is checked without zod (cart-core's checkStoredCartState): its
  // line shows and no zod arrives. Before, every page of such a visitor loaded zod to check it.
  await rememberCountry(page.context(), 'us', 'en-us');
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'ironmark-cart',
      JSON.stringify({
        state: { cart: { 'IM-BAR-WL-20M-BR-CH': { quantity: 2 } }, favourites: {}, builds: [] },
        version: 1,
      }),
    ),
  );
  const loaded = zodChunksOf(page);
  await page.goto('/en-us/equipment/bars');
  await untilHydrated(page);
  await expect(page.locator('header a[href="/en-us/cart"]:visible').first()).toContainText('2');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_500);
  expect(loaded).toEqual([]);
  await page.goto('/en-us/cart');
  await expect(
    page
      .locator('main')
      .getByText('IM-BAR-WL-20M-BR-CH')
      .or(page.locator('main a[href*="/products/"]'))
      .first(),
  ).toBeVisible();
});

// Issue 16: a page that is only read runs no zod at all. Its real-time prices are checked without zod
// (cart-core's readRealtimeMap), and the mega menu's tree (whose check is zod) loads when a shopper
// reaches for the menu, not when the browser is idle; both made long tasks on a phone before.
test('a category page shows its prices without loading zod; reaching for the menu loads the tree', async ({
  page,
  context,
}) => {
  // A returning visitor (no country overlay over the header), whose stored settings parse without zod.
  await rememberCountry(context, 'us', 'en-us');
  const zod = zodChunksOf(page);
  const menu: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/menu/')) menu.push(request.url());
  });

  await page.goto('/en-us/equipment/bars');
  await untilHydrated(page);
  await expect(page.locator('main [data-slot="product-card-price"]').first()).toContainText('$', {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_500);
  expect(zod).toEqual([]);
  expect(menu).toEqual([]);
  await page.locator('header [aria-haspopup="dialog"]:visible').first().hover();
  await expect.poll(() => menu.length).toBe(1);
});

// The product page's view_item is checked without zod (analytics' item events), so viewing a product
// loads no zod either; before, its event builders brought zod's chunk (a long task on a phone).
test('a product page tracks view_item without loading zod', async ({ page, context, request }) => {
  await rememberCountry(context, 'us', 'en-us');
  const bars = await (await request.get('/en-us/equipment/bars')).text();
  const product = /href="(\/en-us\/products\/[^"#?]+)"/.exec(bars)?.[1] ?? '';
  const zod = zodChunksOf(page);
  await page.goto(product);
  await untilHydrated(page);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
            (entry) => entry.event === 'view_item',
          ),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(zod).toEqual([]);
});
