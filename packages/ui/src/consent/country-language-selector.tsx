'use client';

import {
  channels as allChannels,
  type Channel,
  collator,
  globalChannel,
  languageName,
} from '@ironmark/channel';
import { Check } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { cn } from '../shell/cn';
import { Modal } from '../shell/dialog';
import { Flag } from './flag';

/** The channel fields the selector shows. */
export type SelectableChannel = Pick<Channel, 'code' | 'country' | 'language' | 'name'>;

/** Texts of the country and language selector. */
export interface CountryLanguageLabels {
  title: string;
  description: string;
  filter: string;
  noMatch: string;
  close: string;
}

/** English defaults of {@link CountryLanguageLabels}. */
export const defaultCountryLanguageLabels: CountryLanguageLabels = {
  title: 'Choose your country and language',
  description: 'Prices, delivery and the range follow the country you choose.',
  filter: 'Filter countries',
  noMatch: 'No country matches',
  close: 'Close',
};

const everyChannel: readonly SelectableChannel[] = [...allChannels, globalChannel];

/** Channels sorted by English country name, the language-only global channel last. */
export function sortChannels(list: readonly SelectableChannel[]): SelectableChannel[] {
  const { compare } = collator('en');
  return [...list].sort((a, b) => {
    if (!a.country !== !b.country) return a.country ? -1 : 1;
    return compare(a.name, b.name) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  });
}

export interface CountryLanguageSelectorProps {
  /** Whether the selector is open (controlled). */
  open: boolean;
  /** Called with the new open state. */
  onOpenChange: (open: boolean) => void;
  /** Code of the current channel (marked as current). */
  current: string;
  /** Called with the chosen channel code. */
  onSelect: (code: string) => void;
  /** Channels to offer. Default: every country channel plus the global locale of @ironmark/channel. */
  channels?: readonly SelectableChannel[];
  /** Texts of the selector; English defaults ({@link defaultCountryLanguageLabels}). */
  labels?: Partial<CountryLanguageLabels>;
}

/**
 * The country and language overlay (spec §4): every channel by its English country name with its
 * flag (emoji, no download) and language, a filter box, and the current choice marked.
 */
export function CountryLanguageSelector({
  open,
  onOpenChange,
  current,
  onSelect,
  channels = everyChannel,
  labels: labelOverrides,
}: CountryLanguageSelectorProps) {
  const labels = { ...defaultCountryLanguageLabels, ...labelOverrides };
  const id = useId();
  const [filter, setFilter] = useState('');
  const sorted = useMemo(() => sortChannels(channels), [channels]);
  const query = filter.trim().toLowerCase();
  const matching = query
    ? sorted.filter((c) => `${c.name} ${languageName(c.language)} ${c.code}`.toLowerCase().includes(query))
    : sorted;
  // The rows render after the dialog has opened, in a transition React splits into short tasks (and
  // behind the visitor's typing): Radix mounts a dialog's content in a blocking update, which on a
  // phone carried the 45 rows too.
  const shown = useDeferredValue(matching, null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      maxWidth="2xl"
      closeLabel={labels.close}
    >
      <label htmlFor={`${id}-filter`} className="text-sm font-medium">
        {labels.filter}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="mt-1 min-h-11 w-full rounded-xs border border-line bg-surface px-3 text-ink"
      />
      {shown === null ? null : shown.length === 0 ? (
        <p role="status" className="mt-4 text-muted">
          {labels.noMatch}
        </p>
      ) : (
        <ul className="mt-4 grid gap-1 sm:grid-cols-2">
          {shown.map((channel) => {
            const selected = channel.code === current;
            return (
              <li key={channel.code}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  lang="en"
                  onClick={() => onSelect(channel.code)}
                  className={cn(
                    'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-xs border px-3 py-2 text-left hover:border-line',
                    selected ? 'border-ink' : 'border-transparent',
                  )}
                >
                  <Flag country={channel.country} />
                  <span className="flex-1">
                    <span className="block font-medium">{channel.name}</span>
                    <span className="block text-sm text-muted">{languageName(channel.language)}</span>
                  </span>
                  {selected && <Check aria-hidden className="size-4" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
