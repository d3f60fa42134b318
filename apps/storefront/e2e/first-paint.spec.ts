// Issue 16: a page paints from its HTML before it fetches its scripts (server.mjs, lib/page-scripts.mjs),
// then hydrates as before — on a prerendered page and on one rendered per request under a nonce policy.
import { expect, test } from '@playwright/test';
import { untilHydrated } from './fixtures';

for (const path of ['/en-us/equipment/bars', '/sv-se/search?q=bar']) {
  test(`${path} paints before it fetches its scripts, then hydrates`, async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
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
  });
}
