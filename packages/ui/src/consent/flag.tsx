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

/** Where the flag SVGs are served by default: `{base}/{code}.svg` (the storefront serves flag-icons there). */
export const FLAG_BASE_URL = '/media/flags';

export interface FlagProps extends Omit<ComponentProps<'img'>, 'src' | 'alt'> {
  /** ISO 3166-1 alpha-2 code; empty for the language-only global locale (globe). */
  country: string;
  /** Where `{code}.svg` files are served; default {@link FLAG_BASE_URL}. */
  baseUrl?: string;
}

/**
 * A decorative flag (hidden from screen readers — pair it with the country's name): the country's
 * real flag as an SVG image by its code (spec §7), the globe emoji for the global locale.
 */
export function Flag({ country, className, baseUrl = FLAG_BASE_URL, ...props }: FlagProps) {
  if (!/^[a-z]{2}$/i.test(country)) {
    return (
      <span data-slot="flag" aria-hidden className={cn('inline-block text-lg leading-none', className)}>
        {flagEmoji(country)}
      </span>
    );
  }
  return (
    <img
      data-slot="flag"
      data-country={country.toLowerCase()}
      src={`${baseUrl}/${country.toLowerCase()}.svg`}
      alt=""
      aria-hidden
      width={20}
      height={15}
      decoding="async"
      className={cn('inline-block h-[0.9em] w-auto shrink-0 rounded-[1px] align-[-0.1em]', className)}
      {...props}
    />
  );
}
