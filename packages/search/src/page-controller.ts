import { createSearchClient, type SearchClient } from './client';
import { type SearchConnection, searchClientFor } from './connection';
import {
  DISJUNCTIVE_FACETS,
  mergeSuggestions,
  type PriceBand,
  SUGGESTION_SOURCES,
  searchRequestFor,
  tabCountRequest,
} from './page-model';
import type { SearchResponse } from './protocol';
import type { SearchKind } from './sort';
import type { SearchState } from './state';
import { searchStateFromUrl, searchStateToUrl } from './url-state';

/** Wait after the last keystroke before asking for query suggestions (ms). */
export const SUGGESTION_DEBOUNCE_MS = 150;

/** Status of the results on screen. */
export type SearchStatus = 'ready' | 'loading' | 'error';

/** Where the search page's state is written: the browser's history by default. */
export interface SearchHistory {
  /** Records `query` (no `?`, '' for none) as a new entry, or in place of the current one. */
  write(query: string, options: { replace: boolean }): void;
}

/** How the controller logs failures it recovers from; default `console`. */
export interface SearchLogger {
  error(message: string, ...details: unknown[]): void;
}

/** What a search page controller needs: all of it serialisable except the injected adapters. */
export interface SearchPageSetup {
  /** Page locale, sent as the analytics tag of searches and clicks. */
  locale: string;
  connection: SearchConnection;
  /** Engine names of this locale. */
  engines: Record<SearchKind, string>;
  /** Price bands of the channel (major units). */
  bands: readonly PriceBand[];
  /** The state the server rendered, its response (null when the server search failed) and both tabs' totals. */
  initial: { url: string; response: SearchResponse | null; totals: Record<SearchKind, number> };
}

/** Adapters of {@link createSearchPageController}; the defaults are the browser's. */
export interface SearchPageAdapters {
  /** fetch for every request; default the global fetch (then clients are shared per connection and engine). */
  fetch?: typeof fetch;
  /** Default: `history.pushState`/`replaceState` on the current path. */
  history?: SearchHistory;
  logger?: SearchLogger;
}

/** What the search page shows; a new object whenever anything in it changes. */
export interface SearchPageSnapshot {
  /** The query string of the state (as last written or read). */
  readonly url: string;
  readonly state: SearchState;
  /** The results of this tab (the previous ones while a new search of the same tab runs); null before any. */
  readonly response: SearchResponse | null;
  /** Result counts of both tabs (this tab's from `response`). */
  readonly totals: Record<SearchKind, number>;
  readonly status: SearchStatus;
}

/** A framework-free store of the search page: subscribe, read a snapshot, act. */
export interface SearchPageController {
  getSnapshot(): SearchPageSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * The page's URL (on start, and after back/forward or a link): its query string becomes the state,
   * and what that state needs is asked for — the first search when the server had no results, the
   * other tab's count. Call it once the page is live; before that the controller sends nothing.
   */
  syncUrl(query: string): void;
  /** Shows `state` and writes it to the history (a new entry unless `replace`). */
  navigate(state: SearchState, options?: { replace?: boolean }): void;
  /** Records a click-through on a result of the current response (only for a query). */
  trackClick(documentId: string): void;
  /** Runs the current search again (after an error). */
  retry(): void;
  /** Ignores the answers still under way (the page went away); a later `syncUrl` asks again. */
  dispose(): void;
}

const browserHistory: SearchHistory = {
  write(query, { replace }) {
    const target = `${window.location.pathname}${query === '' ? '' : `?${query}`}`;
    if (replace) window.history.replaceState(null, '', target);
    else window.history.pushState(null, '', target);
  },
};

/** Clients of a connection's engines: shared memoised ones, or this page's own over an injected fetch. */
function clientsOf(connection: SearchConnection, fetchImpl: typeof fetch | undefined) {
  const own = new Map<string, SearchClient>();
  return (engine: string): SearchClient => {
    if (!fetchImpl) return searchClientFor(connection, engine);
    let client = own.get(engine);
    if (!client) {
      client = createSearchClient({
        baseUrl: connection.baseUrl,
        engine,
        fetch: fetchImpl,
        ...(connection.searchKey ? { searchKey: connection.searchKey } : {}),
      });
      own.set(engine, client);
    }
    return client;
  };
}

/**
 * The search page's state machine without a framework: the whole state lives in the URL (read with
 * {@link SearchPageController.syncUrl}, written through `history`), results come from the App Search
 * client with disjunctive facets (spec §7), the other tab's total is counted once per query without
 * analytics, and clicks are recorded with the response's `request_id`. Only the newest answer of each
 * kind is applied; a failed search keeps the previous results and sets status `error`.
 */
export function createSearchPageController(
  setup: SearchPageSetup,
  adapters: SearchPageAdapters = {},
): SearchPageController {
  const { locale, connection, engines, bands, initial } = setup;
  const history = adapters.history ?? browserHistory;
  const logger = adapters.logger ?? console;
  const clientFor = clientsOf(connection, adapters.fetch);
  const initialState = searchStateFromUrl(initial.url);
  const listeners = new Set<() => void>();

  let url = initial.url;
  let result: { kind: SearchKind; response: SearchResponse } | null = initial.response
    ? { kind: initialState.kind, response: initial.response }
    : null;
  let status: SearchStatus = initial.response ? 'ready' : 'loading';
  let totals = { ...initial.totals };
  // The query each tab's total was counted for, and the canonical state whose results are shown.
  const counted: Record<SearchKind, string> = { products: initialState.query, content: initialState.query };
  let shown: string | null = initial.response ? searchStateToUrl(initialState) : null;
  // Answers carry the generation they were asked in; a newer request or dispose() makes them stale.
  let searchGeneration = 0;
  let countGeneration = 0;
  let counting: { kind: SearchKind; query: string } | null = null;
  let snapshot = build();

  function build(): SearchPageSnapshot {
    const state = searchStateFromUrl(url);
    // While a new search runs the previous results stay on screen, unless they belong to the other tab.
    const response = result && result.kind === state.kind ? result.response : null;
    return {
      url,
      state,
      response,
      totals: response ? { ...totals, [state.kind]: response.meta.page.total_results } : totals,
      status,
    };
  }

  function emit() {
    snapshot = build();
    for (const listener of [...listeners]) listener();
  }

  function search(canonical: string) {
    const generation = ++searchGeneration;
    const wanted = searchStateFromUrl(canonical);
    if (status !== 'loading') {
      status = 'loading';
      emit();
    }
    clientFor(engines[wanted.kind])
      .search(searchRequestFor(wanted, { locale, bands }), {
        disjunctiveFacets: DISJUNCTIVE_FACETS[wanted.kind],
      })
      .then(
        (next) => {
          if (generation !== searchGeneration) return;
          shown = canonical;
          result = { kind: wanted.kind, response: next };
          if (wanted.filters.length === 0) {
            counted[wanted.kind] = wanted.query;
            totals = { ...totals, [wanted.kind]: next.meta.page.total_results };
          }
          status = 'ready';
          emit();
        },
        (error: unknown) => {
          if (generation !== searchGeneration) return;
          logger.error('Search failed', error);
          status = 'error';
          emit();
        },
      );
  }

  // The other tab's total for the query (shown in its tab), counted once per query without analytics.
  function countOtherTab(state: SearchState) {
    const other: SearchKind = state.kind === 'products' ? 'content' : 'products';
    if (counting?.kind === other && counting.query === state.query) return;
    // A count for another tab or query is no longer wanted.
    countGeneration += 1;
    counting = null;
    if (counted[other] === state.query) return;
    const generation = ++countGeneration;
    counting = { kind: other, query: state.query };
    clientFor(engines[other])
      .search(tabCountRequest(other, state.query, { locale, bands }))
      .then(
        (answer) => {
          if (generation !== countGeneration) return;
          counting = null;
          counted[other] = state.query;
          totals = { ...totals, [other]: answer.meta.page.total_results };
          emit();
        },
        (error: unknown) => {
          if (generation !== countGeneration) return;
          counting = null;
          logger.error('Search failed', error);
        },
      );
  }

  /** Brings results and counts in line with the URL. */
  function settle() {
    const canonical = searchStateToUrl(snapshot.state);
    if (shown !== canonical) search(canonical);
    countOtherTab(snapshot.state);
  }

  function setUrl(next: string) {
    if (next === url) return;
    url = next;
    emit();
    settle();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    syncUrl(query) {
      const next = query.startsWith('?') ? query.slice(1) : query;
      if (next !== url) {
        url = next;
        emit();
      }
      settle();
    },
    navigate(state, { replace = false } = {}) {
      const query = searchStateToUrl(state);
      setUrl(query);
      history.write(query, { replace });
    },
    trackClick(documentId) {
      const { state, response } = snapshot;
      if (state.query === '' || !response) return;
      // Clicks must survive the navigation they start: keepalive lets the request outlive the page.
      const base = adapters.fetch ?? globalThis.fetch.bind(globalThis);
      const keepalive: typeof fetch = (input, init) => base(input, { ...init, keepalive: true });
      createSearchClient({
        baseUrl: connection.baseUrl,
        engine: engines[state.kind],
        fetch: keepalive,
        cacheResponses: false,
        ...(connection.searchKey ? { searchKey: connection.searchKey } : {}),
      })
        .click({
          query: state.query,
          document_id: documentId,
          request_id: response.meta.request_id,
          tags: [locale],
        })
        .catch((error: unknown) => logger.error('Search click was not recorded', error));
    },
    retry() {
      search(searchStateToUrl(snapshot.state));
    },
    dispose() {
      searchGeneration += 1;
      countGeneration += 1;
      counting = null;
      // A search that was cut off is asked again by the next action.
      if (status === 'loading') shown = null;
    },
  };
}

/** Options of {@link createQuerySuggestions}. */
export interface QuerySuggestionsOptions {
  connection: SearchConnection;
  /** Wait after the last change of the text (ms); default {@link SUGGESTION_DEBOUNCE_MS}. */
  debounceMs?: number;
  /** Keep only suggestions that continue the typed words (default true); off, typo corrections pass too. */
  strict?: boolean;
  fetch?: typeof fetch;
  logger?: SearchLogger;
}

/** The query suggestions for a search box: set its text, read (and subscribe to) the suggestions. */
export interface QuerySuggestionsController {
  getSnapshot(): string[];
  subscribe(listener: () => void): () => void;
  /** The text typed (blank: no suggestions) for a tab's engine. */
  setInput(input: { engine: string; kind: SearchKind; text: string }): void;
  /** Stops the pending wait and ignores answers under way. */
  dispose(): void;
}

// One empty list, so a snapshot stays the same object while there is nothing to suggest (never mutated).
const NONE: string[] = [];

/**
 * Query suggestions for typed text: asked from the tab's engine {@link SUGGESTION_SOURCES} after
 * `debounceMs` without a change, merged with {@link mergeSuggestions}; empty for blank text or a
 * failed request (logged). Only the answer for the latest input is applied.
 */
export function createQuerySuggestions(options: QuerySuggestionsOptions): QuerySuggestionsController {
  const debounceMs = options.debounceMs ?? SUGGESTION_DEBOUNCE_MS;
  const strict = options.strict ?? true;
  const logger = options.logger ?? console;
  const clientFor = clientsOf(options.connection, options.fetch);
  const listeners = new Set<() => void>();
  let suggestions: string[] = NONE;
  let key = '';
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function set(next: string[]) {
    if (next.length === 0 && suggestions.length === 0) return;
    suggestions = next.length === 0 ? NONE : next;
    for (const listener of [...listeners]) listener();
  }

  function stop() {
    generation += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return {
    getSnapshot: () => suggestions,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setInput({ engine, kind, text }) {
      const trimmed = text.trim();
      const next = JSON.stringify([engine, kind, trimmed]);
      if (next === key) return;
      key = next;
      stop();
      if (trimmed === '') {
        set(NONE);
        return;
      }
      const current = generation;
      timer = setTimeout(() => {
        timer = undefined;
        const client = clientFor(engine);
        Promise.all(
          SUGGESTION_SOURCES[kind].map((source) =>
            client.querySuggestion({
              query: trimmed,
              size: source.size,
              types: { documents: { fields: source.fields } },
            }),
          ),
        ).then(
          (answers) => {
            if (current !== generation) return;
            set(
              mergeSuggestions(
                answers.map((answer) => answer.results.documents.map((document) => document.suggestion)),
                strict ? trimmed : '',
              ),
            );
          },
          (error: unknown) => {
            if (current !== generation) return;
            set(NONE);
            logger.error('Query suggestions failed', error);
          },
        );
      }, debounceMs);
    },
    dispose() {
      stop();
      // The same input set again after dispose asks again.
      key = '';
    },
  };
}
