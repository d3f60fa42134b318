'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { useCartStoreApi } from '@ironmark/cart-core/react';
import { useChannel, useT } from '@ironmark/channel/react';
import {
  BUSINESS_CUSTOMER_CATEGORIES,
  beginCheckoutEventOf,
  browserCheckoutSession,
  checkoutNoticeNotification,
  checkoutPageView,
  codeOutcomeMessage,
  SANDBOX_TEST_CARDS,
  storeCheckoutConfirmation,
  withFallback,
} from '@ironmark/commerce';
import { useCheckout } from '@ironmark/commerce/react';
import {
  CheckoutView,
  checkoutViewTexts,
  customerCategoryOptions,
  testCardOptions,
} from '@ironmark/ui/checkout';
import { useToast } from '@ironmark/ui/shell';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toastOf } from '../../lib/toast-of';

/**
 * The checkout on one page (client only; nothing per visitor in the HTML): ui's `CheckoutView` wired
 * to `useCheckout` and `checkoutPageView` of @ironmark/commerce, which hold every rule and translate
 * the codes. Here: the labels, the notices as toasts, analytics (spec §7), the session kept in the
 * browser tab and navigation. Quote-only channels have no checkout (redirect to My List).
 */
export function CheckoutPage() {
  const t = useT();
  const text = withFallback(t);
  const visitor = useChannel();
  const { locale } = visitor;
  const analytics = useAnalytics();
  const { show } = useToast();
  const router = useRouter();

  const checkout = useCheckout({
    ...visitor,
    cart: useCartStoreApi(),
    session: browserCheckoutSession,
    onNotice: (notice) => {
      if (notice.kind === 'failed') console.error('Checkout request failed', notice.error);
      show(toastOf(checkoutNoticeNotification(notice, text, t)));
    },
    // begin_checkout on entry (spec §7), its abandoned-cart variant when the session was resumed.
    onSessionOpened: (totals, { resumed }) =>
      analytics[resumed ? 'beginCheckoutAbandonedCart' : 'beginCheckout'](beginCheckoutEventOf(totals)),
    onPlaced: (placed) => {
      storeCheckoutConfirmation(placed.order, placed.preOrders);
      router.push(`/${locale}/checkout/confirmation`);
    },
  });
  const texts = checkoutViewTexts(t);
  const view = checkoutPageView(checkout, text);

  useEffect(() => {
    if (checkout.quoteOnly) router.replace(`/${locale}/my-list`);
  }, [checkout.quoteOnly, locale, router]);

  return (
    <CheckoutView
      {...texts}
      {...view}
      labels={{ ...texts.labels, ...view.labels }}
      locale={locale}
      customerCategories={customerCategoryOptions(t, BUSINESS_CUSTOMER_CATEGORIES)}
      termsHref={`/${locale}/terms`}
      cartHref={`/${locale}/cart`}
      listHref={`/${locale}/my-list`}
      onSubmitAddress={checkout.submitAddress}
      onDeliveryChange={(method) => void checkout.chooseDelivery(method)}
      onPaymentChange={(method) => void checkout.choosePayment(method)}
      onCardChange={checkout.setCard}
      testCards={testCardOptions(t, SANDBOX_TEST_CARDS)}
      onApplyCode={async (kind, code) =>
        codeOutcomeMessage(await checkout.applyCode(kind, code), code, text, t)
      }
      onRemoveCode={(kind) => void checkout.removeCode(kind)}
      onPlaceOrder={() => void checkout.placeOrder()}
    />
  );
}
