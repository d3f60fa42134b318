'use client';

import { useState, useSyncExternalStore } from 'react';
import {
  createListShare,
  type ListShareOptions,
  type ListShareState,
  type ListShareStore,
} from '../list-share';

/** What {@link useListShare} returns: the share's state and its actions (stable functions). */
export type UseListShare = ListShareState & Pick<ListShareStore, 'share' | 'close'>;

/**
 * My List's share of `@ironmark/commerce`'s `createListShare`, bound to a component: one store per
 * mounted page; the component re-renders on every change of the state. No rule lives here.
 */
export function useListShare(options: ListShareOptions = {}): UseListShare {
  const [store] = useState(() => createListShare(options));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, share: store.share, close: store.close };
}
