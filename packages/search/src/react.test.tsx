// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './embedded/engine';
import { createSearchHttpHandler } from './embedded/http';
import { useQuerySuggestions, useSearchPage } from './react';
import { CONTENT_DOCUMENTS, SMALL_CATALOGUE } from './test-catalogue';

const engines = { products: 'prod-products-web', content: 'prod-content-en' };

function embeddedFetch() {
  const handler = createSearchHttpHandler(
    createSearchEngine({
      engines: {
        [engines.products]: { kind: 'products', documents: SMALL_CATALOGUE },
        [engines.content]: { kind: 'content', documents: CONTENT_DOCUMENTS },
      },
    }),
  );
  const paths: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    paths.push(url.pathname);
    return handler(new Request(url, init));
  };
  return { fetch: fetchImpl, paths };
}

const setup = {
  locale: 'en-us',
  connection: { baseUrl: '' },
  engines,
  bands: [],
  initial: { url: '', response: null, totals: { products: 0, content: 0 } },
};

describe('useSearchPage', () => {
  it('subscribes to the controller: the URL it is given becomes the state and its results arrive', async () => {
    const api = embeddedFetch();
    const { result, rerender } = renderHook(
      ({ url }) => useSearchPage(setup, { url }, { fetch: api.fetch, history: { write: () => undefined } }),
      { initialProps: { url: 'q=bar' }, wrapper: StrictMode },
    );
    expect(result.current.state.query).toBe('bar');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.response?.results.length).toBeGreaterThan(0);

    rerender({ url: 'q=bumper' });
    await waitFor(() => expect(result.current.state.query).toBe('bumper'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('shows a navigation at once and writes it through the history adapter', async () => {
    const api = embeddedFetch();
    const written: string[] = [];
    const { result } = renderHook(() =>
      useSearchPage(
        setup,
        { url: '' },
        { fetch: api.fetch, history: { write: (query) => written.push(query) } },
      ),
    );
    act(() => result.current.navigate({ ...result.current.state, query: 'rack' }));
    expect(result.current.state.query).toBe('rack');
    expect(written).toEqual(['q=rack']);
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('reads the URL without price choices once prices are not offered, and reports hydration', async () => {
    const api = embeddedFetch();
    const written: Array<[string, boolean]> = [];
    const { result, rerender } = renderHook(
      ({ pricesOffered }) =>
        useSearchPage(
          setup,
          { url: 'q=bar&sort=price.asc', pricesOffered },
          { fetch: api.fetch, history: { write: (query, { replace }) => written.push([query, replace]) } },
        ),
      { initialProps: { pricesOffered: true } },
    );
    expect(result.current.hydrated).toBe(true);
    expect(result.current.sort).toBe('price.asc');
    rerender({ pricesOffered: false });
    expect(result.current.state.sort).toBeUndefined();
    expect(result.current.sort).toBe('recommended.asc');
    expect(written).toEqual([['q=bar', true]]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});

describe('useQuerySuggestions', () => {
  it('answers the suggestions for the typed text and nothing for blank text', async () => {
    const api = embeddedFetch();
    const { result, rerender } = renderHook(
      ({ text }) =>
        useQuerySuggestions({ baseUrl: '' }, engines.products, 'products', text, {
          fetch: api.fetch,
          debounceMs: 1,
        }),
      { initialProps: { text: 'bump' } },
    );
    await waitFor(() => expect(result.current.length).toBeGreaterThan(0));
    expect(result.current.every((suggestion) => /bump/i.test(suggestion))).toBe(true);
    rerender({ text: '' });
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
