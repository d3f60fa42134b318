'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { useCartStoreApi } from '@ironmark/cart-core/react';
import { useChannel, useT } from '@ironmark/channel/react';
import {
  BUSINESS_CUSTOMER_CATEGORIES,
  browserCheckoutSession,
  checkoutNoticeNotification,
  SANDBOX_TEST_CARDS,
  storeCheckoutConfirmation,
  translateCheckoutCode,
} from '@ironmark/commerce';
import { useCheckout } from '@ironmark/commerce/react';
import {
  CheckoutView,
  type CodeResult,
  checkoutViewTexts,
  customerCategoryTexts,
  testCardTexts,
} from '@ironmark/ui/checkout';
import { useToast } from '@ironmark/ui/shell';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { withFallback } from '../../lib/texts/texts';
import { toastOf } from '../pages/notify';

/**
 * The checkout on one page (client only; nothing per visitor in the HTML): ui's `CheckoutView` (the
 * layout) wired to `useCheckout` of @ironmark/commerce, which holds every rule: a session from the
 * cart, contact and address, delivery, payment (the sandbox card's test cards shown), campaign code
 * and gift card, and the order summary — every amount from the server, recomputed at each step. Here:
 * the labels, the notices as toasts (commerce translates their codes), analytics, the session kept in
 * the browser tab and navigation. Quote-only channels have no checkout (redirect to My List).
 */
export function CheckoutPage() {
  const t = useT();
  const text = withFallback(t);
  const { channel, locale, hydrated, showPrices, visitorCountry } = useChannel();
  const analytics = useAnalytics();
  const { show } = useToast();
  const router = useRouter();
  const codeText = (code: string, fallback?: string) => translateCheckoutCode(code, text, fallback);

  const checkout = useCheckout({
    locale,
    channel,
    visitorCountry,
    showPrices,
    hydrated,
    cart: useCartStoreApi(),
    session: browserCheckoutSession,
    onNotice: (notice) => {
      if (notice.kind === 'failed') console.error('Checkout request failed', notice.error);
      show(toastOf(checkoutNoticeNotification(notice, text, t)));
    },
    // begin_checkout on entry (spec §7), its abandoned-cart variant when the session was resumed.
    onSessionOpened: (totals, { resumed }) => {
      const event = {
        currency: totals.currency,
        items: totals.lines.map((line) => ({
          id: line.code,
          name: line.name,
          price: line.unitPrice,
          quantity: line.quantity,
          category: line.category,
        })),
      };
      if (resumed) analytics.beginCheckoutAbandonedCart(event);
      else analytics.beginCheckout(event);
    },
    onPlaced: (placed) => {
      storeCheckoutConfirmation(placed.order, placed.preOrders);
      router.push(`/${locale}/checkout/confirmation`);
    },
  });
  const { totals, submission } = checkout;
  const placing = submission.status === 'submitting' || submission.status === 'placed';
  const texts = checkoutViewTexts(t);
  const categoryNames = customerCategoryTexts(t);
  const testCardOutcomes = testCardTexts(t);

  useEffect(() => {
    if (checkout.quoteOnly) router.replace(`/${locale}/my-list`);
  }, [checkout.quoteOnly, locale, router]);

  const applyCode = async (kind: 'campaignCode' | 'giftCardCode', code: string): Promise<CodeResult> => {
    const outcome = await checkout.applyCode(kind, code);
    if (outcome.ok) return { ok: true, message: code.toUpperCase() };
    if (outcome.issue) return { ok: false, message: codeText(outcome.issue.code, outcome.issue.message) };
    return { ok: false, message: t('generalError') };
  };

  return (
    <CheckoutView
      {...texts}
      labels={{
        ...texts.labels,
        cartEmpty: codeText('cartEmpty'),
        countryNotAllowed: codeText('countryNotAllowed'),
        cartChanged: codeText('cartChanged'),
      }}
      view={checkout.view}
      {...(checkout.ended ? { ended: codeText(checkout.ended.code, checkout.ended.message) } : {})}
      step={checkout.step}
      totals={totals}
      locale={locale}
      countries={checkout.countries}
      customerCategories={BUSINESS_CUSTOMER_CATEGORIES.map((value) => ({
        value,
        label: categoryNames[value] ?? value,
      }))}
      termsHref={`/${locale}/terms`}
      cartHref={`/${locale}/cart`}
      listHref={`/${locale}/my-list`}
      onSubmitAddress={checkout.submitAddress}
      deliveryOptions={checkout.deliveryOptions}
      deliveryMethod={checkout.deliveryMethod}
      onDeliveryChange={(method) => void checkout.chooseDelivery(method)}
      paymentMethods={checkout.paymentMethods}
      financingProvider={checkout.financingProvider}
      paymentMethod={checkout.paymentMethod}
      onPaymentChange={(method) => void checkout.choosePayment(method)}
      card={checkout.card}
      onCardChange={checkout.setCard}
      testCards={SANDBOX_TEST_CARDS.map(({ number, outcome }) => ({
        number,
        outcome: testCardOutcomes[number] ?? outcome,
      }))}
      paymentError={
        checkout.paymentIssue && codeText(checkout.paymentIssue.code, checkout.paymentIssue.message)
      }
      campaignCode={checkout.campaignCode}
      giftCardCode={checkout.giftCardCode}
      onApplyCode={applyCode}
      onRemoveCode={(kind) => void checkout.removeCode(kind)}
      cartNotice={checkout.cartNotice}
      cartChanged={checkout.cartChanged}
      placing={placing}
      onPlaceOrder={() => void checkout.placeOrder()}
    />
  );
}
