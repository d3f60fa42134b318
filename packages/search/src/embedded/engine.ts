import { randomUUID } from 'node:crypto';
import { type FieldIssue, fieldIssueOf } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import type { SearchDocument } from '../documents';
import {
  type ClickRequest,
  clickRequestSchema,
  multiSearchRequestSchema,
  querySuggestionRequestSchema,
  searchRequestSchema,
} from '../protocol';
import type { SearchKind } from '../sort';
import { EngineIndex } from './engine-index';
import { InvalidRequestError } from './filters';

/** The four protocol endpoints the engine answers. */
export type SearchEndpoint = 'search' | 'multi_search' | 'query_suggestion' | 'click';

/** Documents of an engine: a list, or a loader called once on first use (e.g. reading the catalogue). */
export type DocumentSource =
  | readonly SearchDocument[]
  | (() => readonly SearchDocument[] | Promise<readonly SearchDocument[]>);

/** One engine of {@link createSearchEngine}. */
export interface EngineDefinition {
  /** The documents to index (flat records with a string `id`). */
  documents: DocumentSource;
  /** Products (weights of spec §3, grouped by `group` in requests) or content (title, desc, body). */
  kind: SearchKind;
  /** Searchable text fields and weights (0..10) replacing the kind's defaults. */
  searchFields?: Readonly<Record<string, number>>;
  /**
   * Language of the documents' texts ('sv', 'de-DE' …): English, Swedish, German and French get their
   * Snowball stemmer on top of case and diacritics folding; other or no language: folding only.
   */
  language?: string;
}

/** Options of {@link createSearchEngine}. */
export interface SearchEngineOptions {
  /** Engines by name, e.g. `{ 'prod-products-web': { kind: 'products', documents } }`. */
  engines: Readonly<Record<string, EngineDefinition>>;
  /** When set, every call must carry `Authorization: Bearer {searchKey}` (else 401). */
  searchKey?: string;
  /** Clock for click timestamps; default `Date.now`. */
  now?: () => number;
}

/** A recorded click-through, kept in memory for relevance reports. */
export interface ClickRecord extends ClickRequest {
  /** Engine the click was sent to. */
  readonly engine: string;
  /** When it arrived (epoch ms). */
  readonly at: number;
}

/** A protocol answer: HTTP status and JSON body (`undefined` = empty body). */
export interface EngineAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The embedded engine. */
export interface SearchEngine {
  /** Answers one protocol call with App Search's status and body shapes. Never throws for bad input. */
  handle(
    engineName: string,
    endpoint: SearchEndpoint,
    body: unknown,
    context?: { authorization?: string | null },
  ): Promise<EngineAnswer>;
  /** Rebuilds an engine's index from new documents (e.g. after the catalogue changed). */
  replace(engineName: string, documents: readonly SearchDocument[]): void;
  /** Names of the configured engines. */
  engineNames(): string[];
  /** Recorded clicks, oldest first (optionally of one engine). */
  clicks(engineName?: string): readonly ClickRecord[];
  /** Builds every engine now instead of on first use; resolves with each engine's document count. */
  warm(): Promise<Record<string, number>>;
}

/** Codes of {@link SearchEngineError}. */
export const SEARCH_ENGINE_ERROR_CODES = { unknownEngine: 'SEARCH_ENGINE_UNKNOWN' } as const;

/** Misuse of the engine API by the host (not a protocol error, which is answered with a status). */
export class SearchEngineError extends Error {
  override readonly name = 'SearchEngineError';
  readonly code: (typeof SEARCH_ENGINE_ERROR_CODES)[keyof typeof SEARCH_ENGINE_ERROR_CODES];

  constructor(code: SearchEngineError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

const errors = (status: number, messages: string[]): EngineAnswer => ({ status, body: { errors: messages } });

/** App Search's `{ errors }` body with each problem's field, code and params beside it (`issues`). */
export function searchErrorBody(
  issues: readonly FieldIssue[],
  errors: readonly string[] = issues.map((issue) =>
    issue.field === 'body' ? issue.message : `${issue.field}: ${issue.message}`,
  ),
): { errors: string[]; issues: FieldIssue[] } {
  return { errors: [...errors], issues: [...issues] };
}

/** Validates `body` with `schema`: the data, or the field issues of a 400. */
function validate<T>(
  schema: z.core.$ZodType<T>,
  body: unknown,
): { ok: true; data: T } | { ok: false; issues: FieldIssue[] } {
  const parsed = z.safeParse(schema, body, { reportInput: true });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, issues: parsed.error.issues.map((issue) => fieldIssueOf(issue)) };
}

/** A multi_search query's error body: App Search's messages as for one search, fields under `queries.{n}`. */
function perQuery(at: number, issues: readonly FieldIssue[], texts?: readonly string[]) {
  const { errors } = searchErrorBody(issues, texts);
  return { errors, issues: issues.map((issue) => ({ ...issue, field: `queries.${at}.${issue.field}` })) };
}

const fromError = (error: InvalidRequestError): FieldIssue => ({
  field: error.field,
  code: error.code,
  params: {},
  message: error.message,
});

/**
 * Creates the embedded search engine: one MiniSearch index per engine name with prefix and typo-tolerant
 * matching, field weights, value/range facets, all/any/none/range filters, every sort of spec §3 (ties by
 * `recommended`), paging within App Search's limits, group + collapse, `<em>` snippets, query suggestions
 * and click recording — answering the App Search protocol's shapes. Indexes are built on first use.
 */
export function createSearchEngine(options: SearchEngineOptions): SearchEngine {
  const now = options.now ?? Date.now;
  const definitions = new Map(Object.entries(options.engines));
  const indexes = new Map<string, EngineIndex | Promise<EngineIndex>>();
  const recorded: ClickRecord[] = [];

  function definitionOf(engineName: string): EngineDefinition {
    const definition = definitions.get(engineName);
    if (!definition)
      throw new SearchEngineError(SEARCH_ENGINE_ERROR_CODES.unknownEngine, `Unknown engine: ${engineName}`);
    return definition;
  }

  function build(engineName: string, documents: readonly SearchDocument[]): EngineIndex {
    const definition = definitionOf(engineName);
    return new EngineIndex(
      engineName,
      definition.kind,
      documents,
      definition.searchFields,
      definition.language,
    );
  }

  function indexOf(engineName: string): EngineIndex | Promise<EngineIndex> {
    const existing = indexes.get(engineName);
    if (existing) return existing;
    const { documents } = definitionOf(engineName);
    if (typeof documents !== 'function') {
      const index = build(engineName, documents);
      indexes.set(engineName, index);
      return index;
    }
    const pending: Promise<EngineIndex> = Promise.resolve(documents()).then(
      (loaded): EngineIndex | Promise<EngineIndex> => {
        // A replace() while loading wins; keep whatever is current.
        const current = indexes.get(engineName);
        if (current && current !== pending) return current;
        const index = build(engineName, loaded);
        indexes.set(engineName, index);
        return index;
      },
    );
    indexes.set(engineName, pending);
    pending.catch(() => indexes.delete(engineName));
    return pending;
  }

  const requestId = () => randomUUID().replaceAll('-', '');

  async function answer(engineName: string, endpoint: SearchEndpoint, body: unknown): Promise<EngineAnswer> {
    const index = await indexOf(engineName);
    switch (endpoint) {
      case 'search': {
        const parsed = validate(searchRequestSchema, body);
        if (!parsed.ok) return { status: 400, body: searchErrorBody(parsed.issues) };
        return { status: 200, body: index.search(parsed.data, requestId()) };
      }
      case 'multi_search': {
        const parsed = validate(multiSearchRequestSchema, body);
        if (!parsed.ok) {
          // App Search answers multi_search errors per query when the queries list itself is well formed.
          const queries = (body as { queries?: unknown })?.queries;
          if (Array.isArray(queries) && queries.length > 0 && queries.length <= 10) {
            return {
              status: 400,
              body: queries.map((query, at) => {
                const one = validate(searchRequestSchema, query);
                return perQuery(at, one.ok ? [] : one.issues);
              }),
            };
          }
          return { status: 400, body: searchErrorBody(parsed.issues) };
        }
        const id = requestId();
        const results: ReturnType<EngineIndex['search']>[] = [];
        const failures: InvalidRequestError[][] = [];
        for (const query of parsed.data.queries) {
          try {
            results.push(index.search(query, id));
            failures.push([]);
          } catch (error) {
            if (!(error instanceof InvalidRequestError)) throw error;
            failures.push([error]);
          }
        }
        if (failures.some((list) => list.length > 0)) {
          return {
            status: 400,
            body: failures.map((list, at) =>
              perQuery(
                at,
                list.map(fromError),
                list.map((error) => error.message),
              ),
            ),
          };
        }
        return { status: 200, body: results };
      }
      case 'query_suggestion': {
        const parsed = validate(querySuggestionRequestSchema, body);
        if (!parsed.ok) return { status: 400, body: searchErrorBody(parsed.issues) };
        const suggestions = index.suggest(parsed.data);
        return {
          status: 200,
          body: {
            results: { documents: suggestions.map((suggestion) => ({ suggestion })) },
            meta: { request_id: requestId() },
          },
        };
      }
      case 'click': {
        const parsed = validate(clickRequestSchema, body);
        if (!parsed.ok) return { status: 400, body: searchErrorBody(parsed.issues) };
        recorded.push({ ...parsed.data, engine: engineName, at: now() });
        return { status: 200, body: undefined };
      }
      default:
        endpoint satisfies never;
        return errors(404, ['Not found']);
    }
  }

  return {
    async handle(engineName, endpoint, body, context = {}) {
      if (options.searchKey !== undefined && context.authorization !== `Bearer ${options.searchKey}`) {
        return errors(401, ['Could not find an API key matching the Authorization header']);
      }
      if (!definitions.has(engineName)) return errors(404, ['Could not find engine.']);
      try {
        return await answer(engineName, endpoint, body);
      } catch (error) {
        if (error instanceof InvalidRequestError)
          return { status: 400, body: searchErrorBody([fromError(error)], [error.message]) };
        console.error('Search engine failed', engineName, endpoint, error);
        return errors(500, ['Internal server error']);
      }
    },
    replace(engineName, documents) {
      indexes.set(engineName, build(engineName, documents));
    },
    engineNames() {
      return [...definitions.keys()];
    },
    clicks(engineName) {
      return engineName === undefined
        ? [...recorded]
        : recorded.filter((click) => click.engine === engineName);
    },
    async warm() {
      const sizes: Record<string, number> = {};
      for (const name of definitions.keys()) sizes[name] = (await indexOf(name)).size;
      return sizes;
    },
  };
}
