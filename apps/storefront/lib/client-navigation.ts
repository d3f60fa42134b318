'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';

/**
 * Turns clicks on same-origin links (rendered as plain <a> by @ironmark/ui) into client-side
 * navigations, so route changes show the progress bar and keep the page shell. Returns whether a
 * navigation is loading. Modified clicks, new-tab targets, downloads and other origins are left alone.
 */
export function useClientNavigation(): boolean {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download') || anchor.dataset.fullReload !== undefined) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
        return;
      event.preventDefault();
      startTransition(() => router.push(`${url.pathname}${url.search}${url.hash}`));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return pending;
}
