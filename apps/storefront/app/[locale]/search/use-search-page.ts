'use client';

import {
  type QuerySuggestionResponse,
  type SearchKind,
  type SearchResponse,
  type SearchState,
  searchStateFromUrl,
  searchStateToUrl,
} from '@ironmark/search';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type SearchConnection, searchClientFor } from '../../../lib/search-client';
import {
  DISJUNCTIVE_FACETS,
  mergeSuggestions,
  type PriceBand,
  SUGGESTION_SOURCES,
  searchRequestFor,
  tabCountRequest,
} from './search-config';

/** Wait after the last keystroke before asking for query suggestions (ms). */
export const SUGGESTION_DEBOUNCE_MS = 150;

/** What the search page hook needs from the server component. */
export interface SearchPageSetup {
  locale: string;
  connection: SearchConnection;
  /** Engine names of this locale. */
  engines: Record<SearchKind, string>;
  /** Price bands of the channel (major units). */
  bands: readonly PriceBand[];
  /** The state the server rendered, its response (null when the server search failed) and both tabs' totals. */
  initial: { url: string; response: SearchResponse | null; totals: Record<SearchKind, number> };
}

/** Status of the results on screen. */
export type SearchStatus = 'ready' | 'loading' | 'error';

// Clicks must survive the navigation they start: keepalive lets the request outlive the page.
const keepaliveFetch: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true });

/**
 * The search page's state machine: the whole state lives in the URL (read with `useSearchParams`,
 * written with `history.pushState`, which Next's router observes without a server round trip),
 * results come from the App Search client with disjunctive facets, and clicks are recorded with the
 * response's `request_id`.
 */
export function useSearchPage(setup: SearchPageSetup) {
  const { locale, connection, engines, bands, initial } = setup;
  const params = useSearchParams();
  const external = params.toString();
  // The URL as this page last wrote it: facet clicks show at once, while Next's router catches up with
  // history.pushState in a transition; back/forward (and any other URL change) flow in through `external`.
  const [url, setUrl] = useState(external);
  useEffect(() => setUrl(external), [external]);
  const state = useMemo(() => searchStateFromUrl(url), [url]);
  const canonical = searchStateToUrl(state);

  const [result, setResult] = useState<{ kind: SearchKind; response: SearchResponse } | null>(
    initial.response ? { kind: searchStateFromUrl(initial.url).kind, response: initial.response } : null,
  );
  // While a new search runs the previous results stay on screen, unless they belong to the other tab.
  const response = result && result.kind === state.kind ? result.response : null;
  const [status, setStatus] = useState<SearchStatus>(initial.response ? 'ready' : 'loading');
  const [retry, setRetry] = useState(0);
  const [totals, setTotals] = useState(initial.totals);
  // The query each tab's total was counted for.
  const counted = useRef<Record<SearchKind, string>>({
    products: searchStateFromUrl(initial.url).query,
    content: searchStateFromUrl(initial.url).query,
  });
  const shown = useRef(initial.response ? searchStateToUrl(searchStateFromUrl(initial.url)) : null);

  useEffect(() => {
    if (shown.current === canonical && retry === 0) return;
    let current = true;
    setStatus('loading');
    const wanted = searchStateFromUrl(canonical);
    searchClientFor(connection, engines[wanted.kind])
      .search(searchRequestFor(wanted, { locale, bands }), {
        disjunctiveFacets: DISJUNCTIVE_FACETS[wanted.kind],
      })
      .then((next) => {
        if (!current) return;
        shown.current = canonical;
        setResult({ kind: wanted.kind, response: next });
        if (wanted.filters.length === 0) {
          counted.current[wanted.kind] = wanted.query;
          setTotals((before) => ({ ...before, [wanted.kind]: next.meta.page.total_results }));
        }
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Search failed', error);
        setStatus('error');
      });
    return () => {
      current = false;
    };
    // `state` is derived from `canonical`; the effect runs once per distinct state.
  }, [canonical, connection, engines, locale, bands, retry]);

  // The other tab's total for the query (shown in its tab), counted once per query without analytics.
  const other: SearchKind = state.kind === 'products' ? 'content' : 'products';
  useEffect(() => {
    if (counted.current[other] === state.query) return;
    let current = true;
    searchClientFor(connection, engines[other])
      .search(tabCountRequest(other, state.query, { locale, bands }))
      .then((answer) => {
        if (!current) return;
        counted.current[other] = state.query;
        setTotals((before) => ({ ...before, [other]: answer.meta.page.total_results }));
      })
      .catch((error: unknown) => console.error('Search failed', error));
    return () => {
      current = false;
    };
  }, [connection, engines, other, state.query, locale, bands]);

  const navigate = useCallback((next: SearchState, { replace = false }: { replace?: boolean } = {}) => {
    const query = searchStateToUrl(next);
    const target = `${window.location.pathname}${query === '' ? '' : `?${query}`}`;
    setUrl(query);
    if (replace) window.history.replaceState(null, '', target);
    else window.history.pushState(null, '', target);
  }, []);

  const trackClick = useCallback(
    (documentId: string) => {
      if (state.query === '' || !response) return;
      const client = searchClientFor(connection, engines[state.kind], {
        fetch: keepaliveFetch,
        cacheResponses: false,
      });
      client
        .click({
          query: state.query,
          document_id: documentId,
          request_id: response.meta.request_id,
          tags: [locale],
        })
        .catch((error: unknown) => console.error('Search click was not recorded', error));
    },
    [connection, engines, locale, response, state.kind, state.query],
  );

  return {
    state,
    response,
    totals: response ? { ...totals, [state.kind]: response.meta.page.total_results } : totals,
    status,
    navigate,
    trackClick,
    retry: useCallback(() => setRetry((count) => count + 1), []),
  };
}

/**
 * Query suggestions for the text being typed (debounced, from the tab's engine, see
 * {@link SUGGESTION_SOURCES}); empty for blank text. `strict` (default true) keeps only suggestions
 * that continue the typed words; off, typo corrections pass too (the no-results state wants those).
 */
export function useQuerySuggestions(
  connection: SearchConnection,
  engine: string,
  kind: SearchKind,
  text: string,
  { debounceMs = SUGGESTION_DEBOUNCE_MS, strict = true }: { debounceMs?: number; strict?: boolean } = {},
): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const trimmed = text.trim();
  useEffect(() => {
    if (trimmed === '') {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      const client = searchClientFor(connection, engine);
      Promise.all(
        SUGGESTION_SOURCES[kind].map((source) =>
          client.querySuggestion({
            query: trimmed,
            size: source.size,
            types: { documents: { fields: source.fields } },
          }),
        ),
      )
        .then((answers: QuerySuggestionResponse[]) => {
          if (!current) return;
          setSuggestions(
            mergeSuggestions(
              answers.map((answer) => answer.results.documents.map((document) => document.suggestion)),
              strict ? trimmed : '',
            ),
          );
        })
        .catch((error: unknown) => {
          if (current) setSuggestions([]);
          console.error('Query suggestions failed', error);
        });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [connection, engine, kind, trimmed, debounceMs, strict]);
  return suggestions;
}
