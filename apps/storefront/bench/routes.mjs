// What `pnpm bench` measures: the pages per locale, the API calls under load and the budgets of issue 11.

/** Locales measured by Lighthouse and the first-load JS count. */
export const locales = ['en-us', 'sv-se'];

/**
 * Pages per locale. `path` is appended to `/{locale}`; `discover` pages find their path at run time in
 * the HTML of another page (the first link matching `pattern`).
 */
export const pages = [
  { name: 'home', path: '' },
  { name: 'category', path: '/equipment/bars' },
  {
    name: 'product',
    discover: { from: '/equipment/bars', pattern: /href="(\/[a-z]{2}(?:-[a-z]{2})?\/products\/[^"#?]+)"/ },
  },
  { name: 'search', path: '/search?q=bar' },
  { name: 'cart', path: '/cart' },
];

/** Lighthouse form factors: mobile uses Lighthouse's default (simulated throttling), desktop its desktop preset. */
export const formFactors = ['mobile', 'desktop'];

/** Lighthouse runs per page and form factor; the report gives each figure's median (issue 16 budgets). */
export const lighthouseRuns = 3;

/** Search engines tried, in order, for the search route (the first that answers 200 is measured). */
export const searchEngines = ['prod-products-web-en-us', 'prod-products-web', 'products-web-en-us'];

/** A faceted search request body in the App Search protocol. */
export const searchBody = {
  query: 'bar',
  page: { size: 24, current: 1 },
  facets: {
    category_id: [{ type: 'value', size: 100 }],
    availability: [{ type: 'value' }],
    certification: [{ type: 'value' }],
    price: [
      {
        type: 'range',
        ranges: [{ to: 100 }, { from: 100, to: 500 }, { from: 500, to: 1000 }, { from: 1000 }],
      },
    ],
  },
  group: { field: 'group', collapse: true },
};

/** Load settings (autocannon). */
export const load = { connections: 50, durationSeconds: 10, warmupSeconds: 2 };

/** Sequential requests for the search route's HTTP latency (p95 budget). */
export const searchHttpSamples = 200;

/** Budgets (issue 16, issue 11, issue 8). */
export const budgets = {
  mobilePerformance: 95,
  desktopPerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 200,
  lcpMs: 2500,
  cls: 0,
  firstLoadJsKb: 150,
  homeHtmlKiB: 60,
  firstPageMs: 1000,
  categoryVsStatic: 0.4,
  realtimeVsStatic: 0.5,
  realtimeP99Ms: 100,
  searchInProcessP95Ms: 10,
  searchHttpP95Ms: 50,
};
