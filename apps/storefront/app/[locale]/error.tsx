'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { useChannel, useT } from '@ironmark/channel/react';
import { Button, ErrorScreen } from '@ironmark/ui/shell';
import { useEffect } from 'react';

export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useT();
  const { locale } = useChannel();
  const analytics = useAnalytics();
  useEffect(() => {
    console.error(error);
    analytics.routeError(error, window.location.pathname);
  }, [error, analytics]);
  return (
    <ErrorScreen
      homeHref={`/${locale}`}
      action={
        <Button type="button" onClick={reset}>
          {t('error.retry')}
        </Button>
      }
      labels={{
        title: t('somethingWentWrong'),
        code: t('serverError'),
        message: t('fixingProblem'),
        home: t('notFound.backHome'),
      }}
    />
  );
}
