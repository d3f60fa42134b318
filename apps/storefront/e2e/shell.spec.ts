import { expect, type Page, test } from '@playwright/test';
import {
  acceptNecessaryCookies,
  cookieDialog,
  expectNoAxeViolations,
  headerLink,
  rememberCountry,
} from './fixtures';

const markets = [
  { locale: 'en-us', country: 'us', quoteOnly: false },
  { locale: 'sv-se', country: 'se', quoteOnly: false },
  { locale: 'en-ae', country: 'ae', quoteOnly: true },
];

for (const { locale, country, quoteOnly } of markets) {
  test.describe(`shell in ${locale}`, () => {
    test.beforeEach(async ({ context }) => {
      await rememberCountry(context, country, locale);
    });

    test('opens the mega menu by mouse and by keyboard through three levels and back', async ({ page }) => {
      await page.goto(`/${locale}`);
      await acceptNecessaryCookies(page);
      // The first primary item with a panel: a link (its page, without JavaScript) that opens the panel.
      const primary = page.locator('header nav [aria-expanded]').first();
      const drawer = page.getByRole('dialog').filter({ has: page.locator('[data-slot="menu-panel"]') });
      const current = drawer.locator('[data-slot="menu-panel"]').last();
      const back = current.locator('button:has(svg.lucide-arrow-left)');

      // Mouse: a primary item opens its root panel; an item with children opens the next level; back returns.
      await primary.click();
      await expect(current).toHaveAttribute('data-node', 'root-0');
      await current.locator('button[data-child-node]').first().click();
      await expect(current).toHaveAttribute('data-node', /^root-0-\d+$/);
      await expect(current.getByRole('link').first()).toBeVisible();
      await back.click();
      await expect(current).toHaveAttribute('data-node', 'root-0');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      // Keyboard: Enter opens, arrows move to an item with children, → goes deeper, ← comes back.
      await primary.focus();
      await page.keyboard.press('Enter');
      await expect(current).toHaveAttribute('data-node', 'root-0');
      for (let step = 0; step < 12; step += 1) {
        if (await page.evaluate(() => document.activeElement?.hasAttribute('data-child-node'))) break;
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('ArrowRight');
      await expect(current).toHaveAttribute('data-node', /^root-0-\d+$/);
      await page.keyboard.press('ArrowLeft');
      await expect(current).toHaveAttribute('data-node', 'root-0');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(primary).toBeFocused();
    });

    test('keeps cart and My List across a reload, with header badges', async ({ page }) => {
      await page.goto(`/${locale}/equipment/bars`);
      await acceptNecessaryCookies(page);
      const card = page.locator('article').first();
      await expect(card).toBeVisible();
      if (quoteOnly) {
        await expect(headerLink(page, locale, 'cart')).toHaveCount(0);
        await expect(card.getByText('Request a quote')).toBeVisible();
      } else {
        await card.getByRole('button', { name: /add to cart|lägg i varukorgen/i }).click();
        await expect(headerLink(page, locale, 'cart')).toContainText('1');
      }
      await card.locator('button[aria-pressed]').click();
      await expect(headerLink(page, locale, 'my-list')).toContainText('1');

      await page.reload();
      await expect(headerLink(page, locale, 'my-list')).toContainText('1');
      if (!quoteOnly) await expect(headerLink(page, locale, 'cart')).toContainText('1');
      await expect(cookieDialog(page)).toBeHidden();
    });

    test('visits a product from its category', async ({ page }) => {
      await page.goto(`/${locale}/equipment/bars/weightlifting`);
      await acceptNecessaryCookies(page);
      await page.locator('article a').first().click();
      // A product page of a locale not prerendered at build time renders on its first request.
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(structured ?? '{}')['@type']).toBe('Product');
    });
  });
}

test('the cookie choice is stored and the dialog stays gone', async ({ page, context }) => {
  await rememberCountry(context, 'us', 'en-us');
  await page.goto('/en-us');
  const dialog = page.getByRole('dialog', { name: 'Your Privacy' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveAttribute('href', '/en-us/privacy-policy');
  await dialog.getByRole('button', { name: 'Accept necessary cookies' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toContain('denied');
  await page.goto('/en-us/equipment');
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('no cookie dialog on the privacy policy page', async ({ page, context }) => {
  await rememberCountry(context, 'us', 'en-us');
  await page.goto('/en-us/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your Privacy' })).toBeHidden();
});

/**
 * Goes to `path` on a first visit (nothing stored) and waits for the country overlay named `name`.
 * It opens once the page has hydrated and read the (empty) stored settings: seconds on busy cores.
 */
async function firstVisitOverlay(page: Page, path: string, name = 'Choose your country and language') {
  await page.goto(path);
  const overlay = page.getByRole('dialog', { name });
  await expect(overlay).toBeVisible({ timeout: 20_000 });
  return overlay;
}

test('a first visit opens the country overlay and switching country moves to that channel', async ({
  page,
}) => {
  const overlay = await firstVisitOverlay(page, '/en-us/equipment');
  await overlay.getByRole('button', { name: /Sweden/ }).click();
  await expect(page).toHaveURL(/\/sv-se\/equipment$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  await acceptNecessaryCookies(page);
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the country overlay locks the page without restyling it, and the page behind takes no click', async ({
  page,
}) => {
  const overlay = await firstVisitOverlay(page, '/en-us/equipment');
  const state = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return {
      locked: document.body.hasAttribute('data-scroll-locked'),
      overflow: body.overflow,
      // Radix turns pointer events off on the body; ui's styles keep the computed value (an
      // inherited property: changing it restyled every element), the overlay takes the clicks.
      inlinePointerEvents: document.body.style.pointerEvents,
      pointerEvents: body.pointerEvents,
      // The scroll lock's variable is registered as not inherited, for the same reason.
      bodyGap: body.getPropertyValue('--removed-body-scroll-bar-size').trim(),
      mainGap: getComputedStyle(document.querySelector('main') as Element)
        .getPropertyValue('--removed-body-scroll-bar-size')
        .trim(),
    };
  });
  expect(state).toEqual({
    locked: true,
    overflow: 'hidden',
    inlinePointerEvents: 'none',
    pointerEvents: 'auto',
    bodyGap: expect.stringMatching(/^\d+px$/),
    mainGap: '',
  });
  // A click on a header link to the home page, behind the overlay, lands on the overlay: it closes the
  // chooser, and the page does not navigate.
  const home = await page.locator('header a[href="/en-us"]').first().boundingBox();
  if (!home) throw new Error('no link to the home page in the header');
  await page.mouse.click(home.x + home.width / 2, home.y + home.height / 2);
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/en-us\/equipment$/);
  expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);
});

test('a first visit to a Swedish page opens the country overlay in Swedish', async ({ page }) => {
  const overlay = await firstVisitOverlay(page, '/sv-se', 'Välj land och språk');
  await expect(overlay).toContainText('Priser, leverans och sortiment följer landet du väljer.');
  await overlay.getByLabel('Filtrera länder').fill('zz');
  await expect(overlay.getByRole('status')).toHaveText('Inget land matchar');
});

test('a visitor whose stored country differs is asked in the page language, not in English', async ({
  context,
  page,
}) => {
  await rememberCountry(context, 'se', 'sv-se');
  await page.goto('/de-de');
  await acceptNecessaryCookies(page);
  const notice = page.locator('[data-slot="country-mismatch"]');
  await expect(notice.getByRole('heading', { name: 'Einkaufen aus Sweden?' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(notice).toContainText('Es sieht so aus, als wären Sie in Sweden.');
  await expect(notice.getByRole('button', { name: 'Hier bleiben' })).toBeVisible();
  await notice.getByRole('button', { name: 'Weiter zu Sweden' }).click();
  await expect(page).toHaveURL(/\/sv-se$/);
});

test('a visitor from a forbidden country sees no prices and no cart contents', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-vercel-ip-country': 'RU' } });
  await rememberCountry(context, 'us', 'en-us');
  await context.addInitScript(() =>
    localStorage.setItem(
      'ironmark-cart',
      JSON.stringify({
        state: { cart: { 'IM-BAR-WL-20M-BR-CH': { quantity: 2 } }, favourites: {}, builds: [] },
        version: 1,
      }),
    ),
  );
  const page = await context.newPage();
  await page.goto('/en-us/equipment/bars/weightlifting');
  await acceptNecessaryCookies(page);
  const card = page.locator('article').first();
  await expect(card.getByText('Prices are not shown in your country')).toBeVisible();
  await expect(page.locator('main').getByText(/\$\d/)).toHaveCount(0);
  await expect(headerLink(page, 'en-us', 'cart')).not.toContainText('2');
  const answer = await page.request.post('/api/getrealtimeproductdata', {
    headers: { origin: 'http://127.0.0.1:3100', 'x-vercel-ip-country': 'RU' },
    data: { variantIds: ['IM-BAR-WL-20M-BR-CH'], country: 'ru', channel: 'en-us', sessionId: 'e2e' },
  });
  expect(JSON.stringify(await answer.json())).not.toMatch(/"price":\d/);
  await context.close();
});

test('an unparseable visitor-country cookie is logged, removed and the page shows prices', async ({
  page,
  context,
  baseURL,
}) => {
  await rememberCountry(context, 'us', 'en-us');
  await context.addCookies([{ name: 'im_visitor_country', value: '%E0%A4%A', url: baseURL as string }]);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/en-us/equipment/bars/weightlifting');
  await acceptNecessaryCookies(page);
  await expect(page.locator('main article').first().getByText(/\$\d/).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(logged.some((text) => text.includes('Failed to parse the visitor country cookie'))).toBe(true);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'im_visitor_country')).toBeUndefined();
});

test('a missing page shows the not-found texts with status 404', async ({ page, context }) => {
  await rememberCountry(context, 'us', 'en-us');
  const response = await page.goto('/en-us/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('The page you requested could not be found')).toBeVisible();
});

test('the footer renders on the server in the page language; its newsletter button signs up in that language', async ({
  page,
  context,
}) => {
  await rememberCountry(context, 'se', 'sv-se');
  await page.goto('/sv-se');
  await acceptNecessaryCookies(page);
  const footer = page.locator('footer');
  // Server-rendered (the HTML holds it) and in Swedish, the certification list's name included.
  const html = await (await page.request.get('/sv-se')).text();
  expect(html).toContain('data-slot="footer"');
  await expect(footer.getByRole('list', { name: 'Certifierad av' })).toBeVisible();

  const button = footer.getByRole('button', { name: 'Prenumerera' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Prenumerera på vårt nyhetsbrev' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Träningsprogram, ny utrustning och evenemang')).toBeVisible();
  await dialog.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(
    dialog.getByRole('checkbox', { name: 'Jag vill få nyhetsbrevet via e-post' }),
  ).toHaveAccessibleDescription('Godkänn att du vill få nyhetsbrevet');
  await dialog.getByLabel('E-post', { exact: true }).fill(`e2e-${Date.now()}@ironmark.example`);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(dialog.getByText('Tack för din prenumeration')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe('accessibility', () => {
  for (const path of [
    '/en-us',
    '/en-us/equipment/bars',
    '/en-us/products/iwf-weightlifting-competition-bar-20-kg',
    '/en-us/cart',
    '/en-us/my-list',
    '/en-us/search?q=bar',
    '/en-us/quote',
    '/sv-se/stories',
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page, context }) => {
      await rememberCountry(context, 'us', 'en-us');
      await page.goto(path);
      await acceptNecessaryCookies(page);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
