// Server-only entry: the App Search protocol on PostgreSQL full-text search (needs a postgres.js
// client and the unaccent and pg_trgm extensions). Never import it from client code.
import 'server-only';

export {
  createPostgresSearchEngine,
  type PostgresEngineDefinition,
  type PostgresSearchEngine,
  type PostgresSearchEngineOptions,
  type SearchLanguage,
} from './postgres/engine';
export { POSTGRES_SEARCH_POOL_SIZE, postgresSearchEngineFactory } from './postgres/host';
