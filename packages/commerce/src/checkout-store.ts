import {
  addressIssues,
  CHECKOUT_MESSAGES,
  type CheckoutAddressValues,
  cartDiffersFrom,
  type ListItems,
  type OrderedLine,
  validateCardField,
} from '@ironmark/cart-core';
import type { Channel } from '@ironmark/channel';
import { CHECKOUT_ERROR_MESSAGES, type PaymentMethod } from './checkout-codes';
import { checkoutFieldOf, customerCategoryOf, deliveryCountriesFor } from './checkout-rules';
import { ModelStateError, type ModelStateIssue } from './errors';
import { type FetchLike, fetchApi } from './fetch';
import { newIdempotencyKey } from './idempotency-key';
import type { CheckoutTotals, PlaceOrderResponse } from './server/checkout/contract';

/**
 * The checkout as a framework-free controller (a small external store: `getState`, `subscribe` and
 * actions): the session opened from the cart, the address step with the spec §5 field rules, the
 * delivery and payment methods the server offers for the buyer, campaign and gift-card codes, totals
 * that follow the cart, and the placement. React binds it with `useCheckout` from
 * `@ironmark/commerce/react`; tests drive it with no React at all. It imports no zod: the answers'
 * schemas (the checkout's wire contract) load with the first answer, after the page.
 */

/** The checkout's steps in order: contact and address, then delivery, payment and codes, then the placed order. */
export const CHECKOUT_STEPS = ['address', 'payment', 'placed'] as const;
/** One of {@link CHECKOUT_STEPS}. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** A problem to show: the field or step it belongs to, a code to translate, params and the English message. */
export type CheckoutIssue = ModelStateIssue;

/** The address form's values: cart-core's `CheckoutAddressValues` (ui's `AddressFormValues` is the same type). */
export type CheckoutAddress = CheckoutAddressValues;

/** The card form's values (sent to the payment provider only). */
export interface CheckoutCard {
  name: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

/** A delivery method: default delivery or warehouse pickup. */
export type CheckoutDeliveryMethod = 'default' | 'pickup';

/** A code field of the checkout. */
export type CheckoutCodeKind = 'campaignCode' | 'giftCardCode';

/** The placement: not tried, on its way, refused (with the problems by field), or placed. */
export type CheckoutSubmission =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'failed'; issues: readonly CheckoutIssue[] }
  | { status: 'placed'; answer: PlaceOrderResponse };

/**
 * What the page shows: the checkout; 'unavailable' on quote-only channels or where prices are hidden
 * (`quoteOnly` says whether to send the shopper to My List); 'empty' for an empty cart; 'ended' when
 * the session ended (`ended` holds why).
 */
export type CheckoutView = 'checkout' | 'unavailable' | 'empty' | 'ended';

/** Who is checking out where: the page's channel and what the browser knows after mount. */
export interface CheckoutContext {
  /** The page's locale, sent as the channel ('sv-se', or the language-only 'en'). */
  locale: string;
  channel: Pick<Channel, 'country' | 'onlineShopping'>;
  /** The visitor's country, when known; else the channel's country is sent. */
  visitorCountry: string | null;
  /** Whether prices may be shown to this visitor (spec §6); no checkout without them. */
  showPrices: boolean;
  /** Whether the visitor's settings have been read (after mount); nothing is decided before. */
  hydrated: boolean;
}

/** The cart the checkout follows and changes: a cart-core cart store fits as it is. */
export interface CheckoutCartApi {
  getState(): {
    hydrated: boolean;
    cart: ListItems;
    removeAllFromCart: (code: string) => void;
    updateCart: (code: string, quantity: number) => void;
    completeOrder: (lines: readonly OrderedLine[]) => void;
  };
  subscribe(listener: () => void): () => void;
}

/**
 * Where the open session's id is kept between visits (spec §8 abandoned cart). `load` may answer
 * later (a promise): a stored value is checked with a schema loaded on demand.
 */
export interface CheckoutSessionStorage {
  load(): string | null | undefined | Promise<string | null | undefined>;
  save(sessionId: string | null): void;
}

/** Something to tell the shopper right away (a toast); the page translates it by its kind and code. */
export type CheckoutNotice =
  /** The server refused a request: translate `issue.code`. */
  | { kind: 'refused'; issue: CheckoutIssue }
  /** No usable answer (network, server error): not a validation problem. */
  | { kind: 'failed'; error: unknown }
  /** Quantities lowered to the remaining stock (spec §8): the products' names, never SKUs. */
  | { kind: 'stockCapped'; names: readonly string[] }
  /** Lines left out because they are no longer for sale: their codes. */
  | { kind: 'noLongerAvailable'; codes: readonly string[] }
  /** The saved session could not be resumed; a fresh one was opened from the cart. */
  | { kind: 'abandonedCartInvalid' }
  /** The cart changed since the totals were computed; they are being recomputed before paying. */
  | { kind: 'cartChanged' };

/** Options of {@link createCheckoutStore}. */
export interface CheckoutStoreOptions {
  /** The context at creation (the address form reads its default country from it on first render). */
  context: CheckoutContext;
  cart: CheckoutCartApi;
  /** Default: nothing is kept (no resuming). */
  session?: CheckoutSessionStorage;
  /** Replaces `fetch` (tests, server-side wiring). */
  fetch?: FetchLike;
  /** Base of the API paths. Default '' (same origin). */
  baseUrl?: string;
  /** A fresh idempotency key per placement attempt. Default {@link newIdempotencyKey}. */
  newIdempotencyKey?: () => string;
  /** Receives every {@link CheckoutNotice}. */
  onNotice?: (notice: CheckoutNotice) => void;
  /** Called once the session is open (begin_checkout, or its abandoned-cart variant when `resumed`). */
  onSessionOpened?: (totals: CheckoutTotals, details: { resumed: boolean }) => void;
  /** Called when the order is placed, before the cart gives up the ordered lines. */
  onPlaced?: (answer: PlaceOrderResponse) => void;
}

/** The checkout's state. Money in `totals` is integer minor units of `totals.currency`. */
export interface CheckoutState {
  context: CheckoutContext;
  view: CheckoutView;
  /** Whether the channel sells only by quote (send the shopper to My List). */
  quoteOnly: boolean;
  step: CheckoutStep;
  /** The delivery countries the address form offers. */
  countries: readonly string[];
  /** The session's totals as the server last computed them; null until the session is open. */
  totals: CheckoutTotals | null;
  /** The accepted address; null until the address step is done. */
  address: CheckoutAddress | null;
  /** Why the last address was not accepted, by field. */
  addressIssues: readonly CheckoutIssue[];
  /** The delivery methods offered (from the totals). */
  deliveryOptions: CheckoutTotals['deliveryOptions'];
  deliveryMethod: CheckoutDeliveryMethod;
  /** The payment methods offered to this buyer (the server's `paymentMethods` rule). */
  paymentMethods: readonly PaymentMethod[];
  /** The financing partner ('klarna', 'affirm') where financing is offered, else null. */
  financingProvider: string | null;
  paymentMethod: PaymentMethod | undefined;
  card: CheckoutCard;
  /** The problem shown at the payment method, if any. */
  paymentIssue: CheckoutIssue | undefined;
  campaignCode: string | undefined;
  giftCardCode: string | undefined;
  submission: CheckoutSubmission;
  /** Whether the cart differs from the lines the totals were computed for: no placing until they follow. */
  cartChanged: boolean;
  /** Whether to keep telling the shopper the cart changed (until the next placement attempt). */
  cartNotice: boolean;
  /** Why the session ended, when it did. */
  ended: CheckoutIssue | null;
  /** Whether the cart has been read from storage. */
  cartHydrated: boolean;
  /** The cart's lines now. */
  lines: readonly OrderedLine[];
}

/** The answer of {@link CheckoutActions.applyCode}: applied, or refused with the problem when the server gave one. */
export type CheckoutCodeOutcome =
  | { ok: true; code: string }
  | { ok: false; issue: CheckoutIssue | undefined };

/** What the checkout can be asked to do. */
export interface CheckoutActions {
  /** Updates the context (channel, visitor, hydration); opens the session once everything is known. */
  setContext(context: CheckoutContext): void;
  /**
   * The address step: checks the values with the spec §5 rules (company and customer category for
   * business buyers), then recomputes the totals for the address and buyer; keeps the chosen payment
   * method only if still offered. Resolves whether the address was accepted.
   */
  submitAddress(values: CheckoutAddress): Promise<boolean>;
  /** Chooses a delivery method (back to the previous one if the server refuses it). */
  chooseDelivery(method: CheckoutDeliveryMethod): Promise<void>;
  /** Chooses a payment method (back to the previous one if the server refuses it). */
  choosePayment(method: PaymentMethod): Promise<void>;
  /** Sets the card form's values. */
  setCard(card: CheckoutCard): void;
  /** Applies a campaign or gift-card code: the totals are recomputed with it. */
  applyCode(kind: CheckoutCodeKind, code: string): Promise<CheckoutCodeOutcome>;
  /** Removes the applied code of a kind. */
  removeCode(kind: CheckoutCodeKind): Promise<void>;
  /** Places the order (once per attempt, idempotently); does nothing while the cart changes or an attempt runs. */
  placeOrder(): Promise<void>;
}

/** A checkout store: the state, a subscription to its changes, and the actions. */
export interface CheckoutStore extends CheckoutActions {
  getState(): CheckoutState;
  /** Calls `listener` after every change; returns the unsubscribe. The cart is followed while anyone listens. */
  subscribe(listener: () => void): () => void;
}

const EMPTY_CARD: CheckoutCard = { name: '', number: '', expiryMonth: '', expiryYear: '', cvc: '' };

/** The checkout's wire contract (zod), loaded with the first answer rather than with the page. */
const wireContract = () => import('./server/checkout/contract');

type Requote = Partial<{
  values: CheckoutAddress;
  deliveryMethod: CheckoutDeliveryMethod;
  paymentMethod: PaymentMethod | undefined;
  campaignCode: string | undefined;
  giftCardCode: string | undefined;
  lines: OrderedLine[];
}>;

function issue(field: string, code: keyof typeof CHECKOUT_ERROR_MESSAGES): CheckoutIssue {
  return { field, code, params: {}, message: CHECKOUT_ERROR_MESSAGES[code] };
}

/** The first problem of a validation answer (the server puts the one to show first). */
function firstIssueOf(error: ModelStateError): CheckoutIssue {
  return error.firstIssue ?? { field: '', code: '', params: {}, message: error.message };
}

/**
 * Why the payment step cannot be placed yet, if it cannot: no method chosen ('choosePayment'), a
 * card field against the spec §5 rule ('lettersOnly' for the name, 'alphanumericOnly' otherwise), or
 * a blank card field ('cardRequired').
 */
export function paymentIssueOf(
  method: PaymentMethod | undefined,
  card: CheckoutCard,
): CheckoutIssue | undefined {
  if (!method) return issue('paymentMethod', 'choosePayment');
  if (method !== 'card') return undefined;
  for (const key of Object.keys(EMPTY_CARD) as (keyof CheckoutCard)[]) {
    const lettersOnly = key === 'name';
    const message = validateCardField(card[key], { lettersOnly });
    if (message)
      return {
        field: `card.${key}`,
        code: lettersOnly ? 'lettersOnly' : 'alphanumericOnly',
        params: {},
        message: lettersOnly ? CHECKOUT_MESSAGES.lettersOnly : CHECKOUT_MESSAGES.alphanumericOnly,
      };
  }
  if (Object.values(card).some((value) => value.trim() === '')) return issue('card', 'cardRequired');
  return undefined;
}

/** Where the address of a buyer must be checked: company and category for business buyers (spec §3). */
function addressIssuesOf(values: CheckoutAddress): CheckoutIssue[] {
  const business = values.customerType === 'business';
  return addressIssues(values, {
    contact: 'both',
    requireTerms: true,
    requireCompany: business,
    requireCustomerCategory: business,
  });
}

function linesOf(cart: ListItems): OrderedLine[] {
  return Object.entries(cart).map(([code, line]) => ({ code, quantity: line.quantity }));
}

/**
 * Creates a checkout store (one per checkout page; no module-global state). Nothing is fetched until
 * the context is hydrated, prices may be shown, the channel sells online and the cart is read and
 * not empty: then the session opens (resuming the stored one when there is one).
 */
export function createCheckoutStore(options: CheckoutStoreOptions): CheckoutStore {
  const listeners = new Set<() => void>();
  const base = options.baseUrl ?? '';
  const newKey = options.newIdempotencyKey ?? (() => newIdempotencyKey());
  let started = false;
  let following = false;
  let syncing = false;
  let idempotencyKey: string | null = null;
  let unfollowCart: (() => void) | null = null;

  let state: CheckoutState = derive({
    context: options.context,
    view: 'checkout',
    quoteOnly: false,
    step: 'address',
    countries: [],
    totals: null,
    address: null,
    addressIssues: [],
    deliveryOptions: [],
    deliveryMethod: 'default',
    paymentMethods: [],
    financingProvider: null,
    paymentMethod: undefined,
    card: EMPTY_CARD,
    paymentIssue: undefined,
    campaignCode: undefined,
    giftCardCode: undefined,
    submission: { status: 'idle' },
    cartChanged: false,
    cartNotice: false,
    ended: null,
    cartHydrated: options.cart.getState().hydrated,
    lines: linesOf(options.cart.getState().cart),
  });

  /** Recomputes what follows from the rest (one place for every derived field). */
  function derive(next: CheckoutState): CheckoutState {
    const { context, totals, lines } = next;
    const unavailable = context.hydrated && (!context.channel.onlineShopping || !context.showPrices);
    let view: CheckoutView = 'checkout';
    if (next.ended) view = 'ended';
    else if (unavailable) view = 'unavailable';
    else if (next.cartHydrated && lines.length === 0 && !totals) view = 'empty';
    const cart = Object.fromEntries(lines.map((line) => [line.code, { quantity: line.quantity }]));
    return {
      ...next,
      view,
      quoteOnly: context.hydrated && !context.channel.onlineShopping,
      step: next.submission.status === 'placed' ? 'placed' : next.address && totals ? 'payment' : 'address',
      countries: deliveryCountriesFor(context.channel),
      deliveryOptions: totals?.deliveryOptions ?? [],
      paymentMethods: totals?.paymentMethods ?? [],
      financingProvider: totals?.financingProvider ?? null,
      cartChanged: totals !== null && lines.length > 0 && cartDiffersFrom(cart, totals.lines),
    };
  }

  function set(change: Partial<CheckoutState>): void {
    state = derive({ ...state, ...change });
    for (const listener of [...listeners]) listener();
  }

  const notify = (notice: CheckoutNotice) => options.onNotice?.(notice);
  const placing = () => state.submission.status === 'submitting' || state.submission.status === 'placed';

  /** The reaction to the cart and the context: open the session, follow the cart. */
  function react(): void {
    if (syncing) return;
    const cart = options.cart.getState();
    const lines = linesOf(cart.cart);
    const same =
      cart.hydrated === state.cartHydrated &&
      lines.length === state.lines.length &&
      !cartDiffersFrom(cart.cart, state.lines);
    if (!same) set({ cartHydrated: cart.hydrated, lines });
    const { context } = state;
    if (
      !started &&
      context.hydrated &&
      state.cartHydrated &&
      context.showPrices &&
      context.channel.onlineShopping &&
      state.lines.length > 0
    ) {
      started = true;
      void resume();
    }
    followCart();
  }

  // The summary follows the cart (another tab may add or change a line): the totals are recomputed
  // from the cart and the shopper is told before paying, never after.
  function followCart(): void {
    if (!state.cartChanged || following || placing()) return;
    following = true;
    set({ cartNotice: true });
    notify({ kind: 'cartChanged' });
    requote({ lines: [...state.lines] }).then(
      () => {
        following = false;
        react();
      },
      (error: unknown) => {
        following = false;
        fail(error);
      },
    );
  }

  /** Opens the session, resuming the stored one when there is one. */
  async function resume(): Promise<void> {
    let stored: string | null | undefined;
    try {
      stored = await options.session?.load();
    } catch (error) {
      // An unreadable store resumes nothing; the checkout opens afresh from the cart.
      console.error('Failed to read the checkout session', error);
    }
    return open(stored ?? undefined);
  }

  async function open(resumeSessionId: string | undefined): Promise<void> {
    const { context } = state;
    try {
      const answer = await fetchApi(`${base}/api/checkout/session`, {
        json: {
          channel: context.locale,
          country: context.visitorCountry ?? (context.channel.country || undefined),
          lines: state.lines,
          resumeSessionId,
        },
        schema: () => wireContract().then((wire) => wire.checkoutSessionAnswerSchema),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      const { resumed, ...totals } = answer;
      options.session?.save(totals.sessionId);
      set({ totals });
      syncCart(totals);
      options.onSessionOpened?.(totals, { resumed });
    } catch (error) {
      if (
        resumeSessionId &&
        error instanceof ModelStateError &&
        firstIssueOf(error).code === 'abandonedCartInvalid'
      ) {
        // spec §8: the abandoned cart is no longer valid — say so and start afresh from the cart.
        notify({ kind: 'abandonedCartInvalid' });
        options.session?.save(null);
        return open(undefined);
      }
      fail(error);
    }
  }

  /** Brings the cart in line with what the server can sell (spec §8 stock messages). */
  function syncCart(answer: CheckoutTotals): void {
    const cart = options.cart.getState();
    // The cart is judged once all of it follows the answer, not line by line.
    syncing = true;
    try {
      for (const code of answer.removed) cart.removeAllFromCart(code);
      for (const line of answer.adjusted) cart.updateCart(line.code, line.quantity);
    } finally {
      syncing = false;
    }
    react();
    if (answer.adjusted.length > 0)
      notify({ kind: 'stockCapped', names: answer.adjusted.map((line) => line.name) });
    if (answer.removed.length > 0) notify({ kind: 'noLongerAvailable', codes: answer.removed });
  }

  /** Recomputes the totals on the server with the current choices plus `changes`; throws on refusal. */
  async function requote(changes: Requote): Promise<CheckoutTotals> {
    const { totals } = state;
    if (!totals) throw new Error('No checkout session');
    const values = changes.values ?? state.address;
    const pick = <K extends keyof Requote>(key: K, current: Requote[K]) =>
      key in changes ? changes[key] : current;
    const answer = await fetchApi(`${base}/api/checkout/quote-totals`, {
      json: {
        sessionId: totals.sessionId,
        lines: changes.lines ?? totals.lines.map((line) => ({ code: line.code, quantity: line.quantity })),
        delivery: values
          ? { country: values.country, stateOrProvince: values.state || undefined }
          : undefined,
        deliveryMethod: changes.deliveryMethod ?? state.deliveryMethod,
        paymentMethod: pick('paymentMethod', state.paymentMethod),
        customerCategory: customerCategoryOf(values),
        campaignCode: pick('campaignCode', state.campaignCode),
        giftCardCode: pick('giftCardCode', state.giftCardCode),
      },
      schema: () => wireContract().then((wire) => wire.checkoutTotalsSchema),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    set({ totals: answer });
    syncCart(answer);
    return answer;
  }

  /** Shows a failure where it belongs: the ended session, the payment method, and a notice. */
  function fail(error: unknown): void {
    if (!(error instanceof ModelStateError)) {
      notify({ kind: 'failed', error });
      return;
    }
    const first = firstIssueOf(error);
    const field = checkoutFieldOf(first);
    if (field === 'session') {
      options.session?.save(null);
      set({ ended: first });
      return;
    }
    if (field === 'paymentMethod') set({ paymentIssue: first });
    notify({ kind: 'refused', issue: first });
  }

  const store: CheckoutStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (!unfollowCart) {
        unfollowCart = options.cart.subscribe(react);
        react();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unfollowCart) {
          unfollowCart();
          unfollowCart = null;
        }
      };
    },

    setContext(context) {
      const previous = state.context;
      const changed =
        context.locale !== previous.locale ||
        context.visitorCountry !== previous.visitorCountry ||
        context.showPrices !== previous.showPrices ||
        context.hydrated !== previous.hydrated ||
        context.channel.country !== previous.channel.country ||
        context.channel.onlineShopping !== previous.channel.onlineShopping;
      if (changed) set({ context });
      react();
    },

    async submitAddress(values) {
      const problems = addressIssuesOf(values);
      if (problems.length > 0) {
        set({ addressIssues: problems });
        return false;
      }
      try {
        // The customer category decides the methods: keep the chosen one only if still offered.
        const answer = await requote({ values, paymentMethod: undefined });
        const current = state.paymentMethod;
        set({
          address: values,
          addressIssues: [],
          paymentMethod: current && answer.paymentMethods.includes(current) ? current : undefined,
        });
        return true;
      } catch (error) {
        if (error instanceof ModelStateError) {
          set({
            addressIssues: error.issues.map((problem) => ({ ...problem, field: checkoutFieldOf(problem) })),
          });
        }
        fail(error);
        return false;
      }
    },

    async chooseDelivery(method) {
      const previous = state.deliveryMethod;
      set({ deliveryMethod: method });
      try {
        await requote({ deliveryMethod: method });
      } catch (error) {
        set({ deliveryMethod: previous });
        fail(error);
      }
    },

    async choosePayment(method) {
      const previous = state.paymentMethod;
      set({ paymentIssue: undefined, paymentMethod: method });
      try {
        await requote({ paymentMethod: method });
      } catch (error) {
        set({ paymentMethod: previous });
        fail(error);
      }
    },

    setCard(card) {
      set({ card });
    },

    async applyCode(kind, code) {
      try {
        await requote({ [kind]: code });
        set({ [kind]: code });
        return { ok: true, code };
      } catch (error) {
        if (error instanceof ModelStateError) {
          const first = firstIssueOf(error);
          if (checkoutFieldOf(first) === 'session') fail(error);
          return { ok: false, issue: first };
        }
        fail(error);
        return { ok: false, issue: undefined };
      }
    },

    async removeCode(kind) {
      try {
        await requote({ [kind]: undefined });
        set({ [kind]: undefined });
      } catch (error) {
        fail(error);
      }
    },

    async placeOrder() {
      const { totals, address, paymentMethod, card } = state;
      if (!totals || !address || placing() || state.cartChanged) return;
      set({ cartNotice: false });
      const problem = paymentIssueOf(paymentMethod, card);
      if (problem || !paymentMethod) {
        set({ paymentIssue: problem, submission: { status: 'failed', issues: problem ? [problem] : [] } });
        return;
      }
      set({ paymentIssue: undefined, submission: { status: 'submitting' } });
      // One key per attempt: a retry after a lost answer or a double click places one order.
      idempotencyKey ??= newKey();
      const { context } = state;
      try {
        const answer = await fetchApi(`${base}/api/checkout/place-order`, {
          json: {
            channel: context.locale,
            country: context.visitorCountry ?? (context.channel.country || undefined) ?? address.country,
            sessionId: totals.sessionId,
            lines: totals.lines.map((line) => ({ code: line.code, quantity: line.quantity })),
            contact: {
              firstName: address.firstName,
              lastName: address.lastName,
              email: address.email,
              phone: address.phone,
              companyName: address.companyName || undefined,
              customerCategory: customerCategoryOf(address),
            },
            deliveryAddress: {
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
            },
            deliveryMethod: state.deliveryMethod,
            paymentMethod,
            card: paymentMethod === 'card' ? card : undefined,
            campaignCode: state.campaignCode,
            giftCardCode: state.giftCardCode,
            messageToCompany: address.message || undefined,
            newsletterConsent: address.newsletter,
            termsAccepted: address.termsAccepted,
            expectedTotal: totals.total,
          },
          headers: { 'idempotency-key': idempotencyKey },
          schema: () => wireContract().then((wire) => wire.placeOrderResponseSchema),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        });
        options.session?.save(null);
        set({ submission: { status: 'placed', answer } });
        // Only what the order holds leaves the cart.
        options.cart.getState().completeOrder(totals.lines);
        options.onPlaced?.(answer);
      } catch (error) {
        // A definite answer (refusal, stock, total): the next attempt is a new placement.
        if (error instanceof ModelStateError) idempotencyKey = null;
        fail(error);
        set({
          submission: {
            status: 'failed',
            issues:
              error instanceof ModelStateError
                ? error.issues.map((problem) => ({ ...problem, field: checkoutFieldOf(problem) }))
                : [],
          },
        });
        react();
      }
    },
  };
  return store;
}
