'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { useChannel, useT } from '@ironmark/channel/react';
import { buttonVariants, ErrorScreen } from '@ironmark/ui/shell';
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
        // A plain button in the design system's classes: ui's Button (feedback states, Radix Slot,
        // icons) would join every page's first-load scripts for a boundary that rarely renders.
        <button type="button" className={buttonVariants()} onClick={reset}>
          {t('error.retry')}
        </button>
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
