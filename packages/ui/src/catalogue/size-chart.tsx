import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

export interface SizeChartProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Column headings; the first names the row header column (e.g. 'Size'). */
  columns: string[];
  /** Rows; the first cell is the size name. */
  rows: string[][];
  /** Caption of the table, read as its accessible name. */
  caption?: string;
}

/** A size chart table that scrolls sideways on narrow screens; tabular numerals. */
export function SizeChart({ columns, rows, caption = 'Size chart', className, ...props }: SizeChartProps) {
  return (
    <section
      data-slot="size-chart"
      className={cn('overflow-x-auto', className)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={caption}
      {...props}
    >
      <table className="tabular w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-left font-display font-medium uppercase">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([size, ...cells]) => (
            <tr key={size} className="border-b border-line">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {size}
              </th>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                <td key={index} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
