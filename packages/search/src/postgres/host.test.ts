import { describe, expect, it } from 'vitest';
import { postgresSearchEngineFactory } from './host';

// Nothing here reaches a database: the pool connects on first query, and these answers come before any.
describe('postgresSearchEngineFactory', () => {
  const createEngine = postgresSearchEngineFactory('postgres://nobody@127.0.0.1:1/none');
  const engines = {
    'prod-products-web': { kind: 'products' as const, documents: [], language: 'english' as const },
  };

  it('requires the search key it is given', async () => {
    const engine = createEngine(engines, 'search-abc');
    expect((await engine.handle('prod-products-web', 'search', { query: '' })).status).toBe(401);
  });

  it('serves only the engines it is given', async () => {
    const engine = createEngine(engines, undefined);
    expect((await engine.handle('prod-content-en', 'search', { query: '' })).status).toBe(404);
  });
});
