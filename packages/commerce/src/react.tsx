'use client';
/**
 * @ironmark/commerce/react — real-time product data on the client: a provider that batches code
 * lookups with DataLoader (10 ms window, spec §7/§9) and caches them with TanStack Query (3 retries,
 * delay doubling from 1 s up to 30 s, no refetch on window focus, 5-minute garbage collection).
 * Nothing here imports zod: answers are checked with schemas loaded on demand (`./wire`).
 */
import { type RealtimeEntry, type RealtimeMap, realtimeMapCheck } from '@ironmark/cart-core';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_DELAY,
  VARIANT_LOOKUP,
} from '@ironmark/config/constants';
import {
  QueryClient,
  QueryClientProvider,
  type UseQueryOptions,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { type FetchLike, fetchApi } from './fetch';

/** Where the real-time endpoint lives by default. */
export const REALTIME_ENDPOINT = '/api/getrealtimeproductdata';

/** Client retry delay (ms) before retry number `attempt` (0-based): 1 s doubling, capped at 30 s (spec §9). */
export function realtimeRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_DELAY.initialMs * 2 ** attempt, QUERY_RETRY_DELAY.maxMs);
}

/** The TanStack Query defaults of spec §7/§9 for data queries. */
export const realtimeQueryDefaults = {
  retry: QUERY_RETRIES,
  retryDelay: realtimeRetryDelay,
  refetchOnWindowFocus: false,
  gcTime: QUERY_GC_TIME_MS,
} as const;

/** A QueryClient with {@link realtimeQueryDefaults} as its query defaults. */
export function createRealtimeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...realtimeQueryDefaults } } });
}

let browserQueryClient: QueryClient | undefined;

/**
 * The QueryClient for providers mounted per page or route: in a browser one client for the whole visit,
 * so a client-side navigation keeps the real-time data already loaded; on the server a new client per
 * call, so no request sees another's data.
 */
export function sharedRealtimeQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createRealtimeQueryClient();
  browserQueryClient ??= createRealtimeQueryClient();
  return browserQueryClient;
}

/** Who is asking: the page channel, the visitor's country and a session id (spec §7 payload). */
export interface RealtimeContextValue {
  channel: string;
  country: string;
  sessionId: string;
}

/**
 * Creates the batched loader: codes requested within {@link VARIANT_LOOKUP}.batchWindowMs (10 ms) go
 * out in one POST; a code missing from the answer resolves to `{ noResult: true }`. A failed call is
 * logged as 'Failed to fetch data' (spec §7) and rejects every code of the batch, so the query retries.
 */
export function createRealtimeLoader(
  context: RealtimeContextValue,
  options: { endpoint?: string; fetch?: FetchLike } = {},
): DataLoader<string, RealtimeEntry> {
  return new DataLoader<string, RealtimeEntry>(
    async (codes) => {
      try {
        const answer = await fetchApi(options.endpoint ?? REALTIME_ENDPOINT, {
          json: {
            // A list and a component asking for one of its codes in the same 10 ms ask once for it.
            variantIds: [...new Set(codes)],
            country: context.country,
            channel: context.channel,
            sessionId: context.sessionId,
          },
          // Checked without zod (cart-core's readRealtimeMap, held to the wire schema by a property
          // test): every page with prices reads this answer, and zod's evaluation after hydration was
          // a long task of its own on a phone (issue 16).
          schema: realtimeMapCheck,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
        return codes.map((code) => answer[code] ?? { noResult: true });
      } catch (error) {
        console.error('Failed to fetch data', error);
        throw error;
      }
    },
    {
      cache: false,
      maxBatchSize: 200,
      batchScheduleFn: (callback) => setTimeout(callback, VARIANT_LOOKUP.batchWindowMs),
    },
  );
}

interface RealtimeState extends RealtimeContextValue {
  loader: DataLoader<string, RealtimeEntry>;
}

const RealtimeContext = createContext<RealtimeState | null>(null);

/** Props of {@link RealtimeProvider}. */
export interface RealtimeProviderProps extends RealtimeContextValue {
  children: ReactNode;
  /** The endpoint (default {@link REALTIME_ENDPOINT}). */
  endpoint?: string;
  /** Replaces `fetch` (tests). */
  fetch?: FetchLike;
  /** An existing QueryClient; without one the provider creates its own with the spec defaults. */
  queryClient?: QueryClient;
}

/** Provides batched, cached real-time product data to {@link useRealtimeProductData} below it. */
export function RealtimeProvider({
  children,
  channel,
  country,
  sessionId,
  endpoint,
  fetch,
  queryClient,
}: RealtimeProviderProps) {
  const [ownClient] = useState(createRealtimeQueryClient);
  const state = useMemo<RealtimeState>(
    () => ({
      channel,
      country,
      sessionId,
      loader: createRealtimeLoader({ channel, country, sessionId }, { endpoint, fetch }),
    }),
    [channel, country, sessionId, endpoint, fetch],
  );
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <RealtimeContext.Provider value={state}>{children}</RealtimeContext.Provider>
    </QueryClientProvider>
  );
}

/** What {@link useRealtimeProductData} returns. */
export interface RealtimeProductData {
  /** Entries loaded so far, keyed by code (failed codes are absent: a failure yields nothing). */
  data: Record<string, RealtimeEntry>;
  /** True while any code is still loading for the first time. */
  isLoading: boolean;
  /** True when any code failed after its retries. */
  isError: boolean;
}

/** Thrown when {@link useRealtimeProductData} is used outside a {@link RealtimeProvider}. */
export class MissingRealtimeProviderError extends Error {
  readonly code = 'COMMERCE_MISSING_REALTIME_PROVIDER';
  constructor() {
    super('useRealtimeProductData must be used inside a RealtimeProvider');
    this.name = 'MissingRealtimeProviderError';
  }
}

/** The cache key of one code's real-time entry. */
const entryKey = (state: RealtimeContextValue, code: string) =>
  ['realtime', state.channel, state.country, code] as const;

/** The entries of `codes` already in the per-code cache (none: undefined). */
function cachedEntries(
  client: QueryClient,
  state: RealtimeContextValue,
  codes: readonly string[],
): RealtimeMap | undefined {
  const found = codes.flatMap((code) => {
    const entry = client.getQueryData<RealtimeEntry>(entryKey(state, code));
    return entry ? [[code, entry] as const] : [];
  });
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/** The options of a query that yields {@link RealtimeMap}. */
type RealtimeQuery = UseQueryOptions<RealtimeEntry | RealtimeMap, Error, RealtimeMap>;

/** One code's query, its entry in the shape of a list. */
function codeQuery(state: RealtimeState, code: string): RealtimeQuery {
  return {
    queryKey: entryKey(state, code),
    queryFn: () => state.loader.load(code),
    select: (entry) => ({ [code]: entry as RealtimeEntry }),
  };
}

/**
 * A list's query: the codes already cached show at once; the answer also goes into each code's query.
 * A failed call fails the list as a whole (the batch failed), so it retries as a whole.
 */
function listQuery(state: RealtimeState, client: QueryClient, codes: readonly string[]): RealtimeQuery {
  return {
    queryKey: ['realtime', state.channel, state.country, 'list', ...codes],
    queryFn: async () => {
      const entries = await state.loader.loadMany(codes);
      const failed = entries.find((entry) => entry instanceof Error);
      if (failed) throw failed;
      const answer: RealtimeMap = {};
      codes.forEach((code, index) => {
        const entry = entries[index] as RealtimeEntry;
        answer[code] = entry;
        client.setQueryData(entryKey(state, code), entry);
      });
      return answer;
    },
    placeholderData: () => cachedEntries(client, state, codes),
  };
}

/**
 * Real-time price and availability for `codes` (spec §3 shape, money in minor units), cached per
 * code by channel, country and code; lookups from every component rendered in the same 10 ms go out
 * as one request.
 *
 * One code is one query. Several codes (a listing, a cart) are one query for the list, which shows
 * the codes already cached at once and, once answered, stores each code's entry in its own query for
 * the pages that ask for it alone: a query per code meant an observer, a subscription and timers per
 * product inside the hydration task of a listing (20–30 products), its largest part (issue 16).
 */
export function useRealtimeProductData(codes: readonly string[]): RealtimeProductData {
  const state = useContext(RealtimeContext);
  if (!state) throw new MissingRealtimeProviderError();
  const client = useQueryClient();
  const unique = useMemo(() => [...new Set(codes.filter((code) => code.trim() !== ''))], [codes]);
  const queries: RealtimeQuery[] =
    unique.length === 0
      ? []
      : [unique.length === 1 ? codeQuery(state, unique[0] as string) : listQuery(state, client, unique)];
  return useQueries({
    queries,
    combine: (results) => {
      const result = results[0];
      const data = result?.data ?? {};
      return {
        data,
        isLoading:
          result !== undefined &&
          result.fetchStatus !== 'idle' &&
          unique.some((code) => data[code] === undefined),
        isError: result?.isError ?? false,
      };
    },
  });
}
export { type UseCheckout, type UseCheckoutOptions, useCheckout } from './react/use-checkout';
export { type UseListShare, useListShare } from './react/use-list-share';
export { type UseQuoteRequest, useQuoteRequest } from './react/use-quote-request';
export { useRealtimeEntry } from './react/use-realtime-entry';
export {
  createVariantInfoLoader,
  useVariantInfo,
  VARIANT_INFO_ENDPOINT,
  VARIANT_INFO_MAX_BATCH,
  type VariantInfoData,
  type VariantInfoLoaderOptions,
} from './variant-info-client';
