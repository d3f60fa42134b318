'use client';

import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from '../shell/button-variants';
import { preloadOnIntent } from '../shell/preload-on-intent';
import type { NewsletterForm, NewsletterLabels } from './newsletter-overlay';

// The overlay (its form library and schema) loads when the shopper shows the intent to open it (a
// pointer over the button, a press, focus), not with the page (spec §2).
const loadOverlay = () => import('./newsletter-overlay');
const NewsletterOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.NewsletterOverlay })));

export interface NewsletterSignupProps {
  /** The footer button's text. */
  buttonLabel: string;
  /** Sends a sign-up; resolves when stored, rejects on failure (the overlay shows either). */
  onSubmit: (form: NewsletterForm) => Promise<unknown>;
  /** The overlay stays closed (checkout pages omit the overlays, spec §2). */
  disabled?: boolean;
  /** Texts of the overlay; English defaults. */
  labels?: Partial<NewsletterLabels>;
}

/**
 * The footer's newsletter button and the overlay it opens (spec §2 footer block): the one client
 * island of the otherwise server-rendered {@link Footer}.
 */
export function NewsletterSignup({ buttonLabel, onSubmit, disabled = false, labels }: NewsletterSignupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonVariants({ variant: 'primary' })}
        {...(!disabled && preloadOnIntent(loadOverlay))}
      >
        {buttonLabel}
      </button>
      {open && !disabled && (
        <Suspense>
          <NewsletterOverlay open onOpenChange={setOpen} onSubmit={onSubmit} labels={labels} />
        </Suspense>
      )}
    </>
  );
}
