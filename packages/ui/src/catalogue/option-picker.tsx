'use client';

import type { OptionGroup } from '@ironmark/cart-core';
import { RadioGroup } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { cn } from '../shell/cn';

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
 * A variant picker by option: one radio group (Radix) per option, each value a choice. Arrow keys
 * move between the choices of a group; values that cannot be chosen with the current selection
 * (the combination does not exist or is unavailable) are disabled, struck through and announced
 * with `labels.unavailable`. The selected value stays checked even when its variant is unavailable.
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
  const id = useId();
  return (
    <div data-slot="option-picker" className={cn('flex flex-col gap-4', className)} {...props}>
      {groups.map((group) => {
        const labelId = `${id}-${group.name}`;
        const selected = group.values.find((entry) => entry.selected);
        return (
          <div key={group.name} data-slot="option-group" className="flex flex-col gap-2">
            <p id={labelId} className="text-sm font-medium">
              {optionLabels[group.name] ?? group.name}: <span className="text-muted">{selected?.value}</span>
            </p>
            <RadioGroup.Root
              aria-labelledby={labelId}
              value={selected?.value ?? ''}
              onValueChange={(value) => {
                const code = group.values.find((entry) => entry.value === value)?.code;
                if (code) onChange(code);
              }}
              className="flex flex-wrap gap-2"
            >
              {group.values.map((entry) => (
                <RadioGroup.Item
                  key={entry.value}
                  value={entry.value}
                  disabled={!entry.available && !entry.selected}
                  className={cn(
                    'tabular inline-flex min-h-11 min-w-11 items-center justify-center rounded-xs border border-line bg-surface px-3 text-sm text-ink hover:border-ink',
                    'data-[state=checked]:border-ink data-[state=checked]:bg-ink data-[state=checked]:text-paper',
                    'data-[disabled]:cursor-not-allowed data-[disabled]:border-dashed data-[disabled]:text-muted data-[disabled]:hover:border-line',
                    !entry.available && 'line-through decoration-1',
                  )}
                >
                  {entry.value}
                  {!entry.available && <span className="sr-only">{`, ${labels.unavailable}`}</span>}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </div>
        );
      })}
    </div>
  );
}
