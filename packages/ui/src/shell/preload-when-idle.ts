'use client';

import { useEffect } from 'react';

/**
 * Fetches a lazily loaded chunk when the browser is idle after the page loads (or after 2 s where
 * idle callbacks are missing), so code that only runs once a shopper opens something (the mega menu,
 * the phone's filter drawer) stays out of the first-load JavaScript yet opens without a wait. A failed
 * fetch is left to the first open, which retries it.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(preload, 2000);
    return () => window.clearTimeout(handle);
  }, [load]);
}
