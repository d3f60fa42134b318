import { Children, type ComponentProps, isValidElement } from 'react';
import { cn } from '../shell/cn';

export interface ProductGridProps extends ComponentProps<'ul'> {
  /** Accessible name of the list, e.g. the category title. */
  label?: string;
  /**
   * How many items render with the page (4 by default: the first row from 1280 px, two rows on a
   * phone). The rest are `render-near-viewport`: the browser skips their style, layout and paint until
   * they come near the viewport. A grid below the fold passes 0.
   */
  eager?: number;
}

/**
 * A responsive grid of product cards: 2 columns on mobile, 3 on tablets, 4 from the 1280 px
 * breakpoint. Each child becomes a list item; those after the first `eager` render lazily (above).
 */
export function ProductGrid({ label, eager = 4, children, className, ...props }: ProductGridProps) {
  return (
    <ul
      aria-label={label}
      data-slot="product-grid"
      className={cn('grid grid-cols-2 gap-px bg-line md:grid-cols-3 desk:grid-cols-4', className)}
      {...props}
    >
      {Children.toArray(children).map((child, index) => (
        <li
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className={cn('bg-surface', index >= eager && 'render-near-viewport')}
        >
          {child}
        </li>
      ))}
    </ul>
  );
}
