import type { ComponentProps } from 'react';
import { cn } from './cn';

export interface CountBadgeProps extends ComponentProps<'span'> {
  /** Number to show; nothing renders at 0 or below (spec §2: a badge shows when the count is above 0). */
  count: number;
}

/** A small count badge for the header's quote-list and cart buttons. */
export function CountBadge({ count, className, ...props }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      data-slot="count-badge"
      className={cn(
        'tabular inline-flex min-w-5 items-center justify-center rounded-xs bg-accent px-1 text-xs font-semibold text-accent-ink',
        className,
      )}
      {...props}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
