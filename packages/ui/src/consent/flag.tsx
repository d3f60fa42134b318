import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/**
 * The emoji flag of an ISO 3166-1 alpha-2 country code ('se' → 🇸🇪), drawn from regional-indicator
 * symbols — no image download. Anything that is not two letters gives the globe '🌐'.
 */
export function flagEmoji(country: string): string {
  if (!/^[a-z]{2}$/i.test(country)) return '🌐';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...country.toUpperCase()].map((letter) => base + letter.charCodeAt(0)));
}

export interface FlagProps extends ComponentProps<'span'> {
  /** ISO 3166-1 alpha-2 code; empty for the language-only global locale (globe). */
  country: string;
}

/** A decorative flag (hidden from screen readers — pair it with the country's name). */
export function Flag({ country, className, ...props }: FlagProps) {
  return (
    <span
      data-slot="flag"
      aria-hidden
      className={cn('inline-block text-lg leading-none', className)}
      {...props}
    >
      {flagEmoji(country)}
    </span>
  );
}
