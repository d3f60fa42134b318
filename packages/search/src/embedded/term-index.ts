// The inverted index behind the engine. MiniSearch provides the tokenizer and the radix tree
// (`SearchableMap`: prefix and fuzzy term lookup); the postings are typed arrays and the scoring is
// MiniSearch's own BM25+ (same parameters, prefix/fuzzy term weights, AND combination and query-term
// quality factor, summed in the same order), so scores and ranking equal `MiniSearch#search` — the
// test `term-index.test.ts` checks that against MiniSearch itself.
//
// Why not `MiniSearch#search` directly: measured on the generated 10,000-variant catalogue, "olympic bar"
// (≈21,000 postings over 8 weighted fields) costs MiniSearch ≈16 ms of CPU on its own — more than the
// whole 10 ms budget — because every posting goes through Map look-ups and per-document result objects.
// Over typed arrays the same scoring is a tight loop with no allocation per posting.
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchDocument } from '../documents';
import type { Analyse } from './analysis';
import { fieldText, normaliseTerm } from './text';

/** Documents (ascending ordinals) holding a term in one field, with the term's frequency in each. */
interface Postings {
  readonly docs: Uint32Array;
  readonly freqs: Uint32Array;
}

/** Postings of one term, by field id (`undefined` = the term is not in that field). */
type TermPostings = ReadonlyArray<Postings | undefined>;

/** Typo tolerance of one query term: a fraction of its length (< 1) or an edit distance; `false` = none. */
export type FuzzyOption = (term: string, index: number, terms: readonly string[]) => number | false;

/** Whether a query term also matches as a prefix. */
export type PrefixOption = (term: string, index: number, terms: readonly string[]) => boolean;

/** Matching options of {@link TermIndex.search}. */
export interface MatchOptions {
  /** Searched fields and their boosts (weight > 0), in scoring order. */
  readonly boosts: Readonly<Record<string, number>>;
  readonly fuzzy: FuzzyOption;
  readonly prefix: PrefixOption;
}

/** An index term matched by a query (the query term itself, or a prefix/fuzzy expansion of it). */
interface DerivedTerm {
  readonly term: string;
  readonly postings: TermPostings;
}

/** Documents matched by a query. */
export interface TermMatch {
  /** Matched ordinals, best score first (ties in MiniSearch's result order). */
  readonly ordinals: Int32Array;
  /** Score by ordinal; valid for the matched ordinals until the next search on the same index. */
  readonly scores: Float64Array;
  /** Index terms the query could match, for {@link TermIndex.matchedTerms}. */
  readonly derived: readonly DerivedTerm[];
  /** Field ids the query searched. */
  readonly fieldIds: readonly number[];
}

// MiniSearch defaults (`MiniSearch.getDefault`, `defaultSearchOptions`): BM25+ parameters, the weights
// of prefix and fuzzy expansions, and the cap on fuzzy edit distance.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string, fieldName?: string) => string[];

/**
 * An inverted index over the text fields of documents, addressed by ordinal (position in the list).
 * Indexing follows `MiniSearch#add` (default tokenizer, `normaliseTerm`, field length = distinct tokens,
 * running average field length); duplicate ids throw MiniSearch's error.
 */
export class TermIndex {
  private readonly fields: readonly string[];
  private readonly fieldIds: ReadonlyMap<string, number>;
  private readonly terms = new SearchableMap<TermPostings>();
  private readonly fieldLength: Uint32Array;
  private readonly averageFieldLength: Float64Array;
  private readonly count: number;
  // Scratch buffers reused by every search (searches are synchronous).
  private readonly total: Float64Array;
  private readonly termScore: Float64Array;
  private readonly termStamp: Uint32Array;
  private readonly level: Uint16Array;
  private readonly position: Int32Array;
  private stamp = 0;
  private readonly analyse: Analyse;

  /** `analyse` turns a token into its index term; default {@link normaliseTerm} (MiniSearch's). */
  constructor(
    documents: readonly SearchDocument[],
    fields: readonly string[],
    analyse: Analyse = normaliseTerm,
  ) {
    this.analyse = analyse;
    this.fields = fields;
    this.fieldIds = new Map(fields.map((field, id) => [field, id]));
    const width = fields.length;
    this.count = documents.length;
    this.fieldLength = new Uint32Array(this.count * width);
    this.averageFieldLength = new Float64Array(width);
    this.total = new Float64Array(this.count);
    this.termScore = new Float64Array(this.count);
    this.termStamp = new Uint32Array(this.count);
    this.level = new Uint16Array(this.count);
    this.position = new Int32Array(this.count);

    // Terms in first-seen order, as MiniSearch inserts them, so the radix tree (and with it the order of
    // prefix and fuzzy expansions, hence the order scores are summed in) is the same.
    const building = new Map<string, Array<{ docs: number[]; freqs: number[] } | undefined>>();
    const normalised = new Map<string, string>();
    const ids = new Set<string>();
    documents.forEach((document, ordinal) => {
      const id = fieldText(document.id);
      if (ids.has(id)) throw new Error(`MiniSearch: duplicate ID ${id}`);
      ids.add(id);
      for (let fieldId = 0; fieldId < width; fieldId += 1) {
        const field = fields[fieldId] as string;
        const tokens = tokenize(fieldText(document[field]), field);
        const length = new Set(tokens).size;
        this.fieldLength[ordinal * width + fieldId] = length;
        const average = this.averageFieldLength[fieldId] ?? 0;
        this.averageFieldLength[fieldId] = (average * ordinal + length) / (ordinal + 1);
        for (const token of tokens) {
          let term = normalised.get(token);
          if (term === undefined) {
            term = this.analyse(token);
            normalised.set(token, term);
          }
          if (!term) continue;
          let entry = building.get(term);
          if (!entry) {
            entry = new Array(width).fill(undefined);
            building.set(term, entry);
          }
          let postings = entry[fieldId];
          if (!postings) {
            postings = { docs: [], freqs: [] };
            entry[fieldId] = postings;
          }
          const last = postings.docs.length - 1;
          if (postings.docs[last] === ordinal) postings.freqs[last] = (postings.freqs[last] ?? 0) + 1;
          else {
            postings.docs.push(ordinal);
            postings.freqs.push(1);
          }
        }
      }
    });
    for (const [term, entry] of building) {
      this.terms.set(
        term,
        entry.map((postings) =>
          postings
            ? { docs: Uint32Array.from(postings.docs), freqs: Uint32Array.from(postings.freqs) }
            : undefined,
        ),
      );
    }
  }

  /**
   * Documents matching every query term (AND), scored as `MiniSearch#search` scores them: BM25+ per field
   * times the field boost, prefix expansions weighted `0.375·len/(len + 0.3·distance)`, fuzzy ones
   * `0.45·len/(len + distance)`, the sum times the number of distinct query terms.
   */
  search(query: string, options: MatchOptions): TermMatch {
    const queryTerms = tokenize(query)
      .map((token) => this.analyse(token))
      .filter((term) => term !== '');
    const fieldIds: number[] = [];
    const boosts: number[] = [];
    for (const [field, boost] of Object.entries(options.boosts)) {
      const id = this.fieldIds.get(field);
      if (id === undefined) continue;
      fieldIds.push(id);
      boosts.push(boost || 1);
    }
    const derived: DerivedTerm[] = [];
    if (queryTerms.length === 0) {
      return { ordinals: new Int32Array(0), scores: this.total, derived, fieldIds };
    }
    const { total, termScore, termStamp, level } = this;
    let last: number[] = [];
    queryTerms.forEach((term, index) => {
      this.stamp = (this.stamp + 1) >>> 0 || 1;
      const stamp = this.stamp;
      const found: number[] = [];
      const score = (postingsOf: TermPostings | undefined, weight: number) => {
        if (!postingsOf) return;
        for (let at = 0; at < fieldIds.length; at += 1) {
          const fieldId = fieldIds[at] as number;
          const postings = postingsOf[fieldId];
          if (!postings) continue;
          const fieldBoost = boosts[at] as number;
          const { docs, freqs } = postings;
          const matching = docs.length;
          const averageLength = this.averageFieldLength[fieldId] as number;
          const width = this.fields.length;
          const inverse = Math.log(1 + (this.count - matching + 0.5) / (matching + 0.5));
          for (let slot = 0; slot < matching; slot += 1) {
            const doc = docs[slot] as number;
            // AND: a document that missed an earlier query term cannot match.
            if (level[doc] !== index) continue;
            const frequency = freqs[slot] as number;
            const length = this.fieldLength[doc * width + fieldId] as number;
            const raw =
              inverse *
              (BM25.d +
                (frequency * (BM25.k + 1)) /
                  (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength)));
            const weighted = weight * fieldBoost * raw;
            if (termStamp[doc] === stamp) termScore[doc] = (termScore[doc] as number) + weighted;
            else {
              termStamp[doc] = stamp;
              termScore[doc] = weighted;
              found.push(doc);
            }
          }
        }
      };
      const exact = this.terms.get(term);
      if (exact) derived.push({ term, postings: exact });
      score(exact, 1);
      const fuzziness = options.fuzzy(term, index, queryTerms);
      let fuzzyMatches: Map<string, [TermPostings, number]> | undefined;
      if (fuzziness !== false && fuzziness !== 0) {
        const distance = fuzziness < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzziness)) : fuzziness;
        if (distance) fuzzyMatches = this.terms.fuzzyGet(term, distance);
      }
      if (options.prefix(term, index, queryTerms)) {
        for (const [expansion, postings] of this.terms.atPrefix(term)) {
          const distance = expansion.length - term.length;
          if (!distance) continue;
          fuzzyMatches?.delete(expansion);
          derived.push({ term: expansion, postings });
          score(postings, (PREFIX_WEIGHT * expansion.length) / (expansion.length + 0.3 * distance));
        }
      }
      if (fuzzyMatches) {
        for (const [expansion, [postings, distance]] of fuzzyMatches) {
          if (!distance) continue;
          derived.push({ term: expansion, postings });
          score(postings, (FUZZY_WEIGHT * expansion.length) / (expansion.length + distance));
        }
      }
      for (const doc of found) {
        total[doc] =
          index === 0 ? (termScore[doc] as number) : (total[doc] as number) + (termScore[doc] as number);
        level[doc] = index + 1;
      }
      last = found;
    });
    this.level.fill(0);
    // MiniSearch's AND keeps the last term's result order; its score is the sum times the query quality.
    const quality = new Set(queryTerms).size;
    const ordinals = Int32Array.from(last);
    const { position } = this;
    ordinals.forEach((doc, at) => {
      total[doc] = (total[doc] as number) * quality;
      position[doc] = at;
    });
    ordinals.sort(
      (a, b) =>
        (total[b] as number) - (total[a] as number) || (position[a] as number) - (position[b] as number),
    );
    return { ordinals, scores: total, derived, fieldIds };
  }

  /**
   * The index terms each of the given documents matched (MiniSearch's `result.terms`), for highlighting:
   * one pass over the query's postings, marking only the requested ordinals.
   */
  matchedTerms(match: TermMatch, ordinals: readonly number[]): Map<number, Set<string>> {
    const out = new Map<number, Set<string>>();
    if (match.derived.length === 0) return out;
    for (const ordinal of ordinals) out.set(ordinal, new Set());
    for (const { term, postings } of match.derived) {
      for (const fieldId of match.fieldIds) {
        const docs = postings[fieldId]?.docs;
        if (!docs) continue;
        for (const ordinal of ordinals) {
          if (binarySearch(docs, ordinal)) out.get(ordinal)?.add(term);
        }
      }
    }
    return out;
  }
}

function binarySearch(docs: Uint32Array, value: number): boolean {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = docs[middle] as number;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
