'use client';

import { type AffiliateTracker, reportAffiliatePurchase } from '@ironmark/analytics';
import { useAnalytics } from '@ironmark/analytics/react';
import { useChannel, useT } from '@ironmark/channel/react';
import { type CheckoutConfirmation, purchaseEventOf, readCheckoutConfirmation } from '@ironmark/commerce';
import { ConfirmationView, confirmationViewTexts } from '@ironmark/ui/checkout';
import { useEffect, useState } from 'react';

/**
 * Where the storefront's affiliate adapter lives once the affiliate loader script has run (the shell
 * installs it next to the loader when AFFILIATE_ID is set).
 */
export const AFFILIATE_TRACKER_GLOBAL = 'ironmarkAffiliateTracker';

function affiliateTracker(): AffiliateTracker | undefined {
  return (window as unknown as Record<string, AffiliateTracker | undefined>)[AFFILIATE_TRACKER_GLOBAL];
}

/**
 * The order confirmation (ui's `ConfirmationView`) of the order the checkout kept in the browser tab.
 * Sends the purchase event (spec §3 order shape; the e-mail never reaches the data layer) and, when an
 * affiliate tracker is configured, the affiliate report with its retry — once per order, not again on
 * reload.
 */
export function ConfirmationPage({ affiliateConfigured }: { affiliateConfigured: boolean }) {
  const t = useT();
  const { locale } = useChannel();
  const analytics = useAnalytics();
  const [confirmation, setConfirmation] = useState<CheckoutConfirmation | null | undefined>(undefined);

  useEffect(() => {
    // Reported even if the page re-renders meanwhile: only the first read of an order may report it.
    void readCheckoutConfirmation().then(({ confirmation: stored, report }) => {
      setConfirmation(stored);
      if (!stored || !report) return;
      const { order } = stored;
      analytics.purchase(purchaseEventOf(order));
      if (affiliateConfigured) {
        void reportAffiliatePurchase(
          { orderNumber: order.orderNumber, total: order.total, currency: order.currency },
          { getTracker: affiliateTracker },
        );
      }
    });
  }, [analytics, affiliateConfigured]);

  return (
    <ConfirmationView
      {...confirmationViewTexts(t)}
      order={confirmation ? confirmation.order : confirmation}
      hasPreOrder={(confirmation?.preOrders.length ?? 0) > 0}
      locale={locale}
      continueHref={`/${locale}`}
      orderStatusHref={`/${locale}/order-status`}
    />
  );
}
