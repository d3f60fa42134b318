import { VARIANT_LOOKUP } from '@ironmark/config/constants';
import DataLoader from 'dataloader';
import type { SearchClient } from './client';
import type { SearchResult } from './protocol';

function rawOf(result: SearchResult, field: string): unknown {
  const value = result[field];
  return typeof value === 'object' && value !== null && 'raw' in value
    ? (value as { raw: unknown }).raw
    : undefined;
}

/**
 * A DataLoader from variant id to its category ids (spec §7 "Product lookup"): ids asked for within
 * a 10 ms window (VARIANT_LOOKUP.batchWindowMs) go out as one search — empty query, filter `v_id` equal to
 * the ids, grouped by `v_id`, page size 100 (VARIANT_LOOKUP.pageSize, also the largest batch) — and
 * each result maps `data.v_id.raw` → `data.category_id.raw`. Unknown variants resolve to `null`.
 */
export function createVariantCategoryLoader(
  client: Pick<SearchClient, 'search'>,
): DataLoader<string, string[] | null> {
  return new DataLoader<string, string[] | null>(
    async (ids) => {
      const response = await client.search({
        query: '',
        filters: { v_id: [...ids] },
        group: { field: 'v_id' },
        page: { size: VARIANT_LOOKUP.pageSize, current: 1 },
      });
      const categories = new Map<string, string[]>();
      const visit = (result: SearchResult) => {
        const id = rawOf(result, 'v_id');
        const raw = rawOf(result, 'category_id');
        if (typeof id !== 'string') return;
        const values = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
        categories.set(id, [...new Set([...(categories.get(id) ?? []), ...values])]);
      };
      for (const result of response.results) {
        visit(result);
        for (const member of result._group ?? []) visit(member);
      }
      return ids.map((id) => categories.get(id) ?? null);
    },
    {
      maxBatchSize: VARIANT_LOOKUP.pageSize,
      batchScheduleFn: (callback) => setTimeout(callback, VARIANT_LOOKUP.batchWindowMs),
    },
  );
}
