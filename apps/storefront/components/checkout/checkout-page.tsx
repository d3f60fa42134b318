'use client';

import { useAnalytics } from '@ironmark/analytics/react';
import { cartDiffersFrom } from '@ironmark/cart-core';
import { useCartStore, useCartStoreApi } from '@ironmark/cart-core/react';
import { countryName } from '@ironmark/channel';
import {
  type CheckoutTotals,
  checkoutTotalsSchema,
  fetchApi,
  ModelStateError,
  placeOrderResponseSchema,
  SANDBOX_TEST_CARDS,
  toNotification,
} from '@ironmark/commerce';
import {
  AddressForm,
  type AddressFormValues,
  CampaignCodeField,
  type CardDetails,
  type CodeResult,
  cardErrors,
  DeliveryMethod,
  GiftCardField,
  OrderSummary,
  type OrderTax,
  PaymentMethod,
  type PaymentMethodKind,
} from '@ironmark/ui/checkout';
import { Button, buttonVariants, Link } from '@ironmark/ui/shell';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useChannel } from '../../lib/channel-context';
import { useT } from '../../lib/i18n';
import { withFallback } from '../../lib/lists/texts';
import { useToast } from '../../lib/toast-context';
import { translateCheckoutCode } from './messages';
import { CHECKOUT_SESSION_KEY, readStored, storeConfirmation, writeStored } from './storage';
import { orderSummaryLabels } from './summary-labels';

const sessionAnswerSchema = z.object({ ...checkoutTotalsSchema.shape, resumed: z.boolean() });
// Destinations offered on the language-only global channel (exports under CIP); the server decides.
const EXPORT_COUNTRIES = [
  'no',
  'ch',
  'is',
  'dk',
  'fi',
  'nl',
  'be',
  'at',
  'es',
  'it',
  'pl',
  'ie',
  'jp',
  'sg',
  'nz',
];
/** Translation keys of the sandbox test cards' outcomes, by the card number. */
const TEST_CARD_OUTCOME_KEYS: Readonly<Record<string, string>> = {
  '4242 4242 4242 4242': 'checkout.testCard.succeeds',
  '4000 0000 0000 0002': 'checkout.testCard.refused',
  '4000 0000 0000 0472': 'checkout.testCard.fraudCheck',
};
const EMPTY_CARD: CardDetails = { name: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' };
/** Codes that end the session (the page says so and starts over). */
const SESSION_ENDED: readonly string[] = ['sessionExpired', 'abandonedCartInvalid', 'sessionUnknown'];
/** Codes shown at the payment step too. */
const PAYMENT_CODES: readonly string[] = [
  'paymentRefused',
  'fraudCheck',
  'methodNotAllowed',
  'invalidPaymentCarrier',
  'cardRequired',
];

/** The code and English message of a validation answer's first problem (the one the server puts first). */
function firstProblem(error: ModelStateError): { code: string; message: string } {
  return error.firstIssue ?? { code: '', message: error.message };
}

/** The customer category sent to the server: private buyers, or the business buyer's chosen category. */
function customerCategory(values: AddressFormValues | null): string {
  return values?.customerType === 'business' ? values.customerCategory || 'business' : 'private';
}

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
 * The checkout on one page (client only; nothing per visitor in the HTML): a session from the cart,
 * contact and address, delivery, payment (the sandbox card's test cards shown), campaign code and gift
 * card, and the order summary — every amount from the server, recomputed at each step. Quote-only
 * channels have no checkout (redirect to My List).
 */
export function CheckoutPage() {
  const t = useT();
  const text = withFallback(t);
  const { channel, locale, hydrated, showPrices, visitorCountry } = useChannel();
  const store = useCartStoreApi();
  const storeHydrated = useCartStore((state) => state.hydrated);
  const cart = useCartStore((state) => state.cart);
  const analytics = useAnalytics();
  const { show } = useToast();
  const router = useRouter();

  const [totals, setTotals] = useState<CheckoutTotals | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressFormValues | null>(null);
  const [deliveryMethod, setDeliveryMethod] = useState<'default' | 'pickup'>('default');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodKind | undefined>(undefined);
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [campaignCode, setCampaignCode] = useState<string | undefined>(undefined);
  const [giftCardCode, setGiftCardCode] = useState<string | undefined>(undefined);
  const [paymentError, setPaymentError] = useState<string | undefined>(undefined);
  const [placing, setPlacing] = useState(false);
  const [cartNotice, setCartNotice] = useState<string | null>(null);
  const started = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const lines = useMemo(
    () => Object.entries(cart).map(([code, line]) => ({ code, quantity: line.quantity })),
    [cart],
  );
  const codeText = useCallback(
    (code: string, fallback?: string) => translateCheckoutCode(code, text, fallback),
    [text],
  );
  const cardMessages = {
    alphanumericOnly: t('validation.alphanumeric'),
    lettersOnly: t('validation.lettersOnly'),
  };
  const country = visitorCountry ?? (channel.country || undefined);

  useEffect(() => {
    if (hydrated && !channel.onlineShopping) router.replace(`/${locale}/my-list`);
  }, [hydrated, channel.onlineShopping, locale, router]);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ModelStateError) {
        const { code, message } = firstProblem(error);
        if (SESSION_ENDED.includes(code)) {
          writeStored(CHECKOUT_SESSION_KEY, null);
          setEnded(codeText(code, message));
          return;
        }
        if (PAYMENT_CODES.includes(code)) setPaymentError(codeText(code, message));
        show({ type: 'error', title: codeText(code, message) });
        return;
      }
      const notification = toNotification(error, t);
      console.error('Checkout request failed', error);
      show({ type: notification.type, title: notification.message });
    },
    [show, t, codeText],
  );

  /** Brings the cart in line with what the server can sell (spec §8 stock messages). */
  const syncCart = useCallback(
    (answer: CheckoutTotals) => {
      const state = store.getState();
      for (const code of answer.removed) state.removeAllFromCart(code);
      for (const line of answer.adjusted) state.updateCart(line.code, line.quantity);
      if (answer.adjusted.length > 0) {
        show({
          type: 'warning',
          title: codeText('stockCapped'),
          message: codeText('outOfStockList'),
          // The product, never its SKU (sold-out lines are no longer among `lines`).
          messages: answer.adjusted.map((line) => line.name),
        });
      }
      if (answer.removed.length > 0) {
        show({
          type: 'warning',
          title: codeText('noLongerAvailable'),
          messages: answer.removed,
        });
      }
    },
    [store, show, codeText],
  );

  // Open (or resume) the session once the cart is loaded; begin_checkout on entry (spec §7).
  useEffect(() => {
    if (
      !hydrated ||
      !storeHydrated ||
      !showPrices ||
      !channel.onlineShopping ||
      started.current ||
      lines.length === 0
    )
      return;
    started.current = true;
    const open = async (resumeSessionId: string | undefined): Promise<void> => {
      try {
        const answer = await fetchApi('/api/checkout/session', {
          json: { channel: locale, country, lines, resumeSessionId },
          schema: sessionAnswerSchema,
        });
        writeStored(CHECKOUT_SESSION_KEY, answer.sessionId);
        setTotals(answer);
        syncCart(answer);
        const event = {
          currency: answer.currency,
          items: answer.lines.map((line) => ({
            id: line.code,
            name: line.name,
            price: line.unitPrice,
            quantity: line.quantity,
            category: line.category,
          })),
        };
        if (answer.resumed) analytics.beginCheckoutAbandonedCart(event);
        else analytics.beginCheckout(event);
      } catch (error) {
        if (
          resumeSessionId &&
          error instanceof ModelStateError &&
          firstProblem(error).code === 'abandonedCartInvalid'
        ) {
          // spec §8: the abandoned cart is no longer valid — say so and start afresh from the cart.
          show({ type: 'warning', title: codeText('abandonedCartInvalid') });
          writeStored(CHECKOUT_SESSION_KEY, null);
          return open(undefined);
        }
        fail(error);
      }
    };
    void open(readStored(CHECKOUT_SESSION_KEY, z.string()) ?? undefined);
  }, [
    hydrated,
    storeHydrated,
    showPrices,
    channel.onlineShopping,
    lines,
    locale,
    country,
    analytics,
    syncCart,
    fail,
    show,
    codeText,
  ]);

  /** Recomputes the totals on the server with the current choices plus `changes`; throws on refusal. */
  const requote = useCallback(
    async (
      changes: Partial<{
        values: AddressFormValues;
        deliveryMethod: 'default' | 'pickup';
        paymentMethod: PaymentMethodKind;
        campaignCode: string | undefined;
        giftCardCode: string | undefined;
        lines: { code: string; quantity: number }[];
      }>,
    ) => {
      if (!totals) throw new Error('No checkout session');
      const values = changes.values ?? address;
      const answer = await fetchApi('/api/checkout/quote-totals', {
        json: {
          sessionId: totals.sessionId,
          lines: changes.lines ?? totals.lines.map((line) => ({ code: line.code, quantity: line.quantity })),
          delivery: values
            ? { country: values.country, stateOrProvince: values.state || undefined }
            : undefined,
          deliveryMethod: changes.deliveryMethod ?? deliveryMethod,
          paymentMethod: 'paymentMethod' in changes ? changes.paymentMethod : paymentMethod,
          customerCategory: customerCategory(values),
          campaignCode: 'campaignCode' in changes ? changes.campaignCode : campaignCode,
          giftCardCode: 'giftCardCode' in changes ? changes.giftCardCode : giftCardCode,
        },
        schema: checkoutTotalsSchema,
      });
      setTotals(answer);
      syncCart(answer);
      return answer;
    },
    [totals, address, deliveryMethod, paymentMethod, campaignCode, giftCardCode, syncCart],
  );

  // The summary follows the cart (another tab may add or change a line): the totals are recomputed
  // from the cart and the shopper is told before paying, never after.
  const following = useRef(false);
  const cartChanged = totals !== null && lines.length > 0 && cartDiffersFrom(cart, totals.lines);
  useEffect(() => {
    if (!cartChanged || following.current || placing) return;
    following.current = true;
    setCartNotice(codeText('cartChanged'));
    show({ type: 'information', title: codeText('cartChanged') });
    requote({ lines })
      .catch(fail)
      .finally(() => {
        following.current = false;
      });
  }, [cartChanged, placing, lines, requote, fail, show, codeText]);

  const applyCode =
    (kind: 'campaignCode' | 'giftCardCode') =>
    async (code: string): Promise<CodeResult> => {
      try {
        await requote({ [kind]: code });
        if (kind === 'campaignCode') setCampaignCode(code);
        else setGiftCardCode(code);
        return { ok: true, message: code.toUpperCase() };
      } catch (error) {
        if (error instanceof ModelStateError) {
          const { code, message } = firstProblem(error);
          if (SESSION_ENDED.includes(code)) fail(error);
          return { ok: false, message: codeText(code, message) };
        }
        fail(error);
        return { ok: false, message: t('generalError') };
      }
    };

  const placeOrder = async () => {
    if (!totals || !address || placing || cartChanged) return;
    setCartNotice(null);
    if (!paymentMethod) {
      setPaymentError(text('checkout.choosePayment', 'Please choose a payment method'));
      return;
    }
    if (paymentMethod === 'card') {
      const problem = Object.values(cardErrors(card, { messages: cardMessages }))[0];
      if (problem || Object.values(card).some((value) => value.trim() === '')) {
        setPaymentError(problem ?? codeText('cardRequired'));
        return;
      }
    }
    setPaymentError(undefined);
    setPlacing(true);
    // One key per attempt: a retry after a lost answer or a double click places one order.
    idempotencyKey.current ??= crypto.randomUUID();
    const delivery = {
      firstName: address.firstName,
      lastName: address.lastName,
      companyName: address.companyName || undefined,
      careOf: address.careOf || undefined,
      streetAddress: address.street,
      extraAddress: address.extraAddress || undefined,
      zip: address.zip,
      city: address.city,
      stateOrProvince: address.state || undefined,
      country: address.country,
      phone: address.phone || undefined,
    };
    try {
      const placed = await fetchApi('/api/checkout/place-order', {
        json: {
          channel: locale,
          country: country ?? address.country,
          sessionId: totals.sessionId,
          lines: totals.lines.map((line) => ({ code: line.code, quantity: line.quantity })),
          contact: {
            firstName: address.firstName,
            lastName: address.lastName,
            email: address.email,
            phone: address.phone,
            companyName: address.companyName || undefined,
            customerCategory: customerCategory(address),
          },
          deliveryAddress: delivery,
          deliveryMethod,
          paymentMethod,
          card: paymentMethod === 'card' ? card : undefined,
          campaignCode,
          giftCardCode,
          messageToCompany: address.message || undefined,
          newsletterConsent: address.newsletter,
          termsAccepted: address.termsAccepted,
          expectedTotal: totals.total,
        },
        headers: { 'idempotency-key': idempotencyKey.current },
        schema: placeOrderResponseSchema,
      });
      storeConfirmation(placed.order, placed.preOrders);
      writeStored(CHECKOUT_SESSION_KEY, null);
      // Only what the order holds leaves the cart.
      store.getState().completeOrder(totals.lines);
      router.push(`/${locale}/checkout/confirmation`);
    } catch (error) {
      // A definite answer (refusal, stock, total): the next attempt is a new placement.
      if (error instanceof ModelStateError) idempotencyKey.current = null;
      fail(error);
      setPlacing(false);
    }
  };

  const heading = (
    <h1 id="checkout-heading" className="font-display text-3xl font-semibold uppercase">
      {t('checkout.title')}
    </h1>
  );

  if (ended) {
    return (
      <section aria-labelledby="checkout-heading" className="flex max-w-prose flex-col gap-4">
        {heading}
        <p role="alert" data-slot="checkout-ended" className="border border-error p-4 text-sm">
          {ended}
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

  if (hydrated && (!channel.onlineShopping || !showPrices)) {
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

  if (storeHydrated && lines.length === 0 && !totals) {
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

  const countries = (channel.country ? [channel.country] : EXPORT_COUNTRIES).map((value) => ({
    value,
    label: countryName(value),
  }));
  const deliveryOptions = (totals?.deliveryOptions ?? []).map((option) => ({
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
            customerCategories={[
              { value: 'business', label: text('checkout.category.business', 'Business') },
              { value: 'public-sector', label: text('checkout.category.publicSector', 'Public sector') },
              { value: 'education', label: text('checkout.category.education', 'Education') },
              { value: 'reseller', label: text('checkout.category.reseller', 'Reseller') },
            ]}
            defaultValues={channel.country ? { country: channel.country } : {}}
            labels={{
              heading: t('checkout.addressHeading'),
              customerType: t('checkout.customerType'),
              private: t('checkout.privatePerson'),
              business: t('checkout.business'),
              selectCategory: t('checkout.selectCategory'),
              selectState: t('checkout.selectState'),
              messageHint: t('checkout.messageHint'),
              termsLink: t('checkout.termsLink'),
              optional: t('optional'),
              firstName: t('checkout.firstName'),
              lastName: t('checkout.lastName'),
              companyName: t('checkout.companyName'),
              email: t('checkout.email'),
              phone: t('checkout.phone'),
              country: t('checkout.country'),
              state: t('checkout.stateOrProvince'),
              city: t('checkout.city'),
              zip: t('checkout.zip'),
              street: t('checkout.streetAddress'),
              extraAddress: t('checkout.extraAddress'),
              careOf: t('checkout.careOf'),
              message: t('checkout.messageToCompany'),
              newsletter: t('checkout.newsletterConsent'),
              terms: text('acceptTerms', 'I have read and accepted the terms'),
              customerCategory: t('checkout.customerCategory'),
              submit: text('checkout.continue', 'Continue to delivery'),
            }}
            fieldNames={{
              firstName: t('field.firstName'),
              lastName: t('field.lastName'),
              companyName: t('field.companyName'),
              email: t('field.email'),
              phone: t('field.phone'),
              country: t('field.country'),
              state: t('field.state'),
              city: t('field.city'),
              zip: t('field.zip'),
              street: t('field.street'),
              extraAddress: t('field.extraAddress'),
              careOf: t('field.careOf'),
              message: t('field.message'),
              newsletter: t('field.newsletter'),
              termsAccepted: t('field.termsAccepted'),
              customerCategory: t('field.customerCategory'),
            }}
            messages={{
              invalidEmail: t('invalidEmail'),
              invalidPhone: t('invalidPhone'),
              required: t('pleaseEnter'),
              either: t('eitherOr'),
              stateRequired: t('stateRequired'),
              invalidZip: t('invalidZip'),
              invalidAddress: t('invalidAddress'),
              invalidUser: t('invalidUserInfo'),
              invalidCampaignCode: t('invalidCampaignCode'),
              giftCardUsed: t('giftCardUsed'),
              invalidGiftCard: t('invalidGiftCard'),
              termsLabel: t('acceptTerms'),
              termsRequired: t('checkout.termsRequired'),
              ...cardMessages,
            }}
            termsHref={`/${locale}/terms`}
            onSubmit={async (values) => {
              try {
                // The customer category decides the methods: keep the chosen one only if still offered.
                const answer = await requote({ values, paymentMethod: undefined });
                setAddress(values);
                setPaymentMethod((current) =>
                  current && answer.paymentMethods.includes(current) ? current : undefined,
                );
              } catch (error) {
                fail(error);
              }
            }}
          />
          {address && totals && (
            <>
              <DeliveryMethod
                options={deliveryOptions}
                value={deliveryMethod}
                currency={totals.currency}
                locale={locale}
                labels={{
                  legend: t('checkout.deliveryMethod'),
                  free: t('checkout.free'),
                  pickupAddress: t('checkout.pickupAddress'),
                }}
                onChange={(id) => {
                  const method = id === 'pickup' ? 'pickup' : 'default';
                  const previous = deliveryMethod;
                  setDeliveryMethod(method);
                  requote({ deliveryMethod: method }).catch((error: unknown) => {
                    setDeliveryMethod(previous);
                    fail(error);
                  });
                }}
              />
              <PaymentMethod
                methods={totals.paymentMethods}
                financingProvider={financingName(totals.financingProvider)}
                value={paymentMethod}
                card={card}
                onCardChange={setCard}
                testCards={SANDBOX_TEST_CARDS.map((test) => {
                  const key = TEST_CARD_OUTCOME_KEYS[test.number];
                  return { number: test.number, outcome: key ? t(key) : test.outcome };
                })}
                error={paymentError}
                labels={{
                  legend: t('checkout.paymentMethod'),
                  invoice: t('checkout.invoice'),
                  invoiceHint: t('checkout.invoiceHint'),
                  card: t('checkout.card'),
                  financing: t('checkout.financing'),
                  financingHint: t('checkout.financingHint'),
                  sandbox: t('checkout.sandbox'),
                  sandboxHint: t('checkout.sandboxHint'),
                  name: t('checkout.cardName'),
                  number: t('checkout.cardNumber'),
                  expiryMonth: t('checkout.expiryMonth'),
                  expiryYear: t('checkout.expiryYear'),
                  cvc: t('checkout.cvc'),
                  testCards: t('checkout.testCards'),
                }}
                onChange={(method) => {
                  const previous = paymentMethod;
                  setPaymentError(undefined);
                  setPaymentMethod(method);
                  requote({ paymentMethod: method }).catch((error: unknown) => {
                    setPaymentMethod(previous);
                    fail(error);
                  });
                }}
              />
              <div className="grid gap-6 desk:grid-cols-2">
                <CampaignCodeField
                  onApply={applyCode('campaignCode')}
                  applied={campaignCode ? [{ code: campaignCode }] : []}
                  onRemove={() => {
                    requote({ campaignCode: undefined })
                      .then(() => setCampaignCode(undefined))
                      .catch(fail);
                  }}
                  labels={{
                    label: t('checkout.campaignCode'),
                    apply: t('checkout.apply'),
                    remove: t('checkout.removeCampaignCode'),
                    failed: t('invalidCampaignCode'),
                  }}
                />
                <GiftCardField
                  onApply={applyCode('giftCardCode')}
                  applied={giftCardCode ? [{ code: giftCardCode }] : []}
                  onRemove={() => {
                    requote({ giftCardCode: undefined })
                      .then(() => setGiftCardCode(undefined))
                      .catch(fail);
                  }}
                  labels={{
                    label: t('checkout.giftCardCode'),
                    apply: t('checkout.apply'),
                    remove: t('checkout.removeGiftCard'),
                    failed: t('invalidGiftCard'),
                  }}
                />
              </div>
              {cartNotice && (
                <p role="status" data-slot="cart-changed" className="border border-warning p-4 text-sm">
                  {cartNotice}
                </p>
              )}
              <Button
                variant="primary"
                size="lg"
                className="self-start"
                disabled={placing || cartChanged}
                onClick={() => void placeOrder()}
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
            labels={orderSummaryLabels(t)}
          />
        )}
      </div>
    </section>
  );
}
