import postgres from 'postgres';
import {
  createPostgresSearchEngine,
  type PostgresEngineDefinition,
  type PostgresSearchEngine,
} from './engine';

/** Most connections of the pool {@link postgresSearchEngineFactory} opens, per server process. */
export const POSTGRES_SEARCH_POOL_SIZE = 5;

/**
 * The `createEngine` of a search host (`createSearchHost` of `@ironmark/search/server`) on the PostgreSQL
 * database at `databaseUrl`: one pool of at most {@link POSTGRES_SEARCH_POOL_SIZE} connections (opened on
 * first use, notices ignored) and one index that every instance of the storefront shares.
 */
export function postgresSearchEngineFactory(
  databaseUrl: string,
): (
  engines: Readonly<Record<string, PostgresEngineDefinition>>,
  searchKey: string | undefined,
) => PostgresSearchEngine {
  return (engines, searchKey) =>
    createPostgresSearchEngine({
      sql: postgres(databaseUrl, { max: POSTGRES_SEARCH_POOL_SIZE, onnotice: () => {} }),
      engines,
      ...(searchKey ? { searchKey } : {}),
    });
}
