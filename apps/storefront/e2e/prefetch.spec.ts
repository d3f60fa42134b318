// Issue 16: a page downloads its own priority (LCP) image, not the priority image of a page it only
// prefetched. React's server renderer sends a preload hint for an eager <img> outside a <picture>, and
// the browser applies the hints of a payload Next prefetches (ui Image).
import { expect, type Page, test } from '@playwright/test';
import { rememberCountry, untilHydrated } from './fixtures';

/** Paths of the images `page` requests from now on. */
function imagesOf(page: Page): string[] {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  return images;
}

test('a page that prefetches the home page does not download its hero', async ({ page, context }) => {
  // The home page's hero: its HTML's one image with high fetch priority.
  const home = await (await page.request.get('/sv-se')).text();
  const hero = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(home)?.[0];
  const heroPath = hero && /\bsrc="([^"]+)"/.exec(hero)?.[1];
  expect(heroPath, 'the home page has a priority image').toBeTruthy();

  await rememberCountry(context, 'se', 'sv-se');
  const images = imagesOf(page);
  // The logo and the header links are in view: Next prefetches the home page, its page segment last.
  const homePrefetched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/sv-se' &&
      (response.request().headers()['next-router-segment-prefetch'] ?? '').endsWith('__PAGE__'),
  );
  await page.goto('/sv-se/equipment/bars');
  await untilHydrated(page);
  await (await homePrefetched).finished();
  await page.waitForLoadState('networkidle');
  expect(images.length, 'the category page loads its own images').toBeGreaterThan(0);
  expect(images).not.toContain(heroPath);

  // The home page itself still loads its hero.
  await page.goto('/sv-se');
  await expect.poll(() => images).toContain(heroPath);
});
