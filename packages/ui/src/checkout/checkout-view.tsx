'use client';

import { countryName } from '@ironmark/channel';
import type { ReactNode } from 'react';
import { Button, buttonVariants } from '../shell';
import { Link } from '../shell/link';
import { AddressForm, type AddressFormProps, type AddressFormValues } from './address-form';
import { CampaignCodeField, type CodeFieldLabels, type CodeResult, GiftCardField } from './code-field';
import { DeliveryMethod, type DeliveryMethodLabels } from './delivery-method';
import { OrderSummary, type OrderSummaryLabels, type OrderTax } from './order-summary';
import {
  type CardDetails,
  PaymentMethod,
  type PaymentMethodKind,
  type PaymentMethodLabels,
} from './payment-method';

/** What the checkout page shows: the checkout, no checkout in this channel, an empty cart, or an ended session. */
export type CheckoutViewState = 'checkout' | 'unavailable' | 'empty' | 'ended';

/** The checkout's step: contact and address, then delivery, payment and codes, then the placed order. */
export type CheckoutViewStep = 'address' | 'payment' | 'placed';

/** A delivery method of the checkout: default delivery or warehouse pickup. */
export type CheckoutDeliveryKind = 'default' | 'pickup';

/** A code field of the checkout: the campaign code or the gift card. */
export type CheckoutCodeKind = 'campaignCode' | 'giftCardCode';

/** One line of {@link CheckoutViewTotals}; amounts in minor units. */
export interface CheckoutViewLine {
  /** The variant's code (SKU); the line's key, not shown. */
  code: string;
  /** The product's name as the summary shows it. */
  name: string;
  /** How many are ordered. */
  quantity: number;
  /** The line's total. */
  lineTotal: number;
  /** Regular line total when a campaign price applies, else null. */
  compareTotal: number | null;
  /** Lowest unit price of the last 30 days for discounted lines, else null. */
  lowestPrice30d: number | null;
}

/**
 * The session's totals as the server computed them (the shape of commerce's `CheckoutTotals`, as far
 * as the page shows them). Every amount is integer minor units of `currency`.
 */
export interface CheckoutViewTotals {
  /** ISO 4217 currency of every amount (e.g. 'usd', 'sek'). */
  currency: string;
  /** The order's lines. */
  lines: readonly CheckoutViewLine[];
  /** Sum of the lines. */
  subtotal: number;
  /** Campaign discount (positive). */
  discount: number;
  /** The gift card and the amount of it used, or null. */
  giftCard: { applied: number } | null;
  /** Delivery cost the total counts. */
  shipping: number;
  /** VAT (included or not), US sales tax or the export fee; null until the address is known. */
  tax: { kind: 'vat' | 'sales-tax' | 'export-fee'; amount: number; included: boolean } | null;
  /** What the shopper pays. */
  total: number;
  /** Export delivery: CIP terms, customs not included. */
  exportDelivery: boolean;
}

/** A delivery option the server offers; pickup comes with the warehouse's address lines. */
export interface CheckoutViewDeliveryOption {
  /** Which method: default delivery or warehouse pickup (named by the labels). */
  id: CheckoutDeliveryKind;
  /** Cost in minor units of the totals' currency; 0 shows 'Free'. */
  cost: number;
  /** Pickup address lines, or null. */
  address?: readonly string[] | null;
}

/** A sandbox test card number and what paying with it does. */
export interface CheckoutTestCard {
  /** The card number as shoppers type it, e.g. '4242 4242 4242 4242'. */
  number: string;
  /** What paying with it does, in the page's language. */
  outcome: string;
}

/** Texts of {@link CheckoutView} itself; the steps' components have their own labels. English defaults. */
export interface CheckoutViewLabels {
  /** The page's heading. */
  title: string;
  /** The place-order button. */
  placeOrder: string;
  /** The link back to the cart (empty cart, ended session). */
  cart: string;
  /** The link to My List where the channel has no checkout. */
  myList: string;
  /** Shown when the cart is empty. */
  cartEmpty: string;
  /** Shown where the channel has no checkout. */
  countryNotAllowed: string;
  /** Shown while the cart differs from the lines the totals were computed for. */
  cartChanged: string;
  /** The default delivery option's name. */
  defaultDelivery: string;
  /** The warehouse pickup option's name. */
  warehousePickup: string;
}

/** English defaults of {@link CheckoutViewLabels}. */
export const defaultCheckoutViewLabels: CheckoutViewLabels = {
  title: 'Checkout',
  placeOrder: 'Place order',
  cart: 'Cart',
  myList: 'My List',
  cartEmpty: 'Cart has no products',
  countryNotAllowed: 'Your country is not allowed for purchase',
  cartChanged: 'Your cart has changed. Please check the order summary before you pay.',
  defaultDelivery: 'Default delivery',
  warehousePickup: 'Warehouse pickup',
};

/** The address form's texts as {@link CheckoutView} passes them on (see {@link AddressForm}). */
export type CheckoutAddressTexts = Pick<AddressFormProps, 'labels' | 'fieldNames' | 'messages'>;

/** Props of {@link CheckoutView}: plain data, texts and callbacks; no request is made by the view. */
export interface CheckoutViewProps {
  /** What to show; default the checkout. */
  view?: CheckoutViewState;
  /** Why the session ended, in the page's language; the ended state shows only with it. */
  ended?: string;
  /** The step reached: delivery, payment and the codes show from 'payment' on (with totals). */
  step: CheckoutViewStep;
  /** The session's totals; null until the session is open (no order summary yet). */
  totals: CheckoutViewTotals | null;
  /** BCP 47 locale used to format money, e.g. 'en-US'; default 'en-US'. */
  locale?: string;
  /** The delivery countries (lower-case codes); a single one is preselected. */
  countries: readonly string[];
  /** Customer categories for business buyers (value and name). */
  customerCategories?: { value: string; label: string }[];
  /** Link to the terms page, shown beside the terms box. */
  termsHref?: string;
  /** Link to the cart (empty cart, ended session). */
  cartHref: string;
  /** Link to My List (no checkout in this channel). */
  listHref: string;
  /** Called with the valid address; the form stays submitting until a returned promise settles. */
  onSubmitAddress: (values: AddressFormValues) => unknown;
  /** The delivery options offered. */
  deliveryOptions: readonly CheckoutViewDeliveryOption[];
  /** The chosen delivery method. */
  deliveryMethod: CheckoutDeliveryKind;
  /** Called with the delivery method the shopper picks. */
  onDeliveryChange: (method: CheckoutDeliveryKind) => void;
  /** The payment methods offered to this buyer. */
  paymentMethods: readonly PaymentMethodKind[];
  /** The financing partner's id ('affirm', 'klarna') where financing is offered, else null; shown capitalised. */
  financingProvider?: string | null;
  /** The chosen payment method; none yet when undefined. */
  paymentMethod: PaymentMethodKind | undefined;
  /** Called with the payment method the shopper picks. */
  onPaymentChange: (method: PaymentMethodKind) => void;
  /** The card fields' values (controlled). */
  card: CardDetails;
  /** Called with the card details on every edit. */
  onCardChange: (card: CardDetails) => void;
  /** The sandbox provider's test cards, listed under the card form. */
  testCards?: readonly CheckoutTestCard[];
  /** The problem to announce at the payment method, in the page's language. */
  paymentError?: string | undefined;
  /** The applied campaign code, if any. */
  campaignCode?: string | undefined;
  /** The applied gift card code, if any. */
  giftCardCode?: string | undefined;
  /** Checks and applies a code; its message shows under the field. */
  onApplyCode: (kind: CheckoutCodeKind, code: string) => Promise<CodeResult>;
  /** Removes an applied code. */
  onRemoveCode: (kind: CheckoutCodeKind) => void;
  /** Whether to tell the shopper the cart changed (a status above the button). */
  cartNotice?: boolean;
  /** Whether the cart differs from the totals' lines: placing waits until they follow. */
  cartChanged?: boolean;
  /** Whether the order is being placed (or was): the button is disabled. */
  placing?: boolean;
  /** Places the order. */
  onPlaceOrder: () => void;
  /** Texts of the page itself; English defaults ({@link defaultCheckoutViewLabels}). */
  labels?: Partial<CheckoutViewLabels>;
  /** Texts of the address form (labels, field names, messages); English defaults. */
  addressTexts?: CheckoutAddressTexts;
  /** Texts of the delivery method; English defaults. */
  deliveryLabels?: Partial<DeliveryMethodLabels>;
  /** Texts of the payment method; English defaults. */
  paymentLabels?: Partial<PaymentMethodLabels>;
  /** Texts of the campaign code field; English defaults. */
  campaignCodeLabels?: Partial<CodeFieldLabels>;
  /** Texts of the gift card field; English defaults. */
  giftCardLabels?: Partial<CodeFieldLabels>;
  /** Texts of the order summary; English defaults. */
  summaryLabels?: Partial<OrderSummaryLabels>;
}

/** The financing partner's name as shoppers know it ('affirm' → 'Affirm'). */
export function financingName(provider: string | null | undefined): string {
  return provider ? provider.charAt(0).toUpperCase() + provider.slice(1) : '';
}

/** The order summary's tax line for the totals' tax (none until the address is known). */
export function orderTaxOf(tax: CheckoutViewTotals['tax']): OrderTax | undefined {
  if (!tax) return undefined;
  const { kind, amount, included } = tax;
  if (kind === 'vat') return { kind: 'vat', amount, included };
  if (kind === 'sales-tax') return { kind: 'salesTax', amount };
  return { kind: 'exportFee', amount };
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <h1 id="checkout-heading" className="font-display text-3xl font-semibold uppercase">
      {children}
    </h1>
  );
}

/** The short page without a checkout: heading, why, and where to go instead. */
function Notice({
  title,
  children,
  href,
  link,
}: {
  title: string;
  children: ReactNode;
  href: string;
  link: string;
}) {
  return (
    <section aria-labelledby="checkout-heading" className="flex max-w-prose flex-col gap-4">
      <Heading>{title}</Heading>
      {children}
      <Link href={href} className={buttonVariants({ variant: 'primary', className: 'self-start' })}>
        {link}
      </Link>
    </section>
  );
}

/**
 * The checkout on one page, presentational: the address form, then (from the payment step, with
 * totals) delivery, payment with the sandbox's test cards, campaign code and gift card, the cart
 * notice and the place-order button, beside the order summary. Without a checkout it shows why
 * instead: the ended session (an alert), no checkout in the channel, or the empty cart, each with a
 * link on. Every amount comes from `totals`; the caller owns the rules and the requests.
 */
export function CheckoutView({
  view = 'checkout',
  ended,
  step,
  totals,
  locale = 'en-US',
  countries,
  customerCategories,
  termsHref,
  cartHref,
  listHref,
  onSubmitAddress,
  deliveryOptions,
  deliveryMethod,
  onDeliveryChange,
  paymentMethods,
  financingProvider,
  paymentMethod,
  onPaymentChange,
  card,
  onCardChange,
  testCards = [],
  paymentError,
  campaignCode,
  giftCardCode,
  onApplyCode,
  onRemoveCode,
  cartNotice = false,
  cartChanged = false,
  placing = false,
  onPlaceOrder,
  labels: labelOverrides,
  addressTexts = {},
  deliveryLabels,
  paymentLabels,
  campaignCodeLabels,
  giftCardLabels,
  summaryLabels,
}: CheckoutViewProps) {
  const labels = { ...defaultCheckoutViewLabels, ...labelOverrides };

  if (view === 'ended' && ended !== undefined) {
    return (
      <Notice title={labels.title} href={cartHref} link={labels.cart}>
        <p role="alert" data-slot="checkout-ended" className="border border-error p-4 text-sm">
          {ended}
        </p>
      </Notice>
    );
  }
  if (view === 'unavailable') {
    return (
      <Notice title={labels.title} href={listHref} link={labels.myList}>
        <p className="text-sm">{labels.countryNotAllowed}</p>
      </Notice>
    );
  }
  if (view === 'empty') {
    return (
      <Notice title={labels.title} href={cartHref} link={labels.cart}>
        <p className="text-sm">{labels.cartEmpty}</p>
      </Notice>
    );
  }

  return (
    <section aria-labelledby="checkout-heading" className="flex flex-col gap-6">
      <Heading>{labels.title}</Heading>
      <div className="grid gap-8 desk:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-8">
          <AddressForm
            countries={countries.map((value) => ({ value, label: countryName(value) }))}
            {...(customerCategories ? { customerCategories } : {})}
            defaultValues={countries.length === 1 ? { country: countries[0] } : {}}
            {...addressTexts}
            {...(termsHref ? { termsHref } : {})}
            onSubmit={async (values) => {
              await onSubmitAddress(values);
            }}
          />
          {step !== 'address' && totals && (
            <>
              <DeliveryMethod
                options={deliveryOptions.map((option) => ({
                  id: option.id,
                  kind: option.id === 'pickup' ? ('pickup' as const) : ('delivery' as const),
                  label: option.id === 'pickup' ? labels.warehousePickup : labels.defaultDelivery,
                  cost: option.cost,
                  ...(option.address ? { address: [...option.address] } : {}),
                }))}
                value={deliveryMethod}
                currency={totals.currency}
                locale={locale}
                {...(deliveryLabels ? { labels: deliveryLabels } : {})}
                onChange={(id) => onDeliveryChange(id === 'pickup' ? 'pickup' : 'default')}
              />
              <PaymentMethod
                methods={paymentMethods}
                financingProvider={financingName(financingProvider)}
                value={paymentMethod}
                card={card}
                onCardChange={onCardChange}
                testCards={[...testCards]}
                {...(paymentError ? { error: paymentError } : {})}
                {...(paymentLabels ? { labels: paymentLabels } : {})}
                onChange={onPaymentChange}
              />
              <div className="grid gap-6 desk:grid-cols-2">
                <CampaignCodeField
                  onApply={(code) => onApplyCode('campaignCode', code)}
                  applied={campaignCode ? [{ code: campaignCode }] : []}
                  onRemove={() => onRemoveCode('campaignCode')}
                  {...(campaignCodeLabels ? { labels: campaignCodeLabels } : {})}
                />
                <GiftCardField
                  onApply={(code) => onApplyCode('giftCardCode', code)}
                  applied={giftCardCode ? [{ code: giftCardCode }] : []}
                  onRemove={() => onRemoveCode('giftCardCode')}
                  {...(giftCardLabels ? { labels: giftCardLabels } : {})}
                />
              </div>
              {cartNotice && (
                <p role="status" data-slot="cart-changed" className="border border-warning p-4 text-sm">
                  {labels.cartChanged}
                </p>
              )}
              <Button
                variant="primary"
                size="lg"
                className="self-start"
                disabled={placing || cartChanged}
                onClick={() => onPlaceOrder()}
              >
                {labels.placeOrder}
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
            tax={orderTaxOf(totals.tax)}
            total={totals.total}
            exportDelivery={totals.exportDelivery}
            {...(summaryLabels ? { labels: summaryLabels } : {})}
          />
        )}
      </div>
    </section>
  );
}
