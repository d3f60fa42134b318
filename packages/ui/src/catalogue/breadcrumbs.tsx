import { ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import type { LinkLike } from './product-card';

/** One step of the trail; the last one is the current page and is not a link. */
export interface Crumb {
  label: string;
  href: string;
}

export interface BreadcrumbsProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** The trail from the home page to the current page (the last item is the page). */
  items: Crumb[];
  /** Accessible name of the trail; default 'Breadcrumb'. */
  label?: string;
  /** Link component of the crumbs; the ui `Link` by default. */
  LinkComponent?: LinkLike;
}

/** A breadcrumb trail (`nav` > `ol`), the current page marked with `aria-current="page"`. */
export function Breadcrumbs({
  items,
  label = 'Breadcrumb',
  LinkComponent,
  className,
  ...props
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} data-slot="breadcrumbs" className={cn('text-sm', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-x-1 text-muted">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const linkClass = 'inline-flex min-h-11 items-center hover:text-ink hover:underline';
          return (
            <li key={item.href} className="flex items-center gap-x-1">
              {current ? (
                <span aria-current="page" className="font-medium text-ink">
                  {item.label}
                </span>
              ) : LinkComponent ? (
                <LinkComponent href={item.href} className={linkClass}>
                  {item.label}
                </LinkComponent>
              ) : (
                <Link href={item.href} className={linkClass}>
                  {item.label}
                </Link>
              )}
              {!current && <ChevronRight aria-hidden="true" className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
