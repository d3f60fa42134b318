'use client';

import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Button } from '../shell/button';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { portalContainer } from '../shell/portal-container';

/** The visitor's cookie choice (spec §4 Cookie consent): everything, or only what is necessary. */
export type CookieChoice = 'all' | 'necessary';

/** Texts of the cookie-consent dialog (spec §2). */
export interface CookieConsentLabels {
  title: string;
  /** Text before the privacy-policy link. */
  text: string;
  privacyPolicy: string;
  acceptAll: string;
  acceptNecessary: string;
}

/** English defaults of {@link CookieConsentLabels}, in the spec's words. */
export const defaultCookieConsentLabels: CookieConsentLabels = {
  title: 'Your Privacy',
  text: 'We use cookies to enhance your experience. You may accept all cookies, or only the necessary ones. Read more in our',
  privacyPolicy: 'privacy policy',
  acceptAll: 'Accept all cookies',
  acceptNecessary: 'Accept necessary cookies',
};

export interface CookieConsentDialogProps
  extends Omit<ComponentProps<typeof Dialog.Content>, 'children' | 'title'> {
  /** Shown while no consent is stored (and not on the privacy-policy page — the caller decides). */
  open: boolean;
  /** Called once with the choice; the caller stores it and closes the dialog. */
  onChoose: (choice: CookieChoice) => void;
  /** Link to the privacy policy. Default '/privacy-policy'. */
  privacyPolicyHref?: string;
  /** Texts of the dialog; English defaults ({@link defaultCookieConsentLabels}). */
  labels?: Partial<CookieConsentLabels>;
}

/**
 * The cookie-consent dialog of spec §2: 'Your Privacy', the explanation with a privacy-policy link,
 * and the two buttons. Non-modal so the page stays usable (and the privacy policy readable), but it
 * cannot be dismissed without a choice.
 */
export function CookieConsentDialog({
  open,
  onChoose,
  privacyPolicyHref = '/privacy-policy',
  labels: labelOverrides,
  className,
  ...props
}: CookieConsentDialogProps) {
  const labels = { ...defaultCookieConsentLabels, ...labelOverrides };
  return (
    <Dialog.Root open={open} modal={false}>
      <Dialog.Portal container={portalContainer()}>
        <Dialog.Content
          data-slot="cookie-consent"
          className={cn(
            'fixed inset-x-0 bottom-0 z-drawer border-t border-line bg-paper p-6 text-ink motion-safe:animate-fade-in desk:inset-x-auto desk:right-8 desk:bottom-8 desk:max-w-md desk:border',
            className,
          )}
          // A choice is required: Escape and outside clicks do not close it.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          // Do not pull focus away from the page the visitor landed on.
          onOpenAutoFocus={(event) => event.preventDefault()}
          {...props}
        >
          <Dialog.Title className="font-display text-xl font-medium tracking-wide uppercase">
            {labels.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm">
            {labels.text}{' '}
            <Link href={privacyPolicyHref} className="underline underline-offset-4 hover:text-accent">
              {labels.privacyPolicy}
            </Link>
            .
          </Dialog.Description>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button variant="primary" className="flex-1" onClick={() => onChoose('all')}>
              {labels.acceptAll}
            </Button>
            <Button variant="outline" className="flex-1" onClick={() => onChoose('necessary')}>
              {labels.acceptNecessary}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
