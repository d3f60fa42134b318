'use client';

import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Drawer } from '../shell/dialog';

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
  return (
    <div data-slot="filter-drawer" className={className}>
      <Drawer
        side="left"
        open={open}
        onOpenChange={setOpen}
        title={labels.filters}
        closeLabel={labels.close}
        trigger={
          <button
            type="button"
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xs border border-line px-4 text-sm hover:border-ink desk:hidden"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {labels.filters}
            {activeCount > 0 && <span className="tabular text-muted">({activeCount})</span>}
          </button>
        }
      >
        {children}
      </Drawer>
      <div className="hidden desk:block">{children}</div>
    </div>
  );
}
