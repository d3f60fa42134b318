import { createSearchClient, type SearchClient } from './client';
import { type SearchConnection, searchClientFor } from './connection';
import {
  DISJUNCTIVE_FACETS,
  type FacetView,
  facetViews,
  mergeSuggestions,
  type PriceBand,
  resultPages,
  type SearchFacetTexts,
  SUGGESTION_SOURCES,
  searchFacetLabels,
  searchRequestFor,
  tabCountRequest,
  withKind,
  withoutPriceChoices,
  withQuery,
} from './page-model';
import type { SearchResponse } from './protocol';
import { resolveSort, type SearchKind, type SortKey } from './sort';
import type { SearchState, StateFilter } from './state';
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
  /** Channel currency (lower-case ISO 4217), carried on the price facet. */
  currency?: string;
  /** The page's words for the facets ({@link searchFacetLabels}); none: fields and values as they are. */
  facetTexts?: SearchFacetTexts;
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
  /** Result counts of both tabs (this tab's from `response`, 0 while it has none). */
  readonly totals: Record<SearchKind, number>;
  readonly status: SearchStatus;
  /** This tab's result count and result pages (at most `MAX_RESULT_PAGES`). */
  readonly total: number;
  readonly pages: number;
  /** The search answered and found nothing: the page offers {@link rescue} and other links instead. */
  readonly noResults: boolean;
  /** The facets of the response as the page shows them ({@link facetViews}, labelled by `facetTexts`). */
  readonly facets: FacetView[];
  /** The sort in effect (spec §3): the state's when this tab offers it, else the tab's default. */
  readonly sort: SortKey;
  /** Whether price sorts and the facets that reveal prices or stock are offered (spec §6); default true. */
  readonly pricesOffered: boolean;
  /** The search box's text: the state's query until the visitor types (and again after each new query). */
  readonly text: string;
  /** Query suggestions for {@link text} while it differs from the query (debounced); empty otherwise. */
  readonly suggestions: string[];
  /** Suggestions for the query when nothing was found, typo corrections included; empty otherwise. */
  readonly rescue: string[];
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
  /** Searches `query` in this tab ({@link withQuery}: filters and page reset). */
  search(query: string): void;
  /** Switches tab ({@link withKind}: the query stays). */
  setTab(kind: SearchKind): void;
  /** Sets the selected facet values; back to page 1. */
  setFilters(filters: StateFilter[]): void;
  /** Sets the sort; back to page 1. */
  setSort(sort: SortKey): void;
  /** The text typed in the search box (asks for its suggestions). */
  setText(text: string): void;
  /**
   * Whether the visitor may see prices (spec §6). Once not, the state loses its price sort and price or
   * stock filters (a shared link may carry them): the history entry is replaced, and every later URL
   * or navigation is read without them.
   */
  setPricesOffered(offered: boolean): void;
  /**
   * A click on a link inside the search page (result pages, "try instead"): when `href` (resolved
   * against `page`, the current address) is this page with another state, shows that state and
   * returns true, so the caller can skip loading the page; false for any other link.
   */
  followLink(href: string, page: string): boolean;
  /** Records a click-through on a result of the current response (only for a query). */
  trackClick(documentId: string): void;
  /** Runs the current search again (after an error). */
  retry(): void;
  /** Ignores the answers and suggestions still under way (the page went away); a later `syncUrl` asks again. */
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
 * kind is applied; a failed search keeps the previous results and sets status `error`. The search box's
 * text and its suggestions ({@link createQuerySuggestions}) and the no-results suggestions are part of
 * the snapshot; where prices are not offered (spec §6) the state carries no price choices.
 */
export function createSearchPageController(
  setup: SearchPageSetup,
  adapters: SearchPageAdapters = {},
): SearchPageController {
  const { locale, connection, engines, bands, initial, currency } = setup;
  const facetLabels = setup.facetTexts
    ? searchFacetLabels(setup.facetTexts)
    : { heading: (field: string) => field, value: (_field: string, value: string) => value };
  const history = adapters.history ?? browserHistory;
  const logger = adapters.logger ?? console;
  const clientFor = clientsOf(connection, adapters.fetch);
  const initialState = searchStateFromUrl(initial.url);
  const listeners = new Set<() => void>();
  const suggestionOptions = { connection, logger, ...(adapters.fetch ? { fetch: adapters.fetch } : {}) };
  const typed = createQuerySuggestions(suggestionOptions);
  const rescue = createQuerySuggestions({ ...suggestionOptions, strict: false });

  let url = initial.url;
  let result: { kind: SearchKind; response: SearchResponse } | null = initial.response
    ? { kind: initialState.kind, response: initial.response }
    : null;
  let status: SearchStatus = initial.response ? 'ready' : 'loading';
  let totals = { ...initial.totals };
  let pricesOffered = true;
  let text = initialState.query;
  // The query each tab's total was counted for, and the canonical states whose results are shown and asked for.
  const counted: Record<SearchKind, string> = { products: initialState.query, content: initialState.query };
  let shown: string | null = initial.response ? searchStateToUrl(initialState) : null;
  let asked: string | null = null;
  // Answers carry the generation they were asked in; a newer request or dispose() makes them stale.
  let searchGeneration = 0;
  let countGeneration = 0;
  let counting: { kind: SearchKind; query: string } | null = null;
  let snapshot = build();

  function build(): SearchPageSnapshot {
    const state = searchStateFromUrl(url);
    // While a new search runs the previous results stay on screen, unless they belong to the other tab.
    const response = result && result.kind === state.kind ? result.response : null;
    const { total, pages } = resultPages(response);
    return {
      url,
      state,
      response,
      totals: { ...totals, [state.kind]: total },
      status,
      total,
      pages,
      noResults: status === 'ready' && (response?.results.length ?? 0) === 0,
      facets: facetViews(state.kind, response, state.filters, facetLabels, {
        prices: pricesOffered,
        ...(currency ? { currency } : {}),
      }),
      sort: resolveSort(state.kind, state.sort, { relevance: state.query !== '', prices: pricesOffered }),
      pricesOffered,
      text,
      suggestions: typed.getSnapshot(),
      rescue: rescue.getSnapshot(),
    };
  }

  // What the suggestion controllers are asked follows the snapshot: typed text that is not the query,
  // and the query itself once it found nothing.
  function askSuggestions() {
    const { state, noResults } = snapshot;
    const engine = engines[state.kind];
    typed.setInput({ engine, kind: state.kind, text: text === state.query ? '' : text });
    rescue.setInput({ engine, kind: state.kind, text: noResults ? state.query : '' });
  }

  function emit() {
    snapshot = build();
    for (const listener of [...listeners]) listener();
    askSuggestions();
  }
  typed.subscribe(emit);
  rescue.subscribe(emit);

  function search(canonical: string) {
    const generation = ++searchGeneration;
    const wanted = searchStateFromUrl(canonical);
    asked = canonical;
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
          asked = null;
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
          asked = null;
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

  /** Brings results, counts and suggestions in line with the URL (a search already under way is not asked twice). */
  function settle() {
    const canonical = searchStateToUrl(snapshot.state);
    if (shown !== canonical && asked !== canonical) search(canonical);
    countOtherTab(snapshot.state);
    askSuggestions();
  }

  /** `query` without the choices a visitor who sees no prices may not make (spec §6). */
  function allowed(query: string): string {
    if (pricesOffered) return query;
    const state = searchStateFromUrl(query);
    const without = withoutPriceChoices(state);
    return without === state ? query : searchStateToUrl(without);
  }

  /** Shows the state of `next`; a new query puts it in the search box. */
  function show(next: string) {
    if (next === url) return;
    const query = searchStateFromUrl(next).query;
    if (query !== snapshot.state.query) text = query;
    url = next;
    emit();
  }

  function navigate(state: SearchState, { replace = false }: { replace?: boolean } = {}) {
    const query = allowed(searchStateToUrl(state));
    show(query);
    settle();
    history.write(query, { replace });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    syncUrl(query) {
      const read = query.startsWith('?') ? query.slice(1) : query;
      const next = allowed(read);
      if (next !== read) history.write(next, { replace: true });
      show(next);
      settle();
    },
    navigate,
    search: (query) => navigate(withQuery(snapshot.state, query)),
    setTab: (kind) => navigate(withKind(snapshot.state, kind)),
    setFilters: (filters) => navigate({ ...snapshot.state, filters, page: 1 }),
    setSort: (sort) => navigate({ ...snapshot.state, sort, page: 1 }),
    setText(next) {
      if (next === text) return;
      text = next;
      emit();
    },
    setPricesOffered(offered) {
      if (offered === pricesOffered) return;
      pricesOffered = offered;
      const next = allowed(url);
      if (next === url) {
        emit();
        return;
      }
      // spec §6: a shared link's price sort or filter is dropped in place (no history entry of its own).
      navigate(searchStateFromUrl(next), { replace: true });
    },
    followLink(href, page) {
      const target = new URL(href, page);
      const current = new URL(page);
      if (target.origin !== current.origin || target.pathname !== current.pathname) return false;
      navigate(searchStateFromUrl(target.search));
      return true;
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
      asked = null;
      typed.dispose();
      rescue.dispose();
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
