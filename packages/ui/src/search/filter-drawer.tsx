'use client';

import { SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { preloadOnIntent } from '../shell/preload-on-intent';

// The drawer (Radix Dialog: focus trap, scroll lock, portal; ≈ 20 kB gzip) only runs once a phone opens
// the filters: it loads as its own chunk at the first intent to open it (pointer over or pressing the
// button, or focus on it) or at the first open, so it is not part of the category and search pages'
// first-load JavaScript, and a page whose filters stay closed never runs it.
const loadDrawer = () => import('../shell/dialog');
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));

/** Texts of the filter drawer. */
export interface FilterDrawerLabels {
  /** The button that opens the drawer on a phone, and the drawer's title. */
  filters: string;
  /** The drawer's close button. */
  close: string;
}

export interface FilterDrawerProps {
  /** The filter panel (facets); shown in a column from the desktop breakpoint, in a drawer below it. */
  children: ReactNode;
  /** Number of chosen filters, shown on the phone's button. Default 0. */
  activeCount?: number;
  /** Texts of the drawer's title, buttons and result count. */
  labels: FilterDrawerLabels;
  /** Extra classes of the open button, merged last. */
  className?: string;
}

/**
 * Search and category filters (issue 20): a column beside the results on a desktop; on a phone a
 * 'Filters' button that opens them in a slide-in drawer, so the results start on the first screen.
 */
export function FilterDrawer({ children, activeCount = 0, labels, className }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so later opens and the closing slide need no loading.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <div data-slot="filter-drawer" className={className}>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...preloadOnIntent(loadDrawer)}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xs border border-line px-4 text-sm hover:border-ink desk:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {labels.filters}
        {activeCount > 0 && (
          <>
            {/* A space for the accessible name ('Filters (2)'); the flex gap spaces it on screen. */}{' '}
            <span className="tabular text-muted">({activeCount})</span>
          </>
        )}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <Drawer
            side="left"
            open={open}
            onOpenChange={setOpen}
            title={labels.filters}
            closeLabel={labels.close}
            onCloseAutoFocus={(event) => {
              // Back to the button that opened it (a tap does not focus a button in every browser).
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            {children}
          </Drawer>
        </Suspense>
      )}
      <div className="hidden desk:block">{children}</div>
    </div>
  );
}
