'use client';

import type { OptionGroup } from '@ironmark/cart-core';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { ChoiceChips } from './choice-chips';

/** Texts of {@link OptionPicker}. */
export interface OptionPickerLabels {
  /** Screen-reader suffix of a value that cannot be chosen with the current selection. */
  unavailable: string;
}

/** English defaults of {@link OptionPickerLabels}. */
export const defaultOptionPickerLabels: OptionPickerLabels = {
  unavailable: 'not available',
};

export interface OptionPickerProps extends Omit<ComponentProps<'div'>, 'onChange' | 'dir' | 'defaultValue'> {
  /**
   * The product's options for the selected variant, as cart-core's `optionGroups` returns them:
   * one group per option (colour, size …), each value marked selected / available with the
   * variant code it picks.
   */
  groups: OptionGroup[];
  /** Shown name of each option by its key (e.g. `{ colour: 'Colour', size: 'Size' }`); default the key. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Called once with the code of the variant a chosen value picks. */
  onChange: (code: string) => void;
  /** Texts of the picker; English defaults ({@link defaultOptionPickerLabels}). */
  labels?: Partial<OptionPickerLabels>;
}

/**
 * A variant picker by option: one radio group per option (native radio buttons shown as chips),
 * each value a choice. Arrow keys move between the choices of a group; values that cannot be
 * chosen with the current selection (the combination does not exist or is unavailable) are
 * disabled, struck through and announced with `labels.unavailable`. The selected value stays
 * checked even when its variant is unavailable.
 */
export function OptionPicker({
  groups,
  optionLabels = {},
  onChange,
  labels: labelOverrides,
  className,
  ...props
}: OptionPickerProps) {
  const labels = { ...defaultOptionPickerLabels, ...labelOverrides };
  return (
    <div data-slot="option-picker" className={cn('flex flex-col gap-4', className)} {...props}>
      {groups.map((group) => (
        <div key={group.name} data-slot="option-group" className="flex flex-col gap-2">
          <ChoiceChips
            label={optionLabels[group.name] ?? group.name}
            choices={group.values.map((entry) => ({
              value: entry.value,
              label: entry.value,
              checked: entry.selected,
              disabled: !entry.available && !entry.selected,
              unavailable: !entry.available,
            }))}
            unavailableNote={labels.unavailable}
            onChoose={(value) => {
              const code = group.values.find((entry) => entry.value === value)?.code;
              if (code) onChange(code);
            }}
          />
        </div>
      ))}
    </div>
  );
}
