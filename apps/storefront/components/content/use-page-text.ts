'use client';

import { useT } from '@ironmark/channel/react';
import { withPageTexts } from '@ironmark/ui/content';
import { useMemo } from 'react';

/** The page-text translate function for client components (CMS translations, then English defaults). */
export function usePageText() {
  const t = useT();
  return useMemo(() => withPageTexts((key, args) => t(key, args)), [t]);
}
