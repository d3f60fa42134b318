import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchClient } from './client';
import type { SearchRequest, SearchResponse } from './protocol';
import { createVariantCategoryLoader } from './variant-category';

const CATEGORIES: Record<string, string[]> = {
  'A-1': ['/equipment/bars'],
  'A-2': ['/equipment/bars', '/sale'],
  'B-1': ['/equipment/plates'],
};

function fakeClient() {
  const requests: SearchRequest[] = [];
  const client: Pick<SearchClient, 'search'> = {
    async search(request) {
      requests.push(request);
      const ids = ((request.filters?.v_id ?? []) as string[]).filter((id) => id in CATEGORIES);
      const result = (id: string) => ({
        v_id: { raw: id },
        category_id: { raw: CATEGORIES[id] },
        _meta: { score: 0 },
      });
      // Variants of one product come back collapsed: A-2 as a member of A-1's group.
      const results = ids.includes('A-1')
        ? [
            { ...result('A-1'), _group: ids.includes('A-2') ? [result('A-2')] : [] },
            ...ids.filter((id) => !id.startsWith('A')).map(result),
          ]
        : ids.map(result);
      return {
        meta: {
          warnings: [],
          page: { current: 1, total_pages: 1, total_results: results.length, size: 100 },
          request_id: 'r',
        },
        results,
      } satisfies SearchResponse;
    },
  };
  return { client, requests };
}

describe('createVariantCategoryLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches ids asked for within 10 ms into one lookup search (spec §7, §9)', async () => {
    const { client, requests } = fakeClient();
    const loader = createVariantCategoryLoader(client);
    const first = loader.load('A-1');
    await vi.advanceTimersByTimeAsync(5);
    const second = loader.loadMany(['A-2', 'B-1', 'missing']);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5);
    expect(await first).toEqual(['/equipment/bars']);
    expect(await second).toEqual([['/equipment/bars', '/sale'], ['/equipment/plates'], null]);
    expect(requests).toEqual([
      {
        query: '',
        filters: { v_id: ['A-1', 'A-2', 'B-1', 'missing'] },
        group: { field: 'v_id' },
        page: { size: 100, current: 1 },
      },
    ]);
  });

  it('starts a new batch after the window and splits batches at 100 ids', async () => {
    const { client, requests } = fakeClient();
    const loader = createVariantCategoryLoader(client);
    const first = loader.load('A-1');
    await vi.advanceTimersByTimeAsync(10);
    await first;
    const many = loader.loadMany(Array.from({ length: 150 }, (_, index) => `X-${index}`));
    await vi.advanceTimersByTimeAsync(10);
    await many;
    expect(requests.map((request) => ((request.filters?.v_id ?? []) as string[]).length)).toEqual([
      1, 100, 50,
    ]);
  });
});
