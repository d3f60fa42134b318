import { hasQuoteContents, type QuoteContents } from '@ironmark/cart-core';
import { externalStore } from './external-store';
import { type FetchLike, fetchApi } from './fetch';
import { submissionKeys } from './idempotency-key';
import { sharedListRequestBody } from './quote-payload';

/** Where shared lists are created by default. */
export const SHARED_LISTS_ENDPOINT = '/api/shared-lists';

/** The share of My List with sales staff: the shared snapshot's id once made, and whether a share is on its way. */
export interface ListShareState {
  /** The id of the shared list to show the link of; null before a share and after `close`. */
  sharedId: string | null;
  sharing: boolean;
}

/** The list share controller of {@link createListShare}. */
export interface ListShareStore {
  getState(): ListShareState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Shares a read-only snapshot of the list (POST /api/shared-lists, one Idempotency-Key per distinct
   * list, so sharing the same list again gives the same link). Does nothing for a list with nothing to
   * quote or while a share is on its way; a failed share rejects with the error.
   */
  share(input: { channel: string; contents: QuoteContents }): Promise<void>;
  /** Forgets the shared id (the link's dialog closed). */
  close(): void;
}

/** Options of {@link createListShare}. */
export interface ListShareOptions {
  /** Replaces the global `fetch` (tests). */
  fetch?: FetchLike;
  /** Defaults to {@link SHARED_LISTS_ENDPOINT}. */
  endpoint?: string;
  /** Makes a new Idempotency-Key (tests); a random UUID by default. */
  newIdempotencyKey?: () => string;
}

/**
 * My List's share with sales staff as a framework-free controller; React binds it with `useListShare`
 * from `@ironmark/commerce/react`.
 */
export function createListShare(options: ListShareOptions = {}): ListShareStore {
  const keys = submissionKeys(options.newIdempotencyKey);
  const { getState, subscribe, set } = externalStore<ListShareState>({ sharedId: null, sharing: false });
  return {
    getState,
    subscribe,
    async share(input) {
      if (getState().sharing || !hasQuoteContents(input.contents)) return;
      set({ sharing: true });
      try {
        const json = sharedListRequestBody(input);
        const shared = await fetchApi(options.endpoint ?? SHARED_LISTS_ENDPOINT, {
          json,
          idempotencyKey: keys.keyFor(json),
          // The contract (zod) loads with the answer, not with the page.
          schema: () => import('./contract').then((contract) => contract.sharedListSchema),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
        set({ sharedId: shared.id });
      } finally {
        set({ sharing: false });
      }
    },
    close: () => set({ sharedId: null }),
  };
}
