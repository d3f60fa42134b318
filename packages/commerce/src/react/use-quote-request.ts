'use client';

import { useState, useSyncExternalStore } from 'react';
import {
  createQuoteRequest,
  type QuoteRequestOptions,
  type QuoteRequestState,
  type QuoteRequestStore,
} from '../quote-request';

/** What {@link useQuoteRequest} returns: the quote request's state and its actions (stable functions). */
export type UseQuoteRequest = QuoteRequestState & Pick<QuoteRequestStore, 'setAddress' | 'send'>;

/**
 * The quote request of `@ironmark/commerce`'s `createQuoteRequest`, bound to a component: one store
 * per mounted page, created on first render; the component re-renders on every change of the state
 * (useSyncExternalStore). No rule lives here.
 */
export function useQuoteRequest(options: QuoteRequestOptions = {}): UseQuoteRequest {
  const [store] = useState(() => createQuoteRequest(options));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, setAddress: store.setAddress, send: store.send };
}
