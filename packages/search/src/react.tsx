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

/** What {@link useSearchPage} returns: the snapshot, whether the page is hydrated and the controller's actions. */
export interface SearchPageBinding
  extends SearchPageSnapshot,
    Pick<
      SearchPageController,
      | 'navigate'
      | 'search'
      | 'setTab'
      | 'setFilters'
      | 'setSort'
      | 'setText'
      | 'followLink'
      | 'trackClick'
      | 'retry'
    > {
  /** False in the server render and the hydration pass (the page shows what works without JavaScript), true after. */
  hydrated: boolean;
}

/** What the page tells the controller on every render. */
export interface SearchPageInputs {
  /** The page's query string, e.g. Next's `useSearchParams().toString()`. */
  url: string;
  /** Whether the visitor may see prices (spec §6); default true. */
  pricesOffered?: boolean;
}

const noSubscription = () => () => undefined;

/**
 * The search page's state in a component: one {@link createSearchPageController} per mount (the
 * setup of the first render counts), the page's inputs fed into it, and a subscription to its
 * snapshot. No state of its own.
 */
export function useSearchPage(
  setup: SearchPageSetup,
  { url, pricesOffered = true }: SearchPageInputs,
  adapters?: SearchPageAdapters,
): SearchPageBinding {
  const [controller] = useState(() =>
    createSearchPageController({ ...setup, initial: { ...setup.initial, url } }, adapters),
  );
  // Prices first: the URL is then read without the choices the visitor may not make.
  useEffect(() => controller.setPricesOffered(pricesOffered), [controller, pricesOffered]);
  useEffect(() => controller.syncUrl(url), [controller, url]);
  useEffect(() => () => controller.dispose(), [controller]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return {
    ...snapshot,
    hydrated,
    navigate: controller.navigate,
    search: controller.search,
    setTab: controller.setTab,
    setFilters: controller.setFilters,
    setSort: controller.setSort,
    setText: controller.setText,
    followLink: controller.followLink,
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
