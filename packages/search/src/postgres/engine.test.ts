// The PostgreSQL engine's own rules (languages with unaccent, pg_trgm typo tolerance, one index shared
// by instances) and its parity with the embedded engine on filters, facets, sorts and groups.
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from '../embedded/engine';
import type { SearchResponse } from '../protocol';
import { generateProductDocuments } from '../test-catalogue';
import { createPostgresSearchEngine } from './engine';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = postgres(POSTGRES_URL, { connect_timeout: 2, max: 1, onnotice: () => {} });
const name = `ironmark_pgsearch_${Math.random().toString(36).slice(2, 10)}`;
const available = await admin
  .unsafe(`CREATE DATABASE ${name}`)
  .then(() => true)
  .catch(() => false);
if (!available)
  console.warn(`PostgreSQL search engine suite skipped: no PostgreSQL answered at ${POSTGRES_URL}.`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const sql = available ? postgres(url.toString(), { max: 4, onnotice: () => {} }) : undefined;

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  if (available) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end({ timeout: 5 });
});

const products = generateProductDocuments(600);
const contentDocs = (titles: string[]) =>
  titles.map((title, index) => ({
    id: `c${index}`,
    kind: 'page',
    title,
    desc: '',
    body: '',
    category: 'guides',
    image: '',
    path: `/c${index}`,
    date: '2024-01-01',
  }));

async function ask(
  engine: { handle: ReturnType<typeof createSearchEngine>['handle'] },
  engineName: string,
  body: unknown,
) {
  const answer = await engine.handle(engineName, 'search', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as SearchResponse;
}

describe.skipIf(!available)('PostgreSQL search engine', () => {
  const pg = () =>
    createPostgresSearchEngine({
      sql: sql as postgres.Sql,
      engines: {
        products: { kind: 'products', documents: products },
        'content-sv': {
          kind: 'content',
          language: 'swedish',
          documents: contentDocs(['Hantelstång för tävling', 'Skivstänger och vikter', 'Kettlebell-träning']),
        },
        'content-en': {
          kind: 'content',
          language: 'english',
          documents: contentDocs(['Choosing benches', 'Kettlebell training for beginners', 'Platform care']),
        },
      },
    });
  const embedded = createSearchEngine({ engines: { products: { kind: 'products', documents: products } } });

  it('matches without accents and with the language stemmer (swedish, english)', async () => {
    const engine = pg();
    const ids = async (engineName: string, query: string) =>
      (await ask(engine, engineName, { query })).results.map((result) => result._meta.id);
    expect(await ids('content-sv', 'hantelstang')).toEqual(['c0']);
    expect(await ids('content-sv', 'tävlingen')).toEqual(['c0']);
    expect(await ids('content-en', 'bench')).toEqual(['c0']);
    expect(await ids('content-en', 'beginner')).toEqual(['c1']);
  });

  it('tolerates a typo through pg_trgm similarity', async () => {
    const engine = pg();
    const response = await ask(engine, 'content-en', { query: 'kettelbell traning' });
    expect(response.results.map((result) => result._meta.id)).toEqual(['c1']);
    const snippet = await ask(engine, 'content-en', {
      query: 'kettelbel',
      result_fields: { title: { snippet: { size: 100 } } },
    });
    expect((snippet.results[0]?.title as { snippet?: string } | undefined)?.snippet).toBe(
      '<em>Kettlebell</em> training for beginners',
    );
  });

  it('answers filters, facets, sorts and groups as the embedded engine does', async () => {
    const engine = pg();
    const requests = [
      {
        query: '',
        filters: { all: [{ availability: ['in-stock', 'low-stock'] }, { price: { from: 100, to: 900 } }] },
        facets: {
          brand: [{ type: 'value', size: 10 }],
          price: [{ type: 'range', ranges: [{ to: 200 }, { from: 200, to: 1000 }, { from: 1000 }] }],
        },
        sort: [{ price: 'asc' }],
        page: { size: 20 },
      },
      {
        query: '',
        filters: { none: [{ brand: 'Rogue' }], any: [{ certification: 'iwf' }, { flags: 'newArrival' }] },
        facets: { category: [{ type: 'value', size: 5 }], availability: [{ type: 'value', size: 10 }] },
        sort: { date: 'desc' },
        page: { size: 15, current: 2 },
      },
      {
        query: '',
        group: { field: 'group', size: 3 },
        sort: [{ recommended: 'asc' }],
        page: { size: 10 },
      },
    ];
    for (const request of requests) {
      const [ours, theirs] = await Promise.all([
        ask(engine, 'products', request),
        ask(embedded, 'products', request),
      ]);
      expect(ours.meta.page).toEqual(theirs.meta.page);
      expect(ours.results.map((result) => result._meta.id)).toEqual(
        theirs.results.map((result) => result._meta.id),
      );
      expect(ours.results.map((result) => result._group?.map((member) => member._meta.id))).toEqual(
        theirs.results.map((result) => result._group?.map((member) => member._meta.id)),
      );
      expect(ours.facets).toEqual(theirs.facets);
    }
    // A text query finds the same documents (ranking may differ between the two scorers).
    const [ours, theirs] = await Promise.all([
      ask(engine, 'products', { query: 'kettlebell', page: { size: 1000 } }),
      ask(embedded, 'products', { query: 'kettlebell', page: { size: 1000 } }),
    ]);
    expect(ours.results.map((result) => result._meta.id).sort()).toEqual(
      theirs.results.map((result) => result._meta.id).sort(),
    );
  });

  it('indexes an engine once for every instance sharing the database, and again when documents change', async () => {
    await pg().ready('products');
    const [before] =
      await (sql as postgres.Sql)`SELECT indexed_at FROM search_engines WHERE engine = 'products'`;
    await Promise.all([pg().ready('products'), pg().ready('products')]);
    const [after] =
      await (sql as postgres.Sql)`SELECT indexed_at FROM search_engines WHERE engine = 'products'`;
    expect(after?.indexed_at).toEqual(before?.indexed_at);
    const changed = createPostgresSearchEngine({
      sql: sql as postgres.Sql,
      engines: { products: { kind: 'products', documents: products.slice(0, 10) } },
    });
    expect(await changed.ready('products')).toBe(10);
    const [count] =
      await (sql as postgres.Sql)`SELECT count(*)::int AS n FROM search_documents WHERE engine = 'products'`;
    expect(count?.n).toBe(10);
  });
});
