'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { useCartStoreApi } from '@ironmark/cart-core/react';
import {
  BUSINESS_CUSTOMER_CATEGORIES,
  type CheckoutNotice,
  SANDBOX_TEST_CARDS,
  toNotification,
} from '@ironmark/commerce';
import { useCheckout } from '@ironmark/commerce/react';
import { CheckoutView, type CodeResult, checkoutViewTexts } from '@ironmark/ui/checkout';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { withFallback } from '../../lib/texts/texts';
import { useToast } from '../../lib/toast-context';
import { translateCheckoutCode } from './messages';
import { CHECKOUT_SESSION_KEY, readStored, storeConfirmation, writeStored } from './storage';

/** Translation keys of the sandbox test cards' outcomes, by the card number. */
const TEST_CARD_OUTCOME_KEYS: Readonly<Record<string, string>> = {
  '4242 4242 4242 4242': 'checkout.testCard.succeeds',
  '4000 0000 0000 0002': 'checkout.testCard.refused',
  '4000 0000 0000 0472': 'checkout.testCard.fraudCheck',
};
const checkoutSession = {
  load: () => readStored(CHECKOUT_SESSION_KEY, z.string()),
  save: (sessionId: string | null) => writeStored(CHECKOUT_SESSION_KEY, sessionId),
};

/**
 * The checkout on one page (client only; nothing per visitor in the HTML): ui's `CheckoutView` (the
 * layout) wired to `useCheckout` of @ironmark/commerce, which holds every rule: a session from the
 * cart, contact and address, delivery, payment (the sandbox card's test cards shown), campaign code
 * and gift card, and the order summary — every amount from the server, recomputed at each step. Here:
 * the labels, the notices as toasts, analytics, the session's storage and navigation. Quote-only
 * channels have no checkout (redirect to My List).
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
    session: checkoutSession,
    onNotice: (notice: CheckoutNotice) => {
      switch (notice.kind) {
        case 'refused':
          show({ type: 'error', title: codeText(notice.issue.code, notice.issue.message) });
          return;
        case 'failed': {
          const notification = toNotification(notice.error, t);
          console.error('Checkout request failed', notice.error);
          show({ type: notification.type, title: notification.message });
          return;
        }
        case 'stockCapped':
          // The product, never its SKU (sold-out lines are no longer among the lines).
          show({
            type: 'warning',
            title: codeText('stockCapped'),
            message: codeText('outOfStockList'),
            messages: [...notice.names],
          });
          return;
        case 'noLongerAvailable':
          show({ type: 'warning', title: codeText('noLongerAvailable'), messages: [...notice.codes] });
          return;
        case 'abandonedCartInvalid':
          show({ type: 'warning', title: codeText('abandonedCartInvalid') });
          return;
        case 'cartChanged':
          show({ type: 'information', title: codeText('cartChanged') });
          return;
        default:
          notice satisfies never;
      }
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
      storeConfirmation(placed.order, placed.preOrders);
      router.push(`/${locale}/checkout/confirmation`);
    },
  });
  const { totals, submission } = checkout;
  const placing = submission.status === 'submitting' || submission.status === 'placed';
  const categoryLabels: Record<(typeof BUSINESS_CUSTOMER_CATEGORIES)[number], string> = {
    business: text('checkout.category.business', 'Business'),
    'public-sector': text('checkout.category.publicSector', 'Public sector'),
    education: text('checkout.category.education', 'Education'),
    reseller: text('checkout.category.reseller', 'Reseller'),
  };
  const texts = checkoutViewTexts(t);

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
        label: categoryLabels[value],
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
      testCards={SANDBOX_TEST_CARDS.map((test) => {
        const key = TEST_CARD_OUTCOME_KEYS[test.number];
        return { number: test.number, outcome: key ? t(key) : test.outcome };
      })}
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
