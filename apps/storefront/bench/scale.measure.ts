// Search p95 of issue 17 for `pnpm bench`: 100,000 generated variants (made here, never stored),
// the embedded engine and the PostgreSQL engine side by side, called in process and through HTTP
// (a node:http server with the protocol handler). Writes bench-results/scale-search.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSearchEngine, createSearchHttpHandler, type SearchEngine } from '@ironmark/search/engine';
import { createPostgresSearchEngine } from '@ironmark/search/postgres';
import postgres from 'postgres';
import { it } from 'vitest';
import { generateProductDocuments } from '../../../packages/search/src/test-catalogue';

const VARIANTS = 100_000;
const QUERIES = 200;
const ENGINE = 'bench-products';
const out = new URL('../bench-results/scale-search.json', import.meta.url);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function p95(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: Math.round(at(0.5) * 100) / 100, p95: Math.round(at(0.95) * 100) / 100 };
}

/** The faceted listing/search requests the storefront sends, over a spread of words, filters and sorts. */
function requests() {
  const words = [
    'bar',
    'kettlebell',
    'bumper plate',
    'rack',
    'dumbbell',
    'rogue',
    'titan bar',
    'competition',
    'bench',
    '',
  ];
  const sorts = [undefined, [{ price: 'asc' }], [{ price: 'desc' }], [{ date: 'desc' }]];
  return Array.from({ length: QUERIES }, (_, index) => ({
    query: words[index % words.length],
    page: { size: 24, current: 1 + (index % 3) },
    ...(sorts[index % sorts.length] ? { sort: sorts[index % sorts.length] } : {}),
    ...(index % 4 === 1 ? { filters: { all: [{ availability: ['in-stock', 'low-stock'] }] } } : {}),
    ...(index % 5 === 2 ? { filters: { all: [{ price: { from: 100, to: 800 } }] } } : {}),
    facets: {
      brand: [{ type: 'value', size: 20 }],
      availability: [{ type: 'value', size: 10 }],
      category: [{ type: 'value', size: 20 }],
      price: [{ type: 'range', ranges: [{ to: 100 }, { from: 100, to: 500 }, { from: 500 }] }],
    },
    group: { field: 'group', collapse: true },
  }));
}

async function measure(engine: SearchEngine) {
  const bodies = requests();
  const inProcess: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const answer = await engine.handle(ENGINE, 'search', body);
    inProcess.push(performance.now() - started);
    if (answer.status !== 200)
      throw new Error(`search answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const handler = createSearchHttpHandler(engine);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handler(
        new Request(`http://127.0.0.1${request.url}`, {
          method: 'POST',
          body: Buffer.concat(chunks),
          headers: { 'content-type': 'application/json' },
        }),
      ).then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/as/v1/engines/${ENGINE}/search.json`;
  const http: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    http.push(performance.now() - started);
  }
  await new Promise((resolve) => server.close(resolve));
  return { inProcess: p95(inProcess), http: p95(http) };
}

it(`measures search p95 on ${VARIANTS} variants, embedded and PostgreSQL`, {
  timeout: 1_200_000,
}, async () => {
  const documents = generateProductDocuments(VARIANTS);
  const result: Record<string, unknown> = { variants: documents.length, queries: QUERIES };

  const embedded = createSearchEngine({ engines: { [ENGINE]: { kind: 'products', documents } } });
  let started = performance.now();
  await embedded.warm();
  result.embedded = { indexMs: Math.round(performance.now() - started), ...(await measure(embedded)) };
  mkdirSync(new URL('.', out), { recursive: true });
  writeFileSync(out, JSON.stringify(result, null, 2));
  console.log('[bench] scale search (embedded)', JSON.stringify(result.embedded));

  const admin = postgres(POSTGRES_URL, { connect_timeout: 2, max: 1, onnotice: () => {} });
  const name = `ironmark_bench_${Math.random().toString(36).slice(2, 10)}`;
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } catch (error) {
    result.postgres = { notMeasured: `no PostgreSQL at ${POSTGRES_URL} (${String(error)})` };
    await admin.end({ timeout: 1 });
    mkdirSync(new URL('.', out), { recursive: true });
    writeFileSync(out, JSON.stringify(result, null, 2));
    return;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
  try {
    const engine = createPostgresSearchEngine({
      sql,
      engines: { [ENGINE]: { kind: 'products', documents } },
    });
    started = performance.now();
    await engine.ready(ENGINE);
    await sql`ANALYZE search_documents`;
    result.postgres = { indexMs: Math.round(performance.now() - started), ...(await measure(engine)) };
  } finally {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  }
  mkdirSync(new URL('.', out), { recursive: true });
  writeFileSync(out, JSON.stringify(result, null, 2));
  console.log('[bench] scale search', JSON.stringify(result));
});
