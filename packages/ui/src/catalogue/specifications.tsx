import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** One specification row, e.g. { label: 'Shaft diameter', value: '28 mm' }. */
export interface Specification {
  label: string;
  value: string;
}

export interface SpecificationsProps extends Omit<ComponentProps<'table'>, 'children'> {
  /** Rows of the table: label and value. */
  specs: Specification[];
  /** Table caption; default 'Specifications'. */
  caption?: string;
  /** Hide the caption visually (when a section heading says it); default false. */
  hideCaption?: boolean;
}

/** A specifications table with row headers and tabular numerals so values line up. */
export function Specifications({
  specs,
  caption = 'Specifications',
  hideCaption = false,
  className,
  ...props
}: SpecificationsProps) {
  return (
    <table
      data-slot="specifications"
      className={cn('tabular w-full border-collapse text-sm', className)}
      {...props}
    >
      <caption className={cn('pb-2 text-left font-display text-lg uppercase', hideCaption && 'sr-only')}>
        {caption}
      </caption>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.label} className="border-t border-line">
            <th scope="row" className="w-1/2 py-2 pr-4 text-left font-normal text-muted">
              {spec.label}
            </th>
            <td className="py-2 text-ink">{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
