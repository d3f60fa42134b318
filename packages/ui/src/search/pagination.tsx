import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';

/** A page number or a gap ('…') in a pagination row. */
export type PageItem = number | 'gap';

/**
 * The page numbers to show: always the first and last, the current page with `siblings` on each
 * side, and a gap where pages are skipped (a gap of one page shows the page instead); with at most
 * 5 + 2 × siblings pages every page shows. Pages are 1-based.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  // Few pages: show them all rather than a gap that hides one or two numbers.
  if (total <= 5 + 2 * siblings) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), total);
  const items: PageItem[] = [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  items.push(1);
  if (start > 3) items.push('gap');
  else for (let p = 2; p < start; p++) items.push(p);
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 2) items.push('gap');
  else for (let p = end + 1; p < total; p++) items.push(p);
  if (total > 1) items.push(total);
  return items;
}

/** Texts of {@link Pagination}; `{0}` is a page number. */
export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  page: string;
}

/** English defaults of {@link PaginationLabels}. */
export const defaultPaginationLabels: PaginationLabels = {
  label: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {0}',
};

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (at least 1). */
  totalPages: number;
  /** URL of a page (shareable search state); pages are links. */
  hrefFor: (page: number) => string;
  /** Texts of the pager; English defaults ({@link defaultPaginationLabels}). */
  labels?: Partial<PaginationLabels>;
}

/** Page links with previous/next; the current page is marked `aria-current="page"`. Nothing renders for one page. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  labels: labelOverrides,
  className,
  ...props
}: PaginationProps) {
  const labels = { ...defaultPaginationLabels, ...labelOverrides };
  if (totalPages <= 1) return null;
  const cell = 'tabular inline-flex size-11 items-center justify-center rounded-xs text-sm';
  const edge = (target: number, disabled: boolean, label: string, icon: ReactNode) =>
    disabled ? (
      <span className={cn(cell, 'text-grey-400')} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Link href={hrefFor(target)} aria-label={label} className={cn(cell, 'hover:bg-ink/10')}>
        {icon}
      </Link>
    );
  return (
    <nav
      aria-label={labels.label}
      data-slot="pagination"
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex items-center gap-1">
        <li>
          {edge(page - 1, page <= 1, labels.previous, <ChevronLeft aria-hidden="true" className="size-4" />)}
        </li>
        {pageItems(page, totalPages).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <li key={`${item}-${index}`}>
            {item === 'gap' ? (
              <span className={cn(cell, 'text-muted')} aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                href={hrefFor(item)}
                aria-label={labels.page.replace('{0}', String(item))}
                aria-current={item === page ? 'page' : undefined}
                className={cn(cell, item === page ? 'bg-ink text-paper' : 'hover:bg-ink/10')}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
        <li>
          {edge(
            page + 1,
            page >= totalPages,
            labels.next,
            <ChevronRight aria-hidden="true" className="size-4" />,
          )}
        </li>
      </ul>
    </nav>
  );
}
