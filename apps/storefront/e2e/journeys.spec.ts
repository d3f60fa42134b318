import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, cookieDialog, headerLink, rememberCountry } from './fixtures';

// Issue 19: shopping and quoting journeys right to the last line — cart, checkout, My List, quotes
// and channel rules in every locale, each step as a shopper meets it in Chromium on `next start`.

// The commerce handlers take state-changing calls only from the request's own origin.
test.use({ baseURL: `http://localhost:${process.env.PORT ?? 3100}` });

const BAR = 'IM-BAR-WL-20M-BR-CH'; // 1 155.00 USD; 15 300 kr incl. VAT; eu: pre-order due in 74 days, window 45
// The bar's name on Swedish pages (My List names it in the page's language, issue 20).
const BAR_NAME_SV = 'IWF-tävlingsskivstång för tyngdlyftning 20 kg';
const BAR_PAGE = '/products/iwf-weightlifting-competition-bar-20-kg';

/** Stores cart and favourites (version 1) once per tab, before the app reads them. */
async function seedLists(
  context: BrowserContext,
  cart: Record<string, number>,
  favourites: Record<string, number> = {},
) {
  await context.addInitScript(
    ([cartLines, favouriteLines]) => {
      if (window.sessionStorage.getItem('e2e-lists-seeded')) return;
      window.sessionStorage.setItem('e2e-lists-seeded', '1');
      const list = (lines: Record<string, number>) =>
        Object.fromEntries(Object.entries(lines).map(([code, quantity]) => [code, { quantity }]));
      window.localStorage.setItem(
        'ironmark-cart',
        JSON.stringify({
          state: { cart: list(cartLines), favourites: list(favouriteLines), builds: [] },
          version: 1,
        }),
      );
    },
    [cart, favourites] as const,
  );
}

const summary = (page: Page) => page.locator('[data-slot="order-summary"]');
const cartLines = (page: Page) => page.locator('[data-slot="cart-line"]');

async function fillUsAddress(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lifter');
  await page.getByLabel('Email').fill('ada.lifter@example.com');
  await page.getByLabel('Phone').fill('+1 212 555 0100');
  await page.getByLabel('Street address').fill('1 Iron Way');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State or province').selectOption('NY');
  await page.getByLabel('Zip').fill('10001');
  await page.getByLabel('I have read and accepted the terms').check();
}

test.describe('links and small texts', () => {
  test('cart lines and My List items link to the product in the page locale', async ({ page, context }) => {
    await rememberCountry(context, 'se', 'sv-se');
    await seedLists(context, { [BAR]: 1 }, { [BAR]: 1 });
    await page.goto('/sv-se/cart');
    await acceptNecessaryCookies(page);
    const inLocale = new RegExp(`^/sv-se${BAR_PAGE}(\\?|$)`);
    await expect(cartLines(page).getByRole('link').first()).toHaveAttribute('href', inLocale, {
      timeout: 30_000,
    });
    await page.goto('/sv-se/my-list');
    await expect(page.locator('main').getByRole('link', { name: BAR_NAME_SV })).toHaveAttribute(
      'href',
      inLocale,
    );
  });

  test('the not-found page is titled Page not found | Ironmark', async ({ page, context }) => {
    await rememberCountry(context, 'us', 'en-us');
    const response = await page.goto('/en-us/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Ironmark');
  });

  for (const [locale, country] of [
    ['en-us', 'us'],
    ['en-gb', 'gb'],
  ] as const) {
    test(`the store locator gives ${locale} visitors distances in miles`, async ({ page, context }) => {
      await rememberCountry(context, country, locale);
      await page.goto(`/${locale}/store-locator`);
      await acceptNecessaryCookies(page);
      const first = page
        .locator('main li')
        .filter({ hasText: /\d+ (mi|km)\b/ })
        .first();
      await expect(first).toContainText(/\d+ mi\b/);
      await expect(page.locator('main')).not.toContainText(/\d km\b/);
    });
  }

  test('the store locator keeps kilometres in sv-se', async ({ page, context }) => {
    await rememberCountry(context, 'se', 'sv-se');
    await page.goto('/sv-se/store-locator');
    await expect(
      page
        .locator('main li')
        .filter({ hasText: /\d+ km\b/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('consent mode v2', () => {
  type Entry = Record<string, unknown> | unknown[];
  const dataLayer = (page: Page) =>
    page.evaluate(() =>
      // gtag() pushes its `arguments` object: copy each entry to a plain array or object.
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
        entry && typeof entry === 'object' && 'length' in entry
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    ) as Promise<Entry[]>;

  test('a new visitor: the consent default (all denied) is the first data-layer entry', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'us', 'en-us');
    await page.goto('/en-us');
    await expect(cookieDialog(page)).toBeVisible();
    const entries = await dataLayer(page);
    expect(entries[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      }),
    ]);
    expect(entries.filter((entry) => Array.isArray(entry) && entry[1] === 'update')).toEqual([]);
    // The default is there before any script of a tag is in the page.
    expect(await page.locator('script[src*="googletagmanager"], script[src*="dwin1"]').count()).toBe(0);

    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await expect(cookieDialog(page)).toBeHidden();
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
    ]);
  });

  test('a returning visitor: the stored choice follows the default on load', async ({ page, context }) => {
    await rememberCountry(context, 'us', 'en-us');
    await context.addInitScript(() =>
      window.localStorage.setItem(
        'cookie_consent',
        JSON.stringify({
          ad_storage: 'granted',
          analytics_storage: 'granted',
          functionality_storage: 'granted',
        }),
      ),
    );
    await page.goto('/en-us');
    await expect(page.locator('h1, main').first()).toBeVisible();
    await expect(cookieDialog(page)).toBeHidden();
    const entries = await dataLayer(page);
    expect(entries.slice(0, 2)).toEqual([
      ['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })],
      ['consent', 'update', expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' })],
    ]);
  });
});

test.describe('quote-only region en-ae', () => {
  for (const path of ['/en-ae/cart', '/en-ae/checkout']) {
    test(`${path} has no cart: 404 or My List, and its HTML holds no cart form`, async ({
      page,
      context,
    }) => {
      const response = await page.request.get(path, { maxRedirects: 0 });
      if ([307, 308].includes(response.status())) {
        expect(response.headers().location).toMatch(/\/en-ae\/my-list$/);
      } else {
        expect(response.status()).toBe(404);
      }
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('data-slot="cart-view"');
      expect(html).not.toContain('href="/en-ae/cart"');
      expect(html).not.toContain('href="/en-ae/checkout"');

      await rememberCountry(context, 'ae', 'en-ae');
      await page.goto(path);
      await expect(headerLink(page, 'en-ae', 'cart')).toHaveCount(0);
      await expect(page.locator('[data-slot="cart-view"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
    });
  }
});

test.describe('cart and checkout', () => {
  test('a US cart speaks of sales tax, not VAT', async ({ page, context }) => {
    await rememberCountry(context, 'us', 'en-us');
    await seedLists(context, { [BAR]: 1 });
    await page.goto('/en-us/cart');
    await acceptNecessaryCookies(page);
    const totals = page.locator('[data-slot="cart-totals"]');
    await expect(totals).toContainText('$1,155.00', { timeout: 30_000 });
    await expect(totals).toContainText(/sales tax/i);
    await expect(page.locator('main')).not.toContainText(/VAT/);
  });

  test('sv-se product and cart pages say VAT is included (inkl. moms)', async ({ page, context }) => {
    await rememberCountry(context, 'se', 'sv-se');
    await page.goto(`/sv-se${BAR_PAGE}`);
    await acceptNecessaryCookies(page);
    await expect(page.locator('main [data-slot="price-vat"]').first()).toHaveText(/inkl\. moms/i, {
      timeout: 30_000,
    });
    await seedLists(context, { [BAR]: 1 });
    const cart = await context.newPage();
    await cart.goto('/sv-se/cart');
    await expect(cart.locator('[data-slot="cart-totals"]')).toContainText(/inkl\. moms/i, {
      timeout: 30_000,
    });
  });

  test('en-gb shows pounds with VAT wording', async ({ page, context }) => {
    await rememberCountry(context, 'gb', 'en-gb');
    await page.goto(`/en-gb${BAR_PAGE}`);
    await acceptNecessaryCookies(page);
    const price = page.locator('main [data-slot="price"]').first();
    await expect(price).toContainText('£', { timeout: 30_000 });
    await expect(page.locator('main [data-slot="price-vat"]').first()).toHaveText(/incl\. VAT/);
  });

  test('the delivery line shows the fee the total includes; names lose the brand prefix', async ({
    page,
    context,
  }) => {
    const SHAKER = 'IM-GA-SHAKER'; // $11.99, far below the free-delivery threshold
    await rememberCountry(context, 'us', 'en-us');
    await seedLists(context, { [SHAKER]: 1 });
    await page.goto('/en-us/checkout');
    await acceptNecessaryCookies(page);
    await expect(summary(page)).toBeVisible({ timeout: 30_000 });
    await expect(summary(page)).toContainText('Shaker', { timeout: 30_000 });
    const text = async () => ((await summary(page).textContent()) ?? '').replace(/\s+/g, ' ');
    const amount = (body: string, label: string) =>
      Number(body.match(new RegExp(`${label}\\s*\\$([\\d,.]+)`))?.[1]?.replace(/,/g, '') ?? Number.NaN);
    // Before an address: either the delivery line shows the fee the total counts, or neither counts it.
    const before = await text();
    if (before.includes('Calculated in the next step')) {
      expect(amount(before, 'Order total')).toBe(amount(before, 'Subtotal'));
    } else {
      expect(before).toMatch(/Delivery cost\s*\$49\.00/);
      expect(amount(before, 'Order total')).toBeCloseTo(amount(before, 'Subtotal') + 49, 2);
    }
    await fillUsAddress(page);
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(summary(page)).toContainText('Sales tax');
    expect(await text()).toMatch(/Delivery cost\s*\$49\.00/);
    // spec §3: the summary names the product without the brand prefix.
    expect(await text()).toMatch(/Order summary\s*Shaker ×/);
  });
});
