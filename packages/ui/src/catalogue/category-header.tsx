import { formatMessage } from '@ironmark/channel';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../shell/cn';

export interface CategoryHeaderProps extends Omit<ComponentProps<'header'>, 'title'> {
  /** Name of the category (the page's h1). */
  title: string;
  /** Short introduction under the name. */
  description?: string;
  /** Number of products in the category; shown as '{0} products'. */
  count?: number;
  /** Above the title, usually {@link Breadcrumbs}. */
  breadcrumbs?: ReactNode;
  /** Right of the count, usually the sort select. */
  actions?: ReactNode;
  /** Count text; `{0}` is the number; default '{0} products'. */
  countLabel?: string;
}

/** The top of a category page: breadcrumbs, the title in the display face, description, count and sort. */
export function CategoryHeader({
  title,
  description,
  count,
  breadcrumbs,
  actions,
  countLabel = '{0} products',
  className,
  ...props
}: CategoryHeaderProps) {
  return (
    <header
      data-slot="category-header"
      className={cn('flex flex-col gap-4 border-b border-line pb-6', className)}
      {...props}
    >
      {breadcrumbs}
      <h1 className="font-display text-3xl leading-none font-semibold uppercase tracking-tight desk:text-5xl">
        {title}
      </h1>
      {description && <p className="max-w-prose text-base text-muted">{description}</p>}
      {(count !== undefined || actions) && (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {count !== undefined && (
            <p className="tabular text-sm text-muted" aria-live="polite">
              {formatMessage(countLabel, [count])}
            </p>
          )}
          {actions}
        </div>
      )}
    </header>
  );
}
