'use client';

import { Search, X } from 'lucide-react';
import { type ComponentProps, type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../shell';
import { cn } from '../shell/cn';

/** Texts of {@link SearchBox}; English defaults. */
export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
  suggestions: string;
}

/** English defaults of {@link SearchBoxLabels}. */
export const defaultSearchBoxLabels: SearchBoxLabels = {
  label: 'Search',
  placeholder: 'Search bars, plates, racks…',
  submit: 'Search',
  clear: 'Clear search',
  suggestions: 'Suggestions',
};

export interface SearchBoxProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onChange'> {
  /** The typed query (controlled). */
  value: string;
  /** Called with the query on every keystroke (debounce in the caller). */
  onValueChange: (query: string) => void;
  /** Query suggestions for the typed text (e.g. from query_suggestion). */
  suggestions: string[];
  /** Runs the search: Enter or the button with the typed text, or a picked suggestion. */
  onSearch: (query: string) => void;
  /** Texts of the field, its button and the suggestions; English defaults. */
  labels?: Partial<SearchBoxLabels>;
}

function SuggestionText({ suggestion, query }: { suggestion: string; query: string }) {
  const at = query ? suggestion.toLowerCase().indexOf(query.trim().toLowerCase()) : -1;
  if (at < 0) return <>{suggestion}</>;
  const end = at + query.trim().length;
  // The typed part stays regular; the completion is bold (what the shopper did not type yet).
  return (
    <>
      <strong className="font-semibold">{suggestion.slice(0, at)}</strong>
      {suggestion.slice(at, end)}
      <strong className="font-semibold">{suggestion.slice(end)}</strong>
    </>
  );
}

/**
 * A search box with suggestions, following the ARIA combobox pattern: the input owns a listbox
 * (`aria-expanded`, `aria-controls`, `aria-activedescendant`); ArrowDown/ArrowUp move through the
 * suggestions (wrapping), Enter picks the active one or searches the typed text, Escape closes the
 * list and a second Escape clears the text.
 */
export function SearchBox({
  value,
  onValueChange,
  suggestions,
  onSearch,
  labels: labelOverrides,
  className,
  ...props
}: SearchBoxProps) {
  const labels = { ...defaultSearchBoxLabels, ...labelOverrides };
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (query: string) => {
    onValueChange(query);
    close();
    if (query.trim()) onSearch(query.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        setActive((current) => (!expanded ? 0 : (current + 1) % count));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (count === 0) return;
        setOpen(true);
        setActive((current) => (!expanded || current <= 0 ? count - 1 : current - 1));
        return;
      case 'Enter': {
        const suggestion = expanded && active >= 0 ? suggestions[active] : undefined;
        if (suggestion !== undefined) {
          event.preventDefault();
          pick(suggestion);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        return;
      default:
        return;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pick(value);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on a form is the landmark the search box is (the <search> element is not yet well supported)
    <form
      role="search"
      data-slot="search-box"
      className={cn('relative w-full', className)}
      onSubmit={submit}
      {...props}
    >
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <div className="flex items-stretch rounded-xs border border-line bg-surface focus-within:border-ink">
        <Search aria-hidden="true" className="mx-3 size-5 self-center text-muted" />
        <input
          id={id}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className="min-h-11 min-w-0 flex-1 bg-transparent text-base text-ink placeholder:text-muted focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={labels.clear}
            onClick={() => onValueChange('')}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        )}
        <Button type="submit" variant="secondary" square>
          {labels.submit}
        </Button>
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label={labels.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-overlay mt-1 max-h-80 overflow-y-auto rounded-xs border border-line bg-surface py-1 shadow-none"
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled on the combobox input (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: options of an aria-activedescendant listbox are never focused themselves
          <div
            key={suggestion}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={cn(
              'flex min-h-11 cursor-pointer items-center px-4 text-sm',
              index === active && 'bg-grey-100',
            )}
            // Keep focus in the input so blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(suggestion)}
          >
            <span>
              <SuggestionText suggestion={suggestion} query={value} />
            </span>
          </div>
        ))}
      </div>
    </form>
  );
}
