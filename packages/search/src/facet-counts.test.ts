import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeDisjunctiveFacets, planDisjunctiveFacets } from './disjunctive';
import { createSearchEngine } from './engine';
import type { Filters, SearchRequest, SearchResponse } from './protocol';
import { generateProductDocuments } from './test-catalogue';

// Issue 20: a facet's count is the number of results its selection gives. Results are grouped by
// product, so counts count products; disjunctive facets are counted with their own filter left out and
// every other filter applied (App Search's disjunctive-facet rule).

const ENGINE = 'facet-products';
const documents = generateProductDocuments(400, 11);
const engine = createSearchEngine({ engines: { [ENGINE]: { kind: 'products', documents } } });

const RANGES = [{ to: 200 }, { from: 200, to: 800 }, { from: 800 }];
const FACETS = {
  category_id: [{ type: 'value' as const, size: 250 }],
  availability: [{ type: 'value' as const, size: 20 }],
  certification: [{ type: 'value' as const, size: 20 }],
  price: [{ type: 'range' as const, ranges: RANGES }],
};
const DISJUNCTIVE = ['category_id', 'availability', 'certification', 'price'];

const distinct = (field: string) => [
  ...new Set(documents.flatMap((document) => [document[field as keyof typeof document]].flat())),
];
const VALUES: Record<string, readonly (string | { from?: number; to?: number })[]> = {
  category_id: distinct('category_id') as string[],
  availability: distinct('availability') as string[],
  certification: distinct('certification') as string[],
  price: RANGES,
};

async function run(request: SearchRequest): Promise<SearchResponse> {
  const answer = await engine.handle(ENGINE, 'search', request);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as SearchResponse;
}

/** What the storefront's client does: the base search plus one facet-only search per filtered disjunctive field. */
async function disjunctiveSearch(request: SearchRequest): Promise<SearchResponse> {
  const plan = planDisjunctiveFacets(request, DISJUNCTIVE);
  const base = await run(plan.base);
  const extras = [];
  for (const extra of plan.extras) extras.push({ field: extra.field, response: await run(extra.request) });
  return mergeDisjunctiveFacets(base, extras);
}

const filtersOf = (selection: Record<string, unknown[]>): Filters => ({
  all: Object.entries(selection)
    .filter(([, values]) => values.length > 0)
    .map(([field, values]) => ({ any: values.map((value) => ({ [field]: value }) as Filters) })),
});

const request = (query: string, selection: Record<string, unknown[]>): SearchRequest => ({
  query,
  page: { size: 20, current: 1 },
  group: { field: 'group', collapse: true },
  filters: filtersOf(selection),
  facets: FACETS,
});

const selectionArbitrary = fc.record(
  Object.fromEntries(
    Object.entries(VALUES).map(([field, values]) => [
      field,
      fc.subarray([...values] as unknown[], { maxLength: 2 }),
    ]),
  ) as Record<string, fc.Arbitrary<unknown[]>>,
);

describe('facet counts', () => {
  it('every count equals the results of selecting that value alone, all other filters kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        selectionArbitrary,
        fc.constantFrom('', 'bar', 'plate'),
        fc.constantFrom(...DISJUNCTIVE),
        async (selection, query, field) => {
          const response = await disjunctiveSearch(request(query, selection));
          const facet = response.facets?.[field]?.[0];
          expect(facet).toBeDefined();
          for (const entry of facet?.data ?? []) {
            const value =
              field === 'price'
                ? {
                    ...('from' in entry && entry.from !== undefined ? { from: entry.from } : {}),
                    ...('to' in entry && entry.to !== undefined ? { to: entry.to } : {}),
                  }
                : (entry as { value: unknown }).value;
            const chosen = await run(request(query, { ...selection, [field]: [value] }));
            expect(entry.count, `${field}=${JSON.stringify(value)}`).toBe(chosen.meta.page.total_results);
          }
        },
      ),
      { numRuns: 25, seed: 20 },
    );
  });

  it('a grouped count counts products, not their variants', async () => {
    const response = await run(request('', {}));
    const total = response.meta.page.total_results;
    const categories = response.facets?.category_id?.[0]?.data ?? [];
    // Every product is in its category facet value once, whatever its number of variants.
    const products = new Set(documents.map((document) => document.group));
    expect(total).toBe(products.size);
    for (const entry of categories) expect(entry.count).toBeLessThanOrEqual(products.size);
    const variants = documents.filter((document) =>
      document.category_id.includes(String((categories[0] as { value: string }).value)),
    );
    expect(new Set(variants.map((variant) => variant.group)).size).toBe(categories[0]?.count);
    expect(variants.length).toBeGreaterThan(categories[0]?.count ?? 0);
  });
});
