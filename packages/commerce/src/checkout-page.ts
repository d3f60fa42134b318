import type { CheckoutCodeOutcome, CheckoutState } from './checkout-store';
import type { Order } from './contract';
import { type TextWithFallback, translateCheckoutCode } from './issue-messages';
import type { Translate } from './notification';
import type { CheckoutTotals } from './server/checkout/contract';

/** The state the checkout page shows, as the page's view takes it. */
type ShownState = Pick<
  CheckoutState,
  | 'view'
  | 'step'
  | 'totals'
  | 'countries'
  | 'deliveryOptions'
  | 'deliveryMethod'
  | 'paymentMethods'
  | 'financingProvider'
  | 'paymentMethod'
  | 'card'
  | 'campaignCode'
  | 'giftCardCode'
  | 'cartNotice'
  | 'cartChanged'
>;

/** What the checkout page shows of a {@link CheckoutState}: its data, and its codes in the page's language. */
export interface CheckoutPageView extends ShownState {
  /** The view's own notices: the empty cart, the channel without checkout and the changed cart. */
  labels: { cartEmpty: string; countryNotAllowed: string; cartChanged: string };
  /** Why the session ended, when it did. */
  ended: string | undefined;
  /** The problem shown at the payment method, if any. */
  paymentError: string | undefined;
  /** Whether the order is being placed (or was): no second attempt from the page. */
  placing: boolean;
}

/**
 * What the checkout page shows of the state: its data as it is, its codes by their translation keys
 * (never their English messages, which are only the fallback of a code without a key:
 * {@link translateCheckoutCode}), and whether the order is being placed.
 */
export function checkoutPageView(state: CheckoutState, text: TextWithFallback): CheckoutPageView {
  const codeText = (code: string, fallback?: string) => translateCheckoutCode(code, text, fallback);
  const { ended, paymentIssue, submission } = state;
  return {
    view: state.view,
    step: state.step,
    totals: state.totals,
    countries: state.countries,
    deliveryOptions: state.deliveryOptions,
    deliveryMethod: state.deliveryMethod,
    paymentMethods: state.paymentMethods,
    financingProvider: state.financingProvider,
    paymentMethod: state.paymentMethod,
    card: state.card,
    campaignCode: state.campaignCode,
    giftCardCode: state.giftCardCode,
    cartNotice: state.cartNotice,
    cartChanged: state.cartChanged,
    labels: {
      cartEmpty: codeText('cartEmpty'),
      countryNotAllowed: codeText('countryNotAllowed'),
      cartChanged: codeText('cartChanged'),
    },
    ended: ended ? codeText(ended.code, ended.message) : undefined,
    paymentError: paymentIssue ? codeText(paymentIssue.code, paymentIssue.message) : undefined,
    placing: submission.status === 'submitting' || submission.status === 'placed',
  };
}

/**
 * What the code field shows after applying `code`: the applied code in capitals, the refusal's
 * problem by its code, or the general error when no answer came (`translate('generalError')`).
 */
export function codeOutcomeMessage(
  outcome: CheckoutCodeOutcome,
  code: string,
  text: TextWithFallback,
  translate: Translate,
): { ok: boolean; message: string } {
  if (outcome.ok) return { ok: true, message: code.toUpperCase() };
  if (outcome.issue)
    return { ok: false, message: translateCheckoutCode(outcome.issue.code, text, outcome.issue.message) };
  return { ok: false, message: translate('generalError') };
}

/** An order's items (spec §3 order shape, minor units) of the checkout's priced lines: as stored and as reported. */
export function orderItemsOf(lines: CheckoutTotals['lines']): Order['items'] {
  return lines.map((line) => ({
    id: line.code,
    name: line.name,
    price: line.unitPrice,
    quantity: line.quantity,
    category: line.category,
  }));
}

/** The begin_checkout event's order (spec §7) of the session's totals: currency and lines (minor units). */
export function beginCheckoutEventOf(totals: Pick<CheckoutTotals, 'currency' | 'lines'>) {
  return { currency: totals.currency, items: orderItemsOf(totals.lines) };
}

/**
 * The purchase event's order (spec §3 order shape) of a placed order: the data layer drops its
 * e-mail. Money in minor units, as the order has it.
 */
export function purchaseEventOf(order: Order) {
  return {
    transactionId: order.orderNumber,
    currency: order.currency,
    value: order.total,
    tax: order.tax,
    shipping: order.shipping,
    coupon: order.coupon ?? undefined,
    items: order.items,
    email: order.email,
  };
}
