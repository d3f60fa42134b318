'use client';

import { useSearchParams } from 'next/navigation';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';

/**
 * The page's query parameters, for client components of statically rendered pages, and the element
 * that reads them (render `reader` anywhere in the component's output).
 *
 * On a static page Next renders a tree that calls `useSearchParams` only in the browser, up to its
 * Suspense boundary: a component reading the URL itself served a fallback that the browser removed
 * and built again after hydration (a category page's 29 cards and its LCP image with them). Here the
 * component hydrates with an empty query; `reader`, in a boundary of its own, hands it the real one
 * right after, and again whenever the URL changes.
 */
export function useUrlQuery(): [params: URLSearchParams, reader: ReactNode] {
  const [query, setQuery] = useState('');
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const reader = (
    <Suspense fallback={null}>
      <QueryReader onQuery={setQuery} />
    </Suspense>
  );
  return [params, reader];
}

function QueryReader({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().toString();
  useEffect(() => onQuery(query), [query, onQuery]);
  return null;
}
