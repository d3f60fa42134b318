import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../documents';
import { generateProductDocuments, SMALL_CATALOGUE } from '../test-catalogue';
import { TermIndex } from './term-index';
import { fieldText, normaliseTerm } from './text';

const FIELDS = [
  'name',
  'bp_name',
  'v_id',
  'seo_tags',
  'bundle_articlecode',
  'category_id',
  'category',
  'desc',
];
const BOOSTS = {
  name: 10,
  bp_name: 10,
  v_id: 5,
  seo_tags: 10,
  bundle_articlecode: 10,
  category_id: 2,
  category: 4,
  desc: 1,
};
const fuzzy = (term: string) => (term.length > 3 ? 0.2 : false);
const prefix = (term: string, index: number, terms: readonly string[]) =>
  index === terms.length - 1 && term.length >= 2;

function oracle(documents: readonly SearchDocument[]) {
  const miniSearch = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    idField: 'id',
    extractField: (document, field) => fieldText(document[field]),
    processTerm: normaliseTerm,
  });
  miniSearch.addAll(documents);
  return miniSearch;
}

const catalogue = generateProductDocuments(1500, 3);
const miniSearch = oracle(catalogue);
const index = new TermIndex(catalogue, FIELDS);
const WORDS = [
  'olympic',
  'bar',
  'kettlebel',
  'dumb',
  'ba',
  'rogue',
  'power',
  'p0001',
  'plate',
  'kg',
  '20',
  'Hantelstång',
  'eleikko',
  'zzz',
];

describe('TermIndex', () => {
  it('matches, orders and scores exactly as MiniSearch#search with AND, prefix and fuzzy options', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
        fc.subarray(FIELDS, { minLength: 1 }),
        (terms, fields) => {
          const query = terms.join(' ');
          const boost = Object.fromEntries(
            fields.map((field) => [field, BOOSTS[field as keyof typeof BOOSTS]]),
          );
          const expected = miniSearch.search(query, { fields, boost, prefix, fuzzy, combineWith: 'AND' });
          const actual = index.search(query, { boosts: boost, fuzzy, prefix });
          expect(Array.from(actual.ordinals, (ordinal) => catalogue[ordinal]?.id)).toEqual(
            expected.map((r) => r.id),
          );
          expect(Array.from(actual.ordinals, (ordinal) => actual.scores[ordinal])).toEqual(
            expected.map((r) => r.score),
          );
          const shown = Array.from(actual.ordinals.subarray(0, 20));
          const matched = index.matchedTerms(actual, shown);
          expect(shown.map((ordinal) => [...(matched.get(ordinal) ?? [])].sort())).toEqual(
            expected.slice(0, 20).map((result) => [...result.terms].sort()),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds nothing for a query without terms and matches the small catalogue like MiniSearch', () => {
    expect(index.search(' , . ', { boosts: BOOSTS, fuzzy, prefix }).ordinals).toHaveLength(0);
    const small = new TermIndex(SMALL_CATALOGUE, FIELDS);
    const expected = oracle(SMALL_CATALOGUE).search('olympic ba', {
      boost: BOOSTS,
      prefix,
      fuzzy,
      combineWith: 'AND',
    });
    const actual = small.search('olympic ba', { boosts: BOOSTS, fuzzy, prefix });
    expect(expected.length).toBeGreaterThan(0);
    expect(Array.from(actual.ordinals, (ordinal) => SMALL_CATALOGUE[ordinal]?.id)).toEqual(
      expected.map((r) => r.id),
    );
  });

  it("throws MiniSearch's error for duplicate ids", () => {
    const [first] = SMALL_CATALOGUE;
    expect(() => new TermIndex([first as SearchDocument, first as SearchDocument], FIELDS)).toThrow(
      `MiniSearch: duplicate ID ${first?.id}`,
    );
  });
});
