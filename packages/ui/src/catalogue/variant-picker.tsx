'use client';

import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { ChoiceChips } from './choice-chips';

/** One choice of a variant dimension (weight, size, sleeve …). */
export interface VariantOption {
  /** Variant code selected by this choice. */
  code: string;
  label: string;
  /** False greys the choice out but keeps it selectable (it may be pre-orderable). */
  available?: boolean;
}

export interface VariantPickerProps extends Omit<ComponentProps<'div'>, 'onChange' | 'dir' | 'defaultValue'> {
  /** Dimension name shown as the group's label, e.g. 'Weight'. */
  label: string;
  /** Variants to choose from, with their labels and availability. */
  options: VariantOption[];
  /** Selected variant code. */
  value: string;
  /** Called with the code of the variant picked. */
  onChange: (code: string) => void;
  /** Screen-reader suffix of an unavailable choice; default 'out of stock'. */
  unavailableLabel?: string;
}

/**
 * A variant picker as a radio group (native radio buttons shown as chips): arrow keys move between
 * choices, the selected one is checked; unavailable choices are struck through but stay selectable.
 */
export function VariantPicker({
  label,
  options,
  value,
  onChange,
  unavailableLabel = 'out of stock',
  className,
  ...props
}: VariantPickerProps) {
  return (
    <div data-slot="variant-picker" className={cn('flex flex-col gap-2', className)} {...props}>
      <ChoiceChips
        label={label}
        choices={options.map((option) => ({
          value: option.code,
          label: option.label,
          checked: option.code === value,
          unavailable: option.available === false,
        }))}
        unavailableNote={unavailableLabel}
        onChoose={onChange}
      />
    </div>
  );
}
