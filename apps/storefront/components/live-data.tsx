'use client';

import { useChannel } from '@ironmark/channel/react';
import { browserSessionId } from '@ironmark/commerce';
import { createRealtimeQueryClient, RealtimeProvider } from '@ironmark/commerce/react';
import { type ReactNode, useState } from 'react';

// One cache for the browser's whole visit: each route that shows prices mounts its own provider, and a
// client-side navigation between them (category → product) keeps the prices already loaded. On the
// server every render gets a client of its own (the provider creates it).
const browserQueryClient = typeof window === 'undefined' ? undefined : createRealtimeQueryClient();

/**
 * Real-time prices and stock (commerce's TanStack Query and batching) for the routes that show them
 * (issue 16): those routes' layouts (`islandsLayout(…, LiveData)`) or pages wrap what shows prices in
 * it, so the routes without prices leave TanStack Query out of their first load.
 */
export function LiveData({ children }: { children: ReactNode }) {
  const { channel, locale, visitorCountry } = useChannel();
  const [sessionId] = useState(browserSessionId);
  return (
    <RealtimeProvider
      channel={locale}
      country={channel.country || visitorCountry || 'us'}
      sessionId={sessionId}
      {...(browserQueryClient ? { queryClient: browserQueryClient } : {})}
    >
      {children}
    </RealtimeProvider>
  );
}
