import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';

// Core Web Vitals budget for the catalogue pages (Lighthouse desktop measured CLS 0.256 here when the
// locale's loading.tsx made every page paint its skeleton first): the summed layout-shift score of a
// first visit stays under 0.1 once the real-time prices and stock and every image have arrived, at a
// desktop and a mobile viewport. The same visits must log no DevTools issue of the kinds Lighthouse's
// best-practices audit 'inspector-issues' counts (a blocked `new Function` probe was one).

const CLS_BUDGET = 0.1;

const viewports = [
  { name: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** The kinds of Issues panel entry that Lighthouse's 'inspector-issues' audit fails on. */
const LIGHTHOUSE_ISSUE_CODES = new Set([
  'MixedContentIssue',
  'CookieIssue',
  'BlockedByResponseIssue',
  'HeavyAdIssue',
  'ContentSecurityPolicyIssue',
]);

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Records every layout shift of the page from its very start (buffered), with what moved. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'unknown';
      const slot = node.getAttribute('data-slot');
      const place = node.closest('main') ? 'main › ' : '';
      return `${place}${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${slot ? `[data-slot=${slot}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map(
            (source) =>
              `${describe(source.node)} x ${Math.round(source.previousRect.x)}→${Math.round(source.currentRect.x)}, y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, w ${Math.round(source.previousRect.width)}→${Math.round(source.currentRect.width)}, h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Collects the page's DevTools issues (Audits domain). */
async function collectIssues(session: CDPSession) {
  const issues: { code: string; details: unknown }[] = [];
  session.on('Audits.issueAdded', ({ issue }) => issues.push({ code: issue.code, details: issue.details }));
  await session.send('Audits.enable');
  return issues;
}

/** Waits until the page has nothing left to load: no price skeleton, every image decoded, network idle. */
async function settle(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Loading price' })).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  // Every image in the viewport has loaded (lazy ones below the fold never start), and the fonts.
  await page.waitForFunction(
    () =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        return !inView || image.complete;
      }) && document.fonts.status === 'loaded',
    undefined,
    { timeout: 30_000 },
  );
  // Whatever the last response changed has been laid out and reported.
  await twoFrames(page);
}

/** Waits two frames: what changed before has been laid out, painted and reported. */
async function twoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function layoutShiftScore(page: Page) {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  return {
    score: counted.reduce((sum, shift) => sum + shift.value, 0),
    shifts: counted.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`),
  };
}

let productPath = '';

test.beforeAll(async ({ request }) => {
  // A product linked from the category page; the first real-time lookup also warms the database.
  const category = await request.get('/en-us/equipment/bars');
  expect(category.status()).toBe(200);
  const match = /href="(\/en-us\/products\/[^"?#]+)"/.exec(await category.text());
  expect(match, 'the category page links to a product').not.toBeNull();
  productPath = match?.[1] ?? '';
  const warm = await request.post('/api/getrealtimeproductdata', {
    data: { variantIds: ['IM-BAR-WL-20M-BR-CH'], country: 'us', channel: 'en-us', sessionId: 'cls-e2e' },
    timeout: 120_000,
  });
  expect(warm.status()).toBe(200);
});

for (const { name, viewport, isMobile } of viewports) {
  test.describe(`${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    for (const [label, path] of [
      ['the category page', () => '/en-us/equipment/bars'],
      ['a product page', () => productPath],
      ['the search page', () => '/en-us/search?q=bar'],
    ] as const) {
      test(`${label} shifts less than ${CLS_BUDGET} and logs no Lighthouse-counted issue`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await observeLayoutShifts(page);
        const issues = await collectIssues(await page.context().newCDPSession(page));
        // A first visit as Lighthouse makes it: no stored settings, so the consent and country dialogs open.
        const response = await page.goto(path());
        expect(response?.status()).toBe(200);
        // The real-time prices arrived (they are part of what must not move the page). On a phone the
        // search filters (their price facet 'Under $40' included) sit in a closed drawer: look past them.
        await expect(page.getByRole('main').getByText(/\$\d/).filter({ visible: true }).first()).toBeVisible({
          timeout: 30_000,
        });
        await settle(page);

        const { score, shifts } = await layoutShiftScore(page);
        expect(score, `layout shifts:\n${shifts.join('\n')}`).toBeLessThan(CLS_BUDGET);
        // The page's own content never moves (before: the search rows moved by 24 px when the
        // visitor's prices were known, and a sale's 30-day line grew its row by 15 px).
        expect(shifts.filter((shift) => shift.includes('main › '))).toEqual([]);
        const counted = issues.filter((issue) => LIGHTHOUSE_ISSUE_CODES.has(issue.code));
        expect(counted.map((issue) => `${issue.code} ${JSON.stringify(issue.details)}`)).toEqual([]);
      });
    }
  });
}

// Issue 16: a product grid's cards after the first four skip their style, layout and paint until they
// come near the viewport (ui `render-near-viewport`), which took blocking time off a phone's first visit.
// Until then they hold a card's usual size: scrolling the whole list moves nothing on screen.
test.describe('phone 412×823', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test("the category's cards below the fold render near the viewport, and scrolling to them shifts nothing", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await observeLayoutShifts(page);
    await page.goto('/en-us/equipment/bars');
    // On a phone the price facet ('Under $300') sits in a closed drawer: look past it.
    await expect(page.getByRole('main').getByText(/\$\d/).filter({ visible: true }).first()).toBeVisible({
      timeout: 30_000,
    });
    await settle(page);
    const rendered = () =>
      page.$$eval('[data-slot="product-grid"] > li', (items) =>
        // A skipped item's contents are what the browser has not rendered.
        items.map((item) => item.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })),
      );
    const before = await rendered();
    expect(before.length).toBeGreaterThan(12);
    expect(before.slice(0, 4)).toEqual([true, true, true, true]);
    expect(before.at(-1), 'the last card is skipped until it nears the viewport').toBe(false);
    const { score: loaded } = await layoutShiftScore(page);

    // Scroll to the end a screen at a time, as a visitor would, letting each step render.
    for (let step = 0; step < 40; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await twoFrames(page);
      if (atEnd) break;
    }
    expect((await rendered()).at(-1)).toBe(true);
    const { score, shifts } = await layoutShiftScore(page);
    expect(score - loaded, `layout shifts:\n${shifts.join('\n')}`).toBeLessThan(0.01);
  });
});

test('a client-side navigation shows the loading view until the next page is ready (spec §2)', async ({
  page,
  context,
}) => {
  await context.addInitScript(() =>
    window.localStorage.setItem('ironmark-user-settings', '{"country":"us","locale":"en-us"}'),
  );
  await page.goto('/en-us/equipment/bars');
  const loadingView = page.locator('main [data-slot="loading-view"]');
  // The first paint is the page itself, never the fallback.
  await expect(loadingView).toHaveCount(0);
  // Prices show once the page is hydrated, so its links navigate client-side from here on.
  await expect(page.getByRole('main').getByText(/\$\d/).first()).toBeVisible({ timeout: 30_000 });
  // Hold the next page's data back a moment, as when it is being generated.
  await page.route(
    (url) => url.pathname === productPath,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  await page.locator(`main a[href="${productPath}"]`).first().click();
  await expect(loadingView).toBeVisible();
  // The held page then renders on demand: seconds on two loaded cores.
  await expect(page).toHaveURL(new RegExp(`${productPath}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loadingView).toHaveCount(0);
});

// A static page's `useSearchParams` tree renders only in the browser: while the category list, the bar
// comparison and the configurator read the URL themselves, their served markup was a fallback that the
// browser removed and built again (29 cards and their images on /en-us/equipment/bars, so the LCP
// image painted only after hydration). They must hydrate as served; the URL's choices still apply.
const SERVED_ROOTS = '[data-slot="product-card"], [data-slot="bar-comparison"], [data-slot="configurator"]';

/** Counts, from the first byte on, the served roots (SERVED_ROOTS) the page removes from its document. */
async function countRemovedRoots(context: BrowserContext) {
  await context.addInitScript((selector: string) => {
    const counts = { removed: 0 };
    Object.assign(window, { __removedRoots: counts });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element)
            counts.removed += node.matches(selector) ? 1 : node.querySelectorAll(selector).length;
    }).observe(document, { childList: true, subtree: true });
  }, SERVED_ROOTS);
}

const removedRoots = (page: Page) =>
  page.evaluate(() => (window as unknown as { __removedRoots: { removed: number } }).__removedRoots.removed);

test('a category page keeps its served cards when it hydrates, and applies the URL filter after', async ({
  page,
  context,
}) => {
  await countRemovedRoots(context);
  await page.goto('/en-us/equipment/bars');
  await expect(page.getByRole('main').getByText(/\$\d/).first()).toBeVisible({ timeout: 30_000 });
  const served = await page.locator('[data-slot="product-card"]').count();
  expect(served).toBeGreaterThan(4);
  expect(await removedRoots(page)).toBe(0);

  await page.goto('/en-us/equipment/bars?cert=iwf');
  await expect(page.locator('[data-slot="product-card"]')).not.toHaveCount(served);
  const filtered = await page.locator('[data-slot="product-card"]').count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(served);
});

for (const path of ['/en-us/compare', '/en-us/design-your-gym']) {
  test(`${path} keeps its served comparison or configurator when it hydrates`, async ({ page, context }) => {
    await countRemovedRoots(context);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator(SERVED_ROOTS).first()).toBeVisible();
    expect(await removedRoots(page)).toBe(0);
  });
}

// A word wider than its box used to widen the page on a phone: the Swedish and German home heroes
// ('Styrkeutrustning', 'Kraftsportausrüstung' in the display font) made a 412 px page 431 and 556 px
// wide, and their first visit's scroll lock then counted that as a scrollbar and shifted the page
// (Lighthouse mobile CLS 0.164 on /sv-se). Product cards' buttons overflowed their 158 px cards.
test.describe('a 412 px phone in the longest-word locales', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const path of ['/sv-se', '/de-de', '/sv-se/equipment/bars', '/de-de/equipment/bars']) {
    test(`${path} is no wider than the screen, nor is any product card's content`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await expect(page.locator('main article').first()).toBeVisible();
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        cards: [...document.querySelectorAll('main article')]
          .filter((card) => card.scrollWidth > card.clientWidth)
          .map((card) => (card.textContent ?? '').slice(0, 60)),
      }));
      expect(overflow).toEqual({ page: 0, cards: [] });
    });
  }
});
