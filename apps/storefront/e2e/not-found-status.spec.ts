import { expect, test } from '@playwright/test';
import { rememberCountry } from './fixtures';

// A page that does not exist answers HTTP 404 with the not-found screen (spec §2), including pages
// rendered on request (products, locales that are not prebuilt, request-time routes): no route may
// stream its shell, and with it a 200, before it has decided whether the page exists.

let productSlug = '';

test.beforeAll(async ({ request }) => {
  const category = await request.get('/en-us/equipment/bars');
  expect(category.status()).toBe(200);
  productSlug = /href="\/en-us\/products\/([^"?#/]+)"/.exec(await category.text())?.[1] ?? '';
  expect(productSlug, 'the category page links to a product').not.toBe('');
});

test('unknown products, categories, locales and request-time pages answer 404; real ones 200', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const expected: [string, number][] = [
    ['/en-us/products/does-not-exist', 404],
    ['/sv-se/products/does-not-exist', 404],
    // sv-se is not prebuilt: its category pages render on their first request.
    ['/sv-se/equipment/no-such-category', 404],
    ['/sv-se/no-such-page/deeper', 404],
    ['/en-us/equipment/bars/no-such-category', 404],
    // An unknown locale is sent to the visitor's locale with the same path, which does not exist.
    ['/xx-yy/equipment', 404],
    // Rendered at every request (the lookups are per visitor).
    ['/en-us/shared-list/no-such-list', 404],
    ['/en-us/quote/confirmation?id=no-such-quote&token=nope', 404],
    ['/en-us/equipment/bars', 200],
    ['/sv-se/equipment/bars', 200],
    [`/en-us/products/${productSlug}`, 200],
    [`/sv-se/products/${productSlug}`, 200],
    ['/en-us/search?q=bar', 200],
  ];
  const answered: [string, number][] = [];
  for (const [path] of expected) {
    const response = await request.get(path, { timeout: 60_000 });
    answered.push([path, response.status()]);
  }
  expect(answered).toEqual(expected);
});

test('an unknown locale is redirected, temporarily and by language, before its path is looked up', async ({
  request,
}) => {
  const response = await request.get('/xx-yy/equipment', { maxRedirects: 0 });
  // Issue 20: a 307 with Vary: Accept-Language, so no cache keeps one visitor's language for everyone.
  expect(response.status()).toBe(307);
  expect(response.headers().vary ?? '').toMatch(/accept-language/i);
  expect(response.headers().location).toMatch(
    /^(https?:\/\/[^/]+)?\/[a-z]{2}(-[a-z]{2})?\/xx-yy\/equipment$/,
  );
});

test('an unknown product shows the not-found screen with status 404 and noindex', async ({
  page,
  context,
}) => {
  await rememberCountry(context, 'us', 'en-us');
  const response = await page.goto('/en-us/products/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('The page you requested could not be found')).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);
});
