import { describe, expect, it } from 'vitest';
import { beginCheckoutEventOf, checkoutPageView, codeOutcomeMessage, purchaseEventOf } from './checkout-page';
import { type CheckoutState, createCheckoutStore } from './checkout-store';
import type { TextWithFallback } from './issue-messages';
import { placedOrder } from './testing/orders';

// Swedish for two keys; every other key falls back to its English text.
const swedish: Readonly<Record<string, string>> = {
  cartEmpty: 'Varukorgen är tom',
  generalError: 'Ett fel uppstod',
};
const text: TextWithFallback = (key, fallback) => swedish[key] ?? fallback;
const translate = (key: string) => swedish[key] ?? key;

/** A checkout's state before anything was fetched (not hydrated), with `overrides`. */
function stateWith(overrides: Partial<CheckoutState> = {}): CheckoutState {
  const store = createCheckoutStore({
    context: {
      locale: 'sv-se',
      channel: { country: 'se', onlineShopping: true },
      visitorCountry: null,
      showPrices: true,
      hydrated: false,
    },
    cart: {
      getState: () => ({
        hydrated: false,
        cart: {},
        removeAllFromCart: () => {},
        updateCart: () => {},
        completeOrder: () => {},
      }),
      subscribe: () => () => {},
    },
  });
  return { ...store.getState(), ...overrides };
}

describe('checkoutPageView', () => {
  it("shows the state's data as it is and translates the view's notices by their codes", () => {
    const state = stateWith();
    const view = checkoutPageView(state, text);
    expect(view).toMatchObject({
      view: state.view,
      step: 'address',
      card: state.card,
      countries: state.countries,
    });
    expect(view.labels.cartEmpty).toBe('Varukorgen är tom');
    expect(view.labels.countryNotAllowed).not.toBe('countryNotAllowed');
    expect(view).toMatchObject({ ended: undefined, paymentError: undefined, placing: false });
  });

  it("shows an ended session and a payment problem by their codes, an unknown code by the server's message", () => {
    const view = checkoutPageView(
      stateWith({
        ended: { field: '', code: 'someNewCode', params: {}, message: 'Session gone' },
        paymentIssue: { field: 'paymentMethod', code: 'choosePayment', params: {}, message: 'Pick one' },
      }),
      text,
    );
    expect(view.ended).toBe('Session gone');
    expect(view.paymentError).not.toBe('Pick one');
    expect(view.paymentError).toBeTruthy();
  });

  it.each<[CheckoutState['submission'], boolean]>([
    [{ status: 'idle' }, false],
    [{ status: 'failed', issues: [] }, false],
    [{ status: 'submitting' }, true],
  ])('counts the submission %o as placing: %s', (submission, placing) => {
    expect(checkoutPageView(stateWith({ submission }), text).placing).toBe(placing);
  });
});

describe('codeOutcomeMessage', () => {
  it('shows an applied code in capitals', () => {
    expect(codeOutcomeMessage({ ok: true, code: 'spring' }, 'spring', text, translate)).toEqual({
      ok: true,
      message: 'SPRING',
    });
  });

  it('shows a refusal by its code and a missing answer as the general error, never a raw key', () => {
    const refused = codeOutcomeMessage(
      { ok: false, issue: { field: 'campaignCode', code: 'unheardOf', params: {}, message: 'No such code' } },
      'x',
      text,
      translate,
    );
    expect(refused).toEqual({ ok: false, message: 'No such code' });
    expect(codeOutcomeMessage({ ok: false, issue: undefined }, 'x', text, translate)).toEqual({
      ok: false,
      message: 'Ett fel uppstod',
    });
  });
});

describe('analytics orders', () => {
  it('gives begin_checkout the lines of the totals in minor units', () => {
    const line = {
      code: 'IM-BAR-20',
      name: 'Competition bar 20 kg',
      category: 'bars',
      quantity: 2,
      unitPrice: 499_000,
      lineTotal: 998_000,
      compareTotal: null,
      lowestPrice30d: null,
      preOrder: false,
      estimatedDeliveryDays: 3,
    };
    expect(beginCheckoutEventOf({ currency: 'sek', lines: [line] })).toEqual({
      currency: 'sek',
      items: [
        { id: 'IM-BAR-20', name: 'Competition bar 20 kg', price: 499_000, quantity: 2, category: 'bars' },
      ],
    });
  });

  it('gives purchase the order number, money and lines of the placed order, no coupon as undefined', () => {
    const order = placedOrder;
    expect(purchaseEventOf(order)).toEqual({
      transactionId: 'IM-100042',
      currency: 'sek',
      value: 499_000,
      tax: 99_800,
      shipping: 0,
      coupon: undefined,
      items: order.items,
      email: 'lifter@example.com',
    });
  });
});
