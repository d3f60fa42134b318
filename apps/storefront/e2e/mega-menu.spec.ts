import { expect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, rememberCountry } from './fixtures';

// A client navigation renders the next page on the server first: allow for a loaded CI machine.
test.describe.configure({ timeout: 180_000 });
const navigation = { timeout: 30_000 };

// Issue 20 'Mega menu' and 'On a 390 px phone'; issue 16 'a link is a link without JavaScript'.
const drawerOf = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.locator('[data-slot="menu-panel"]') });
const scrollLocked = (page: Page) =>
  page.evaluate(
    () =>
      document.body.hasAttribute('data-scroll-locked') ||
      getComputedStyle(document.body).overflow === 'hidden',
  );

const viewports = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
];

/** Opens Equipment › Free weights › Bars, from the primary link on a desktop or the menu button on a phone. */
async function openBars(page: Page, phone: boolean) {
  const drawer = drawerOf(page);
  const current = drawer.locator('[data-slot="menu-panel"]').last();
  if (phone) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await current.getByRole('button', { name: /equipment/i }).click();
  } else {
    await page.locator('header nav a[href="/en-us/equipment"]').click();
  }
  await expect(current).toHaveAttribute('data-node', 'root-0');
  await current.getByRole('button', { name: /^free weights/i }).click();
  await expect(current).toHaveAttribute('data-node', /^root-0-\d+$/);
  await current.getByRole('button', { name: /^bars$/i }).click();
  await expect(current).toHaveAttribute('data-node', /^root-0-\d+-\d+$/);
  return { drawer, current };
}

for (const { name, viewport } of viewports) {
  const phone = viewport.width < 1280;
  test.describe(`mega menu on ${name}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ context, page }) => {
      await rememberCountry(context, 'us', 'en-us');
      await page.goto('/en-us');
      await acceptNecessaryCookies(page);
    });

    test('clicking a link in the drawer navigates, closes the menu and frees scrolling', async ({ page }) => {
      const { drawer, current } = await openBars(page, phone);
      expect(await scrollLocked(page)).toBe(true);
      await current.getByRole('link', { name: /^weightlifting bars/i }).click();
      await expect(page).toHaveURL(/\/en-us\/equipment\/bars\/weightlifting$/, navigation);
      await expect(drawer).toBeHidden();
      await expect.poll(() => scrollLocked(page)).toBe(false);
    });

    test('Enter on a focused leaf link navigates and closes the menu', async ({ page }) => {
      const { drawer, current } = await openBars(page, phone);
      await current.getByRole('link', { name: /^weightlifting bars/i }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/en-us\/equipment\/bars\/weightlifting$/, navigation);
      await expect(drawer).toBeHidden();
      await expect.poll(() => scrollLocked(page)).toBe(false);
    });

    test(phone ? 'shows one panel at a time' : 'shows a leaf panel beside its parent', async ({ page }) => {
      const { drawer } = await openBars(page, phone);
      const visible = drawer.locator('[data-slot="menu-panel"]:visible');
      await expect(visible).toHaveCount(phone ? 1 : 2);
      const box = await drawer.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test('the main navigation, category links and product links are real links', async ({ page }) => {
    await page.goto('/en-us');
    const primary = page.locator('header nav a[href="/en-us/equipment"]');
    await expect(primary).toHaveText(/equipment/i);
    for (const link of await page.locator('header nav a').all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/en-us\//);
    }
    await primary.click();
    await expect(page).toHaveURL(/\/en-us\/equipment$/, navigation);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A category link of the catalogue page leads to that category.
    await page.locator('main a[href="/en-us/equipment/bars"]').first().click();
    await expect(page).toHaveURL(/\/en-us\/equipment\/bars$/, navigation);

    // A product card links to its product page.
    await page.locator('main article a[href*="/en-us/products/"]').first().click();
    await expect(page).toHaveURL(/\/en-us\/products\//, navigation);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the header renders on the server: search, My List and cart are links', async ({ page }) => {
    await page.goto('/en-us');
    const bar = page.locator('header[data-slot="main-bar"]');
    await expect(bar.getByRole('link', { name: 'My List' })).toHaveAttribute('href', '/en-us/my-list');
    await expect(bar.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/en-us/cart');
    await bar.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en-us\/search$/, navigation);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });
});

test.describe('filters on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/en-us/equipment/bars', '/en-us/search?q=bar']) {
    test(`${path} opens its filters in a drawer and starts the results on the first screen`, async ({
      page,
      context,
    }) => {
      await rememberCountry(context, 'us', 'en-us');
      await page.goto(path);
      await acceptNecessaryCookies(page);
      const first = page.locator('main article, main a[href*="/products/"]').first();
      await expect(first).toBeVisible();
      const box = await first.boundingBox();
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
      await expect(page.locator('main input[type="checkbox"]:visible')).toHaveCount(0);
      await page.getByRole('button', { name: /^filters/i }).click();
      const drawer = page.getByRole('dialog', { name: /filters/i });
      await expect(drawer).toBeVisible();
      await expect(drawer.locator('input[type="checkbox"]').first()).toBeVisible();
    });
  }
});
