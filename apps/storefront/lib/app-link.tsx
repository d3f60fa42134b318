'use client';

import type { LinkProps } from '@ironmark/ui/shell';
import NextLink from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { createContext, type ReactNode, Suspense, useCallback, useContext, useEffect, useState } from 'react';

// A navigation that never completes (an aborted fetch, a same-page link Next ignores) must not keep
// the progress bar and loading view for good.
const PENDING_LIMIT_MS = 15_000;

const NavigationContext = createContext<{ pending: boolean; start: (href: string) => void } | null>(null);

/** Clears the pending navigation once the route (path or query) has changed. */
function RouteSettled({ onSettled }: { onSettled: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every completed route change
  useEffect(() => onSettled(), [pathname, search, onSettled]);
  return null;
}

/** Tracks client-side navigations started by links, for the route progress bar (spec §2/§4). */
export function NavigationProgressProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(false);
  const settle = useCallback(() => setPending(false), []);
  const start = useCallback((href: string) => {
    const target = new URL(href, window.location.href);
    if (target.pathname === window.location.pathname && target.search === window.location.search) return;
    setPending(true);
  }, []);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), PENDING_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return (
    <NavigationContext.Provider value={{ pending, start }}>
      <Suspense>
        <RouteSettled onSettled={settle} />
      </Suspense>
      {children}
    </NavigationContext.Provider>
  );
}

/** Whether a link-started navigation is loading. */
export function useNavigationPending(): boolean {
  return useContext(NavigationContext)?.pending ?? false;
}

/**
 * The app's link for every ui component (through LinkProvider): `next/link` — client-side navigation,
 * prefetching within 200 px of the viewport (spec §9, Next's default margin), a real `<a href>` without
 * JavaScript — that starts the route progress bar. Downloads, other targets and API routes stay
 * plain anchors, which the browser loads itself.
 */
export function AppLink({ href, ...props }: LinkProps) {
  const navigation = useContext(NavigationContext);
  const plain =
    props.download !== undefined ||
    (props.target !== undefined && props.target !== '_self') ||
    href.startsWith('/api/') ||
    'data-full-reload' in props;
  if (plain) return <a href={href} {...props} />;
  return <NextLink href={href} onNavigate={() => navigation?.start(href)} {...props} />;
}
