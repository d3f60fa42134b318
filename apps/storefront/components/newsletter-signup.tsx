'use client';

import { useChannel, useT } from '@ironmark/channel/react';
import { fetchApi, submissionKeys } from '@ironmark/commerce';
import { isCheckoutPath } from '@ironmark/navigation';
import { NewsletterSignup as Signup } from '@ironmark/ui/consent';
import { usePathname } from 'next/navigation';
import { useState } from 'react';

/** The footer's newsletter island: its button, and the overlay that signs the visitor up. */
export function NewsletterSignup({ buttonLabel }: { buttonLabel: string }) {
  const t = useT();
  const { locale } = useChannel();
  const pathname = usePathname();
  // One Idempotency-Key per distinct sign-up: a double submit stores one subscription.
  const [keys] = useState(() => submissionKeys());
  return (
    <Signup
      buttonLabel={buttonLabel}
      disabled={isCheckoutPath(pathname)}
      onSubmit={(form) => {
        const json = { ...form, channel: locale, source: 'footer' };
        return fetchApi('/api/newsletter', { method: 'POST', json, idempotencyKey: keys.keyFor(json) });
      }}
      labels={{
        title: t('newsletter.title'),
        description: t('newsletter.description'),
        email: t('newsletter.email'),
        consent: t('newsletter.consent'),
        submit: t('newsletter.subscribe'),
        invalidEmail: t('invalidEmail'),
        consentRequired: t('newsletter.consentRequired'),
        success: t('newsletter.thanks'),
        failure: t('newsletter.failure'),
        close: t('toast.close'),
      }}
    />
  );
}
