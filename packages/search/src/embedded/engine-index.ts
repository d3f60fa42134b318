import type { SearchDocument } from '../documents';
import {
  DEFAULT_PAGE_SIZE,
  type FacetRequest,
  type FacetResponse,
  type ParsedSearchRequest,
  type QuerySuggestionRequest,
  type ResultField,
  type SearchResponse,
  type SearchResult,
} from '../protocol';
import type { SearchKind } from '../sort';
import { CONTENT_FIELD_WEIGHTS, PRODUCT_FIELD_WEIGHTS, toAppSearchWeights } from '../weights';
import { type Analyse, analyserFor } from './analysis';
import { compileFilters, type FilterColumns, InvalidRequestError, type OrdinalPredicate } from './filters';
import { comparable, type FieldType, inferSchema } from './schema';
import { type MatchOptions, TermIndex, type TermMatch } from './term-index';
import { fieldText, normaliseTerm, snippet, words } from './text';

// Hot-path layout: documents are addressed by ordinal (position in the engine's list); matches, filters,
// facets, sorts and groups work on ordinals over per-field columns built once per field and cached
// (CSR layout: the values of document `o` are `values[offsets[o]..offsets[o + 1]]`). Only the returned
// page is turned into result objects with snippets.

/** A facetable value. */
type Scalar = string | number | boolean;

/** Distinct scalar values per document, as ids into `values`. */
interface ValueColumn {
  readonly offsets: Uint32Array;
  readonly ids: Uint32Array;
  readonly values: readonly Scalar[];
}

/** Comparable numbers per document. */
interface NumberColumn {
  readonly offsets: Uint32Array;
  readonly values: Float64Array;
}

/** Group key id per document and the key of each id (`null` for documents without a key). */
interface GroupColumn {
  readonly ids: Int32Array;
  readonly keys: readonly unknown[];
}

/** Sort entries resolved to columns; `undefined` = `_score`. */
type SortPlan = ReadonlyArray<{ readonly column: Float64Array | undefined; readonly sign: 1 | -1 }>;

/** The ordinals a search matched, in match order, with their scores and how to find their matched terms. */
interface Matched {
  readonly ordinals: Int32Array;
  readonly scores: Float64Array | undefined;
  readonly match: TermMatch | undefined;
}

/** The request field each purpose of a field check reads (model-state `field` of an invalid request). */
export const FIELD_OF: Readonly<Record<string, string>> = {
  'Search fields': 'search_fields',
  Sort: 'sort',
  Facets: 'facets',
  'Result fields': 'result_fields',
  Group: 'group',
  'Suggestion fields': 'types.documents.fields',
};

/** Default query-suggestion fields per kind. */
const SUGGESTION_FIELDS: Record<SearchKind, string[]> = { products: ['name'], content: ['title'] };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Typo tolerance: none for short terms, one edit in five characters for longer ones. */
const fuzzy = (term: string) => (term.length > 3 ? 0.2 : false);

/** Prefix matching for the last query term only — the one still being typed — and at least 2 characters. */
const prefix = (term: string, index: number, terms: readonly string[]) =>
  index === terms.length - 1 && term.length >= 2;

/** Walk a cached full order instead of sorting when at least this many ordinals are ordered. */
const WALK_THRESHOLD = 256;

/** One engine: its documents, inferred schema, term index and the protocol operations over them. */
export class EngineIndex implements FilterColumns {
  readonly schema: ReadonlyMap<string, FieldType>;
  private readonly documents: readonly SearchDocument[];
  private readonly valueColumns = new Map<string, ValueColumn>();
  private readonly keyColumns = new Map<string, ReturnType<FilterColumns['keys']>>();
  private readonly numberColumns = new Map<string, NumberColumn>();
  private readonly sortColumns = new Map<string, Float64Array>();
  private readonly groupColumns = new Map<string, GroupColumn>();
  /** Position of each ordinal in the full order of a sort (cached per sort). */
  private readonly ranks = new Map<string, { order: Int32Array; rank: Int32Array }>();
  private readonly weights: Readonly<Record<string, number>>;
  private readonly terms: TermIndex;
  private readonly zeroScores: Float64Array;
  private readonly mark: Uint32Array;
  private markStamp = 0;
  private readonly analyse: Analyse;

  /** `language` (e.g. 'sv') picks the stemmer of the text analysis; none = MiniSearch's normalisation. */
  constructor(
    readonly name: string,
    readonly kind: SearchKind,
    documents: readonly SearchDocument[],
    weights?: Readonly<Record<string, number>>,
    language?: string,
  ) {
    this.documents = documents;
    this.analyse = analyserFor(language);
    this.schema = inferSchema(documents);
    const defaults = toAppSearchWeights<string>(
      kind === 'products' ? PRODUCT_FIELD_WEIGHTS : CONTENT_FIELD_WEIGHTS,
    );
    this.weights = Object.fromEntries(
      Object.entries(weights ?? defaults).filter(
        ([field, weight]) => weight > 0 && this.schema.get(field) === 'text',
      ),
    );
    this.terms = new TermIndex(documents, Object.keys(this.weights), this.analyse);
    this.zeroScores = new Float64Array(documents.length);
    this.mark = new Uint32Array(documents.length);
  }

  /** Number of indexed documents. */
  get size(): number {
    return this.documents.length;
  }

  private field(field: string, purpose: string): FieldType {
    const type = this.schema.get(field);
    if (type === undefined)
      throw new InvalidRequestError(
        `${purpose} contains an inactive field: ${field}`,
        FIELD_OF[purpose] ?? 'body',
        'inactive_field',
      );
    return type;
  }

  /** A fresh stamp for {@link mark} (membership marks without clearing). */
  private nextStamp(): number {
    this.markStamp += 1;
    if (this.markStamp === 0xffffffff) {
      this.mark.fill(0);
      this.markStamp = 1;
    }
    return this.markStamp;
  }

  /** Ordinals matching the query (all of them for an empty query) and the filter, in match order. */
  private match(query: string, boosts: Readonly<Record<string, number>>, keep: OrdinalPredicate): Matched {
    if (words(query).length === 0) {
      const ordinals = new Int32Array(this.documents.length);
      let count = 0;
      for (let ordinal = 0; ordinal < ordinals.length; ordinal += 1) {
        if (keep(ordinal)) ordinals[count++] = ordinal;
      }
      return { ordinals: ordinals.slice(0, count), scores: undefined, match: undefined };
    }
    const options: MatchOptions = { boosts, fuzzy, prefix };
    const match = this.terms.search(query, options);
    const ordinals = new Int32Array(match.ordinals.length);
    let count = 0;
    for (const ordinal of match.ordinals) if (keep(ordinal)) ordinals[count++] = ordinal;
    return { ordinals: ordinals.slice(0, count), scores: match.scores, match };
  }

  private searchWeights(request: ParsedSearchRequest): Record<string, number> {
    if (!request.search_fields) return { ...this.weights };
    const weights: Record<string, number> = {};
    for (const [field, { weight }] of Object.entries(request.search_fields)) {
      if (this.field(field, 'Search fields') !== 'text' || !Object.hasOwn(this.weights, field)) {
        throw new InvalidRequestError(
          `Search fields contain a field that is not searchable: ${field}`,
          'search_fields',
          'not_searchable',
        );
      }
      const value = weight ?? (Object.hasOwn(this.weights, field) ? this.weights[field] : undefined) ?? 1;
      if (value > 0) weights[field] = value;
    }
    return weights;
  }

  /** Per-document distinct scalar values of a field (arrays flattened one level, objects skipped), cached. */
  private column(field: string): ValueColumn {
    let column = this.valueColumns.get(field);
    if (!column) {
      const offsets = new Uint32Array(this.documents.length + 1);
      const ids: number[] = [];
      const idOf = new Map<Scalar, number>();
      const values: Scalar[] = [];
      this.documents.forEach((document, ordinal) => {
        const raw = document[field];
        const start = ids.length;
        for (const item of Array.isArray(raw) ? raw : [raw]) {
          if (item === null || item === undefined || typeof item === 'object') continue;
          let id = idOf.get(item);
          if (id === undefined) {
            id = values.length;
            idOf.set(item, id);
            values.push(item);
          }
          if (!ids.includes(id, start)) ids.push(id);
        }
        offsets[ordinal + 1] = ids.length;
      });
      column = { offsets, ids: Uint32Array.from(ids), values };
      this.valueColumns.set(field, column);
    }
    return column;
  }

  /** Value-filter keys per document: `String(item)` of every array item, or of a non-null scalar. */
  keys(field: string): ReturnType<FilterColumns['keys']> {
    let column = this.keyColumns.get(field);
    if (!column) {
      const offsets = new Uint32Array(this.documents.length + 1);
      const ids: number[] = [];
      const idOf = new Map<string, number>();
      const add = (key: string) => {
        let id = idOf.get(key);
        if (id === undefined) {
          id = idOf.size;
          idOf.set(key, id);
        }
        ids.push(id);
      };
      this.documents.forEach((document, ordinal) => {
        const raw = document[field];
        if (Array.isArray(raw)) for (const item of raw) add(String(item));
        else if (raw !== null && raw !== undefined) add(String(raw));
        offsets[ordinal + 1] = ids.length;
      });
      column = { offsets, ids: Uint32Array.from(ids), idOf };
      this.keyColumns.set(field, column);
    }
    return column;
  }

  /** Per-document comparable numbers of a number or date field (dates as epoch ms), cached. */
  numbers(field: string, type: FieldType): NumberColumn {
    let column = this.numberColumns.get(field);
    if (!column) {
      const { offsets: valueOffsets, ids, values } = this.column(field);
      const asNumbers = values.map((value) => comparable(value, type));
      const offsets = new Uint32Array(this.documents.length + 1);
      const numbers: number[] = [];
      for (let ordinal = 0; ordinal < this.documents.length; ordinal += 1) {
        const end = valueOffsets[ordinal + 1] as number;
        for (let at = valueOffsets[ordinal] as number; at < end; at += 1) {
          const number = asNumbers[ids[at] as number];
          if (number !== undefined) numbers.push(number);
        }
        offsets[ordinal + 1] = numbers.length;
      }
      column = { offsets, values: Float64Array.from(numbers) };
      this.numberColumns.set(field, column);
    }
    return column;
  }

  /** Sort key per document ordinal: first value as number / epoch ms, text as its collation rank; NaN = missing. */
  private sortColumn(field: string): Float64Array {
    const cached = this.sortColumns.get(field);
    if (cached) return cached;
    const type = this.field(field, 'Sort');
    const { offsets, ids, values } = this.column(field);
    const keys = new Float64Array(this.documents.length).fill(Number.NaN);
    const first = (ordinal: number) =>
      (offsets[ordinal] as number) < (offsets[ordinal + 1] as number)
        ? values[ids[offsets[ordinal] as number] as number]
        : undefined;
    if (type === 'text') {
      const distinct = new Set<string>();
      for (let ordinal = 0; ordinal < keys.length; ordinal += 1) {
        const value = first(ordinal);
        if (value !== undefined) distinct.add(String(value));
      }
      const ranks = new Map([...distinct].sort(collator.compare).map((value, rank) => [value, rank]));
      for (let ordinal = 0; ordinal < keys.length; ordinal += 1) {
        const value = first(ordinal);
        if (value !== undefined) keys[ordinal] = ranks.get(String(value)) ?? Number.NaN;
      }
    } else {
      for (let ordinal = 0; ordinal < keys.length; ordinal += 1) {
        const value = first(ordinal);
        const number = value === undefined ? undefined : comparable(value, type);
        if (number !== undefined) keys[ordinal] = number;
      }
    }
    this.sortColumns.set(field, keys);
    return keys;
  }

  private sortEntries(
    sort: ParsedSearchRequest['sort'] | Record<string, 'asc' | 'desc'>,
  ): Array<[string, 1 | -1]> {
    const entries = (
      sort === undefined ? [{ _score: 'desc' as const }] : Array.isArray(sort) ? sort : [sort]
    ).map((entry) => Object.entries(entry)[0] as [string, 'asc' | 'desc']);
    // Issue 8: relevance ties are broken by `recommended` (1 = best); index order is the last tiebreak.
    if (this.schema.has('recommended') && !entries.some(([field]) => field === 'recommended')) {
      entries.push(['recommended', 'asc']);
    }
    return entries.map(([field, direction]) => [field, direction === 'asc' ? 1 : -1]);
  }

  /** Resolves sort entries to columns (validating the fields). */
  private plan(entries: ReadonlyArray<[string, 1 | -1]>): SortPlan {
    return entries.map(([field, sign]) => ({
      column: field === '_score' ? undefined : this.sortColumn(field),
      sign,
    }));
  }

  /** Comparator of ordinals by a sort plan; missing values sort last in either direction, then index order. */
  private comparator(plan: SortPlan, scores: Float64Array): (a: number, b: number) => number {
    return (a, b) => {
      for (const { column, sign } of plan) {
        const source = column ?? scores;
        const left = source[a] as number;
        const right = source[b] as number;
        if (left === right || (Number.isNaN(left) && Number.isNaN(right))) continue;
        if (Number.isNaN(left)) return 1;
        if (Number.isNaN(right)) return -1;
        return sign * (left - right);
      }
      return a - b;
    };
  }

  /** The full order of every document by score-free sort entries and each ordinal's rank in it (cached). */
  private ranking(entries: ReadonlyArray<[string, 1 | -1]>): { order: Int32Array; rank: Int32Array } {
    const key = JSON.stringify(entries);
    let ranking = this.ranks.get(key);
    if (!ranking) {
      const compare = this.comparator(this.plan(entries), this.zeroScores);
      const order = new Int32Array(this.documents.length);
      for (let ordinal = 0; ordinal < order.length; ordinal += 1) order[ordinal] = ordinal;
      order.sort(compare);
      const rank = new Int32Array(order.length);
      order.forEach((ordinal, position) => {
        rank[ordinal] = position;
      });
      ranking = { order, rank };
      this.ranks.set(key, ranking);
    }
    return ranking;
  }

  /**
   * Orders ordinals by the sort entries (default `_score` desc), then by `recommended`, then index order.
   * Score-free sorts use a cached full order (a linear walk for many ordinals); a leading `_score` is
   * followed by the cached rank of the remaining entries.
   */
  private order(
    ordinals: Int32Array,
    sort: ParsedSearchRequest['sort'] | Record<string, 'asc' | 'desc'>,
    scores: Float64Array,
  ): Int32Array {
    const entries = this.sortEntries(sort);
    const scoreAt = entries.findIndex(([field]) => field === '_score');
    const rest = entries.slice(scoreAt + 1);
    if (scoreAt > 0 || rest.some(([field]) => field === '_score')) {
      return ordinals.slice().sort(this.comparator(this.plan(entries), scores));
    }
    this.plan(entries);
    const { order, rank } = this.ranking(rest);
    if (scoreAt === 0) {
      const sign = entries[0]?.[1] ?? -1;
      return ordinals
        .slice()
        .sort(
          (a, b) =>
            sign * ((scores[a] as number) - (scores[b] as number)) ||
            (rank[a] as number) - (rank[b] as number),
        );
    }
    if (ordinals.length < WALK_THRESHOLD) {
      return ordinals.slice().sort((a, b) => (rank[a] as number) - (rank[b] as number));
    }
    const stamp = this.nextStamp();
    for (const ordinal of ordinals) this.mark[ordinal] = stamp;
    const out = new Int32Array(ordinals.length);
    let count = 0;
    for (const ordinal of order) if (this.mark[ordinal] === stamp) out[count++] = ordinal;
    return out;
  }

  /**
   * Counts of one facet over the matched ordinals. With `groups` (the group id of each ordinal, when the
   * request groups results) a value counts the distinct groups holding it, so a count is the number of
   * results its selection gives (products, not variants); without, it counts documents.
   */
  private facet(
    field: string,
    facet: FacetRequest,
    ordinals: Int32Array,
    groups: Int32Array | undefined,
  ): FacetResponse {
    const type = this.field(field, 'Facets');
    const named = facet.name === undefined ? {} : { name: facet.name };
    if (facet.type === 'range') {
      if (type === 'text')
        throw new InvalidRequestError(
          `Range facets are only allowed on number and date fields: ${field}`,
          'facets',
          'wrong_field_type',
        );
      const bounds = facet.ranges.map((range) => ({
        from: range.from === undefined ? undefined : comparable(range.from, type),
        to: range.to === undefined ? undefined : comparable(range.to, type),
      }));
      const counts = bounds.map(() => 0);
      const { offsets, values } = this.numbers(field, type);
      const counted = new Set<number>();
      for (const ordinal of ordinals) {
        const end = offsets[ordinal + 1] as number;
        const base = groups ? (groups[ordinal] as number) * bounds.length : -1;
        for (let at = offsets[ordinal] as number; at < end; at += 1) {
          const value = values[at] as number;
          for (let index = 0; index < bounds.length; index += 1) {
            const { from, to } = bounds[index] as { from?: number; to?: number };
            if ((from === undefined || value >= from) && (to === undefined || value < to)) {
              if (base >= 0) {
                if (counted.has(base + index)) continue;
                counted.add(base + index);
              }
              counts[index] = (counts[index] as number) + 1;
            }
          }
        }
      }
      return {
        type: 'range',
        ...named,
        data: facet.ranges.map((range, index) => ({ ...range, count: counts[index] ?? 0 })),
      };
    }
    const { offsets, ids, values } = this.column(field);
    const counts = new Uint32Array(values.length);
    // Values in first-seen order, so ties the sort cannot break keep match order.
    const seen: number[] = [];
    const counted = new Set<number>();
    for (const ordinal of ordinals) {
      const end = offsets[ordinal + 1] as number;
      const base = groups ? (groups[ordinal] as number) * values.length : -1;
      for (let at = offsets[ordinal] as number; at < end; at += 1) {
        const id = ids[at] as number;
        if (base >= 0) {
          if (counted.has(base + id)) continue;
          counted.add(base + id);
        }
        if (counts[id] === 0) seen.push(id);
        counts[id] = (counts[id] as number) + 1;
      }
    }
    const [key, direction] = Object.entries(facet.sort ?? { count: 'desc' })[0] as [
      'count' | 'value',
      'asc' | 'desc',
    ];
    const sign = direction === 'asc' ? 1 : -1;
    const byValue = (a: Scalar, b: Scalar) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    const data = seen
      .sort((a, b) =>
        key === 'count'
          ? sign * ((counts[a] as number) - (counts[b] as number)) ||
            byValue(values[a] as Scalar, values[b] as Scalar)
          : sign * byValue(values[a] as Scalar, values[b] as Scalar),
      )
      .slice(0, facet.size ?? 10)
      .map((id) => ({ value: values[id] as Scalar, count: counts[id] as number }));
    return { type: 'value', ...named, data };
  }

  /** Group key id per document: the first value of the field, or the document's own id when missing. */
  private groupColumn(field: string): GroupColumn {
    let column = this.groupColumns.get(field);
    if (!column) {
      const ids = new Int32Array(this.documents.length);
      const idOf = new Map<unknown, number>();
      const keys: unknown[] = [];
      this.documents.forEach((document, ordinal) => {
        const raw = document[field];
        const key = (Array.isArray(raw) ? raw[0] : raw) ?? `\u0000${document.id}`;
        let id = idOf.get(key);
        if (id === undefined) {
          id = keys.length;
          idOf.set(key, id);
          keys.push(typeof key === 'string' && key.startsWith('\u0000') ? null : key);
        }
        ids[ordinal] = id;
      });
      column = { ids, keys };
      this.groupColumns.set(field, column);
    }
    return column;
  }

  private format(
    ordinal: number,
    score: number,
    terms: ReadonlySet<string>,
    request: ParsedSearchRequest,
  ): SearchResult {
    const document = this.documents[ordinal] as SearchDocument;
    const fields: Record<string, ResultField> = {};
    if (request.result_fields) {
      for (const [field, options] of Object.entries(request.result_fields)) {
        this.field(field, 'Result fields');
        const raw = document[field] ?? null;
        const entry: ResultField = { raw: null };
        const wantsRaw = options.raw !== undefined || options.snippet === undefined;
        if (wantsRaw) {
          entry.raw = typeof raw === 'string' && options.raw?.size ? raw.slice(0, options.raw.size) : raw;
        } else {
          delete (entry as Partial<ResultField>).raw;
        }
        if (options.snippet) {
          const text = this.schema.get(field) === 'text' ? fieldText(raw) : '';
          entry.snippet = snippet(
            text,
            terms,
            options.snippet.size ?? 100,
            options.snippet.fallback ?? false,
            this.analyse,
          );
        }
        fields[field] = entry;
      }
    } else {
      for (const field of this.schema.keys()) fields[field] = { raw: document[field] ?? null };
    }
    // Assigned rather than spread: no copy of every field per result (same keys, same order).
    return Object.assign(fields, { _meta: { id: document.id, engine: this.name, score } });
  }

  /** Answers a validated search request (App Search `search.json` semantics); throws InvalidRequestError for 400s. */
  search(request: ParsedSearchRequest, requestId: string): SearchResponse {
    const weights = this.searchWeights(request);
    const predicate = compileFilters(request.filters, this);
    const matched = this.match(request.query, weights, predicate);
    const scores = matched.scores ?? this.zeroScores;

    const facets: Record<string, FacetResponse[]> = {};
    if (request.group) this.field(request.group.field, 'Group');
    const facetGroups =
      request.group && request.facets ? this.groupColumn(request.group.field).ids : undefined;
    for (const [field, requested] of Object.entries(request.facets ?? {})) {
      facets[field] = requested.map((facet) => this.facet(field, facet, matched.ordinals, facetGroups));
    }

    const ordered = this.order(matched.ordinals, request.sort, scores);
    const size = request.page?.size ?? DEFAULT_PAGE_SIZE;
    const current = request.page?.current ?? 1;
    const start = (current - 1) * size;
    let total: number;
    let page: Array<{ top: number; group?: Int32Array; key?: unknown }>;
    if (request.group) {
      const { field, size: groupSize = 10, sort } = request.group;
      this.field(field, 'Group');
      const { ids, keys } = this.groupColumn(field);
      // Units are groups in order of their best member; only the page's groups collect members.
      const stamp = this.nextStamp();
      const groupMark = new Uint32Array(keys.length);
      const tops: number[] = [];
      for (const ordinal of ordered) {
        const group = ids[ordinal] as number;
        if (groupMark[group] !== stamp) {
          groupMark[group] = stamp;
          tops.push(ordinal);
        }
      }
      total = tops.length;
      if (sort && total > 0) this.plan(this.sortEntries(sort));
      const pageTops = size === 0 ? [] : tops.slice(start, start + size);
      const slotOf = new Map<number, number>();
      pageTops.forEach((top, slot) => {
        slotOf.set(ids[top] as number, slot);
      });
      const members: number[][] = pageTops.map(() => []);
      if (slotOf.size > 0) {
        for (const ordinal of ordered) {
          const slot = slotOf.get(ids[ordinal] as number);
          if (slot !== undefined && ordinal !== pageTops[slot]) members[slot]?.push(ordinal);
        }
      }
      page = pageTops.map((top, slot) => {
        const rest = Int32Array.from(members[slot] ?? []);
        return {
          top,
          group: (sort ? this.order(rest, sort, scores) : rest).slice(0, groupSize - 1),
          key: keys[ids[top] as number],
        };
      });
    } else {
      total = ordered.length;
      page = size === 0 ? [] : Array.from(ordered.subarray(start, start + size), (top) => ({ top }));
    }

    const shown = page.flatMap(({ top, group }) => [top, ...(group ?? [])]);
    const matchedTerms = matched.match ? this.terms.matchedTerms(matched.match, shown) : undefined;
    const none: ReadonlySet<string> = new Set();
    const formatOne = (ordinal: number) =>
      this.format(ordinal, scores[ordinal] as number, matchedTerms?.get(ordinal) ?? none, request);
    const results = page.map(({ top, group, key }) => {
      const result = formatOne(top);
      if (group) {
        result._group = Array.from(group, formatOne);
        result._group_key = key;
      }
      return result;
    });

    const response: SearchResponse = {
      meta: {
        alerts: [],
        warnings: [],
        precision: request.precision ?? 2,
        engine: { name: this.name, type: 'default' },
        page: {
          current,
          total_pages: size === 0 ? 0 : Math.ceil(total / size),
          total_results: total,
          size,
        },
        request_id: requestId,
      },
      results,
    };
    if (request.facets) response.facets = facets;
    return response;
  }

  /**
   * Query suggestions: the distinct values (case-insensitive) of the suggestion fields of the best
   * prefix/typo-tolerant matches — default field `name` for products and `title` for content.
   */
  suggest(request: QuerySuggestionRequest): string[] {
    const fields = request.types?.documents?.fields ?? SUGGESTION_FIELDS[this.kind];
    for (const field of fields) {
      if (this.field(field, 'Suggestion fields') !== 'text') {
        throw new InvalidRequestError(
          `Suggestion fields must be text fields: ${field}`,
          'types.documents.fields',
          'wrong_field_type',
        );
      }
    }
    const indexed = (field: string) => Object.hasOwn(this.weights, field);
    const searchable = Object.fromEntries(
      fields.map((field) => [field, (indexed(field) ? this.weights[field] : undefined) ?? 1]),
    );
    const unindexed = fields.filter((field) => !indexed(field));
    if (unindexed.length > 0)
      throw new InvalidRequestError(
        `Suggestion fields are not searchable: ${unindexed.join(', ')}`,
        'types.documents.fields',
        'not_searchable',
      );
    if (words(request.query).length === 0) return [];
    const seen = new Set<string>();
    const suggestions: string[] = [];
    const limit = request.size ?? 10;
    for (const ordinal of this.match(request.query, searchable, () => true).ordinals) {
      const document = this.documents[ordinal] as SearchDocument;
      for (const field of fields) {
        const text = fieldText(document[field]).trim();
        const key = normaliseTerm(text);
        if (text === '' || seen.has(key)) continue;
        seen.add(key);
        suggestions.push(text);
        if (suggestions.length >= limit) return suggestions;
      }
    }
    return suggestions;
  }
}
