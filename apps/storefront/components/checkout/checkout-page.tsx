'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { useCartStoreApi } from '@ironmark/cart-core/react';
import { countryName } from '@ironmark/channel';
import {
  BUSINESS_CUSTOMER_CATEGORIES,
  type CheckoutNotice,
  type CheckoutTotals,
  SANDBOX_TEST_CARDS,
  toNotification,
} from '@ironmark/commerce';
import { useCheckout } from '@ironmark/commerce/react';
import {
  AddressForm,
  addressFormTexts,
  CampaignCodeField,
  type CodeResult,
  DeliveryMethod,
  GiftCardField,
  OrderSummary,
  type OrderTax,
  orderSummaryTexts,
  PaymentMethod,
  paymentMethodTexts,
} from '@ironmark/ui/checkout';
import { Button, buttonVariants, Link } from '@ironmark/ui/shell';
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

/** The financing partner's name as shoppers know it ('affirm' → 'Affirm'). */
function financingName(provider: string | null): string {
  return provider ? provider.charAt(0).toUpperCase() + provider.slice(1) : '';
}

function taxOf(totals: CheckoutTotals): OrderTax | undefined {
  if (!totals.tax) return undefined;
  const { kind, amount, included } = totals.tax;
  if (kind === 'vat') return { kind: 'vat', amount, included };
  if (kind === 'sales-tax') return { kind: 'salesTax', amount };
  return { kind: 'exportFee', amount };
}

/**
 * The checkout on one page (client only; nothing per visitor in the HTML), layout and labels over
 * `useCheckout` of @ironmark/commerce, which holds every rule: a session from the cart, contact and
 * address, delivery, payment (the sandbox card's test cards shown), campaign code and gift card, and
 * the order summary — every amount from the server, recomputed at each step. Quote-only channels
 * have no checkout (redirect to My List).
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
  const addressTexts = addressFormTexts(t);
  const cardMessages = {
    alphanumericOnly: t('validation.alphanumeric'),
    lettersOnly: t('validation.lettersOnly'),
  };

  useEffect(() => {
    if (checkout.quoteOnly) router.replace(`/${locale}/my-list`);
  }, [checkout.quoteOnly, locale, router]);

  const applyCode =
    (kind: 'campaignCode' | 'giftCardCode') =>
    async (code: string): Promise<CodeResult> => {
      const outcome = await checkout.applyCode(kind, code);
      if (outcome.ok) return { ok: true, message: code.toUpperCase() };
      if (outcome.issue) return { ok: false, message: codeText(outcome.issue.code, outcome.issue.message) };
      return { ok: false, message: t('generalError') };
    };

  const heading = (
    <h1 id="checkout-heading" className="font-display text-3xl font-semibold uppercase">
      {t('checkout.title')}
    </h1>
  );

  if (checkout.view === 'ended' && checkout.ended) {
    return (
      <section aria-labelledby="checkout-heading" className="flex max-w-prose flex-col gap-4">
        {heading}
        <p role="alert" data-slot="checkout-ended" className="border border-error p-4 text-sm">
          {codeText(checkout.ended.code, checkout.ended.message)}
        </p>
        <Link
          href={`/${locale}/cart`}
          className={buttonVariants({ variant: 'primary', className: 'self-start' })}
        >
          {t('cart.title')}
        </Link>
      </section>
    );
  }

  if (checkout.view === 'unavailable') {
    return (
      <section aria-labelledby="checkout-heading" className="flex max-w-prose flex-col gap-4">
        {heading}
        <p className="text-sm">{codeText('countryNotAllowed')}</p>
        <Link
          href={`/${locale}/my-list`}
          className={buttonVariants({ variant: 'primary', className: 'self-start' })}
        >
          {t('list.title')}
        </Link>
      </section>
    );
  }

  if (checkout.view === 'empty') {
    return (
      <section aria-labelledby="checkout-heading" className="flex max-w-prose flex-col gap-4">
        {heading}
        <p className="text-sm">{codeText('cartEmpty')}</p>
        <Link
          href={`/${locale}/cart`}
          className={buttonVariants({ variant: 'primary', className: 'self-start' })}
        >
          {t('cart.title')}
        </Link>
      </section>
    );
  }

  const countries = checkout.countries.map((value) => ({ value, label: countryName(value) }));
  const deliveryOptions = checkout.deliveryOptions.map((option) => ({
    id: option.id,
    kind: option.id === 'pickup' ? ('pickup' as const) : ('delivery' as const),
    label: option.id === 'pickup' ? t('checkout.warehousePickup') : t('checkout.defaultDelivery'),
    cost: option.cost,
    ...(option.address ? { address: option.address } : {}),
  }));

  return (
    <section aria-labelledby="checkout-heading" className="flex flex-col gap-6">
      {heading}
      <div className="grid gap-8 desk:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-8">
          <AddressForm
            countries={countries}
            customerCategories={BUSINESS_CUSTOMER_CATEGORIES.map((value) => ({
              value,
              label: categoryLabels[value],
            }))}
            defaultValues={checkout.countries.length === 1 ? { country: checkout.countries[0] } : {}}
            labels={addressTexts.labels}
            fieldNames={addressTexts.fieldNames}
            messages={{ ...addressTexts.messages, ...cardMessages }}
            termsHref={`/${locale}/terms`}
            onSubmit={async (values) => {
              await checkout.submitAddress(values);
            }}
          />
          {checkout.step !== 'address' && totals && (
            <>
              <DeliveryMethod
                options={deliveryOptions}
                value={checkout.deliveryMethod}
                currency={totals.currency}
                locale={locale}
                labels={{
                  legend: t('checkout.deliveryMethod'),
                  free: t('checkout.free'),
                  pickupAddress: t('checkout.pickupAddress'),
                }}
                onChange={(id) => void checkout.chooseDelivery(id === 'pickup' ? 'pickup' : 'default')}
              />
              <PaymentMethod
                methods={checkout.paymentMethods}
                financingProvider={financingName(checkout.financingProvider)}
                value={checkout.paymentMethod}
                card={checkout.card}
                onCardChange={checkout.setCard}
                testCards={SANDBOX_TEST_CARDS.map((test) => {
                  const key = TEST_CARD_OUTCOME_KEYS[test.number];
                  return { number: test.number, outcome: key ? t(key) : test.outcome };
                })}
                error={
                  checkout.paymentIssue && codeText(checkout.paymentIssue.code, checkout.paymentIssue.message)
                }
                labels={paymentMethodTexts(t)}
                onChange={(method) => void checkout.choosePayment(method)}
              />
              <div className="grid gap-6 desk:grid-cols-2">
                <CampaignCodeField
                  onApply={applyCode('campaignCode')}
                  applied={checkout.campaignCode ? [{ code: checkout.campaignCode }] : []}
                  onRemove={() => void checkout.removeCode('campaignCode')}
                  labels={{
                    label: t('checkout.campaignCode'),
                    apply: t('checkout.apply'),
                    remove: t('checkout.removeCampaignCode'),
                    failed: t('invalidCampaignCode'),
                  }}
                />
                <GiftCardField
                  onApply={applyCode('giftCardCode')}
                  applied={checkout.giftCardCode ? [{ code: checkout.giftCardCode }] : []}
                  onRemove={() => void checkout.removeCode('giftCardCode')}
                  labels={{
                    label: t('checkout.giftCardCode'),
                    apply: t('checkout.apply'),
                    remove: t('checkout.removeGiftCard'),
                    failed: t('invalidGiftCard'),
                  }}
                />
              </div>
              {checkout.cartNotice && (
                <p role="status" data-slot="cart-changed" className="border border-warning p-4 text-sm">
                  {codeText('cartChanged')}
                </p>
              )}
              <Button
                variant="primary"
                size="lg"
                className="self-start"
                disabled={placing || checkout.cartChanged}
                onClick={() => void checkout.placeOrder()}
              >
                {t('checkout.placeOrder')}
              </Button>
            </>
          )}
        </div>
        {totals && (
          <OrderSummary
            className="self-start"
            currency={totals.currency}
            locale={locale}
            lines={totals.lines.map((line) => ({
              code: line.code,
              name: line.name,
              quantity: line.quantity,
              lineTotal: line.lineTotal,
              ...(line.compareTotal !== null ? { compareTotal: line.compareTotal } : {}),
              ...(line.lowestPrice30d !== null ? { lowestPrice30d: line.lowestPrice30d } : {}),
            }))}
            subtotal={totals.subtotal}
            discount={totals.discount}
            giftCard={totals.giftCard?.applied ?? 0}
            // The total always counts the delivery it is computed with: the line shows that amount.
            delivery={totals.shipping}
            tax={taxOf(totals)}
            total={totals.total}
            exportDelivery={totals.exportDelivery}
            labels={orderSummaryTexts(t)}
          />
        )}
      </div>
    </section>
  );
}
