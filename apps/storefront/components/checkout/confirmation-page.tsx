'use client';

import { type AffiliateTracker, reportAffiliatePurchase } from '@ironmark/analytics';
import { useAnalytics } from '@ironmark/analytics/react';
import { OrderConfirmation, OrderSummary, orderSummaryTexts } from '@ironmark/ui/checkout';
import { buttonVariants, Link } from '@ironmark/ui/shell';
import { useEffect, useState } from 'react';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { withFallback } from '../../lib/texts/texts';
import {
  CHECKOUT_CONFIRMATION_KEY,
  type Confirmation,
  confirmationSchema,
  readStored,
  writeStored,
} from './storage';

/**
 * Where the storefront's affiliate adapter lives once the affiliate loader script has run (the shell
 * installs it next to the loader when AFFILIATE_ID is set).
 */
export const AFFILIATE_TRACKER_GLOBAL = 'ironmarkAffiliateTracker';

function affiliateTracker(): AffiliateTracker | undefined {
  return (window as unknown as Record<string, AffiliateTracker | undefined>)[AFFILIATE_TRACKER_GLOBAL];
}

/**
 * The order confirmation: order number, e-mail notice, pre-order notice and the summary. Sends the
 * purchase event (spec §3 order shape; the e-mail never reaches the data layer) and, when an affiliate
 * tracker is configured, the affiliate report with its retry — once per order, not again on reload.
 */
export function ConfirmationPage({ affiliateConfigured }: { affiliateConfigured: boolean }) {
  const t = useT();
  const text = withFallback(t);
  const { locale } = useChannel();
  const analytics = useAnalytics();
  const [confirmation, setConfirmation] = useState<Confirmation | null | undefined>(undefined);

  useEffect(() => {
    const stored = readStored(CHECKOUT_CONFIRMATION_KEY, confirmationSchema);
    setConfirmation(stored);
    if (!stored || stored.reported) return;
    const { order } = stored;
    writeStored(CHECKOUT_CONFIRMATION_KEY, { ...stored, reported: true });
    analytics.purchase({
      transactionId: order.orderNumber,
      currency: order.currency,
      value: order.total,
      tax: order.tax,
      shipping: order.shipping,
      coupon: order.coupon ?? undefined,
      items: order.items,
      email: order.email,
    });
    if (affiliateConfigured) {
      void reportAffiliatePurchase(
        { orderNumber: order.orderNumber, total: order.total, currency: order.currency },
        { getTracker: affiliateTracker },
      );
    }
  }, [analytics, affiliateConfigured]);

  if (confirmation === undefined) {
    return <p className="text-sm text-muted">{text('checkout.loading', 'Loading your order')}</p>;
  }
  if (confirmation === null) {
    return (
      <section aria-labelledby="confirmation-heading" className="flex max-w-prose flex-col gap-4">
        <h1 id="confirmation-heading" className="font-display text-3xl font-semibold uppercase">
          {t('checkout.thankYou')}
        </h1>
        <p className="text-sm">{text('checkout.noOrder', 'There is no recent order in this browser tab.')}</p>
        <Link
          href={`/${locale}/order-status`}
          className={buttonVariants({ variant: 'primary', className: 'self-start' })}
        >
          {text('orderStatus.title', 'Order status')}
        </Link>
      </section>
    );
  }
  const { order, preOrders } = confirmation;
  return (
    <OrderConfirmation
      orderNumber={order.orderNumber}
      email={order.email}
      hasPreOrder={preOrders.length > 0}
      continueHref={`/${locale}`}
      labels={{
        heading: t('checkout.thankYou'),
        orderNumber: t('checkout.orderNumber'),
        emailSent: t('checkout.emailSent'),
        preOrder: t('checkout.preOrderNotice'),
        continueShopping: t('cart.continueShopping'),
      }}
      summary={
        <OrderSummary
          currency={order.currency}
          locale={locale}
          lines={order.items.map((item) => ({
            code: item.id,
            name: item.name,
            quantity: item.quantity,
            lineTotal: item.price * item.quantity,
          }))}
          subtotal={order.subtotal}
          discount={order.discount}
          giftCard={order.giftCardAmount}
          delivery={order.shipping}
          tax={
            order.taxKind === 'vat'
              ? { kind: 'vat', amount: order.tax, included: order.vatIncluded }
              : order.taxKind === 'sales-tax'
                ? { kind: 'salesTax', amount: order.tax }
                : { kind: 'exportFee', amount: order.tax }
          }
          total={order.total}
          exportDelivery={order.taxKind === 'export-fee'}
          labels={orderSummaryTexts(t)}
        />
      }
    />
  );
}
