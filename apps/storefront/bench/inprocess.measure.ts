// In-process figures for `pnpm bench`: the embedded search engine on the demo catalogue and on a
// generated 10,000-variant catalogue (1,000 faceted queries each: mean, p95, index build ms, heap MB),
// and `deriveCart` on a 500-line cart. Writes bench-results/inprocess.json for bench/run.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deriveCart, type ListItems, type RealtimeEntry, type VariantInfo } from '@ironmark/cart-core';
import { buildSearchRequest } from '@ironmark/search';
import { createSearchEngine } from '@ironmark/search/engine';
import { expect, it } from 'vitest';

const QUERIES = 1_000;
const CART_LINES = 500;
const CART_RUNS = 300;
const out = new URL('../bench-results/inprocess.json', import.meta.url);

interface Stats {
  mean: number;
  p50: number;
  p95: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    mean: round(samples.reduce((sum, value) => sum + value, 0) / samples.length),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    max: round(at(1)),
  };
}

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

type Doc = Record<string, unknown> & { id: string; group: string; price: number };

interface CatalogueLike {
  searchDocuments(channelCode: string): Doc[];
  variantInfo(code: string): VariantInfo | null;
}

/** The demo catalogue (`@ironmark/commerce/demo`, or the server entry's where it still lives). */
async function loadCatalogue(): Promise<CatalogueLike | string> {
  const demo = (await import('@ironmark/commerce/demo')) as Record<string, unknown>;
  if (typeof demo.demoCatalogue === 'function') return (demo.demoCatalogue as () => CatalogueLike)();
  const server = (await import('@ironmark/commerce/server')) as Record<string, unknown>;
  if (typeof server.demoCatalogue === 'function') return (server.demoCatalogue as () => CatalogueLike)();
  if (typeof server.createCommerce === 'function') {
    const commerce = (await (server.createCommerce as (options: unknown) => unknown)({
      env: { DATA_DIR: 'memory://bench' },
    })) as { catalogue?: CatalogueLike };
    if (commerce.catalogue) return commerce.catalogue;
  }
  return '@ironmark/commerce/server exports neither demoCatalogue() nor createCommerce().catalogue yet';
}

const FACETS = {
  category_id: [{ type: 'value' as const, size: 100 }],
  availability: [{ type: 'value' as const }],
  certification: [{ type: 'value' as const }],
  brand: [{ type: 'value' as const }],
  price: [
    {
      type: 'range' as const,
      ranges: [{ to: 100 }, { from: 100, to: 500 }, { from: 500, to: 1000 }, { from: 1000 }],
    },
  ],
};
const TERMS = [
  'bar',
  'plate',
  'rack',
  'bumper',
  'kettlebel',
  'bench',
  'belt',
  'collar',
  'dumb',
  'platform',
  'olympic',
  'rubber',
  '',
];
const SORTS = [undefined, 'price.asc', 'price.desc'] as const;

function requests() {
  return Array.from({ length: QUERIES }, (_, index) => {
    const query = TERMS[index % TERMS.length] ?? '';
    const sort = SORTS[index % SORTS.length];
    const filtered = index % 4 === 0;
    return buildSearchRequest({
      query,
      facets: FACETS,
      ...(sort ? { sort } : {}),
      ...(filtered
        ? { filters: [{ field: 'availability', type: 'any' as const, values: ['in-stock', 'low-stock'] }] }
        : {}),
    });
  });
}

async function measureSearch(documents: Doc[]) {
  const name = 'bench-products-web';
  const before = heapMb();
  const start = performance.now();
  const engine = createSearchEngine({ engines: { [name]: { kind: 'products', documents } } });
  await engine.warm();
  const buildMs = performance.now() - start;
  const heap = heapMb() - before;
  const all = requests();
  for (const request of all.slice(0, 50)) await engine.handle(name, 'search', request);
  const samples: number[] = [];
  let failures = 0;
  for (const request of all) {
    const begin = performance.now();
    const answer = await engine.handle(name, 'search', request);
    samples.push(performance.now() - begin);
    if (answer.status !== 200) failures += 1;
  }
  return {
    documents: documents.length,
    queries: samples.length,
    failures,
    indexBuildMs: Math.round(buildMs),
    heapMb: Math.round(heap * 10) / 10,
    ...stats(samples),
  };
}

/** 10,000 variants cloned from the demo catalogue's real documents (new ids, groups and prices). */
function scaleTo(documents: Doc[], count: number): Doc[] {
  const scaled: Doc[] = [];
  for (let round = 0; scaled.length < count; round += 1) {
    for (const doc of documents) {
      if (scaled.length >= count) break;
      scaled.push({
        ...doc,
        id: round === 0 ? doc.id : `${doc.id}-R${round}`,
        v_id: round === 0 ? doc.id : `${doc.id}-R${round}`,
        group: round === 0 ? doc.group : `${doc.group}-R${round}`,
        price: Math.round(doc.price * (1 + (round % 7) / 20) * 100) / 100,
      });
    }
  }
  return scaled;
}

function measureCart(catalogue: CatalogueLike, documents: Doc[]) {
  const lines = documents.slice(0, CART_LINES);
  const list: ListItems = {};
  const realtime: Record<string, RealtimeEntry> = {};
  const variantInfo: Record<string, VariantInfo | null> = {};
  lines.forEach((doc, index) => {
    list[doc.id] = { quantity: 1 + (index % 5) };
    const price = Math.round(doc.price * 100);
    realtime[doc.id] = {
      price,
      campaignPrice: index % 3 === 0 ? Math.round(price * 0.9) : null,
      currency: 'usd',
      vatIncluded: false,
      stock: {
        inStock: index % 11,
        preOrder: index % 7,
        preOrderDisplay: index % 2 === 0,
        daysAhead: 14,
        estimatedDeliveryDays: 5,
      },
    };
    variantInfo[doc.id] = catalogue.variantInfo(doc.id);
  });
  const context = {
    channelCode: 'en-us',
    country: 'us',
    currency: 'usd',
    pricesVisible: true,
    variantInfo,
    brand: 'Ironmark',
  };
  for (let index = 0; index < 30; index += 1) deriveCart(list, realtime, context);
  const samples: number[] = [];
  let items = 0;
  for (let index = 0; index < CART_RUNS; index += 1) {
    const begin = performance.now();
    const cart = deriveCart(list, realtime, context);
    samples.push(performance.now() - begin);
    items = cart.items.length + cart.excluded.length;
  }
  return { lines: Object.keys(list).length, derivedLines: items, runs: CART_RUNS, ...stats(samples) };
}

it('measures the search engine and cart derivation in process', async () => {
  const catalogue = await loadCatalogue();
  let result: Record<string, unknown>;
  if (typeof catalogue === 'string') {
    result = { notMeasured: catalogue };
  } else {
    const documents = catalogue.searchDocuments('en-us');
    expect(documents.length).toBeGreaterThan(0);
    const demo = await measureSearch(documents);
    const large = await measureSearch(scaleTo(documents, 10_000));
    const cart = measureCart(catalogue, documents);
    expect(demo.failures).toBe(0);
    expect(large.failures).toBe(0);
    expect(cart.derivedLines).toBe(Math.min(CART_LINES, documents.length));
    result = { searchDemo: demo, search10k: large, cart };
  }
  mkdirSync(new URL('.', out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`);
});
