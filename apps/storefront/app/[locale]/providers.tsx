'use client';

import { AnalyticsProvider, useAnalytics } from '@ironmark/analytics/react';
import { CartStoreProvider } from '@ironmark/cart-core/react';
import type { Channel, ParsedMessages } from '@ironmark/channel';
import { ChannelProvider, I18nProvider, useChannel } from '@ironmark/channel/react';
import { LinkProvider, ToastProvider } from '@ironmark/ui/shell';
import type { ReactNode } from 'react';
import { AppLink, NavigationProgressProvider } from '../../lib/app-link';

function CartWithAnalytics({ children }: { children: ReactNode }) {
  const analytics = useAnalytics();
  const { channel } = useChannel();
  return (
    <CartStoreProvider
      onAnalyticsEvent={(event) => analytics.cartEvent(event)}
      defaultCurrency={channel.currency}
    >
      {children}
    </CartStoreProvider>
  );
}

/**
 * Client-side providers of every page: channel, texts, toasts, analytics and cart. Real-time prices and
 * stock are provided by the routes that show them (`LiveData`).
 */
export function Providers({
  channel,
  locale,
  messages,
  parsed,
  children,
}: {
  channel: Channel;
  locale: string;
  messages: Readonly<Record<string, string>>;
  /** The ICU messages among `messages`, pre-parsed (channel's `precompileMessages`). */
  parsed: ParsedMessages;
  children: ReactNode;
}) {
  return (
    <ChannelProvider channel={channel} locale={locale}>
      <I18nProvider messages={messages} parsed={parsed} locale={locale}>
        <NavigationProgressProvider>
          <LinkProvider component={AppLink}>
            <ToastProvider>
              <AnalyticsProvider currency={channel.currency}>
                <CartWithAnalytics>{children}</CartWithAnalytics>
              </AnalyticsProvider>
            </ToastProvider>
          </LinkProvider>
        </NavigationProgressProvider>
      </I18nProvider>
    </ChannelProvider>
  );
}
