'use client';

import { affiliateLoaderUrl, tagManagerSnippet } from '@ironmark/analytics';
import Script from 'next/script';

/** The tag scripts {@link TagLoader} allows, through next/script (loaded after the page is interactive). */
export default function TagScripts({
  gtmId,
  affiliateId,
  currency,
}: {
  /** The tag manager's id, when its bootstrap may load. */
  gtmId: string | undefined;
  /** The affiliate program's id, when its loader may load. */
  affiliateId: string | undefined;
  currency: string;
}) {
  return (
    <>
      {gtmId && (
        <Script id="tag-manager" strategy="afterInteractive">
          {tagManagerSnippet(gtmId, { currency, consent: false })}
        </Script>
      )}
      {affiliateId && (
        <Script id="affiliate-loader" strategy="afterInteractive" src={affiliateLoaderUrl(affiliateId)} />
      )}
    </>
  );
}
