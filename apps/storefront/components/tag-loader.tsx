'use client';

import { affiliateLoaderUrl, shouldLoadTags, tagManagerSnippet } from '@ironmark/analytics';
import { useConsent } from '@ironmark/analytics/react';
import Script from 'next/script';

/**
 * Loads the configured tags as consent allows (spec §7, §4): the tag-manager bootstrap (the layout's
 * consent bootstrap has pushed the consent-mode default and the stored choice already) after the page is interactive, and the affiliate loader only after 'Accept all'.
 * Nothing loads when no id is configured.
 */
export function TagLoader({
  gtmId,
  affiliateId,
  currency,
}: {
  gtmId?: string;
  affiliateId?: string;
  currency: string;
}) {
  const { state, hydrated } = useConsent();
  if (!hydrated) return null;
  const allowed = shouldLoadTags(state);
  return (
    <>
      {gtmId && allowed.tagManager && (
        <Script id="tag-manager" strategy="afterInteractive">
          {tagManagerSnippet(gtmId, { currency, consent: false })}
        </Script>
      )}
      {affiliateId && allowed.affiliate && (
        <Script id="affiliate-loader" strategy="afterInteractive" src={affiliateLoaderUrl(affiliateId)} />
      )}
    </>
  );
}
