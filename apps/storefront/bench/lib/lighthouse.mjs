// Lighthouse through its Node API on Debian's Chromium, kept off the network (TOOLCHAIN.md flags).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

// chrome-launcher is Lighthouse's own dependency: resolve it from there rather than adding a second copy.
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const chromeLauncher = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);

/** Chromium flags that keep the browser on loopback (TOOLCHAIN.md 'Browser'). */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** Launches Chromium (CHROME_PATH or /usr/bin/chromium). */
export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'silent',
  });
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs one Lighthouse audit. `formFactor` 'mobile' uses the default config (simulated throttling),
 * 'desktop' the desktop preset. Returns the four category scores (0–100), LCP ms, TBT ms, CLS and
 * the failing audits of the 100-point categories, and the main-thread breakdown and slowest scripts
 * (for the report's notes).
 */
export async function audit(url, formFactor, port) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttlingMethod: 'simulate',
  };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 1) failing.push(`${id}: ${ref.id}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs:
      numeric('largest-contentful-paint') === null ? null : Math.round(numeric('largest-contentful-paint')),
    tbtMs: numeric('total-blocking-time') === null ? null : Math.round(numeric('total-blocking-time')),
    cls:
      numeric('cumulative-layout-shift') === null
        ? null
        : Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    failing,
    warnings: lhr.runWarnings ?? [],
    // Where the (4× slowed) main thread went, and the scripts costing most — the causes of TBT.
    mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => [item.groupLabel ?? item.group, Math.round(item.duration)]),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => [String(item.url).replace(/^https?:\/\/[^/]+/, ''), Math.round(item.total)]),
  };
}
