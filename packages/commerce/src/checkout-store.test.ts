// The checkout controller without React: driven against the reference backend's own route handlers
// (PGlite in memory), the same behaviours the Playwright checkout journeys check in a browser.
import {
  cartAfterOrder,
  type ListItems,
  type OrderedLine,
  removeAllOf,
  updateInList,
} from '@ironmark/cart-core';
import { getChannel } from '@ironmark/channel';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_DESTINATIONS } from './checkout-rules';
import {
  type CheckoutAddress,
  type CheckoutCartApi,
  type CheckoutContext,
  type CheckoutNotice,
  type CheckoutStore,
  createCheckoutStore,
} from './checkout-store';
import { invoiceProvider, sandboxCardProvider } from './server/checkout/payments';
import { shippingRefusal } from './server/checkout/policy';
import { pgliteBackend } from './testing/backends';

const ORIGIN = 'http://shop.test';
const BAR = 'IM-BAR-WL-20M-BR-CH'; // us 1 155.00 USD, sv-se 15 300 kr incl. VAT
const PRE_ORDER = 'IM-BAR-WL-20T-BU-CH'; // us: a few in stock, more on pre-order
const TTL = 60_000;
const generous = { limit: 100_000, windowMs: 60_000 };

let clock = Date.parse('2026-03-02T10:00:00Z');
const backend = pgliteBackend();
const commerce = backend.create({
  now: () => clock,
  env: { CHECKOUT_SESSION_TTL_MS: TTL } as never,
  payments: [invoiceProvider(), sandboxCardProvider()],
  rateLimits: { checkout: generous, codeCheck: generous },
});
beforeAll(() => commerce.services(), 180_000);
afterAll(async () => {
  await commerce.close();
  await backend.drop();
});

/** The browser's fetch, answered by the backend's route handlers; records every call. */
function backendFetch() {
  const calls: { path: string; body: Record<string, unknown>; key: string | undefined }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string>), origin: ORIGIN };
    calls.push({
      path: url,
      body: JSON.parse(String(init?.body ?? '{}')),
      key: headers['idempotency-key'],
    });
    return commerce.handlers.handle(new Request(`${ORIGIN}${url}`, { ...init, headers }));
  };
  return { fetch, calls };
}

/** A cart store like cart-core's (same pure rules), with no React and no storage. */
function memoryCart(initial: ListItems, hydrated = true) {
  let cart = initial;
  const listeners = new Set<() => void>();
  const change = (next: ListItems) => {
    cart = next;
    for (const listener of listeners) listener();
  };
  const api: CheckoutCartApi & { set(code: string, quantity: number): void } = {
    getState: () => ({
      hydrated,
      cart,
      removeAllFromCart: (code: string) => change(removeAllOf(cart, code)),
      updateCart: (code: string, quantity: number) => change(updateInList(cart, code, quantity)),
      completeOrder: (lines: readonly OrderedLine[]) => change(cartAfterOrder(cart, lines)),
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (code, quantity) => change(updateInList(cart, code, quantity)),
  };
  return api;
}

function context(locale: string, overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  const channel = getChannel(locale);
  if (!channel) throw new Error(`no channel ${locale}`);
  return {
    locale,
    channel,
    visitorCountry: channel.country || null,
    showPrices: true,
    hydrated: true,
    ...overrides,
  };
}

const usAddress: CheckoutAddress = {
  customerType: 'private',
  customerCategory: '',
  firstName: 'Ada',
  lastName: 'Lifter',
  companyName: '',
  email: 'ada.lifter@example.com',
  phone: '+1 212 555 0100',
  country: 'us',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  street: '1 Iron Way',
  extraAddress: '',
  careOf: '',
  message: '',
  newsletter: false,
  termsAccepted: true,
};
const seAddress: CheckoutAddress = {
  ...usAddress,
  firstName: 'Sven',
  lastName: 'Lyft',
  email: 'sven.lyft@example.com',
  phone: '+46 40 123 456',
  country: 'se',
  state: '',
  city: 'Malmö',
  zip: '211 20',
  street: 'Verkstadsgatan 1',
};
const card = (number: string) => ({
  name: 'Ada Lifter',
  number,
  expiryMonth: '12',
  expiryYear: '30',
  cvc: '123',
});

/** A subscribed store on `locale` with `cart`, its notices and the requests it made. */
function checkout(locale = 'en-us', cart = memoryCart({ [BAR]: { quantity: 1 } }), stored: string[] = []) {
  const notices: CheckoutNotice[] = [];
  const placed: string[] = [];
  const opened: boolean[] = [];
  const { fetch, calls } = backendFetch();
  let key = 0;
  const store = createCheckoutStore({
    context: context(locale),
    cart,
    fetch,
    newIdempotencyKey: () => `key-${locale}-${Date.now()}-${++key}`,
    session: { load: () => stored.at(-1) ?? null, save: (id) => stored.push(id ?? '') },
    onNotice: (notice) => notices.push(notice),
    onSessionOpened: (_totals, { resumed }) => opened.push(resumed),
    onPlaced: (answer) => placed.push(answer.order.orderNumber),
  });
  store.subscribe(() => {});
  return { store, cart, notices, placed, opened, calls, stored };
}

/** Resolves once `predicate` holds for the store's state. */
function until(store: CheckoutStore, predicate: (state: ReturnType<CheckoutStore['getState']>) => boolean) {
  return new Promise<void>((resolve, reject) => {
    if (predicate(store.getState())) return resolve();
    const timer = setTimeout(() => reject(new Error('the state never got there')), 30_000);
    const stop = store.subscribe(() => {
      if (!predicate(store.getState())) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

const opened = (store: CheckoutStore) => until(store, (state) => state.totals !== null);

describe('opening the checkout', () => {
  it('opens a session from the cart once the context and the cart are known (begin_checkout)', async () => {
    const cart = memoryCart({ [BAR]: { quantity: 1 } });
    const notices: CheckoutNotice[] = [];
    const began: boolean[] = [];
    const { fetch, calls } = backendFetch();
    const store = createCheckoutStore({
      context: context('en-us', { hydrated: false }),
      cart,
      fetch,
      onNotice: (notice) => notices.push(notice),
      onSessionOpened: (_totals, { resumed }) => began.push(resumed),
    });
    store.subscribe(() => {});
    expect(store.getState()).toMatchObject({ view: 'checkout', step: 'address', totals: null });
    expect(calls).toEqual([]);
    store.setContext(context('en-us'));
    await opened(store);
    expect(calls.map((call) => call.path)).toEqual(['/api/checkout/session']);
    expect(calls[0]?.body).toMatchObject({
      channel: 'en-us',
      country: 'us',
      lines: [{ code: BAR, quantity: 1 }],
    });
    expect(store.getState().totals).toMatchObject({ currency: 'usd', subtotal: 115_500, total: 115_500 });
    expect(began).toEqual([false]);
    expect(notices).toEqual([]);
  });

  it('says the cart is empty and asks for nothing', () => {
    const { store, calls } = checkout('en-us', memoryCart({}));
    expect(store.getState().view).toBe('empty');
    expect(calls).toEqual([]);
  });

  it('has no checkout on a quote-only channel, and none where prices are hidden', () => {
    const { fetch, calls } = backendFetch();
    const cart = memoryCart({ [BAR]: { quantity: 1 } });
    const quoteOnly = createCheckoutStore({ context: context('en-ae'), cart, fetch });
    quoteOnly.subscribe(() => {});
    expect(quoteOnly.getState()).toMatchObject({ view: 'unavailable', quoteOnly: true });
    const hidden = createCheckoutStore({ context: context('en-us', { showPrices: false }), cart, fetch });
    hidden.subscribe(() => {});
    expect(hidden.getState()).toMatchObject({ view: 'unavailable', quoteOnly: false });
    expect(calls).toEqual([]);
  });

  it('resumes the stored session, and starts afresh when it can no longer be resumed', async () => {
    const first = checkout();
    await opened(first.store);
    const sessionId = first.store.getState().totals?.sessionId ?? '';
    expect(first.stored).toEqual([sessionId]);

    const again = checkout('en-us', memoryCart({ [BAR]: { quantity: 1 } }), [sessionId]);
    await opened(again.store);
    expect(again.opened).toEqual([true]);
    expect(again.store.getState().totals?.sessionId).toBe(sessionId);

    const stale = checkout('en-us', memoryCart({ [BAR]: { quantity: 1 } }), ['x'.repeat(24)]);
    await opened(stale.store);
    expect(stale.opened).toEqual([false]);
    expect(stale.store.getState().totals?.sessionId).not.toBe('x'.repeat(24));
  });

  it('resumes a session whose stored id is read later (a storage that answers with a promise)', async () => {
    const first = checkout();
    await opened(first.store);
    const sessionId = first.store.getState().totals?.sessionId ?? '';
    const { fetch } = backendFetch();
    const resumed: boolean[] = [];
    const store = createCheckoutStore({
      context: context('en-us'),
      cart: memoryCart({ [BAR]: { quantity: 1 } }),
      fetch,
      session: { load: async () => sessionId, save: () => undefined },
      onSessionOpened: (_totals, details) => resumed.push(details.resumed),
    });
    store.subscribe(() => {});
    await opened(store);
    expect(resumed).toEqual([true]);
    expect(store.getState().totals?.sessionId).toBe(sessionId);
  });

  it('lowers a quantity above the stock in the cart and names the product (spec §8)', async () => {
    const { store, cart, notices } = checkout('en-us', memoryCart({ [PRE_ORDER]: { quantity: 500 } }));
    await opened(store);
    const capped = store.getState().totals?.adjusted[0]?.quantity ?? 500;
    expect(capped).toBeLessThan(500);
    expect(cart.getState().cart).toEqual({ [PRE_ORDER]: { quantity: capped } });
    expect(notices).toEqual([
      { kind: 'stockCapped', names: ['Weightlifting Training Bar 20 kg - Composite bushing, Hard chrome'] },
    ]);
    expect(store.getState().cartChanged).toBe(false);
  });

  it('offers the global channel its export destinations, each of which the server ships to', () => {
    const { store } = checkout('en', memoryCart({}));
    expect(store.getState().countries).toEqual(EXPORT_DESTINATIONS);
    const global = getChannel('en');
    expect(global).toBeDefined();
    for (const country of EXPORT_DESTINATIONS) {
      if (global) expect(shippingRefusal(global, null, country)).toBeNull();
    }
    expect(checkout('sv-se', memoryCart({})).store.getState().countries).toEqual(['se']);
  });
});

describe('the address step', () => {
  it('comes first: nothing is placed before an address is accepted', async () => {
    const { store, calls } = checkout();
    await opened(store);
    await store.placeOrder();
    expect(calls.map((call) => call.path)).toEqual(['/api/checkout/session']);
    expect(store.getState().step).toBe('address');
  });

  it('refuses missing and malformed fields with their codes and messages, without asking the server', async () => {
    const { store, calls } = checkout();
    await opened(store);
    const accepted = await store.submitAddress({
      ...usAddress,
      firstName: '',
      email: 'ada@',
      state: '',
      zip: '1000',
      termsAccepted: false,
    });
    expect(accepted).toBe(false);
    expect(store.getState().addressIssues).toEqual([
      { field: 'firstName', code: 'required', params: {}, message: 'Please enter your first name' },
      { field: 'email', code: 'invalidEmail', params: {}, message: 'Invalid Email' },
      { field: 'state', code: 'stateRequired', params: {}, message: 'State or province is required!' },
      { field: 'zip', code: 'invalidZip', params: {}, message: 'Invalid zip code' },
      { field: 'termsAccepted', code: 'termsRequired', params: {}, message: 'Please accept the terms' },
    ]);
    expect(calls).toHaveLength(1);
    expect(store.getState().step).toBe('address');
  });

  it('needs the company and the customer category of a business buyer', async () => {
    const { store } = checkout();
    await opened(store);
    expect(await store.submitAddress({ ...usAddress, customerType: 'business' })).toBe(false);
    expect(store.getState().addressIssues.map(({ field, code }) => [field, code])).toEqual([
      ['customerCategory', 'required'],
      ['companyName', 'required'],
    ]);
  });

  it('moves on to delivery and payment with the totals for the address (New York sales tax)', async () => {
    const { store, calls } = checkout();
    await opened(store);
    expect(await store.submitAddress(usAddress)).toBe(true);
    const state = store.getState();
    expect(state.step).toBe('payment');
    expect(calls.at(-1)?.body).toMatchObject({
      delivery: { country: 'us', stateOrProvince: 'NY' },
      customerCategory: 'private',
      deliveryMethod: 'default',
    });
    expect(state.totals?.tax).toMatchObject({ kind: 'sales-tax', amount: 4_620 });
    expect(state.deliveryOptions.map((option) => option.id)).toEqual(['default', 'pickup']);
  });

  it('ends the session after inactivity and says so (spec §8)', async () => {
    const { store, stored } = checkout();
    await opened(store);
    clock += TTL + 1_000;
    expect(await store.submitAddress(usAddress)).toBe(false);
    const state = store.getState();
    expect(state.view).toBe('ended');
    expect(state.ended).toMatchObject({
      code: 'sessionExpired',
      message: 'You have been inactive for too long, please add your products to cart again.',
    });
    expect(stored.at(-1)).toBe('');
  });
});

describe('allowed delivery and payment methods', () => {
  it.each([
    ['en-us', 'private', usAddress, ['card', 'financing']],
    [
      'en-us',
      'education',
      { ...usAddress, customerType: 'business', companyName: 'Iron Gym', customerCategory: 'education' },
      ['card', 'invoice', 'financing'],
    ],
    ['sv-se', 'private', seAddress, ['card', 'invoice', 'financing']],
  ] as const)(
    '%s: a %s customer is offered %j (a US private customer gets no invoice)',
    async (locale, category, address, methods) => {
      const { store, calls } = checkout(locale);
      await opened(store);
      expect(await store.submitAddress(address)).toBe(true);
      expect(calls.at(-1)?.body.customerCategory).toBe(category);
      expect(store.getState().paymentMethods).toEqual(methods);
    },
  );

  it('keeps the chosen payment method only while it is still offered to the buyer', async () => {
    const { store } = checkout();
    await opened(store);
    const business = {
      ...usAddress,
      customerType: 'business' as const,
      companyName: 'Iron Gym',
      customerCategory: 'reseller',
    };
    await store.submitAddress(business);
    await store.choosePayment('invoice');
    expect(store.getState().paymentMethod).toBe('invoice');
    await store.submitAddress(usAddress); // now a private buyer: no invoice in the US
    expect(store.getState().paymentMethods).not.toContain('invoice');
    expect(store.getState().paymentMethod).toBeUndefined();
  });

  it('goes back to the previous method when the server refuses the new one', async () => {
    const { store, notices } = checkout();
    await opened(store);
    await store.submitAddress(usAddress);
    await store.choosePayment('card');
    await store.choosePayment('invoice');
    expect(store.getState().paymentMethod).toBe('card');
    expect(store.getState().paymentIssue?.code).toBe('methodNotAllowed');
    expect(notices.at(-1)).toMatchObject({ kind: 'refused', issue: { code: 'methodNotAllowed' } });
  });

  it('recomputes the totals for warehouse pickup', async () => {
    const { store } = checkout();
    await opened(store);
    await store.submitAddress({ ...usAddress, state: 'CA', city: 'Los Angeles', zip: '90001' });
    await store.chooseDelivery('pickup');
    expect(store.getState().deliveryMethod).toBe('pickup');
    expect(store.getState().totals?.deliveryMethod).toBe('pickup');
  });
});

describe('codes and totals', () => {
  it('applies a campaign code and a gift card, and refuses an unknown code by its code', async () => {
    const { store } = checkout();
    await opened(store);
    await store.submitAddress(usAddress);
    expect(await store.applyCode('campaignCode', 'NOPE99')).toEqual({
      ok: false,
      issue: expect.objectContaining({ field: 'campaignCode', code: 'campaignInvalid' }),
    });
    expect(await store.applyCode('campaignCode', 'STRONG10')).toEqual({ ok: true, code: 'STRONG10' });
    expect(await store.applyCode('giftCardCode', 'GIFT-IRON-0100')).toEqual({
      ok: true,
      code: 'GIFT-IRON-0100',
    });
    expect(store.getState().totals).toMatchObject({
      discount: 11_550,
      giftCard: { applied: 10_000 },
      tax: { amount: 4_158 },
      total: 98_108,
    });
    await store.removeCode('giftCardCode');
    expect(store.getState().giftCardCode).toBeUndefined();
    expect(store.getState().totals?.total).toBe(108_108);
  });

  it('follows the cart: a change since the totals were computed is told before paying', async () => {
    const { store, cart, notices, calls } = checkout();
    await opened(store);
    await store.submitAddress(usAddress);
    await store.choosePayment('card');
    store.setCard(card('4242 4242 4242 4242'));
    cart.set(BAR, 2);
    expect(store.getState()).toMatchObject({ cartChanged: true, cartNotice: true });
    expect(notices).toContainEqual({ kind: 'cartChanged' });
    await store.placeOrder(); // refused while the totals catch up
    expect(calls.some((call) => call.path === '/api/checkout/place-order')).toBe(false);
    await until(store, (state) => !state.cartChanged);
    expect(store.getState().totals?.lines).toEqual([expect.objectContaining({ code: BAR, quantity: 2 })]);
    expect(store.getState().totals?.subtotal).toBe(231_000);
    expect(store.getState().cartNotice).toBe(true);
  });
});

describe('placing the order', () => {
  it('asks for a payment method, then for complete and valid card details, before sending anything', async () => {
    const { store, calls } = checkout();
    await opened(store);
    await store.submitAddress(usAddress);
    await store.placeOrder();
    expect(store.getState().paymentIssue).toMatchObject({
      code: 'choosePayment',
      message: 'Please choose a payment method',
    });
    expect(store.getState().submission).toMatchObject({
      status: 'failed',
      issues: [{ code: 'choosePayment' }],
    });
    await store.choosePayment('card');
    await store.placeOrder();
    expect(store.getState().paymentIssue).toMatchObject({ field: 'card', code: 'cardRequired' });
    store.setCard({ ...card('4242 4242 4242 4242'), name: 'Ada 2' });
    await store.placeOrder();
    expect(store.getState().paymentIssue).toMatchObject({ field: 'card.name', code: 'lettersOnly' });
    expect(calls.some((call) => call.path === '/api/checkout/place-order')).toBe(false);
  });

  it('places a card order: the session is forgotten, the ordered lines leave the cart', async () => {
    const { store, cart, placed, stored, calls } = checkout();
    await opened(store);
    await store.submitAddress(usAddress);
    await store.applyCode('campaignCode', 'STRONG10');
    await store.applyCode('giftCardCode', 'GIFT-IRON-0100');
    await store.choosePayment('card');
    store.setCard(card('4242 4242 4242 4242'));
    const placing = store.placeOrder();
    expect(store.getState().submission).toEqual({ status: 'submitting' });
    await placing;
    const { submission, step } = store.getState();
    expect(step).toBe('placed');
    expect(submission.status === 'placed' && submission.answer.order).toMatchObject({
      status: 'paid',
      total: 98_108,
    });
    expect(placed).toEqual([expect.stringMatching(/^IM-\d+$/)]);
    expect(stored.at(-1)).toBe('');
    expect(cart.getState().cart).toEqual({});
    expect(calls.at(-1)?.body).toMatchObject({
      expectedTotal: 98_108,
      contact: { customerCategory: 'private' },
    });
  });

  it('places a Swedish invoice order with VAT included in the shelf total', async () => {
    const { store } = checkout('sv-se');
    await opened(store);
    await store.submitAddress(seAddress);
    await store.choosePayment('invoice');
    expect(store.getState().totals).toMatchObject({
      tax: { kind: 'vat', amount: 306_000, included: true },
      total: 1_530_000,
    });
    await store.placeOrder();
    const { submission } = store.getState();
    expect(submission.status === 'placed' && submission.answer.order).toMatchObject({
      status: 'placed',
      total: 1_530_000,
    });
  });

  it('shows the refused card and the 472 card at the payment method, keeps the cart, and retries with a new key', async () => {
    const { store, cart, notices, calls } = checkout();
    await opened(store);
    await store.submitAddress(usAddress);
    await store.choosePayment('card');
    store.setCard(card('4000 0000 0000 0002'));
    await store.placeOrder();
    expect(store.getState().paymentIssue).toMatchObject({
      code: 'paymentRefused',
      message: 'Payment was refused. Please use another payment method.',
    });
    expect(store.getState().submission).toMatchObject({
      status: 'failed',
      issues: [expect.objectContaining({ field: 'paymentMethod', code: 'paymentRefused' })],
    });
    expect(notices.at(-1)).toMatchObject({ kind: 'refused', issue: { code: 'paymentRefused' } });

    store.setCard(card('4000 0000 0000 0472'));
    await store.placeOrder();
    expect(store.getState().paymentIssue?.code).toBe('fraudCheck');
    const keys = calls.filter((call) => call.path === '/api/checkout/place-order').map((call) => call.key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(cart.getState().cart).toEqual({ [BAR]: { quantity: 1 } });
    expect(store.getState().step).toBe('payment');
  });

  it('reports a request that got no usable answer as a failure, not as a refusal', async () => {
    const cart = memoryCart({ [BAR]: { quantity: 1 } });
    const notices: CheckoutNotice[] = [];
    const store = createCheckoutStore({
      context: context('en-us'),
      cart,
      fetch: async () => {
        throw new TypeError('network down');
      },
      onNotice: (notice) => notices.push(notice),
    });
    store.subscribe(() => {});
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect(notices).toEqual([
      { kind: 'failed', error: expect.objectContaining({ code: 'COMMERCE_UNREACHABLE' }) },
    ]);
    expect(store.getState()).toMatchObject({ view: 'checkout', totals: null, ended: null });
  });
});
