'use client';

import { seoTitle } from '@ironmark/channel';
import { useChannel, useT } from '@ironmark/channel/react';
import { NotFound } from '@ironmark/ui/shell';

/** The not-found texts of the page's locale, with the document title '{Page not found} | {brand}'. */
export function NotFoundBody({ brand }: { brand: string }) {
  const t = useT();
  const { locale } = useChannel();
  const title = t('notFound.title');
  return (
    <>
      <title>{seoTitle(title, brand)}</title>
      <NotFound
        homeHref={`/${locale}`}
        labels={{ title, message: t('notFound.message'), home: t('notFound.backHome') }}
      />
    </>
  );
}
