import { SearchX } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';

/** Texts of {@link NoResults}; `{0}` is the query. */
export interface NoResultsLabels {
  heading: string;
  tips: string;
  suggestions: string;
}

/** English defaults of {@link NoResultsLabels}. */
export const defaultNoResultsLabels: NoResultsLabels = {
  heading: 'No results for “{0}”',
  tips: 'Check the spelling, use fewer words or remove a filter.',
  suggestions: 'Try one of these',
};

export interface NoResultsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The query that found nothing, quoted in the heading. */
  query: string;
  /** Other searches or popular categories to try. */
  suggestions?: { label: string; href: string }[];
  /** Texts of the message and its suggestions; English defaults. */
  labels?: Partial<NoResultsLabels>;
}

/** The empty search state: what was searched, tips, and links to try instead. */
export function NoResults({
  query,
  suggestions = [],
  labels: labelOverrides,
  className,
  ...props
}: NoResultsProps) {
  const labels = { ...defaultNoResultsLabels, ...labelOverrides };
  return (
    <section
      data-slot="no-results"
      aria-live="polite"
      className={cn('flex flex-col items-start gap-4 py-12', className)}
      {...props}
    >
      <SearchX aria-hidden="true" className="size-10 text-muted" />
      <h2 className="font-display text-2xl font-semibold uppercase">
        {labels.heading.replace('{0}', query)}
      </h2>
      <p className="text-sm text-muted">{labels.tips}</p>
      {suggestions.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{labels.suggestions}</p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <Link
                  href={suggestion.href}
                  className="inline-flex min-h-11 items-center rounded-xs border border-line bg-surface px-4 text-sm hover:border-ink"
                >
                  {suggestion.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
