import { formatMessage } from '@ironmark/channel';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { type DeliveryUnit, deliveryEstimate } from './format';
import type { Availability, AvailabilityKind } from './types';

/** Texts of {@link AvailabilityLabel}; `{0}` is the number in the pre-order estimate. */
export interface AvailabilityLabels extends Record<AvailabilityKind, string> {
  /** Pre-order estimate per unit, e.g. 'shipped within {0} weeks'. */
  shippedWithin: Record<DeliveryUnit, string>;
}

/** English defaults of {@link AvailabilityLabels}. */
export const defaultAvailabilityLabels: AvailabilityLabels = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
  'pre-order': 'Pre-order',
  'made-to-order': 'Made to order',
  'coming-soon': 'Coming soon',
  discontinued: 'Discontinued',
  shippedWithin: {
    day: 'shipped within {0} day',
    days: 'shipped within {0} days',
    week: 'shipped within {0} week',
    weeks: 'shipped within {0} weeks',
    month: 'shipped within {0} month',
    months: 'shipped within {0} months',
  },
};

/** Dot colour per state: green available, amber limited or later, grey unavailable. */
const dotClass: Record<AvailabilityKind, string> = {
  'in-stock': 'bg-success',
  'low-stock': 'bg-warning',
  'pre-order': 'bg-warning',
  'made-to-order': 'bg-info',
  'coming-soon': 'bg-info',
  'out-of-stock': 'bg-grey-500',
  discontinued: 'bg-grey-500',
};

/**
 * The words of an availability state, with the pre-order estimate appended
 * ('Pre-order – shipped within 3 weeks', spec §4) when `estimatedDeliveryDays` is known.
 */
export function availabilityText(availability: Availability, labels: AvailabilityLabels): string {
  const base = labels[availability.kind];
  if (availability.kind !== 'pre-order' || availability.estimatedDeliveryDays === undefined) return base;
  const { count, unit } = deliveryEstimate(availability.estimatedDeliveryDays);
  return `${base} – ${formatMessage(labels.shippedWithin[unit], [count])}`;
}

export interface AvailabilityLabelProps extends Omit<ComponentProps<'p'>, 'children'>, Availability {
  /** What the shopper can expect: in stock, low stock, pre-order, made to order, out of stock … */
  kind: Availability['kind'];
  /** Texts of the availability kinds; English defaults ({@link defaultAvailabilityLabels}). */
  labels?: Partial<Omit<AvailabilityLabels, 'shippedWithin'>> & {
    shippedWithin?: Partial<AvailabilityLabels['shippedWithin']>;
  };
}

/** Availability as a coloured dot plus words; the dot is decorative, the words carry the meaning. */
export function AvailabilityLabel({
  kind,
  estimatedDeliveryDays,
  labels,
  className,
  ...props
}: AvailabilityLabelProps) {
  const merged: AvailabilityLabels = {
    ...defaultAvailabilityLabels,
    ...labels,
    shippedWithin: { ...defaultAvailabilityLabels.shippedWithin, ...labels?.shippedWithin },
  };
  const availability: Availability =
    estimatedDeliveryDays === undefined ? { kind } : { kind, estimatedDeliveryDays };
  return (
    <p
      data-slot="availability"
      data-kind={kind}
      className={cn('flex items-center gap-2 text-sm text-ink', className)}
      {...props}
    >
      <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', dotClass[kind])} />
      <span>{availabilityText(availability, merged)}</span>
    </p>
  );
}
