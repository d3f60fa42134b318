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
  searchErrorBody,
} from './embedded/engine';
export {
  BodyTooLargeError,
  createSearchHttpHandler,
  readCappedText,
  SEARCH_MAX_BODY_BYTES,
  type SearchHttpOptions,
} from './embedded/http';
export { bodyFromQueryString, FORBIDDEN_KEYS, type QueryNode, queryKeyPath } from './embedded/query-string';
