'use client';

import { NotFound } from '@ironmark/ui/shell';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';

export default function LocaleNotFound() {
  const t = useT();
  const { locale } = useChannel();
  return (
    <NotFound
      homeHref={`/${locale}`}
      labels={{ title: t('notFound.title'), message: t('notFound.message'), home: t('notFound.backHome') }}
    />
  );
}
