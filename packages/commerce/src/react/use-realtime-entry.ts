'use client';

import type { RealtimeEntry } from '@ironmark/cart-core';
import { useMemo } from 'react';
import { useRealtimeProductData } from '../react';

/**
 * The real-time entry of one code ({@link useRealtimeProductData}), or `undefined` while loading and
 * when `code` is null (prices not shown: nothing is asked).
 */
export function useRealtimeEntry(code: string | null): RealtimeEntry | undefined {
  const codes = useMemo(() => (code ? [code] : []), [code]);
  const { data } = useRealtimeProductData(codes);
  return code ? data[code] : undefined;
}
