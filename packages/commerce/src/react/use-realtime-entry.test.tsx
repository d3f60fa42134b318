// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../fetch';
import { RealtimeProvider } from '../react';
import { useRealtimeEntry } from './use-realtime-entry';

const stock = { inStock: 4, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 3 };

function api() {
  const asked: string[][] = [];
  const fetch: FetchLike = async (_url, init) => {
    const { variantIds } = JSON.parse(String(init?.body)) as { variantIds: string[] };
    asked.push(variantIds);
    const answer = Object.fromEntries(
      variantIds.map((code) => [
        code,
        { price: 1200, campaignPrice: null, currency: 'usd', vatIncluded: false, stock },
      ]),
    );
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RealtimeProvider channel="en-us" country="us" sessionId="session-1" fetch={fetch}>
      {children}
    </RealtimeProvider>
  );
  return { asked, wrapper };
}

describe('useRealtimeEntry', () => {
  it("gives one code's entry once it has loaded", async () => {
    const { asked, wrapper } = api();
    const { result } = renderHook(() => useRealtimeEntry('IM-BAR-20'), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toMatchObject({ price: 1200, currency: 'usd' }));
    expect(asked).toEqual([['IM-BAR-20']]);
  });

  it('asks nothing for a null code (prices not shown)', async () => {
    const { asked, wrapper } = api();
    const { result } = renderHook(() => useRealtimeEntry(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
