import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** A design award the brand holds (spec §1): shown as a logo, never as a link. */
export interface DesignAward {
  /** Proper name of the award, read out as the logo's accessible name. */
  name: string;
  /** Year the award was won. */
  year: number;
}

/** The award the demo brand holds. */
export const defaultDesignAward: DesignAward = { name: 'Nordic Design Award', year: 2025 };

/**
 * The design-award logo (spec §1: it appears without a link): a laurel seal drawn inline, exposed as one
 * image named after the award.
 */
export function DesignAwardLogo({
  award,
  className,
  ...props
}: {
  /** The award shown: its name and year make the logo's accessible name. */
  award: DesignAward;
} & Omit<ComponentProps<'span'>, 'children'>) {
  return (
    <span
      role="img"
      aria-label={`${award.name} ${award.year}`}
      data-slot="design-award"
      className={cn('inline-flex h-14 items-center text-ink', className)}
      {...props}
    >
      <svg viewBox="0 0 120 56" aria-hidden className="h-14 w-auto">
        <path
          d="M14 44c-6-6-8-14-6-22M20 48c-9-4-14-12-14-22M106 44c6-6 8-14 6-22M100 48c9-4 14-12 14-22"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <rect x="24" y="8" width="72" height="40" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <text
          x="60"
          y="26"
          textAnchor="middle"
          fill="currentColor"
          fontFamily="var(--font-display)"
          fontWeight="600"
          fontSize="11"
          letterSpacing="1"
        >
          DESIGN
        </text>
        <text
          x="60"
          y="40"
          textAnchor="middle"
          fill="currentColor"
          fontFamily="var(--font-display)"
          fontSize="10"
          letterSpacing="1"
        >
          {award.year}
        </text>
      </svg>
    </span>
  );
}
