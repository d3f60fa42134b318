import type { ReactNode } from 'react';
import { cn } from '../shell/cn';

/** One chip of {@link ChoiceChips}. */
export interface ChoiceChip {
  /** Form value and React key of the choice. */
  value: string;
  /** Shown text. */
  label: ReactNode;
  checked: boolean;
  /** Disabled chips cannot be chosen: dashed, and skipped by the arrow keys. */
  disabled?: boolean;
  /** Struck through, with `note` for screen readers (e.g. ', not available'). */
  unavailable?: boolean;
  note?: string;
}

/**
 * A row of choices as native radio buttons shown as chips, the group named by `labelledBy`. The
 * browser gives them their keyboard behaviour (Tab to the checked one, arrow keys check the next
 * enabled one and wrap) and their roles, with no script of their own to load or hydrate: the
 * product page's pickers were Radix radio groups, whose collection bookkeeping ran in the page's
 * hydration (issue 16).
 */
export function ChoiceChips({
  name,
  labelledBy,
  choices,
  onChoose,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  /** Id of the element that names the group. */
  labelledBy: string;
  choices: ChoiceChip[];
  onChoose: (value: string) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
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
            name={name}
            value={choice.value}
            checked={choice.checked}
            disabled={choice.disabled}
            onChange={() => onChoose(choice.value)}
            // Invisible over the whole chip: a click anywhere on it is a click on the radio itself.
            className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
          />
          {choice.label}
          {choice.unavailable && choice.note && <span className="sr-only">{`, ${choice.note}`}</span>}
        </label>
      ))}
    </div>
  );
}
