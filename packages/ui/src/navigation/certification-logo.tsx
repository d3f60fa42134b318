import type { CertificationLogo } from '@ironmark/navigation';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';

const acronyms: Record<CertificationLogo['value'], string> = { iwf: 'IWF', ipf: 'IPF', wppo: 'WPPO' };

/** A federation certification seal drawn inline (a ring with the federation's acronym), linking to its page. */
export function CertificationSeal({
  logo,
  className,
  ...props
}: {
  /** The federation's seal: its code, name and the page the seal links to. */
  logo: CertificationLogo;
} & Omit<ComponentProps<'a'>, 'href'>) {
  const acronym = acronyms[logo.value];
  return (
    <Link
      href={logo.url}
      title={logo.label}
      className={cn(
        'inline-flex size-14 items-center justify-center rounded-full text-ink hover:text-accent',
        className,
      )}
      {...props}
    >
      <span className="sr-only">{logo.label}</span>
      <svg viewBox="0 0 56 56" aria-hidden className="size-14">
        <circle cx="28" cy="28" r="26" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="28" cy="28" r="21" fill="none" stroke="currentColor" strokeWidth="1" />
        <text
          x="28"
          y="32.5"
          textAnchor="middle"
          fill="currentColor"
          fontFamily="var(--font-display)"
          fontWeight="600"
          fontSize={acronym.length > 3 ? 11 : 13}
          letterSpacing="1"
        >
          {acronym}
        </text>
      </svg>
    </Link>
  );
}
