'use client';

import { Minus, Plus } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { cn } from '../shell/cn';

/** Texts of {@link QuantityStepper}; English defaults. */
export interface QuantityStepperLabels {
  quantity: string;
  decrease: string;
  increase: string;
}

/** English defaults of {@link QuantityStepperLabels}. */
export const defaultQuantityStepperLabels: QuantityStepperLabels = {
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
};

/**
 * Clamps a quantity into `[min, max]` and to whole units; `NaN` becomes `min`.
 * Used by {@link QuantityStepper} for typed, stepped and keyboard input alike.
 */
export function clampQuantity(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export interface QuantityStepperProps extends Omit<ComponentProps<'div'>, 'onChange' | 'children'> {
  /** Current quantity (whole units). */
  value: number;
  /** Called with the new clamped quantity, only when it differs from `value`. */
  onChange: (quantity: number) => void;
  /** Lowest quantity; default 1. */
  min?: number;
  /** Highest quantity (e.g. in stock + pre-order); default 999. */
  max?: number;
  /** Disables both buttons and the field. */
  disabled?: boolean;
  /** Texts of the buttons and field; English defaults ({@link defaultQuantityStepperLabels}). */
  labels?: Partial<QuantityStepperLabels>;
}

/**
 * A quantity stepper: − / + buttons around a spin button. Arrow keys step by 1, Page Up/Down by 10,
 * Home/End jump to the bounds; typed numbers are clamped on Enter or blur. Buttons disable at the bounds.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 999,
  disabled = false,
  labels: labelOverrides,
  className,
  ...props
}: QuantityStepperProps) {
  const labels = { ...defaultQuantityStepperLabels, ...labelOverrides };
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: number) => {
    // An emptied field restores the current quantity rather than jumping to the minimum.
    if (Number.isNaN(next)) {
      setDraft(String(value));
      return;
    }
    const clamped = clampQuantity(next, min, max);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      commit(value + step);
    } else if (event.key === 'Home') {
      event.preventDefault();
      commit(min);
    } else if (event.key === 'End') {
      event.preventDefault();
      commit(max);
    } else if (event.key === 'Enter') {
      commit(Number.parseInt(draft, 10));
    }
  };

  const buttonClass =
    'inline-flex size-11 items-center justify-center text-ink transition-colors hover:bg-ink/5 disabled:cursor-not-allowed disabled:text-grey-400 disabled:hover:bg-transparent';

  return (
    <div
      data-slot="quantity-stepper"
      className={cn('tabular inline-flex items-stretch rounded-xs border border-line bg-surface', className)}
      {...props}
    >
      <button
        type="button"
        className={buttonClass}
        aria-label={labels.decrease}
        aria-controls={id}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={labels.quantity}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onKeyDown={onKeyDown}
        onBlur={() => commit(Number.parseInt(draft, 10))}
        className="w-12 border-x border-line bg-transparent text-center text-base text-ink"
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={labels.increase}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
