import { expect as baseExpect, type Page, test } from '@playwright/test';
import { acceptNecessaryCookies, rememberCountry } from './fixtures';

// Every step waits for a search through the HTTP route; on a loaded 2-core CI machine that can take seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 8 acceptance: type a query, pick a suggestion, apply a facet and a sort, page, reload — the
// same results. Runs against `next start` with the embedded engine over the demo catalogue.

/** Names (first line of each result link) and addresses of the product results on screen. */
async function shownResults(page: Page): Promise<{ names: string[]; hrefs: string[] }> {
  const links = page.getByRole('tabpanel').getByRole('listitem').getByRole('link');
  const texts = await links.allInnerTexts();
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return { names: texts.map((text) => text.split('\n')[0]?.trim() ?? ''), hrefs };
}

test('a search survives suggestion, facet, sort, paging and a reload', async ({ context, page, request }) => {
  test.setTimeout(180_000);
  // The first real-time lookup opens and seeds the embedded database, which holds up the whole server
  // for a while; do it before the flow so the searches are not timed against it.
  const warm = await request.post('/api/getrealtimeproductdata', {
    data: { variantIds: ['IM-BAR-WL-20M-BR-CH'], country: 'us', channel: 'en-us', sessionId: 'search-e2e' },
    timeout: 120_000,
  });
  expect(warm.status()).toBe(200);
  await rememberCountry(context, 'us', 'en-us');
  const response = await page.goto('/en-us/search');
  expect(response?.status()).toBe(200);
  await acceptNecessaryCookies(page);
  await expect(page).toHaveTitle('Search | Ironmark');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  // The combobox (with suggestions) replaces the plain GET form once the page is hydrated.
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('rack', { delay: 60 });
  const suggestion = page.getByRole('option', { name: 'Racks', exact: true });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/[?&]q=Racks(&|$)/);
  await expect(page.getByText('results for "Racks"')).toBeVisible();

  const availability = page.getByRole('group', { name: 'Availability' });
  const inStock = availability.getByRole('checkbox', { name: /In stock/ });
  await inStock.click();
  await expect(page).toHaveURL(/f\.availability=in-stock/);
  await expect(inStock).toBeChecked();
  // Disjunctive facet: the other availability values keep their counts while one is selected.
  await expect(availability.getByRole('checkbox')).not.toHaveCount(1);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price.desc');
  await expect(page).toHaveURL(/sort=price\.desc/);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');

  const before = await shownResults(page);
  expect(before.names.length).toBeGreaterThan(0);
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Search' })).toHaveValue('Racks');
  await expect(
    page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /In stock/ }),
  ).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price.desc');
  const after = await shownResults(page);
  expect(after).toEqual(before);
});

test('the search form works before hydration: a plain GET with q', async ({ page }) => {
  // No JavaScript bundle loads, so React never hydrates; only the server's HTML (and its streaming) works.
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/en-us/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search' }).fill('plates');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en-us\/search\?q=plates$/);
  await expect(page.getByText('results for "plates"')).toBeVisible();
  expect((await shownResults(page)).names.length).toBeGreaterThan(0);
});

test('the search page (rendered per request, with a script nonce) runs every script: no CSP violation, consent default set', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/en-us/search?q=bar');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  await expect(page.getByText('results for "bar"')).toBeVisible();
  // The layout's consent bootstrap ran: Consent Mode's default is the first dataLayer command.
  const consent = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
  expect(consent[0]?.slice(0, 2)).toEqual(['consent', 'default']);
  expect(violations).toEqual([]);
});

test("each product row shows its variant's real-time price, as the API answers it, once it arrives", async ({
  context,
  page,
}) => {
  await rememberCountry(context, 'us', 'en-us');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/getrealtimeproductdata') && response.status() === 200,
  );
  await page.goto('/en-us/search?q=bar');
  const prices = (await (await answered).json()) as Record<string, { price: number | null }>;
  const shown = Object.values(prices)
    .map((entry) => entry.price)
    .filter((price): price is number => price !== null)
    .map((cents) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  expect(shown.length).toBeGreaterThan(0);
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  await expect(rows.first()).toContainText(/\$\d/);
  // Every price of the answer is on a row (rows render the deferred answer in a transition).
  const text = (await page.getByRole('tabpanel').textContent()) ?? '';
  for (const price of shown) expect(text.replace(/\.00\b/g, '')).toContain(price.replace(/\.00\b/, ''));
});
