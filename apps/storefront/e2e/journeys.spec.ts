import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { acceptNecessaryCookies, cookieDialog, headerLink, rememberCountry } from './fixtures';

// Issue 19: shopping and quoting journeys right to the last line — cart, checkout, My List, quotes
// and channel rules in every locale, each step as a shopper meets it in Chromium on `next start`.

// unpdf's bundled pdf.js calls Promise.try (Node 22+): the same stand-in as quote.spec.ts.
const withTry = Promise as unknown as {
  try?: (fn: (...args: unknown[]) => unknown, ...args: unknown[]) => Promise<unknown>;
};
withTry.try ??= (fn, ...args) => new Promise((resolve) => resolve(fn(...args)));

// The commerce handlers take state-changing calls only from the request's own origin.
test.use({ baseURL: `http://localhost:${process.env.PORT ?? 3100}` });

const BAR = 'IM-BAR-WL-20M-BR-CH'; // 1 155.00 USD; 15 300 kr incl. VAT; eu: pre-order due in 74 days, window 45
const BAR_NAME = 'IWF Weightlifting Competition Bar 20 kg';
const BAR_PAGE = '/products/iwf-weightlifting-competition-bar-20-kg';
const EU_PREORDER = 'IM-BAR-WL-20M-BR-CK'; // eu: pre-order due in 43 days, window 60
const US_SOLD_OUT = 'IM-BAR-WL-15W-BR-CK'; // us: 0 in stock, its pre-order due after daysAhead
const US_SOLD_OUT_NAME = "IWF Weightlifting Competition Bar 15 kg, Women's";

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

/** A returning visitor who chose 'necessary cookies' earlier: no dialog in the way. */
async function necessaryCookiesChosen(context: BrowserContext) {
  await context.addInitScript(() =>
    window.localStorage.setItem(
      'cookie_consent',
      JSON.stringify({ ad_storage: 'denied', analytics_storage: 'denied', functionality_storage: 'granted' }),
    ),
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
    await expect(page.locator('main').getByRole('link', { name: BAR_NAME })).toHaveAttribute(
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

test.describe('stock and pre-orders', () => {
  const toast = (page: Page) => page.locator('[data-slot="toast"]');
  const cartBadge = (page: Page, locale: string) => headerLink(page, locale, 'cart');

  test('a capped quantity is explained with the spec §8 toast naming the product', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'us', 'en-us');
    await necessaryCookiesChosen(context);
    await seedLists(context, { [BAR]: 999 });
    await page.goto('/en-us/cart');
    await expect(toast(page)).toContainText('Out of stock - quantity updated to remaining stocks', {
      timeout: 30_000,
    });
    await expect(toast(page)).toContainText(
      'The following products are out of stock or low in remaining stock',
    );
    await expect(toast(page).getByRole('listitem')).toHaveText([BAR_NAME]);
    await expect(toast(page)).not.toContainText(BAR);
  });

  test('a sold-out line is reported as out of stock, not as withdrawn, and the badge counts what the cart shows', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'us', 'en-us');
    await necessaryCookiesChosen(context);
    await seedLists(context, { [BAR]: 1, [US_SOLD_OUT]: 1 });
    await page.goto('/en-us/cart');
    await expect(toast(page)).toContainText('Out of stock - quantity updated to remaining stocks', {
      timeout: 30_000,
    });
    await expect(toast(page).getByRole('listitem')).toHaveText([US_SOLD_OUT_NAME]);
    await expect(page.getByText('Some products are no longer available for sale')).toHaveCount(0);
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartBadge(page, 'en-us')).toHaveAccessibleName(/^Cart, 1 /);

    // The checkout says the same for a sold-out line it meets.
    const checkout = await context.newPage();
    await checkout.addInitScript(
      ([bar, soldOut]) =>
        window.localStorage.setItem(
          'ironmark-cart',
          JSON.stringify({
            state: {
              cart: { [bar]: { quantity: 1 }, [soldOut]: { quantity: 1 } },
              favourites: {},
              builds: [],
            },
            version: 1,
          }),
        ),
      [BAR, US_SOLD_OUT] as const,
    );
    await checkout.goto('/en-us/checkout');
    await expect(toast(checkout)).toContainText('Out of stock - quantity updated to remaining stocks', {
      timeout: 30_000,
    });
    await expect(toast(checkout).getByRole('listitem')).toHaveText([
      `${US_SOLD_OUT_NAME} - Needle bearing, Cerakote`,
    ]);
    await expect(checkout.getByText('Some products are no longer available for sale')).toHaveCount(0);
  });

  test('de-de: a pre-order the product page sells, the cart keeps; one it cannot sell, it does not offer', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'de', 'de-de');
    await necessaryCookiesChosen(context);
    await page.goto(`/de-de${BAR_PAGE}`);
    const addToCart = page.locator('main').getByRole('button', { name: 'In den Warenkorb' }).first();

    // Hard chrome: 5 on pre-order due in 74 days, past its 45-day window — not sold.
    await page
      .getByRole('radio', { name: /Hard chrome/ })
      .first()
      .click();
    await expect(page.locator('main')).toContainText(/Nicht vorrätig|Out of stock/, { timeout: 30_000 });
    await expect(page.locator('main')).not.toContainText(/Vorbestellung|Pre-order/);
    await expect(addToCart).toBeDisabled();

    // Cerakote: pre-order due in 43 days within its 60-day window — sold, and kept by the cart.
    await page
      .getByRole('radio', { name: /Cerakote/ })
      .first()
      .click();
    await expect(page.locator('main')).toContainText(/Vorbestellung|Pre-order/, { timeout: 30_000 });
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
    await expect(cartBadge(page, 'de-de')).toHaveAccessibleName(/ 1 /);
    const stored = await page.evaluate(() => window.localStorage.getItem('ironmark-cart'));
    expect(JSON.parse(stored ?? '{}').state.cart).toEqual({ [EU_PREORDER]: { quantity: 1 } });
    await cartBadge(page, 'de-de').click();
    await expect(page).toHaveURL(/\/de-de\/cart$/);
    await expect(cartLines(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(cartLines(page)).toContainText('Cerakote');
    await page.waitForTimeout(1_000);
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartBadge(page, 'de-de')).toHaveAccessibleName(/ 1 /);
  });

  test('de-de: a stored line only a late pre-order could fill leaves the cart and the badge together', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'de', 'de-de');
    await necessaryCookiesChosen(context);
    await seedLists(context, { [BAR]: 1 });
    await page.goto('/de-de/cart');
    await expect(toast(page)).toBeVisible({ timeout: 30_000 });
    await expect(cartLines(page)).toHaveCount(0);
    await expect(cartBadge(page, 'de-de')).not.toHaveAccessibleName(/\d/);
  });
});

test.describe('the order holds exactly what the cart holds', () => {
  test('a line added in another tab while the checkout is open joins the summary and the order, and the shopper is told before paying', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'us', 'en-us');
    await seedLists(context, { [BAR]: 1 });
    await page.goto('/en-us/checkout');
    await acceptNecessaryCookies(page);
    await expect(summary(page)).toContainText('$1,155.00', { timeout: 30_000 });
    await fillUsAddress(page);
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(summary(page)).toContainText('Sales tax');

    const shop = await context.newPage();
    await shop.goto('/en-us/products/shaker');
    const add = shop.locator('main').getByRole('button', { name: 'Add to cart' }).first();
    await expect(add).toBeEnabled({ timeout: 30_000 });
    await add.click();
    await expect(headerLink(shop, 'en-us', 'cart')).toHaveAccessibleName(/^Cart, 2 /);
    await shop.close();

    await page.bringToFront();
    await expect(page.locator('[data-slot="cart-changed"]')).toHaveText(
      'Your cart has changed. Please check the order summary before you pay.',
    );
    await expect(summary(page)).toContainText('Shaker');
    await expect(summary(page)).toContainText('$1,166.99');

    await page.getByRole('radio', { name: /Card/ }).check();
    await page.getByLabel('Name on card').fill('Ada Lifter');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry month (MM)').fill('12');
    await page.getByLabel('Expiry year (YY)').fill('30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/en-us\/checkout\/confirmation$/);
    // The confirmation names both products without the brand prefix (spec §3).
    await expect(summary(page)).toContainText(`${BAR_NAME} - Needle bearing, Hard chrome`);
    await expect(summary(page)).toContainText('Shaker');
    await expect(summary(page)).not.toContainText('Ironmark');
    const orderNumber = (await page.locator('[data-slot="order-number"]').textContent())?.trim() ?? '';
    const status = await page.request.get(
      `/api/orders/status?orderNumber=${orderNumber}&email=ada.lifter@example.com`,
    );
    // 1 155.00 + 11.99, delivery free over the threshold, 4 % New York sales tax.
    expect(await status.json()).toMatchObject({ status: 'paid', total: Math.round(116_699 * 1.04) });
    const stored = await page.evaluate(() => window.localStorage.getItem('ironmark-cart'));
    expect(JSON.parse(stored ?? '{}').state.cart).toEqual({});
  });
});

test.describe('payment methods', () => {
  test('a US private buyer is offered card and Affirm financing, never invoice, and pays with financing', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'us', 'en-us');
    await seedLists(context, { [BAR]: 1 });
    await page.goto('/en-us/checkout');
    await acceptNecessaryCookies(page);
    await expect(summary(page)).toContainText('$1,155.00', { timeout: 30_000 });
    await fillUsAddress(page);
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    const methods = page.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio', { name: /Card/ })).toBeVisible();
    await expect(methods.getByRole('radio', { name: /Invoice/ })).toHaveCount(0);
    await methods.getByRole('radio', { name: /Financing with Affirm/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/en-us\/checkout\/confirmation$/);
    const orderNumber = (await page.locator('[data-slot="order-number"]').textContent())?.trim() ?? '';
    const status = await page.request.get(
      `/api/orders/status?orderNumber=${orderNumber}&email=ada.lifter@example.com`,
    );
    expect(await status.json()).toMatchObject({ orderNumber, total: 120_120 });
  });

  test('sv-se offers invoice and Klarna financing to a private buyer', async ({ page, context }) => {
    await rememberCountry(context, 'se', 'sv-se');
    await seedLists(context, { [BAR]: 1 });
    await page.goto('/sv-se/checkout');
    await acceptNecessaryCookies(page);
    await expect(summary(page)).toContainText('Moms', { timeout: 30_000 });
    await page.getByLabel('Förnamn').fill('Sven');
    await page.getByLabel('Efternamn').fill('Lyft');
    await page.getByLabel('E-post').fill('sven.lyft@example.com');
    await page.getByLabel('Telefon').fill('+46 40 123 456');
    await page.getByLabel('Gatuadress').fill('Verkstadsgatan 1');
    await page.getByLabel('Ort').fill('Malmö');
    await page.getByLabel('Postnummer').fill('211 20');
    await page.getByLabel('Jag har läst och godkänt villkoren').check();
    await page.getByRole('button', { name: 'Fortsätt till leverans' }).click();
    await expect(page.getByRole('radio', { name: /Faktura/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Delbetalning med Klarna/ })).toBeVisible();
  });
});

test.describe('My List sharing', () => {
  test('a share that fails on the server shows the spec §8 general error, never a path or a status', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'us', 'en-us');
    await seedLists(context, {}, { [BAR]: 1 });
    await page.route('**/api/shared-lists', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.goto('/en-us/my-list');
    await acceptNecessaryCookies(page);
    await page.getByRole('button', { name: 'Share list' }).click();
    const toast = page.locator('[data-slot="toast"]');
    await expect(toast).toContainText(
      'An error ocurred, please reload the page and try again. If the error persist. Please contact customer service',
    );
    await expect(toast).not.toContainText('/api/');
    await expect(toast).not.toContainText('500');
  });
});

test.describe('flags', () => {
  test('the announcement strip shows the real flag of the country as an SVG served by the shop', async ({
    page,
    context,
  }) => {
    await rememberCountry(context, 'se', 'sv-se');
    await page.goto('/sv-se');
    const flag = page.locator('header [data-slot="flag"]').first();
    await expect(flag).toHaveAttribute('src', '/media/flags/se.svg');
    await expect
      .poll(() =>
        flag.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    const [se, us, none] = await Promise.all([
      page.request.get('/media/flags/se.svg'),
      page.request.get('/media/flags/us.svg'),
      page.request.get('/media/flags/zz.svg'),
    ]);
    expect(se.headers()['content-type']).toContain('image/svg+xml');
    const [seSvg, usSvg] = [await se.text(), await us.text()];
    expect(seSvg).toContain('<svg');
    expect(seSvg).not.toBe(usSvg);
    expect(none.status()).toBe(404);
  });
});

test.describe('the quote PDF', () => {
  test('prints every name in full, speaks the quote language, follows its numbers and prints no zero discount', async ({
    page,
  }) => {
    const address = {
      firstName: 'Łukasz',
      lastName: 'Đorđević',
      companyName: 'Βασίλης & Šťastný AB',
      streetAddress: 'Åsgränd 1',
      zip: '211 20',
      city: 'Malmö',
      country: 'se',
    };
    const response = await page.request.post('/api/quotes', {
      data: {
        channel: 'sv-se',
        country: 'se',
        lines: [{ code: BAR, quantity: 2 }],
        builds: [],
        contact: {
          firstName: 'Łukasz',
          lastName: 'Đorđević',
          email: 'lukasz@example.com',
          phone: '+46 40 123 456',
          companyName: 'Βασίλης & Šťastný AB',
          customerCategory: 'business',
        },
        deliveryAddress: address,
      },
      timeout: 60_000,
    });
    expect(response.status()).toBe(201);
    const { pdfUrl } = await response.json();
    const pdf = await page.request.get(pdfUrl);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const name of ['Łukasz', 'Đorđević', 'Βασίλης', 'Šťastný', 'Åsgränd', 'Malmö'])
      expect(flat).toContain(name);
    for (const label of ['Offert / Proformafaktura', 'Leveransadress', 'Totalt belopp', 'sida 1 av 1'])
      expect(flat).toContain(label);
    expect(flat).toContain('30 600,00 kr'); // 2 × 15 300 kr, Swedish digit grouping and decimal comma
    expect(flat).not.toMatch(/[-−]\s?0,00 kr/);
    expect(flat).toContain(`${BAR_NAME} - Needle bearing, Hard chrome`);
    expect(flat).not.toContain('Ironmark IWF');
  });
});
