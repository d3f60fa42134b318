import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchEngine } from './embedded/engine';
import { createSearchHttpHandler } from './embedded/http';
import {
  createQuerySuggestions,
  createSearchPageController,
  type SearchPageController,
  type SearchPageSetup,
} from './page-controller';
import { priceBands } from './page-model';
import type { SearchResponse } from './protocol';
import { CONTENT_DOCUMENTS, SMALL_CATALOGUE } from './test-catalogue';
import { searchStateFromUrl } from './url-state';

const SITE = 'http://shop.test';
const engines = { products: 'prod-products-web', content: 'prod-content-en' };
const bands = priceBands(SMALL_CATALOGUE.map((document) => document.price));

interface Call {
  path: string;
  body: Record<string, unknown>;
  keepalive: boolean;
}

/** A fetch that answers from a real embedded engine, records each call and can hold answers back. */
function backend(delayMs: (body: Record<string, unknown>) => number = () => 0) {
  const engine = createSearchEngine({
    engines: {
      [engines.products]: { kind: 'products', documents: SMALL_CATALOGUE },
      [engines.content]: { kind: 'content', documents: CONTENT_DOCUMENTS },
    },
  });
  const handler = createSearchHttpHandler(engine);
  const calls: Call[] = [];
  let failing = false;
  let gate: Promise<void> | null = null;
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input), SITE);
    calls.push({
      path: url.pathname,
      body: JSON.parse(String(init?.body ?? '{}')),
      keepalive: init?.keepalive === true,
    });
    if (gate) await gate;
    const delay = delayMs(calls.at(-1)?.body ?? {});
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (failing) return new Response(JSON.stringify({ errors: ['Engine down'] }), { status: 503 });
    return handler(new Request(url, init));
  };
  return {
    engine,
    calls,
    fetch: fetchImpl,
    searches: () => calls.filter((call) => call.path.endsWith('/search.json')),
    fail(on: boolean) {
      failing = on;
    },
    /** Holds every answer until the returned function is called. */
    hold(): () => void {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

/** Runs the controller's pending answers (they arrive as resolved promises). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function serverAnswer(url: string): Promise<SearchResponse> {
  // What the server page renders first: the same controller's request, answered by the same engine.
  const server = backend();
  const controller = createSearchPageController(
    {
      locale: 'en-us',
      connection: { baseUrl: '' },
      engines,
      bands,
      initial: { url, response: null, totals: { products: 0, content: 0 } },
    },
    { fetch: server.fetch, history: { write: () => undefined } },
  );
  controller.syncUrl(url);
  await settle();
  const response = controller.getSnapshot().response;
  if (!response) throw new Error('no server answer');
  return response;
}

function setupWith(
  initial: SearchPageSetup['initial'],
  api: ReturnType<typeof backend>,
): { controller: SearchPageController; written: Array<[string, boolean]>; errors: unknown[][] } {
  const written: Array<[string, boolean]> = [];
  const errors: unknown[][] = [];
  const controller = createSearchPageController(
    { locale: 'en-us', connection: { baseUrl: '' }, engines, bands, initial },
    {
      fetch: api.fetch,
      history: { write: (query, { replace }) => written.push([query, replace]) },
      logger: { error: (...details) => errors.push(details) },
    },
  );
  return { controller, written, errors };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the search page controller', () => {
  it('shows the results the server rendered without asking again', async () => {
    const response = await serverAnswer('q=bar');
    const api = backend();
    const { controller } = setupWith({ url: 'q=bar', response, totals: { products: 3, content: 2 } }, api);
    controller.syncUrl('q=bar');
    await settle();
    expect(api.calls).toEqual([]);
    const snapshot = controller.getSnapshot();
    expect(snapshot.status).toBe('ready');
    expect(snapshot.response).toBe(response);
    expect(snapshot.totals.content).toBe(2);
  });

  it('searches at once when the server had no results, with disjunctive facets and the locale tag', async () => {
    const api = backend();
    const { controller } = setupWith(
      { url: 'q=bar', response: null, totals: { products: 0, content: 0 } },
      api,
    );
    expect(controller.getSnapshot().status).toBe('loading');
    controller.syncUrl('q=bar');
    await settle();
    const snapshot = controller.getSnapshot();
    expect(snapshot.status).toBe('ready');
    expect(snapshot.response?.results.length).toBeGreaterThan(0);
    expect(snapshot.totals.products).toBe(snapshot.response?.meta.page.total_results);
    const main = api.searches().find((call) => call.path.includes(engines.products));
    expect(main?.body.analytics).toEqual({ tags: ['en-us'] });
    expect(Object.keys(main?.body.facets as object)).toContain('category_id');
  });

  it('writes a facet choice to the history at once and keeps the previous results while it loads', async () => {
    const response = await serverAnswer('q=bar');
    const api = backend();
    const { controller, written } = setupWith(
      { url: 'q=bar', response, totals: { products: response.meta.page.total_results, content: 2 } },
      api,
    );
    controller.syncUrl('q=bar');
    const release = api.hold();
    controller.navigate({
      ...controller.getSnapshot().state,
      filters: [{ field: 'certification', type: 'any', values: ['iwf'] }],
    });
    expect(written).toEqual([['q=bar&f.certification=iwf', false]]);
    let snapshot = controller.getSnapshot();
    expect(snapshot.url).toBe('q=bar&f.certification=iwf');
    expect(snapshot.state.filters).toHaveLength(1);
    expect(snapshot.status).toBe('loading');
    expect(snapshot.response).toBe(response);
    release();
    await settle();
    snapshot = controller.getSnapshot();
    expect(snapshot.status).toBe('ready');
    expect(snapshot.response).not.toBe(response);
    // A filtered count is not the query's total: the other tab's count stays the unfiltered one.
    expect(snapshot.totals.content).toBe(2);
  });

  it('replaces the history entry when asked', () => {
    const api = backend();
    const { controller, written } = setupWith(
      { url: '', response: null, totals: { products: 0, content: 0 } },
      api,
    );
    controller.navigate(searchStateFromUrl('page=2'), { replace: true });
    expect(written).toEqual([['page=2', true]]);
  });

  it('shows no results of the other tab while a tab switch loads', async () => {
    const response = await serverAnswer('q=bar');
    const api = backend();
    const { controller } = setupWith({ url: 'q=bar', response, totals: { products: 3, content: 2 } }, api);
    const release = api.hold();
    controller.navigate({ ...controller.getSnapshot().state, kind: 'content' });
    expect(controller.getSnapshot().response).toBeNull();
    release();
    await settle();
    const snapshot = controller.getSnapshot();
    expect(snapshot.state.kind).toBe('content');
    expect(snapshot.response?.results.every((result) => typeof result.kind === 'object')).toBe(true);
  });

  it('counts the other tab once per query, without analytics', async () => {
    const api = backend();
    const { controller } = setupWith({ url: '', response: null, totals: { products: 0, content: 0 } }, api);
    controller.syncUrl('q=bar');
    await settle();
    const counts = api.searches().filter((call) => call.path.includes(engines.content));
    expect(counts).toHaveLength(1);
    expect(counts[0]?.body).toMatchObject({ query: 'bar', page: { size: 0 }, record_analytics: false });
    expect(controller.getSnapshot().totals.content).toBeGreaterThan(0);
    controller.navigate({ ...controller.getSnapshot().state, page: 1, sort: 'bp_name.asc' });
    await settle();
    expect(api.searches().filter((call) => call.path.includes(engines.content))).toHaveLength(1);
  });

  it('applies only the newest answer when searches overtake each other', async () => {
    // The older search answers last.
    const api = backend((body) => (body.query === 'olympic' ? 15 : 0));
    const { controller } = setupWith({ url: '', response: null, totals: { products: 0, content: 0 } }, api);
    controller.syncUrl('q=olympic');
    controller.syncUrl('q=bumper');
    await settle();
    await settle();
    const snapshot = controller.getSnapshot();
    expect(snapshot.state.query).toBe('bumper');
    const names = snapshot.response?.results.map((result) => String((result.name as { raw: string }).raw));
    expect(names?.length).toBeGreaterThan(0);
    expect(names?.every((name) => /bumper/i.test(name))).toBe(true);
  });

  it('keeps the results and reports an error when a search fails, and searches again on retry', async () => {
    const response = await serverAnswer('q=bar');
    const api = backend();
    const { controller, errors } = setupWith(
      { url: 'q=bar', response, totals: { products: 3, content: 2 } },
      api,
    );
    api.fail(true);
    controller.navigate({ ...controller.getSnapshot().state, page: 2 });
    await settle();
    expect(controller.getSnapshot().status).toBe('error');
    expect(controller.getSnapshot().response).toBe(response);
    expect(errors[0]?.[0]).toBe('Search failed');
    api.fail(false);
    controller.retry();
    await settle();
    expect(controller.getSnapshot().status).toBe('ready');
    expect(controller.getSnapshot().response?.meta.page.current).toBe(2);
  });

  it('follows the URL on back and forward', async () => {
    const response = await serverAnswer('q=bar');
    const api = backend();
    const { controller, written } = setupWith(
      { url: 'q=bar', response, totals: { products: 3, content: 2 } },
      api,
    );
    controller.syncUrl('?q=plate&tab=content');
    expect(controller.getSnapshot().state).toMatchObject({ kind: 'content', query: 'plate' });
    await settle();
    expect(controller.getSnapshot().status).toBe('ready');
    expect(written).toEqual([]);
  });

  it('records a click on a result with the request id, the locale tag and keepalive', async () => {
    const response = await serverAnswer('q=bar');
    const api = backend();
    const { controller } = setupWith({ url: 'q=bar', response, totals: { products: 3, content: 2 } }, api);
    controller.trackClick('1010-20');
    await settle();
    const click = api.calls.find((call) => call.path.endsWith('/click.json'));
    expect(click).toMatchObject({
      keepalive: true,
      body: { query: 'bar', document_id: '1010-20', request_id: response.meta.request_id, tags: ['en-us'] },
    });
    expect(api.engine.clicks(engines.products)).toHaveLength(1);
  });

  it('records no click without a query', async () => {
    const response = await serverAnswer('');
    const api = backend();
    const { controller } = setupWith({ url: '', response, totals: { products: 3, content: 2 } }, api);
    controller.trackClick('1010-20');
    await settle();
    expect(api.calls.filter((call) => call.path.endsWith('/click.json'))).toEqual([]);
  });

  it('ignores answers that arrive after dispose, and asks again when the URL is synced later', async () => {
    const api = backend();
    const { controller } = setupWith(
      { url: 'q=bar', response: null, totals: { products: 0, content: 0 } },
      api,
    );
    const listener = vi.fn();
    controller.subscribe(listener);
    const release = api.hold();
    controller.syncUrl('q=bar');
    controller.dispose();
    release();
    await settle();
    expect(controller.getSnapshot().response).toBeNull();
    controller.syncUrl('q=bar');
    await settle();
    expect(controller.getSnapshot().status).toBe('ready');
    expect(listener).toHaveBeenCalled();
  });

  it('notifies subscribers with a new snapshot per change and stops after unsubscribe', async () => {
    const api = backend();
    const { controller } = setupWith({ url: '', response: null, totals: { products: 0, content: 0 } }, api);
    const before = controller.getSnapshot();
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    controller.navigate(searchStateFromUrl('q=rack'));
    expect(listener).toHaveBeenCalled();
    expect(controller.getSnapshot()).not.toBe(before);
    unsubscribe();
    listener.mockClear();
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the search page controller: transitions, prices, the search box and links', () => {
  /** Waits past the suggestions' debounce and their answers. */
  const suggested = () => new Promise((resolve) => setTimeout(resolve, 250));

  it.each([
    ['search', (c: SearchPageController) => c.search('  rack '), 'q=rack&sort=bp_name.asc'],
    ['setTab', (c: SearchPageController) => c.setTab('content'), 'tab=content&q=bar'],
    [
      'setFilters',
      (c: SearchPageController) => c.setFilters([{ field: 'certification', type: 'any', values: ['iwf'] }]),
      'q=bar&sort=bp_name.asc&f.certification=iwf',
    ],
    ['setSort', (c: SearchPageController) => c.setSort('price.desc'), 'q=bar&sort=price.desc&f.flags=sale'],
  ])('%s writes the next state: page 1, and what the transition resets', (_name, act, expected) => {
    const api = backend();
    const url = 'q=bar&sort=bp_name.asc&page=3&f.flags=sale';
    const { controller, written } = setupWith(
      { url, response: null, totals: { products: 0, content: 0 } },
      api,
    );
    act(controller);
    expect(written).toEqual([[expected, false]]);
    expect(controller.getSnapshot().url).toBe(expected);
  });

  it('derives the total, the pages, the sort in effect and the no-results state from the answer', async () => {
    const api = backend();
    const { controller } = setupWith({ url: '', response: null, totals: { products: 0, content: 0 } }, api);
    controller.syncUrl('q=bar&size=1');
    await settle();
    let snapshot = controller.getSnapshot();
    expect(snapshot.total).toBeGreaterThan(1);
    expect(snapshot.pages).toBe(Math.min(snapshot.total, 100));
    expect(snapshot.totals.products).toBe(snapshot.total);
    expect(snapshot.sort).toBe('recommended.asc');
    expect(snapshot.noResults).toBe(false);
    controller.setFilters([{ field: 'certification', type: 'any', values: ['none-such'] }]);
    expect(controller.getSnapshot().noResults).toBe(false);
    await settle();
    snapshot = controller.getSnapshot();
    expect(snapshot).toMatchObject({ status: 'ready', total: 0, pages: 0, noResults: true });
  });

  it("shows the facets of the answer in the page's words, the price facet in the channel currency", async () => {
    const api = backend();
    const controller = createSearchPageController(
      {
        locale: 'en-us',
        connection: { baseUrl: '' },
        engines,
        bands,
        initial: { url: '', response: null, totals: { products: 0, content: 0 } },
        currency: 'usd',
        facetTexts: {
          headings: { price: 'Pris', certification: 'Certifiering' },
          categories: {},
          availability: {},
          offers: { sale: 'Rea', newArrival: 'Nyhet', limitedEdition: 'Begränsad', freeGift: 'Gåva' },
          kinds: { page: 'Sida', story: 'Berättelse' },
        },
      },
      { fetch: api.fetch, history: { write: () => undefined } },
    );
    controller.syncUrl('q=bar');
    await settle();
    const facets = controller.getSnapshot().facets;
    expect(facets.find((facet) => facet.field === 'price')).toMatchObject({ label: 'Pris', currency: 'usd' });
    const certification = facets.find((facet) => facet.field === 'certification');
    expect(certification?.label).toBe('Certifiering');
    expect(certification?.kind === 'value' && certification.values.map((value) => value.label)).toEqual(
      expect.arrayContaining(['IWF']),
    );
    controller.setPricesOffered(false);
    expect(controller.getSnapshot().facets.map((facet) => facet.field)).not.toContain('price');
    expect(controller.getSnapshot().facets.map((facet) => facet.field)).not.toContain('availability');
  });

  it('asks a search once while it is under way, however often the URL is synced', async () => {
    const api = backend();
    const { controller } = setupWith({ url: '', response: null, totals: { products: 0, content: 0 } }, api);
    const release = api.hold();
    controller.syncUrl('q=bar');
    controller.syncUrl('q=bar');
    controller.navigate(searchStateFromUrl('q=bar'));
    release();
    await settle();
    expect(api.searches().filter((call) => call.path.includes(engines.products))).toHaveLength(1);
  });

  it('drops a price sort and price or stock filters in place once prices are not offered (spec §6)', async () => {
    const api = backend();
    const url = 'q=bar&sort=price.asc&f.availability=in-stock&f.certification=iwf&r.price=0..100';
    const { controller, written } = setupWith(
      { url, response: null, totals: { products: 0, content: 0 } },
      api,
    );
    expect(controller.getSnapshot().pricesOffered).toBe(true);
    controller.setPricesOffered(false);
    expect(written).toEqual([['q=bar&f.certification=iwf', true]]);
    expect(controller.getSnapshot()).toMatchObject({ pricesOffered: false, sort: 'recommended.asc' });
    // Later addresses and navigations are read without them, the history entry replaced.
    controller.syncUrl('q=rack&sort=price.desc');
    expect(controller.getSnapshot().url).toBe('q=rack');
    controller.navigate(searchStateFromUrl('q=plate&sort=price.asc'));
    expect(written.slice(1)).toEqual([
      ['q=rack', true],
      ['q=plate', false],
    ]);
    await settle();
    expect(
      api.searches().every((call) => JSON.stringify(call.body.sort ?? '').includes('price') === false),
    ).toBe(true);
  });

  it('keeps a state without price choices as it is when prices are not offered', () => {
    const api = backend();
    const { controller, written } = setupWith(
      { url: 'q=bar', response: null, totals: { products: 0, content: 0 } },
      api,
    );
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.setPricesOffered(false);
    expect(written).toEqual([]);
    expect(controller.getSnapshot().pricesOffered).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('holds the typed text, suggests for it, and puts a new query in the box', async () => {
    const api = backend();
    const { controller } = setupWith(
      { url: 'q=bar', response: null, totals: { products: 0, content: 0 } },
      api,
    );
    controller.syncUrl('q=bar');
    expect(controller.getSnapshot().text).toBe('bar');
    controller.setText('bump');
    expect(controller.getSnapshot().text).toBe('bump');
    await suggested();
    const suggestions = controller.getSnapshot().suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((suggestion) => /bump/i.test(suggestion))).toBe(true);
    controller.search('bumper');
    expect(controller.getSnapshot()).toMatchObject({ text: 'bumper', suggestions: [] });
    controller.syncUrl('q=plate');
    expect(controller.getSnapshot().text).toBe('plate');
  });

  it('offers suggestions for the query, typo corrections included, only when nothing was found', async () => {
    const api = backend();
    const { controller } = setupWith({ url: '', response: null, totals: { products: 0, content: 0 } }, api);
    controller.syncUrl('q=bar&f.certification=none-such');
    await suggested();
    expect(controller.getSnapshot().noResults).toBe(true);
    expect(controller.getSnapshot().rescue.length).toBeGreaterThan(0);
    const asked = api.calls.filter((call) => call.path.endsWith('/query_suggestion.json'));
    expect(asked.every((call) => call.body.query === 'bar')).toBe(true);
    controller.setFilters([]);
    await suggested();
    expect(controller.getSnapshot()).toMatchObject({ noResults: false, rescue: [] });
  });

  it("follows a link to this page's other state and leaves any other link alone", () => {
    const api = backend();
    const { controller, written } = setupWith(
      { url: 'q=bar', response: null, totals: { products: 0, content: 0 } },
      api,
    );
    const page = `${SITE}/en-us/search?q=bar`;
    expect(controller.followLink('/en-us/equipment/bars', page)).toBe(false);
    expect(controller.followLink('https://elsewhere.test/en-us/search?q=rack', page)).toBe(false);
    expect(written).toEqual([]);
    expect(controller.followLink('/en-us/search?q=bar&page=2', page)).toBe(true);
    expect(written).toEqual([['q=bar&page=2', false]]);
    expect(controller.getSnapshot().state.page).toBe(2);
  });
});

describe('query suggestions', () => {
  function suggestionsApi(lists: Record<string, string[]>) {
    const calls: Array<{ query: string; fields: string[] }> = [];
    let failing = false;
    const fetchImpl: typeof fetch = async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        types: { documents: { fields: string[] } };
      };
      calls.push({ query: body.query, fields: body.types.documents.fields });
      if (failing) return new Response('{"errors":["down"]}', { status: 500 });
      const field = body.types.documents.fields[0] ?? '';
      const documents = (lists[field] ?? []).map((suggestion) => ({ suggestion }));
      return new Response(JSON.stringify({ results: { documents }, meta: { request_id: 'r' } }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    return { calls, fetch: fetchImpl, fail: () => (failing = true) };
  }
  const lists = {
    category: ['Weightlifting bars'],
    bp_name: ['Weightlifting Bar', 'Lat Pulldown', 'weightlifting bar'],
  };

  it('asks once after typing pauses, categories before names, and keeps only continuations', async () => {
    vi.useFakeTimers();
    const api = suggestionsApi(lists);
    const suggestions = createQuerySuggestions({ connection: { baseUrl: '' }, fetch: api.fetch });
    for (const text of ['w', 'we', 'wei']) {
      suggestions.setInput({ engine: engines.products, kind: 'products', text });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(api.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(api.calls.map((call) => call.fields)).toEqual([['category'], ['bp_name']]);
    await vi.advanceTimersByTimeAsync(0);
    expect(suggestions.getSnapshot()).toEqual(['Weightlifting bars', 'Weightlifting Bar']);
  });

  it('lets typo corrections through when not strict', async () => {
    vi.useFakeTimers();
    const api = suggestionsApi(lists);
    const suggestions = createQuerySuggestions({
      connection: { baseUrl: '' },
      fetch: api.fetch,
      strict: false,
    });
    suggestions.setInput({ engine: engines.products, kind: 'products', text: 'plat' });
    await vi.advanceTimersByTimeAsync(150);
    expect(suggestions.getSnapshot()).toContain('Lat Pulldown');
  });

  it('clears at once for blank text and on a failed request', async () => {
    vi.useFakeTimers();
    const api = suggestionsApi(lists);
    const errors: unknown[] = [];
    const suggestions = createQuerySuggestions({
      connection: { baseUrl: '' },
      fetch: api.fetch,
      logger: { error: (message) => errors.push(message) },
    });
    suggestions.setInput({ engine: engines.products, kind: 'products', text: 'weight' });
    await vi.advanceTimersByTimeAsync(150);
    expect(suggestions.getSnapshot().length).toBeGreaterThan(0);
    suggestions.setInput({ engine: engines.products, kind: 'products', text: '  ' });
    expect(suggestions.getSnapshot()).toEqual([]);
    api.fail();
    suggestions.setInput({ engine: engines.products, kind: 'products', text: 'bar' });
    await vi.advanceTimersByTimeAsync(150);
    expect(suggestions.getSnapshot()).toEqual([]);
    expect(errors).toEqual(['Query suggestions failed']);
  });
});
