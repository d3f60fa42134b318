import { createHash, randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import type * as z from 'zod/mini';
import type { SearchDocument } from '../documents';
import type {
  ClickRecord,
  EngineAnswer,
  EngineDefinition,
  SearchEndpoint,
  SearchEngine,
} from '../embedded/engine';
import { FIELD_OF } from '../embedded/engine-index';
import { InvalidRequestError } from '../embedded/filters';
import { type FieldType, inferSchema } from '../embedded/schema';
import { fieldText, normaliseTerm, snippet, words } from '../embedded/text';
import {
  clickRequestSchema,
  DEFAULT_PAGE_SIZE,
  type FacetRequest,
  type FacetResponse,
  type Filters,
  type FilterValue,
  multiSearchRequestSchema,
  type ParsedSearchRequest,
  type QuerySuggestionRequest,
  querySuggestionRequestSchema,
  type ResultField,
  type SearchResponse,
  type SearchResult,
  searchRequestSchema,
} from '../protocol';
import type { SearchKind } from '../sort';
import { CONTENT_FIELD_WEIGHTS, PRODUCT_FIELD_WEIGHTS, toAppSearchWeights } from '../weights';

/** PostgreSQL text-search configurations the engine indexes with (one per content language). */
export type SearchLanguage = 'english' | 'swedish' | 'german' | 'french';

/** One engine of {@link createPostgresSearchEngine}: the embedded engine's definition plus its language. */
export interface PostgresEngineDefinition extends EngineDefinition {
  /** Stemming and stop words of the engine's texts (default english). */
  language?: SearchLanguage;
}

/** Options of {@link createPostgresSearchEngine}. */
export interface PostgresSearchEngineOptions {
  /** A postgres.js client (the engine never closes it). */
  sql: postgres.Sql;
  engines: Readonly<Record<string, PostgresEngineDefinition>>;
  /** When set, every call must carry `Authorization: Bearer {searchKey}` (else 401). */
  searchKey?: string;
  now?: () => number;
  /** Documents per INSERT while indexing (default 2000). */
  chunkSize?: number;
}

/** The PostgreSQL engine: the embedded engine's interface, plus `ready` for an engine's index. */
export interface PostgresSearchEngine extends SearchEngine {
  /** Indexes an engine now (or finds it already indexed with the same documents); resolves with its size. */
  ready(engineName: string): Promise<number>;
}

/** Suggestion fields per kind (as the embedded engine). */
const SUGGESTION_FIELDS: Record<SearchKind, string[]> = { products: ['name'], content: ['title'] };
const SETUP_LOCK = 7_261_931;
const CLASSES = ['A', 'B', 'C', 'D'] as const;
type WeightClass = (typeof CLASSES)[number];

/** PostgreSQL has four weight classes: App Search weights 0..10 fall into them. */
function classOf(weight: number): WeightClass {
  if (weight >= 8) return 'A';
  if (weight >= 4) return 'B';
  if (weight >= 2) return 'C';
  return 'D';
}

const SETUP = [
  'CREATE EXTENSION IF NOT EXISTS unaccent',
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  `CREATE TABLE IF NOT EXISTS search_engines (
     engine text PRIMARY KEY, fingerprint text NOT NULL, schema jsonb NOT NULL, weights jsonb NOT NULL,
     language text NOT NULL, size integer NOT NULL, indexed_at timestamptz NOT NULL DEFAULT now())`,
  `CREATE TABLE IF NOT EXISTS search_documents (
     engine text NOT NULL, ord integer NOT NULL, id text NOT NULL, doc jsonb NOT NULL, tsv tsvector NOT NULL,
     PRIMARY KEY (engine, ord))`,
  'CREATE INDEX IF NOT EXISTS search_documents_tsv ON search_documents USING gin (tsv)',
  'CREATE TABLE IF NOT EXISTS search_words (engine text NOT NULL, word text NOT NULL, PRIMARY KEY (engine, word))',
  'CREATE INDEX IF NOT EXISTS search_words_trgm ON search_words USING gin (word gin_trgm_ops)',
];

interface Indexed {
  schema: Map<string, FieldType>;
  weights: Record<string, number>;
  language: SearchLanguage;
  size: number;
}

/** Builds SQL text with numbered parameters. */
class Query {
  readonly params: unknown[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

const errors = (status: number, messages: string[]): EngineAnswer => ({ status, body: { errors: messages } });

function issues(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/** `jsonb` items of a field: its array, or a one-element array of a scalar, or none. */
const items = (field: string) =>
  `(CASE jsonb_typeof(doc->${field}) WHEN 'array' THEN doc->${field} WHEN 'null' THEN '[]'::jsonb WHEN NULL THEN '[]'::jsonb ELSE jsonb_build_array(doc->${field}) END)`;
/** The first value of a field (arrays sort and group by their first item). */
const first = (field: string) =>
  `(CASE jsonb_typeof(doc->${field}) WHEN 'array' THEN doc->${field}->0 ELSE doc->${field} END)`;
/** A number or date jsonb value as comparable float8 (dates as epoch ms). */
const comparableOf = (value: string, type: FieldType) =>
  type === 'date'
    ? `(extract(epoch from (${value} #>> '{}')::timestamptz) * 1000)`
    : `((${value} #>> '{}')::float8)`;

/**
 * The App Search protocol on PostgreSQL full-text search (issue 17): each engine's documents in
 * `search_documents` (jsonb) with a `tsvector` built in the engine's language configuration
 * (english, swedish, german, french) over `unaccent`-ed text, fields weighted into the four classes
 * A–D; typo tolerance from `pg_trgm` similarity against the engine's words (`search_words`); prefix
 * matching of the last query term; value and range facets, all/any/none/range filters, every sort,
 * group + collapse, `<em>` snippets and query suggestions, with the embedded engine's request
 * validation and answer shapes. Several instances may share the tables: an engine is re-indexed
 * only when its documents changed (a fingerprint), under an advisory lock.
 */
export function createPostgresSearchEngine(options: PostgresSearchEngineOptions): PostgresSearchEngine {
  const { sql } = options;
  const now = options.now ?? Date.now;
  const chunkSize = options.chunkSize ?? 2000;
  const definitions = new Map(Object.entries(options.engines));
  const indexed = new Map<string, Promise<Indexed>>();
  const recorded: ClickRecord[] = [];
  let setup: Promise<void> | undefined;

  function ensureSetup(): Promise<void> {
    setup ??= sql
      .begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`;
        for (const statement of SETUP) await tx.unsafe(statement);
      })
      .then(() => undefined);
    setup.catch(() => {
      setup = undefined;
    });
    return setup;
  }

  function weightsOf(definition: PostgresEngineDefinition, schema: Map<string, FieldType>) {
    const defaults: Record<string, number> =
      definition.kind === 'products'
        ? toAppSearchWeights(PRODUCT_FIELD_WEIGHTS)
        : toAppSearchWeights(CONTENT_FIELD_WEIGHTS);
    return Object.fromEntries(
      Object.entries(definition.searchFields ?? defaults).filter(
        ([field, weight]) => weight > 0 && schema.get(field) === 'text',
      ),
    );
  }

  async function index(engineName: string, documents: readonly SearchDocument[]): Promise<Indexed> {
    const definition = definitions.get(engineName);
    if (!definition) throw new Error(`Unknown engine: ${engineName}`);
    await ensureSetup();
    const language = definition.language ?? 'english';
    const schema = inferSchema(documents);
    const weights = weightsOf(definition, schema);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([language, weights]))
      .update(JSON.stringify(documents))
      .digest('hex');
    await sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`search:${engineName}`}))`;
      const [current] = await tx`SELECT fingerprint FROM search_engines WHERE engine = ${engineName}`;
      if (current?.fingerprint === fingerprint) return;
      await tx`DELETE FROM search_documents WHERE engine = ${engineName}`;
      await tx`DELETE FROM search_words WHERE engine = ${engineName}`;
      const vocabulary = new Set<string>();
      for (let start = 0; start < documents.length; start += chunkSize) {
        const rows = documents.slice(start, start + chunkSize).map((document, offset) => {
          const texts: Record<WeightClass, string[]> = { A: [], B: [], C: [], D: [] };
          for (const [field, weight] of Object.entries(weights)) {
            const text = fieldText(document[field]);
            if (text === '') continue;
            texts[classOf(weight)].push(text);
            for (const { word } of words(text)) vocabulary.add(normaliseTerm(word));
          }
          return {
            ord: start + offset,
            id: document.id,
            doc: document,
            a: texts.A.join(' \n '),
            b: texts.B.join(' \n '),
            c: texts.C.join(' \n '),
            d: texts.D.join(' \n '),
          };
        });
        await tx.unsafe(
          `INSERT INTO search_documents (engine, ord, id, doc, tsv)
           SELECT $1, x.ord, x.id, x.doc,
                  setweight(to_tsvector($2::regconfig, unaccent(x.a)), 'A') ||
                  setweight(to_tsvector($2::regconfig, unaccent(x.b)), 'B') ||
                  setweight(to_tsvector($2::regconfig, unaccent(x.c)), 'C') ||
                  setweight(to_tsvector($2::regconfig, unaccent(x.d)), 'D')
             FROM jsonb_to_recordset($3::jsonb) AS x(ord integer, id text, doc jsonb, a text, b text, c text, d text)`,
          [engineName, language, tx.json(rows as unknown as postgres.JSONValue)],
        );
      }
      const list = [...vocabulary].filter((word) => word.length > 0);
      for (let start = 0; start < list.length; start += 10_000) {
        await tx`INSERT INTO search_words (engine, word)
                 SELECT ${engineName}, unnest(${list.slice(start, start + 10_000)}::text[]) ON CONFLICT DO NOTHING`;
      }
      await tx`
        INSERT INTO search_engines (engine, fingerprint, schema, weights, language, size)
        VALUES (${engineName}, ${fingerprint}, ${tx.json(Object.fromEntries(schema))},
                ${tx.json(weights)}, ${language}, ${documents.length})
        ON CONFLICT (engine) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, schema = EXCLUDED.schema,
          weights = EXCLUDED.weights, language = EXCLUDED.language, size = EXCLUDED.size, indexed_at = now()`;
    });
    return { schema, weights, language, size: documents.length };
  }

  function indexOf(engineName: string): Promise<Indexed> {
    const existing = indexed.get(engineName);
    if (existing) return existing;
    const definition = definitions.get(engineName);
    if (!definition) return Promise.reject(new Error(`Unknown engine: ${engineName}`));
    const pending = Promise.resolve(
      typeof definition.documents === 'function' ? definition.documents() : definition.documents,
    ).then((documents) => index(engineName, documents));
    indexed.set(engineName, pending);
    pending.catch(() => indexed.delete(engineName));
    return pending;
  }

  function typeOf(engine: Indexed, field: string, purpose: string): FieldType {
    const type = engine.schema.get(field);
    if (type === undefined)
      throw new InvalidRequestError(
        `${purpose} contains an inactive field: ${field}`,
        FIELD_OF[purpose] ?? 'body',
        'inactive_field',
      );
    return type;
  }

  /** Query terms → the full query (prefix on the last term, typo alternates) and the exact one. */
  async function textQuery(engineName: string, engine: Indexed, query: string, q: Query) {
    const terms = words(query).map((entry) => normaliseTerm(entry.word));
    if (terms.length === 0) return undefined;
    const typoCandidates = terms.filter((term) => term.length > 3);
    const alternates = new Map<string, string[]>();
    if (typoCandidates.length > 0) {
      const rows = await sql`
        SELECT t AS term, w.word FROM unnest(${typoCandidates}::text[]) AS t,
          LATERAL (SELECT word FROM search_words
                    WHERE engine = ${engineName} AND word % t AND word <> t
                    ORDER BY similarity(word, t) DESC LIMIT 3) AS w`;
      for (const row of rows) {
        alternates.set(String(row.term), [...(alternates.get(String(row.term)) ?? []), String(row.word)]);
      }
    }
    const config = q.param(engine.language);
    const quoted = (term: string) => `'${term.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
    const parts = terms.map((term, index) => {
      const last = index === terms.length - 1 && term.length >= 2;
      const options = [`${quoted(term)}${last ? ':*' : ''}`, ...(alternates.get(term) ?? []).map(quoted)];
      return `to_tsquery(${config}::regconfig, ${q.param(options.join(' | '))})`;
    });
    const exact = terms.map((term) => `plainto_tsquery(${config}::regconfig, ${q.param(term)})`);
    const highlight = new Set<string>(terms.flatMap((term) => [term, ...(alternates.get(term) ?? [])]));
    return {
      full: parts.join(' && '),
      exact: exact.join(' && '),
      highlight,
      prefix: terms.at(-1) && (terms.at(-1)?.length ?? 0) >= 2 ? terms.at(-1) : undefined,
    };
  }

  function filterSql(filters: Filters | undefined, engine: Indexed, q: Query): string {
    if (!filters) return 'TRUE';
    const clauses: string[] = [];
    for (const [key, value] of Object.entries(filters)) {
      if (value === undefined) continue;
      if (key === 'all' || key === 'any' || key === 'none') {
        const children = (value as Filters[]).map((child) => filterSql(child, engine, q));
        if (children.length === 0) continue;
        if (key === 'all') clauses.push(`(${children.join(' AND ')})`);
        else if (key === 'any') clauses.push(`(${children.join(' OR ')})`);
        else clauses.push(`NOT (${children.join(' OR ')})`);
        continue;
      }
      const type = typeOf(engine, key, 'Filters');
      const field = q.param(key);
      const filter = value as FilterValue;
      if (typeof filter === 'object' && filter !== null && !Array.isArray(filter)) {
        if (type === 'text')
          throw new InvalidRequestError(
            `Range filters are only allowed on number and date fields: ${key}`,
            'filters',
            'wrong_field_type',
          );
        const bound = (raw: number | string | undefined) => {
          if (raw === undefined) return undefined;
          const number = typeof raw === 'number' ? raw : type === 'date' ? Date.parse(raw) : Number.NaN;
          return Number.isNaN(number) ? undefined : number;
        };
        const from = bound(filter.from);
        const to = bound(filter.to);
        const conditions = [
          `jsonb_typeof(v) IN ('number', 'string')`,
          ...(from === undefined ? [] : [`${comparableOf('v', type)} >= ${q.param(from)}::float8`]),
          ...(to === undefined ? [] : [`${comparableOf('v', type)} < ${q.param(to)}::float8`]),
        ];
        clauses.push(
          `EXISTS (SELECT 1 FROM jsonb_array_elements(${items(field)}) v WHERE ${conditions.join(' AND ')})`,
        );
      } else {
        const wanted = (Array.isArray(filter) ? filter : [filter]).map(String);
        clauses.push(
          `EXISTS (SELECT 1 FROM jsonb_array_elements_text(${items(field)}) v WHERE v = ANY(${q.param(wanted)}::text[]))`,
        );
      }
    }
    return clauses.length === 0 ? 'TRUE' : clauses.join(' AND ');
  }

  function orderSql(
    engine: Indexed,
    sort: ParsedSearchRequest['sort'] | Record<string, 'asc' | 'desc'> | undefined,
    q: Query,
  ): string {
    const entries = (
      sort === undefined ? [{ _score: 'desc' as const }] : Array.isArray(sort) ? sort : [sort]
    ).map((entry) => Object.entries(entry)[0] as [string, 'asc' | 'desc']);
    if (engine.schema.has('recommended') && !entries.some(([field]) => field === 'recommended')) {
      entries.push(['recommended', 'asc']);
    }
    const parts = entries.map(([field, direction]) => {
      const dir = direction === 'asc' ? 'ASC' : 'DESC';
      if (field === '_score') return `score ${dir}`;
      const type = typeOf(engine, field, 'Sort');
      const value = first(q.param(field));
      const key =
        type === 'text'
          ? `lower(unaccent(${value} #>> '{}'))`
          : `(CASE WHEN jsonb_typeof(${value}) IN ('number', 'string') THEN ${comparableOf(value, type)} END)`;
      return `${key} ${dir} NULLS LAST`;
    });
    return [...parts, 'ord ASC'].join(', ');
  }

  function facetSql(engine: Indexed, field: string, facet: FacetRequest, q: Query): string {
    const type = typeOf(engine, field, 'Facets');
    const name = q.param(field);
    if (facet.type === 'range') {
      if (type === 'text')
        throw new InvalidRequestError(
          `Range facets are only allowed on number and date fields: ${field}`,
          'facets',
          'wrong_field_type',
        );
      const counts = facet.ranges.map((range) => {
        const bound = (raw: number | string | undefined) =>
          raw === undefined ? undefined : typeof raw === 'number' ? raw : Date.parse(raw);
        const from = bound(range.from);
        const to = bound(range.to);
        const conditions = [
          `jsonb_typeof(v) IN ('number', 'string')`,
          ...(from === undefined ? [] : [`${comparableOf('v', type)} >= ${q.param(from)}::float8`]),
          ...(to === undefined ? [] : [`${comparableOf('v', type)} < ${q.param(to)}::float8`]),
        ];
        return `(count(*) FILTER (WHERE ${conditions.join(' AND ')}))::int`;
      });
      // One pass over the matches for all ranges (a scan per range cost 170 ms each on 100,000).
      return `(SELECT jsonb_build_array(${counts.join(', ')}) FROM m, jsonb_array_elements(${items(name)}) v)`;
    }
    const [key, direction] = Object.entries(facet.sort ?? { count: 'desc' })[0] as [
      'count' | 'value',
      'asc' | 'desc',
    ];
    const dir = direction === 'asc' ? 'ASC' : 'DESC';
    const byValue = `(CASE WHEN jsonb_typeof(v) = 'number' THEN lpad(to_char((v #>> '{}')::float8, 'FM0000000000000000.000000'), 30, '0') ELSE lower(v #>> '{}') END)`;
    const order = key === 'count' ? `c ${dir}, ${byValue} ASC` : `${byValue} ${dir}`;
    // A document counts once per value: a scalar field is its one value; only arrays need the
    // per-document DISTINCT (hashing every (document, value) pair cost 300 ms a facet on 100,000).
    const countable = `IN ('string', 'number', 'boolean')`;
    return `(SELECT coalesce(jsonb_agg(jsonb_build_array(v, c) ORDER BY ${order}), '[]'::jsonb) FROM (
               SELECT v, count(*)::int AS c FROM (
                   SELECT doc->${name} AS v FROM m WHERE jsonb_typeof(doc->${name}) ${countable}
                   UNION ALL
                   SELECT a.v FROM (SELECT DISTINCT m.ord, e AS v FROM m, jsonb_array_elements(doc->${name}) e
                                     WHERE jsonb_typeof(doc->${name}) = 'array' AND jsonb_typeof(e) ${countable}) a) d
                GROUP BY v ORDER BY ${order} LIMIT ${q.param(facet.size ?? 10)}) f)`;
  }

  function format(
    engineName: string,
    engine: Indexed,
    document: SearchDocument,
    score: number,
    highlight: ReadonlySet<string>,
    prefix: string | undefined,
    request: ParsedSearchRequest,
  ): SearchResult {
    const fields: Record<string, ResultField> = {};
    if (request.result_fields) {
      for (const [field, options] of Object.entries(request.result_fields)) {
        typeOf(engine, field, 'Result fields');
        const raw = document[field] ?? null;
        const entry: ResultField = {};
        if (options.raw !== undefined || options.snippet === undefined) {
          entry.raw = typeof raw === 'string' && options.raw?.size ? raw.slice(0, options.raw.size) : raw;
        }
        if (options.snippet) {
          const text = engine.schema.get(field) === 'text' ? fieldText(raw) : '';
          const terms = new Set(highlight);
          if (prefix) {
            for (const { word } of words(text)) {
              const normal = normaliseTerm(word);
              if (normal.startsWith(prefix)) terms.add(normal);
            }
          }
          entry.snippet = snippet(
            text,
            terms,
            options.snippet.size ?? 100,
            options.snippet.fallback ?? false,
          );
        }
        fields[field] = entry;
      }
    } else {
      for (const field of engine.schema.keys()) fields[field] = { raw: document[field] ?? null };
    }
    return Object.assign(fields, { _meta: { id: document.id, engine: engineName, score } });
  }

  async function search(
    engineName: string,
    request: ParsedSearchRequest,
    requestId: string,
  ): Promise<SearchResponse> {
    const engine = await indexOf(engineName);
    const q = new Query();
    const engineParam = q.param(engineName);
    if (request.search_fields) {
      for (const field of Object.keys(request.search_fields)) {
        if (typeOf(engine, field, 'Search fields') !== 'text' || !(field in engine.weights)) {
          throw new InvalidRequestError(
            `Search fields contain a field that is not searchable: ${field}`,
            'search_fields',
            'not_searchable',
          );
        }
      }
    }
    const text = await textQuery(engineName, engine, request.query, q);
    // Only the weight classes of the requested search fields take part.
    const classes = request.search_fields
      ? [
          ...new Set(
            Object.entries(request.search_fields)
              .filter(([field, { weight }]) => (weight ?? engine.weights[field] ?? 1) > 0)
              .map(([field]) => classOf(engine.weights[field] ?? 1).toLowerCase()),
          ),
        ]
      : undefined;
    const tsv = classes ? `ts_filter(tsv, ${q.param(classes)}::"char"[])` : 'tsv';
    const where = filterSql(request.filters, engine, q);
    const matchSql = text ? `AND ${tsv} @@ (${text.full})` : '';
    // Exact matches outrank prefix and typo matches.
    const score = text
      ? `(ts_rank(${tsv}, ${text.exact}) * 10 + ts_rank(${tsv}, ${text.full}))::float8`
      : '0::float8';
    const order = orderSql(engine, request.sort, q);
    const size = request.page?.size ?? DEFAULT_PAGE_SIZE;
    const current = request.page?.current ?? 1;
    const offset = (current - 1) * size;
    const facetEntries = Object.entries(request.facets ?? {}).flatMap(([field, list]) =>
      list.map((facet, position) => ({ field, facet, position })),
    );
    const facetColumns = facetEntries.map(
      ({ field, facet }, index) => `${facetSql(engine, field, facet, q)} AS f${index}`,
    );

    let pageSql: string;
    let totalSql: string;
    if (request.group) {
      const { field, size: groupSize = 10, sort } = request.group;
      typeOf(engine, field, 'Group');
      const key = first(q.param(field));
      const memberOrder = sort ? orderSql(engine, sort, q) : 'rn';
      // g: every group once (its total is g's row count); pg: the page's groups; x: only their
      // members, numbered within each group in one pass. (Counting DISTINCT gk sorted every match, and
      // a member scan per page group read all matches 24 times: 1.5 s of 4 s on 100,000.)
      totalSql = `(SELECT count(*) FROM g)::int`;
      pageSql = `(SELECT coalesce(jsonb_agg(jsonb_build_object('key', p.key, 'members', p.members) ORDER BY p.best), '[]'::jsonb) FROM (
          SELECT pg.best, pg.key,
                 (SELECT jsonb_agg(jsonb_build_array(x.doc, x.score) ORDER BY x.top DESC, x.o)
                    FROM x WHERE x.gk = pg.gk AND (x.top OR x.o <= ${q.param(groupSize)})) AS members
            FROM pg) p)`;
      const ranked = `r AS MATERIALIZED (
          SELECT ord, doc, score, row_number() OVER (ORDER BY ${order}) AS rn,
                 CASE WHEN ${key} IS NULL OR ${key} = 'null'::jsonb THEN jsonb_build_object('_id', id) ELSE ${key} END AS gk,
                 CASE WHEN ${key} = 'null'::jsonb THEN NULL ELSE ${key} END AS gkey
            FROM m),
        g AS MATERIALIZED (SELECT gk, min(rn) AS best, (array_agg(gkey ORDER BY rn))[1] AS key FROM r GROUP BY gk),
        pg AS MATERIALIZED (SELECT gk, best, key FROM g ORDER BY best LIMIT ${q.param(size)} OFFSET ${q.param(offset)}),
        x AS MATERIALIZED (
          SELECT r.gk, r.doc, r.score, r.rn = pg.best AS top,
                 row_number() OVER (PARTITION BY r.gk ORDER BY ${memberOrder}) AS o
            FROM r JOIN pg ON r.gk = pg.gk)`;
      return run(engineName, engine, request, requestId, q, {
        with: `m AS MATERIALIZED (SELECT ord, id, doc, ${score} AS score FROM search_documents
                                  WHERE engine = ${engineParam} ${matchSql} AND ${where}), ${ranked}`,
        totalSql,
        pageSql,
        facetColumns,
        facetEntries,
        grouped: true,
        size,
        current,
        text,
      });
    }
    totalSql = '(SELECT count(*) FROM m)::int';
    pageSql = `(SELECT coalesce(jsonb_agg(jsonb_build_object('members', jsonb_build_array(jsonb_build_array(p.doc, p.score)))), '[]'::jsonb)
                  FROM (SELECT doc, score FROM m ORDER BY ${order} LIMIT ${q.param(size)} OFFSET ${q.param(offset)}) p)`;
    return run(engineName, engine, request, requestId, q, {
      with: `m AS MATERIALIZED (SELECT ord, id, doc, ${score} AS score FROM search_documents
                                WHERE engine = ${engineParam} ${matchSql} AND ${where})`,
      totalSql,
      pageSql,
      facetColumns,
      facetEntries,
      grouped: false,
      size,
      current,
      text,
    });
  }

  async function run(
    engineName: string,
    engine: Indexed,
    request: ParsedSearchRequest,
    requestId: string,
    q: Query,
    plan: {
      with: string;
      totalSql: string;
      pageSql: string;
      facetColumns: string[];
      facetEntries: { field: string; facet: FacetRequest; position: number }[];
      grouped: boolean;
      size: number;
      current: number;
      text: Awaited<ReturnType<typeof textQuery>>;
    },
  ): Promise<SearchResponse> {
    const statement = `WITH ${plan.with}
      SELECT ${plan.totalSql} AS total, ${plan.pageSql} AS page
      ${plan.facetColumns.map((column) => `, ${column}`).join('')}`;
    const [row] = await sql.unsafe(statement, q.params as postgres.ParameterOrJSON<never>[]);
    const total = Number(row?.total ?? 0);
    const highlight = plan.text?.highlight ?? new Set<string>();
    const units = (row?.page ?? []) as { key?: unknown; members: [SearchDocument, number][] }[];
    const results = units.map((unit) => {
      const [top, ...rest] = unit.members.map(([document, score]) =>
        format(engineName, engine, document, score, highlight, plan.text?.prefix, request),
      );
      const result = top as SearchResult;
      if (plan.grouped) {
        result._group = rest.slice(0, (request.group?.size ?? 10) - 1);
        result._group_key = unit.key ?? null;
      }
      return result;
    });
    const response: SearchResponse = {
      meta: {
        alerts: [],
        warnings: [],
        precision: request.precision ?? 2,
        engine: { name: engineName, type: 'default' },
        page: {
          current: plan.current,
          total_pages: plan.size === 0 ? 0 : Math.ceil(total / plan.size),
          total_results: total,
          size: plan.size,
        },
        request_id: requestId,
      },
      results,
    };
    if (request.facets) {
      const facets: Record<string, FacetResponse[]> = {};
      plan.facetEntries.forEach(({ field, facet }, index) => {
        const data = row?.[`f${index}`] as unknown;
        const named = facet.name === undefined ? {} : { name: facet.name };
        const list = facets[field] ?? [];
        facets[field] = list;
        if (facet.type === 'range') {
          const counts = data as number[];
          list.push({
            type: 'range',
            ...named,
            data: facet.ranges.map((range, position) => ({ ...range, count: counts[position] ?? 0 })),
          });
        } else {
          list.push({
            type: 'value',
            ...named,
            data: (data as [string | number | boolean, number][]).map(([value, count]) => ({ value, count })),
          });
        }
      });
      response.facets = facets;
    }
    return response;
  }

  async function suggest(engineName: string, request: QuerySuggestionRequest): Promise<string[]> {
    const engine = await indexOf(engineName);
    const definition = definitions.get(engineName) as PostgresEngineDefinition;
    const fields = request.types?.documents?.fields ?? SUGGESTION_FIELDS[definition.kind];
    for (const field of fields) {
      if (typeOf(engine, field, 'Suggestion fields') !== 'text') {
        throw new InvalidRequestError(
          `Suggestion fields must be text fields: ${field}`,
          'types.documents.fields',
          'wrong_field_type',
        );
      }
    }
    const unindexed = fields.filter((field) => !(field in engine.weights));
    if (unindexed.length > 0)
      throw new InvalidRequestError(
        `Suggestion fields are not searchable: ${unindexed.join(', ')}`,
        'types.documents.fields',
        'not_searchable',
      );
    const limit = request.size ?? 10;
    const response = await search(
      engineName,
      {
        query: request.query,
        search_fields: Object.fromEntries(fields.map((field) => [field, {}])),
        page: { size: Math.min(100, limit * 5) },
      },
      '',
    );
    const seen = new Set<string>();
    const suggestions: string[] = [];
    for (const result of response.results) {
      for (const field of fields) {
        const text = fieldText((result[field] as ResultField | undefined)?.raw).trim();
        const key = normaliseTerm(text);
        if (text === '' || seen.has(key)) continue;
        seen.add(key);
        suggestions.push(text);
        if (suggestions.length >= limit) return suggestions;
      }
    }
    return suggestions;
  }

  const requestId = () => randomUUID().replaceAll('-', '');

  async function answer(engineName: string, endpoint: SearchEndpoint, body: unknown): Promise<EngineAnswer> {
    switch (endpoint) {
      case 'search': {
        const parsed = searchRequestSchema.safeParse(body);
        if (!parsed.success) return errors(400, issues(parsed.error));
        return { status: 200, body: await search(engineName, parsed.data, requestId()) };
      }
      case 'multi_search': {
        const parsed = multiSearchRequestSchema.safeParse(body);
        if (!parsed.success) {
          const queries = (body as { queries?: unknown })?.queries;
          if (Array.isArray(queries) && queries.length > 0 && queries.length <= 10) {
            return {
              status: 400,
              body: queries.map((query) => {
                const one = searchRequestSchema.safeParse(query);
                return { errors: one.success ? [] : issues(one.error) };
              }),
            };
          }
          return errors(400, issues(parsed.error));
        }
        const id = requestId();
        const results: SearchResponse[] = [];
        const failures: string[][] = [];
        for (const query of parsed.data.queries) {
          try {
            results.push(await search(engineName, query, id));
            failures.push([]);
          } catch (error) {
            if (!(error instanceof InvalidRequestError)) throw error;
            failures.push([error.message]);
          }
        }
        if (failures.some((list) => list.length > 0)) {
          return { status: 400, body: failures.map((list) => ({ errors: list })) };
        }
        return { status: 200, body: results };
      }
      case 'query_suggestion': {
        const parsed = querySuggestionRequestSchema.safeParse(body);
        if (!parsed.success) return errors(400, issues(parsed.error));
        const suggestions = await suggest(engineName, parsed.data);
        return {
          status: 200,
          body: {
            results: { documents: suggestions.map((suggestion) => ({ suggestion })) },
            meta: { request_id: requestId() },
          },
        };
      }
      case 'click': {
        const parsed = clickRequestSchema.safeParse(body);
        if (!parsed.success) return errors(400, issues(parsed.error));
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
        if (error instanceof InvalidRequestError) return errors(400, [error.message]);
        console.error('Search engine failed', engineName, endpoint, error);
        return errors(500, ['Internal server error']);
      }
    },
    replace(engineName, documents) {
      const pending = index(engineName, documents);
      pending.catch((error: unknown) => console.error('Search index replace failed', engineName, error));
      // Keep answering from the current index until the new one is in.
      const previous = indexed.get(engineName);
      if (!previous) indexed.set(engineName, pending);
      else pending.then(() => indexed.set(engineName, pending)).catch(() => undefined);
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
    async ready(engineName) {
      return (await indexOf(engineName)).size;
    },
  };
}
