// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './fetch';
import {
  createRealtimeQueryClient,
  MissingRealtimeProviderError,
  RealtimeProvider,
  realtimeQueryDefaults,
  realtimeRetryDelay,
  sharedRealtimeQueryClient,
  useRealtimeProductData,
} from './react';

const stock = { inStock: 4, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 3 };
const entry = (price: number) => ({ price, campaignPrice: null, currency: 'usd', vatIncluded: false, stock });

function fakeApi() {
  const calls: { variantIds: string[]; country: string; channel: string; sessionId: string }[] = [];
  const fetch: FetchLike = async (_url, init) => {
    const body = JSON.parse(String(init?.body));
    calls.push(body);
    const answer = Object.fromEntries(
      body.variantIds
        .filter((code: string) => code !== 'MISSING')
        .map((code: string) => [code, entry(code.length * 100)]),
    );
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

function wrapper(fetch: FetchLike, queryClient?: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <RealtimeProvider
      channel="en-us"
      country="us"
      sessionId="session-1"
      fetch={fetch}
      queryClient={queryClient}
    >
      {children}
    </RealtimeProvider>
  );
}

function Price({ code }: { code: string }) {
  const { data } = useRealtimeProductData([code]);
  const found = data[code];
  return <p>{found && 'price' in found ? `${code}: ${found.price}` : `${code}: …`}</p>;
}

function Listing() {
  const { data } = useRealtimeProductData(['AAA', 'BBBB']);
  return <p>{`listing: ${Object.keys(data).length}`}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useRealtimeProductData', () => {
  it('batches the codes of every component rendered in the same 10 ms into one request', async () => {
    const api = fakeApi();
    const Wrapper = wrapper(api.fetch);
    render(
      <Wrapper>
        <Price code="AAA" />
        <Price code="BBBB" />
        <Price code="CC" />
      </Wrapper>,
    );
    expect(await screen.findByText('BBBB: 400')).toBeTruthy();
    expect(screen.getByText('AAA: 300')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toEqual({
      variantIds: ['AAA', 'BBBB', 'CC'],
      country: 'us',
      channel: 'en-us',
      sessionId: 'session-1',
    });
  });

  it('marks a code missing from the answer as no result', async () => {
    const api = fakeApi();
    const { result } = renderHook(() => useRealtimeProductData(['MISSING', 'OK']), {
      wrapper: wrapper(api.fetch),
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toEqual({ MISSING: { noResult: true }, OK: entry(200) });
  });

  it("logs 'Failed to fetch data' and yields nothing when the call fails", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: FetchLike = async () => new Response('boom', { status: 500, statusText: 'Server Error' });
    const client = new QueryClient({
      defaultOptions: { queries: { ...realtimeQueryDefaults, retry: false } },
    });
    const { result } = renderHook(() => useRealtimeProductData(['AAA']), {
      wrapper: wrapper(failing, client),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toEqual({});
    expect(error).toHaveBeenCalledWith('Failed to fetch data', expect.objectContaining({ status: 500 }));
  });

  it.each([[['AAA']], [['AAA', 'CC']]])('retries 3 times, waiting 1 s, 2 s and 4 s (%j)', async (codes) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const failing: FetchLike = async () => {
      attempts += 1;
      return new Response('down', { status: 503, statusText: 'Service Unavailable' });
    };
    const { result } = renderHook(() => useRealtimeProductData(codes), {
      wrapper: wrapper(failing, createRealtimeQueryClient()),
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(attempts).toBe(1);
    for (const [wait, expected] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(wait + 20);
      });
      expect(attempts).toBe(expected);
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(attempts).toBe(4);
    await waitFor(() => expect(result.current.isError).toBe(true));
  });

  it('asks for a list in one query and keeps each code for a page that asks for it alone', async () => {
    const api = fakeApi();
    const client = createRealtimeQueryClient();
    const { result } = renderHook(() => useRealtimeProductData(['AAA', 'BBBB', 'CC']), {
      wrapper: wrapper(api.fetch, client),
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toEqual({ AAA: entry(300), BBBB: entry(400), CC: entry(200) });
    expect(api.calls.map((call) => call.variantIds)).toEqual([['AAA', 'BBBB', 'CC']]);
    // One observer for the listing, none per product: observers were the listing's hydration cost.
    const queries = client.getQueryCache().findAll({ queryKey: ['realtime'] });
    expect(queries.filter((query) => query.getObserversCount() > 0)).toHaveLength(1);
    expect(client.getQueryData(['realtime', 'en-us', 'us', 'BBBB'])).toEqual(entry(400));

    // A product page asking for one of them shows it at once.
    const alone = renderHook(() => useRealtimeProductData(['BBBB']), { wrapper: wrapper(api.fetch, client) });
    expect(alone.result.current.data).toEqual({ BBBB: entry(400) });
  });

  it('asks once for a code that a list and a component ask for in the same 10 ms', async () => {
    const api = fakeApi();
    const Wrapper = wrapper(api.fetch);
    const view = within(
      render(
        <Wrapper>
          <Listing />
          <Price code="AAA" />
        </Wrapper>,
      ).container,
    );
    expect(await view.findByText('listing: 2')).toBeTruthy();
    expect(await view.findByText('AAA: 300')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect([...(api.calls[0]?.variantIds ?? [])].sort()).toEqual(['AAA', 'BBBB']);
  });

  it('shows the codes of a list already cached at once, and loads the rest', async () => {
    const api = fakeApi();
    const client = createRealtimeQueryClient();
    client.setQueryData(['realtime', 'en-us', 'us', 'AAA'], entry(1));
    const seen: { data: Record<string, unknown>; isLoading: boolean }[] = [];
    const { result } = renderHook(
      () => {
        const current = useRealtimeProductData(['AAA', 'CC']);
        seen.push(current);
        return current;
      },
      { wrapper: wrapper(api.fetch, client) },
    );
    expect(seen[0]).toEqual({ data: { AAA: entry(1) }, isLoading: true, isError: false });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toEqual({ AAA: entry(300), CC: entry(200) });
  });

  it('fails a list as a whole when its call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new QueryClient({
      defaultOptions: { queries: { ...realtimeQueryDefaults, retry: false } },
    });
    const failing: FetchLike = async () => new Response('boom', { status: 500, statusText: 'Server Error' });
    const { result } = renderHook(() => useRealtimeProductData(['AAA', 'CC']), {
      wrapper: wrapper(failing, client),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toEqual({ data: {}, isLoading: false, isError: true });
  });

  it('throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useRealtimeProductData(['A']))).toThrow(MissingRealtimeProviderError);
  });
});

describe('query defaults (spec §7, §9)', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('waits %d → %d ms before a retry', (attempt, delay) => {
    expect(realtimeRetryDelay(attempt)).toBe(delay);
  });

  it('retries 3 times, never refetches on focus and collects garbage after 5 minutes', () => {
    const defaults = createRealtimeQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: 3, refetchOnWindowFocus: false, gcTime: 300_000 });
  });
});

describe('sharedRealtimeQueryClient', () => {
  it('is one client for the whole browser visit, with the spec defaults', () => {
    const client = sharedRealtimeQueryClient();
    expect(sharedRealtimeQueryClient()).toBe(client);
    expect(client.getDefaultOptions().queries).toMatchObject(realtimeQueryDefaults);
  });

  it('is a new client per call on the server', () => {
    vi.stubGlobal('window', undefined);
    try {
      expect(sharedRealtimeQueryClient()).not.toBe(sharedRealtimeQueryClient());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
