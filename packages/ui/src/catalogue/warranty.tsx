import { formatMessage } from '@ironmark/channel';
import { ShieldCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

export interface WarrantyProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Warranty length in years; 0 or less shows no headline. */
  years: number;
  /** Terms in plain text (one paragraph per line). */
  terms?: string;
  /** Headline; `{0}` is the number of years; default '{0}-year warranty'. */
  headline?: string;
  /** Headline for a lifetime warranty (years ≥ 99); default 'Lifetime warranty'. */
  lifetimeHeadline?: string;
}

/** The warranty of a product: a headline with its length and the terms. */
export function Warranty({
  years,
  terms,
  headline = '{0}-year warranty',
  lifetimeHeadline = 'Lifetime warranty',
  className,
  ...props
}: WarrantyProps) {
  return (
    <div data-slot="warranty" className={cn('flex flex-col gap-2 text-sm', className)} {...props}>
      {years > 0 && (
        <p className="flex items-center gap-2 font-medium">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {years >= 99 ? lifetimeHeadline : formatMessage(headline, [years])}
        </p>
      )}
      {terms
        ?.split('\n')
        .filter((line) => line.trim())
        .map((line) => (
          <p key={line} className="text-muted">
            {line}
          </p>
        ))}
    </div>
  );
}
