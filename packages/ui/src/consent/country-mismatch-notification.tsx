'use client';

import { type ComponentProps, useId } from 'react';
import { Button } from '../shell/button';
import { cn } from '../shell/cn';
import { Flag } from './flag';

/** Texts of the country-mismatch notification; `{0}` is the visitor's country, `{1}` the page's. */
export interface CountryMismatchLabels {
  title: string;
  message: string;
  switchTo: string;
  stay: string;
}

/** English defaults of {@link CountryMismatchLabels}. */
export const defaultCountryMismatchLabels: CountryMismatchLabels = {
  title: 'Shopping from {0}?',
  message: 'You are on the {1} site. Prices, delivery and the range may differ in {0}.',
  switchTo: 'Go to the {0} site',
  stay: 'Stay on this site',
};

export interface CountryMismatchNotificationProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** English name of the page's country. */
  pageCountryName: string;
  /** ISO code of the visitor's stored country (its flag is shown). */
  userCountry: string;
  /** English name of the visitor's stored country. */
  userCountryName: string;
  /** Go to the visitor's own channel. */
  onSwitch: () => void;
  /** Stay; the caller remembers that the visitor closed the country check (spec §4). */
  onStay: () => void;
  /** Texts of the notice; English defaults ({@link defaultCountryMismatchLabels}). */
  labels?: Partial<CountryMismatchLabels>;
}

/** The notification shown when the stored country differs from the page's country (spec §4). */
export function CountryMismatchNotification({
  pageCountryName,
  userCountry,
  userCountryName,
  onSwitch,
  onStay,
  labels: labelOverrides,
  className,
  ...props
}: CountryMismatchNotificationProps) {
  const labels = { ...defaultCountryMismatchLabels, ...labelOverrides };
  const id = useId();
  const fill = (template: string) =>
    template.replaceAll('{0}', userCountryName).replaceAll('{1}', pageCountryName);
  return (
    <section
      data-slot="country-mismatch"
      aria-labelledby={`${id}-title`}
      className={cn(
        'fixed top-4 right-4 left-4 z-overlay border border-line bg-paper p-5 text-ink motion-safe:animate-fade-in desk:left-auto desk:max-w-sm',
        className,
      )}
      {...props}
    >
      <h2
        id={`${id}-title`}
        className="flex items-center gap-2 font-display text-lg font-medium tracking-wide uppercase"
      >
        <Flag country={userCountry} />
        {fill(labels.title)}
      </h2>
      <p className="mt-2 text-sm text-muted">{fill(labels.message)}</p>
      <div className="mt-4 flex flex-col gap-2">
        <Button onClick={onSwitch}>{fill(labels.switchTo)}</Button>
        <Button variant="ghost" onClick={onStay}>
          {labels.stay}
        </Button>
      </div>
    </section>
  );
}
