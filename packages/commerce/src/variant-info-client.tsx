'use client';

import type { VariantInfo } from '@ironmark/cart-core';
import { VARIANT_INFO_BATCH_WAIT_MS } from '@ironmark/config/constants';
import { useQueries } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { useMemo } from 'react';
import { type FetchLike, fetchApi } from './fetch';

/** Where the variant-info endpoint lives by default (`GET ?_locale&codes`). */
export const VARIANT_INFO_ENDPOINT = '/api/variantinfo';

/** At most this many codes go in one variant-info request (the contract's cap). */
export const VARIANT_INFO_MAX_BATCH = 100;

/** Options of {@link createVariantInfoLoader}. */
export interface VariantInfoLoaderOptions {
  /** The endpoint (default {@link VARIANT_INFO_ENDPOINT}). */
  endpoint?: string;
  /** Replaces `fetch` (tests). */
  fetch?: FetchLike;
}

/**
 * Creates the batched variant-info loader of spec §7: codes asked for within
 * `VARIANT_INFO_BATCH_WAIT_MS` (10 ms) go out as one GET with `_locale` (the channel language,
 * default 'en') and the comma-joined codes, at most {@link VARIANT_INFO_MAX_BATCH} per request. A code
 * without a record resolves to `null`. A failed call rejects every code of the batch.
 */
export function createVariantInfoLoader(
  language = 'en',
  options: VariantInfoLoaderOptions = {},
): DataLoader<string, VariantInfo | null> {
  const endpoint = options.endpoint ?? VARIANT_INFO_ENDPOINT;
  return new DataLoader<string, VariantInfo | null>(
    async (codes) => {
      const query = new URLSearchParams({ _locale: language, codes: codes.join(',') });
      const answer = await fetchApi(`${endpoint}?${query.toString()}`, {
        // The answer's schema (zod) loads with the first answer, not with the page.
        schema: () => import('./wire').then((wire) => wire.variantInfoResponseSchema),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      return codes.map((code) => answer[code] ?? null);
    },
    {
      cache: false,
      maxBatchSize: VARIANT_INFO_MAX_BATCH,
      batchScheduleFn: (callback) => setTimeout(callback, VARIANT_INFO_BATCH_WAIT_MS),
    },
  );
}

// One loader per language and endpoint for the whole page, so every component's codes share a batch.
const loaders = new Map<string, DataLoader<string, VariantInfo | null>>();

function sharedLoader(language: string, options: VariantInfoLoaderOptions) {
  if (options.fetch) return createVariantInfoLoader(language, options);
  const key = `${options.endpoint ?? VARIANT_INFO_ENDPOINT} ${language}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = createVariantInfoLoader(language, options);
    loaders.set(key, loader);
  }
  return loader;
}

/** What {@link useVariantInfo} returns. */
export interface VariantInfoData {
  /** Loaded records by code: the record, or `null` for a code without one; codes still loading are absent. */
  data: Record<string, VariantInfo | null>;
  /** True while any code is loading for the first time. */
  isLoading: boolean;
  /** True when any code failed after its retries. */
  isError: boolean;
}

/**
 * Variant info (names, images, paths, availability) for `codes` in `language`, one cached query per
 * non-empty code; the codes of every component rendered in the same 10 ms share one request. Needs a
 * TanStack `QueryClientProvider` above it (the `RealtimeProvider` gives one with the spec defaults).
 */
export function useVariantInfo(
  codes: readonly string[],
  language = 'en',
  options: VariantInfoLoaderOptions = {},
): VariantInfoData {
  const unique = useMemo(() => [...new Set(codes.filter((code) => code.trim() !== ''))], [codes]);
  const { endpoint, fetch } = options;
  const loader = useMemo(() => sharedLoader(language, { endpoint, fetch }), [language, endpoint, fetch]);
  return useQueries({
    queries: unique.map((code) => ({
      queryKey: ['variant-info', endpoint ?? VARIANT_INFO_ENDPOINT, language, code] as const,
      queryFn: () => loader.load(code),
    })),
    combine: (results) => ({
      data: Object.fromEntries(
        results.flatMap((result, index) =>
          result.data !== undefined ? [[unique[index] as string, result.data] as const] : [],
        ),
      ),
      isLoading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      isError: results.some((result) => result.isError),
    }),
  });
}
