export {
  type ClickRecord,
  createSearchEngine,
  type DocumentSource,
  type EngineAnswer,
  type EngineDefinition,
  SEARCH_ENGINE_ERROR_CODES,
  type SearchEndpoint,
  type SearchEngine,
  SearchEngineError,
  type SearchEngineOptions,
} from './embedded/engine';
export { createSearchHttpHandler } from './embedded/http';
