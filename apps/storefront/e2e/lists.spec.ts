import { expect, type Page, test } from '@playwright/test';

// Issue 9 acceptance for the lists: add to cart and to My List from a category page and see the
// header badges, keep them over a reload, change a quantity in the cart; a quote-only locale
// (en-ae) shows quote wording and no cart. Runs against `next start` (fresh DATA_DIR).

const CATEGORY = '/equipment/bars/weightlifting';

/** Stored country/language settings, so the first-visit overlay stays closed (spec §4). */
async function seedSettings(page: Page, locale: string, country: string) {
  await page.addInitScript(
    ([storedLocale, storedCountry]) => {
      if (!window.localStorage.getItem('ironmark-user-settings')) {
        window.localStorage.setItem(
          'ironmark-user-settings',
          JSON.stringify({ country: storedCountry, locale: storedLocale }),
        );
      }
    },
    [locale, country],
  );
}

/** Closes the cookie dialog through its real 'Accept necessary cookies' button. */
async function acceptNecessaryCookies(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Your Privacy' });
  await dialog.getByRole('button', { name: 'Accept necessary cookies' }).click();
  await expect(dialog).toBeHidden();
}

const header = (page: Page) => page.locator('[data-slot="main-bar"]');

test('add to cart and to My List from a category, keep both over a reload, change a quantity', async ({
  page,
}) => {
  await seedSettings(page, 'en-us', 'us');
  await page.goto(`/en-us${CATEGORY}`);
  await acceptNecessaryCookies(page);

  const cards = page.locator('article').filter({ has: page.getByRole('button', { name: 'Add to cart' }) });
  const addToCart = cards.getByRole('button', { name: 'Add to cart' }).and(page.locator(':enabled')).first();
  // The first real-time lookup opens the embedded database: allow it time.
  await expect(addToCart).toBeVisible({ timeout: 30_000 });
  await addToCart.click();
  await expect(header(page).getByRole('link', { name: /^Cart, 1 / })).toBeVisible();

  await page.getByRole('button', { name: 'Add to My List' }).nth(1).click();
  await expect(header(page).getByRole('link', { name: /^My List, 1 / })).toBeVisible();

  await page.reload();
  await expect(header(page).getByRole('link', { name: /^Cart, 1 / })).toBeVisible();
  await expect(header(page).getByRole('link', { name: /^My List, 1 / })).toBeVisible();

  await header(page)
    .getByRole('link', { name: /^Cart, 1 / })
    .click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  const line = page.locator('[data-slot="cart-line"]');
  await expect(line).toHaveCount(1);
  await expect(page.locator('[data-slot="cart-totals"]')).toContainText('Subtotal');
  await expect(page.locator('[data-slot="free-shipping"]')).toBeVisible();
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(header(page).getByRole('link', { name: /^Cart, 2 / })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toContainText('(2)');

  await page.reload();
  await expect(header(page).getByRole('link', { name: /^Cart, 2 / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/en-us/checkout');

  await line.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText('Cart has no products')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test('a quote-only locale shows quote wording and no cart', async ({ page }) => {
  await seedSettings(page, 'en-ae', 'ae');
  await page.goto(`/en-ae${CATEGORY}`);
  await acceptNecessaryCookies(page);

  await expect(header(page).getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to quote list' }).first().click();
  await expect(header(page).getByRole('link', { name: /^My List, 1 / })).toBeVisible();

  await header(page)
    .getByRole('link', { name: /^My List, 1 / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My quote list' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a quote' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move all to cart' })).toHaveCount(0);

  await page.goto('/en-ae/cart');
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toHaveCount(0);
  await expect(
    page.getByText('Add products to your list and ask a Strength Expert for a quote.'),
  ).toBeVisible();
});

test('a copied configuration link reopens the configurator with that configuration', async ({ page }) => {
  await seedSettings(page, 'en-us', 'us');
  const config = encodeURIComponent('bar=15&collars=none&plates=25%2C25%2C15%2C5');
  await page.goto(`/en-us/design-your-gym?config=${config}`);
  await acceptNecessaryCookies(page);
  await expect(page.getByRole('radio', { name: /Women’s bar 15 kg/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /70 kg per side/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /No collars/ })).toBeChecked();
  await expect(page.getByRole('img', { name: /155 kg in total/ })).toBeVisible();
});
