'use client';

import { formatMoney } from '@ironmark/channel';
import { MapPin, Truck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';

/** A delivery option: default delivery with its cost, or warehouse pickup with its address. */
export interface DeliveryOption {
  id: string;
  kind: 'delivery' | 'pickup';
  label: string;
  /** Cost in minor units of `currency`; 0 shows 'Free'. */
  cost: number;
  /** E.g. '3–5 working days'. */
  estimate?: string;
  /** Pickup address lines. */
  address?: string[];
  /** Unavailable for this cart (e.g. pickup not offered in the country). */
  disabled?: boolean;
}

/** Texts of {@link DeliveryMethod}; English defaults. */
export interface DeliveryMethodLabels {
  legend: string;
  free: string;
  pickupAddress: string;
}

/** English defaults of {@link DeliveryMethodLabels}. */
export const defaultDeliveryMethodLabels: DeliveryMethodLabels = {
  legend: 'Delivery method',
  free: 'Free',
  pickupAddress: 'Pickup address',
};

export interface DeliveryMethodProps extends Omit<ComponentProps<'fieldset'>, 'onChange' | 'children'> {
  /** Delivery options with their names and costs. */
  options: DeliveryOption[];
  /** Id of the selected option; none selected when undefined. */
  value: string | undefined;
  /** Called with the id of the option the shopper picks. */
  onChange: (id: string) => void;
  /** ISO 4217 currency of the costs (e.g. 'usd'). */
  currency: string;
  /** Locale used to format money; default 'en-US'. */
  locale?: string;
  /** Message shown under the options (e.g. no method chosen); marks the group invalid. */
  error?: string;
  /** Texts of the group; English defaults ({@link defaultDeliveryMethodLabels}). */
  labels?: Partial<DeliveryMethodLabels>;
}

/** The delivery method as a radio group: each option with its cost (or 'Free'), estimate, and the pickup address. */
export function DeliveryMethod({
  options,
  value,
  onChange,
  currency,
  locale = 'en-US',
  error,
  labels: labelOverrides,
  className,
  ...props
}: DeliveryMethodProps) {
  const labels = { ...defaultDeliveryMethodLabels, ...labelOverrides };
  return (
    <fieldset data-slot="delivery-method" className={cn('flex flex-col gap-2', className)} {...props}>
      <legend className="mb-2 font-display text-xl font-medium uppercase">{labels.legend}</legend>
      {options.map((option) => {
        const Icon = option.kind === 'pickup' ? MapPin : Truck;
        return (
          <label
            key={option.id}
            className={cn(
              'flex gap-3 rounded-xs border border-line bg-surface p-4 has-[:checked]:border-ink has-[:checked]:ring-1 has-[:checked]:ring-ink',
              option.disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            <input
              type="radio"
              name="delivery-method"
              value={option.id}
              checked={value === option.id}
              disabled={option.disabled}
              onChange={() => onChange(option.id)}
              className="mt-0.5 size-5 shrink-0 accent-ink"
            />
            <span className="flex flex-1 flex-col gap-1 text-sm">
              <span className="flex items-center justify-between gap-4">
                <span className="flex items-center gap-2 font-medium">
                  <Icon aria-hidden="true" className="size-4" />
                  {option.label}
                </span>
                <span className="tabular font-semibold">
                  {option.cost === 0 ? labels.free : formatMoney(option.cost, currency, locale)}
                </span>
              </span>
              {option.estimate && <span className="text-muted">{option.estimate}</span>}
              {option.address && option.address.length > 0 && (
                <span className="text-muted">
                  <span className="sr-only">{labels.pickupAddress}: </span>
                  {option.address.join(', ')}
                </span>
              )}
            </span>
          </label>
        );
      })}
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
