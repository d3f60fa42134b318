'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SearchConnection } from './connection';
import {
  createQuerySuggestions,
  createSearchPageController,
  type QuerySuggestionsOptions,
  type SearchPageAdapters,
  type SearchPageController,
  type SearchPageSetup,
  type SearchPageSnapshot,
} from './page-controller';
import type { SearchKind } from './sort';

/** What {@link useSearchPage} returns: the snapshot and the controller's actions. */
export interface SearchPageBinding extends SearchPageSnapshot {
  navigate: SearchPageController['navigate'];
  trackClick: SearchPageController['trackClick'];
  retry: SearchPageController['retry'];
}

/**
 * The search page's state in a component: one {@link createSearchPageController} per mount (the
 * setup of the first render counts), `url` (the page's query string, e.g. Next's
 * `useSearchParams().toString()`) fed into it, and a subscription to its snapshot. No state of its own.
 */
export function useSearchPage(
  setup: SearchPageSetup,
  url: string,
  adapters?: SearchPageAdapters,
): SearchPageBinding {
  const [controller] = useState(() =>
    createSearchPageController({ ...setup, initial: { ...setup.initial, url } }, adapters),
  );
  useEffect(() => controller.syncUrl(url), [controller, url]);
  useEffect(() => () => controller.dispose(), [controller]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return {
    ...snapshot,
    navigate: controller.navigate,
    trackClick: controller.trackClick,
    retry: controller.retry,
  };
}

/**
 * Query suggestions for the text being typed (debounced, from the tab's engine); empty for blank text.
 * `strict` (default true) keeps only suggestions that continue the typed words; off, typo corrections
 * pass too (the no-results state wants those).
 */
export function useQuerySuggestions(
  connection: SearchConnection,
  engine: string,
  kind: SearchKind,
  text: string,
  options: Omit<QuerySuggestionsOptions, 'connection'> = {},
): string[] {
  const [controller] = useState(() => createQuerySuggestions({ ...options, connection }));
  useEffect(() => controller.setInput({ engine, kind, text }), [controller, engine, kind, text]);
  useEffect(() => () => controller.dispose(), [controller]);
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}
