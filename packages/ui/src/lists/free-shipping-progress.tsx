import { formatMessage, formatMoney } from '@ironmark/channel';
import { FREE_SHIPPING_THRESHOLD_MINOR } from '@ironmark/config/constants';
import { Truck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** Progress toward free shipping: amounts in minor units, `ratio` in [0, 1]. */
export interface FreeShippingState {
  remaining: number;
  ratio: number;
  reached: boolean;
}

/**
 * How far a subtotal (minor units) is from the free-shipping threshold (minor units; default
 * `FREE_SHIPPING_THRESHOLD_MINOR`, 'orders over $500'). A threshold of 0 or less counts as reached.
 */
export function freeShippingProgress(
  subTotal: number,
  threshold: number = FREE_SHIPPING_THRESHOLD_MINOR,
): FreeShippingState {
  if (threshold <= 0) return { remaining: 0, ratio: 1, reached: true };
  const remaining = Math.max(0, threshold - Math.max(0, subTotal));
  return { remaining, ratio: Math.min(1, Math.max(0, subTotal) / threshold), reached: remaining === 0 };
}

/** Texts of {@link FreeShippingProgress}; `{0}` is the remaining amount. */
export interface FreeShippingLabels {
  remaining: string;
  reached: string;
}

/** English defaults of {@link FreeShippingLabels}. */
export const defaultFreeShippingLabels: FreeShippingLabels = {
  remaining: 'Add {0} more for free shipping',
  reached: 'Your order ships free',
};

export interface FreeShippingProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Cart subtotal, minor units. */
  subTotal: number;
  /** ISO 4217 currency of the amounts (e.g. 'usd'). */
  currency: string;
  /** Threshold in minor units; default `FREE_SHIPPING_THRESHOLD_MINOR`. */
  threshold?: number;
  /** Locale used to format money; default 'en-US'. */
  locale?: string;
  /** Texts of the progress message; English defaults ({@link defaultFreeShippingLabels}). */
  labels?: Partial<FreeShippingLabels>;
}

/** A line of text and a bar showing how much more buys free shipping; the text carries the meaning. */
export function FreeShippingProgress({
  subTotal,
  currency,
  threshold = FREE_SHIPPING_THRESHOLD_MINOR,
  locale = 'en-US',
  labels: labelOverrides,
  className,
  ...props
}: FreeShippingProgressProps) {
  const labels = { ...defaultFreeShippingLabels, ...labelOverrides };
  const state = freeShippingProgress(subTotal, threshold);
  return (
    <div
      data-slot="free-shipping"
      data-reached={state.reached}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <p className="tabular flex items-center gap-2 text-sm" aria-live="polite">
        <Truck aria-hidden="true" className="size-4 shrink-0" />
        {state.reached
          ? labels.reached
          : formatMessage(labels.remaining, [formatMoney(state.remaining, currency, locale)])}
      </p>
      <div aria-hidden="true" className="h-1 w-full bg-grey-200">
        <div
          className={cn(
            'h-full transition-[width] duration-300 ease-out',
            state.reached ? 'bg-success' : 'bg-ink',
          )}
          style={{ width: `${state.ratio * 100}%` }}
        />
      </div>
    </div>
  );
}
