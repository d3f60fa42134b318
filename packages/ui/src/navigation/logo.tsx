import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** The Ironmark wordmark: a plate-and-bar mark plus the condensed name, drawn inline (no download). */
export function Wordmark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 168 28" aria-hidden className={cn('h-7 w-auto fill-current', className)} {...props}>
      <rect x="0" y="3" width="6" height="22" rx="1" />
      <rect x="7" y="7" width="3" height="14" rx="1" />
      <rect x="10" y="12.5" width="14" height="3" />
      <rect x="24" y="7" width="3" height="14" rx="1" />
      <rect x="28" y="3" width="6" height="22" rx="1" />
      <text x="42" y="23" fontFamily="var(--font-display)" fontSize="24" fontWeight="600" letterSpacing="3">
        IRONMARK
      </text>
    </svg>
  );
}
