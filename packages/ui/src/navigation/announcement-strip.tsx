'use client';

import { ANNOUNCEMENT_FADE_MS } from '@ironmark/config/constants';
import { type Announcement, type AnnouncementPlacement, announcementMessages } from '@ironmark/navigation';
import { useAnnouncementRotation } from '@ironmark/navigation/react';
import type { ComponentProps } from 'react';
import { Flag } from '../consent/flag';
import type { Clock } from '../shell/clock';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { useSiteHeaderActions } from './header-islands';

/** Texts of the announcement strip. */
export interface AnnouncementStripLabels {
  /** Name of the strip's landmark. */
  region: string;
  /** Name of the flag button that opens the country and language chooser. */
  chooseLanguage: string;
}

/** English defaults of {@link AnnouncementStripLabels}. */
export const defaultAnnouncementStripLabels: AnnouncementStripLabels = {
  region: 'Announcements',
  chooseLanguage: 'Choose country and language',
};

export interface AnnouncementStripProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Messages, extra links and rotation settings (spec §3 Navigation set `announcement`). */
  announcement: Announcement;
  /** Decides the interval: top banner 5000 ms, menu 7000 ms (spec §9). Default 'top-banner'. */
  placement?: AnnouncementPlacement;
  /** Interval override (ms); default: the placement's interval. */
  intervalMs?: number;
  /** ISO country code of the current channel ('' for the global locale) — drawn as the flag. */
  country: string;
  /** Current country / language shown beside the flag, e.g. 'United States · English'. */
  countryLabel?: string;
  /** Opens the country and language chooser. Default: the chooser of the {@link SiteHeaderActions} around. */
  onChooseLanguage?: () => void;
  /** Colour theme of the strip. Default 'dark'. */
  theme?: 'dark' | 'light';
  /** Timer source; default: the {@link SiteHeaderActions}' clock, else the browser's timers. */
  clock?: Clock;
  /** Texts of the strip's controls; English defaults ({@link defaultAnnouncementStripLabels}). */
  labels?: Partial<AnnouncementStripLabels>;
}

/**
 * The slim strip above the main bar (spec §2/§4): rotating messages with a 300 ms fade, paused while
 * the pointer is over (or focus is in) a message link, extra links, and the flag button.
 */
export function AnnouncementStrip({
  announcement,
  placement = 'top-banner',
  intervalMs,
  country,
  countryLabel,
  onChooseLanguage,
  theme = 'dark',
  clock,
  labels: labelOverrides,
  className,
  ...props
}: AnnouncementStripProps) {
  const labels = { ...defaultAnnouncementStripLabels, ...labelOverrides };
  const actions = useSiteHeaderActions();
  const chooseLanguage = onChooseLanguage ?? actions.onChooseLanguage;
  const timers = clock ?? actions.clock;
  const messages = announcementMessages(announcement);
  const rotation = useAnnouncementRotation({
    count: messages.length,
    placement,
    ...(intervalMs === undefined ? {} : { intervalMs }),
    autoRotate: announcement.autoRotate,
    ...(timers ? { clock: timers } : {}),
  });
  const message = messages[rotation.index] ?? messages[0];
  return (
    <section
      data-slot="announcement-strip"
      data-theme={theme === 'dark' ? 'dark' : undefined}
      aria-label={labels.region}
      className={cn(
        'relative z-top-bar flex min-h-11 items-center gap-4 bg-paper px-4 text-sm text-ink desk:px-8',
        className,
      )}
      {...props}
    >
      <div className="min-w-0 flex-1 text-center desk:text-left">
        {message && (
          <p
            data-slot="announcement-message"
            data-fading={rotation.fading || undefined}
            className={cn('truncate transition-opacity ease-out', rotation.fading && 'opacity-0')}
            style={{ transitionDuration: `${ANNOUNCEMENT_FADE_MS}ms` }}
          >
            {message.url ? (
              <Link
                href={message.url}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                onPointerEnter={rotation.pause}
                onPointerLeave={rotation.resume}
                onFocus={rotation.pause}
                onBlur={rotation.resume}
              >
                {message.text}
              </Link>
            ) : (
              message.text
            )}
          </p>
        )}
      </div>
      {announcement.links.length > 0 && (
        <ul className="hidden items-center gap-4 desk:flex">
          {announcement.links.map((link) => (
            <li key={link.url}>
              <Link
                href={link.url}
                aria-label={link.ariaLabel}
                className="inline-flex min-h-11 items-center text-muted underline-offset-4 hover:text-ink hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={chooseLanguage}
        aria-label={countryLabel ? `${labels.chooseLanguage}: ${countryLabel}` : labels.chooseLanguage}
        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-xs px-2 hover:bg-ink/10"
      >
        <Flag country={country} />
        {countryLabel && <span className="hidden text-xs desk:inline">{countryLabel}</span>}
      </button>
    </section>
  );
}
