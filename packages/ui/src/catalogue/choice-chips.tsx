'use client';

import { useId } from 'react';
import { cn } from '../shell/cn';

/** One chip of {@link ChoiceChips}. */
export interface ChoiceChip {
  /** Form value and React key of the choice. */
  value: string;
  /** Shown text; the checked choice's also follows the group's name. */
  label: string;
  checked: boolean;
  /** Disabled chips cannot be chosen: dashed, and skipped by the arrow keys. */
  disabled?: boolean;
  /** Struck through, and announced with the group's `unavailableNote`. */
  unavailable?: boolean;
}

/**
 * A named row of choices ('Colour: Black', then the chips) as native radio buttons shown as chips.
 * The browser gives them their keyboard behaviour (Tab to the checked one, arrow keys check the
 * next enabled one and wrap) and their roles, with no script of their own to load or hydrate: the
 * product page's pickers were Radix radio groups, whose collection bookkeeping ran in the page's
 * hydration (issue 16).
 */
export function ChoiceChips({
  label,
  choices,
  unavailableNote,
  onChoose,
}: {
  /** The group's name, shown with the checked choice. */
  label: string;
  choices: ChoiceChip[];
  /** Screen-reader suffix of an unavailable choice (e.g. 'not available'). */
  unavailableNote: string;
  onChoose: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <p id={id} className="text-sm font-medium">
        {label}: <span className="text-muted">{choices.find((choice) => choice.checked)?.label}</span>
      </p>
      <div role="radiogroup" aria-labelledby={id} className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'tabular relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-xs border border-line bg-surface px-3 text-sm text-ink hover:border-ink',
              'has-checked:border-ink has-checked:bg-ink has-checked:text-paper',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
              'has-disabled:border-dashed has-disabled:text-muted has-disabled:hover:border-line',
              choice.unavailable && 'line-through decoration-1',
            )}
          >
            <input
              type="radio"
              name={id}
              value={choice.value}
              checked={choice.checked}
              disabled={choice.disabled}
              onChange={() => onChoose(choice.value)}
              // Invisible over the whole chip: a click anywhere on it is a click on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            />
            {choice.label}
            {choice.unavailable && <span className="sr-only">{`, ${unavailableNote}`}</span>}
          </label>
        ))}
      </div>
    </>
  );
}
