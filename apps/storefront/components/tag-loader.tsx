'use client';

import { shouldLoadTags } from '@ironmark/analytics';
import { useConsent } from '@ironmark/analytics/react';
import { lazy, Suspense } from 'react';

// Loaded only when a tag may load: next/script would otherwise join every page's first-load scripts,
// also in a shop with no tags configured.
const TagScripts = lazy(() => import('./tag-scripts'));

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
  const tagManager = allowed.tagManager ? gtmId : undefined;
  const affiliate = allowed.affiliate ? affiliateId : undefined;
  if (!tagManager && !affiliate) return null;
  return (
    <Suspense>
      <TagScripts gtmId={tagManager} affiliateId={affiliate} currency={currency} />
    </Suspense>
  );
}
