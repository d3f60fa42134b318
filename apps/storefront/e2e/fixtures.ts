import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Stores the visitor's country settings so the first-visit country overlay stays closed (spec §4). */
export async function rememberCountry(context: BrowserContext, country: string, locale: string) {
  await context.addInitScript(
    ([c, l]) =>
      window.localStorage.setItem('ironmark-user-settings', JSON.stringify({ country: c, locale: l })),
    [country, locale],
  );
}

/** The cookie-consent dialog in any language: the dialog that links to the privacy policy. */
export const cookieDialog = (page: Page) => page.locator('[role="dialog"]:has(a[href$="/privacy-policy"])');

/** Accepts the necessary cookies through the real dialog (its second button, in any language). */
export async function acceptNecessaryCookies(page: Page) {
  const dialog = cookieDialog(page);
  await dialog.getByRole('button').nth(1).click();
  await expect(dialog).toBeHidden();
}

/** Runs axe (WCAG 2.2 A/AA) on the page and expects no violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The header link to the cart or My List of a locale. */
export const headerLink = (page: Page, locale: string, path: 'cart' | 'my-list') =>
  page.locator('header').locator(`a[href="/${locale}/${path}"]`).first();

/**
 * Waits until React has hydrated the page's main content (its element carries React's fiber key). A
 * page's scripts load after its first paint (lib/page-scripts.mjs): what only works in the browser
 * (a facet, a variant choice) waits for this, as a shopper's first tap can come before it.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}
