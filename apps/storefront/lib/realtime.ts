'use client';

import type { RealtimeEntry } from '@ironmark/cart-core';
import { useRealtimeProductData } from '@ironmark/commerce/react';
import { useMemo } from 'react';

/** The real-time entry of one code, or `undefined` while loading / when `code` is null (prices not shown). */
export function useRealtimeEntry(code: string | null): RealtimeEntry | undefined {
  const codes = useMemo(() => (code ? [code] : []), [code]);
  const { data } = useRealtimeProductData(codes);
  return code ? data[code] : undefined;
}

/** A per-tab id sent with real-time lookups (spec §7 `sessionId`); not personal data. */
export function browserSessionId(): string {
  if (typeof window === 'undefined') return 'server';
  try {
    const stored = window.sessionStorage.getItem('ironmark-session');
    if (stored) return stored;
    const id = crypto.randomUUID();
    window.sessionStorage.setItem('ironmark-session', id);
    return id;
  } catch {
    return 'anonymous';
  }
}
