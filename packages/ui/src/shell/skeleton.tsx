import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A grey placeholder block that holds the size of content still loading; pulses unless motion is reduced. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('rounded-xs bg-grey-200 motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}

export interface LoadingViewProps extends ComponentProps<'div'> {
  /** What a screen reader hears. Default 'Loading'. */
  label?: string;
  /** Number of placeholder cards. Default 4. */
  cards?: number;
}

/** The fallback loading view shown while a page is generated (spec §2): a heading bar and 4:5 cards. */
export function LoadingView({ label = 'Loading', cards = 4, className, ...props }: LoadingViewProps) {
  return (
    <div
      data-slot="loading-view"
      role="status"
      aria-live="polite"
      className={cn('mx-auto w-full max-w-7xl px-4 py-8', className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-3 h-5 w-1/2 max-w-sm" />
      <div className="mt-8 grid grid-cols-2 gap-4 desk:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <div key={i} className="flex flex-col gap-2">
            <Skeleton className="aspect-[4/5] w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
