import { Children, type ComponentProps, isValidElement } from 'react';
import { cn } from '../shell/cn';

export interface ProductGridProps extends ComponentProps<'ul'> {
  /** Accessible name of the list, e.g. the category title. */
  label?: string;
}

/**
 * A responsive grid of product cards: 2 columns on mobile, 3 on tablets, 4 from the 1280 px
 * breakpoint. Each child becomes a list item.
 */
export function ProductGrid({ label, children, className, ...props }: ProductGridProps) {
  return (
    <ul
      aria-label={label}
      data-slot="product-grid"
      className={cn('grid grid-cols-2 gap-px bg-line md:grid-cols-3 desk:grid-cols-4', className)}
      {...props}
    >
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index} className="bg-surface">
          {child}
        </li>
      ))}
    </ul>
  );
}
