'use client';

import { realtimeCountry } from '@ironmark/channel';
import { useChannel } from '@ironmark/channel/react';
import { browserSessionId } from '@ironmark/commerce';
import { RealtimeProvider, sharedRealtimeQueryClient } from '@ironmark/commerce/react';
import { type ReactNode, useState } from 'react';

/**
 * Real-time prices and stock (commerce's TanStack Query and batching) for the routes that show them
 * (issue 16): those routes' layouts (`islandsLayout(…, LiveData)`) or pages wrap what shows prices in
 * it, so the routes without prices leave TanStack Query out of their first load. Every route's
 * provider shares the browser's one client, so a client-side navigation keeps the loaded prices.
 */
export function LiveData({ children }: { children: ReactNode }) {
  const { channel, locale, visitorCountry } = useChannel();
  const [sessionId] = useState(browserSessionId);
  const [queryClient] = useState(sharedRealtimeQueryClient);
  return (
    <RealtimeProvider
      channel={locale}
      country={realtimeCountry(channel, visitorCountry)}
      sessionId={sessionId}
      queryClient={queryClient}
    >
      {children}
    </RealtimeProvider>
  );
}
