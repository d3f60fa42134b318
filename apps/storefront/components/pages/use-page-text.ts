'use client';

import { useMemo } from 'react';
import { useT } from '../../lib/i18n';
import { withPageTexts } from './texts';

/** The page-text translate function for client components (CMS translations, then English defaults). */
export function usePageText() {
  const t = useT();
  return useMemo(() => withPageTexts((key, args) => t(key, args)), [t]);
}
