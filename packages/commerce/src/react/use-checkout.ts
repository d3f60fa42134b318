'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type CheckoutActions,
  type CheckoutContext,
  type CheckoutState,
  type CheckoutStoreOptions,
  createCheckoutStore,
} from '../checkout-store';

/** Options of {@link useCheckout}: the context of this render plus the store's ports and callbacks. */
export interface UseCheckoutOptions extends CheckoutContext, Omit<CheckoutStoreOptions, 'context'> {}

/** What {@link useCheckout} returns: the checkout's state and its actions (stable functions). */
export type UseCheckout = CheckoutState & CheckoutActions;

/**
 * The checkout of `@ironmark/commerce`'s `createCheckoutStore`, bound to a component: one store per
 * mounted page, created on first render with this render's context; later contexts are handed over
 * after commit and the callbacks are always the latest ones. The component re-renders on every
 * change of the state (useSyncExternalStore). No rule lives here.
 */
export function useCheckout(options: UseCheckoutOptions): UseCheckout {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [store] = useState(() =>
    createCheckoutStore({
      context: contextOf(options),
      cart: options.cart,
      ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
      ...(options.newIdempotencyKey ? { newIdempotencyKey: options.newIdempotencyKey } : {}),
      ...(options.fetch ? { fetch: (url, init) => (latest.current.fetch ?? fetch)(url, init) } : {}),
      session: {
        load: () => latest.current.session?.load() ?? null,
        save: (sessionId) => latest.current.session?.save(sessionId),
      },
      onNotice: (notice) => latest.current.onNotice?.(notice),
      onSessionOpened: (totals, details) => latest.current.onSessionOpened?.(totals, details),
      onPlaced: (answer) => latest.current.onPlaced?.(answer),
    }),
  );
  const { locale, channel, visitorCountry, showPrices, hydrated } = options;
  useEffect(() => {
    store.setContext({ locale, channel, visitorCountry, showPrices, hydrated });
  }, [store, locale, channel, visitorCountry, showPrices, hydrated]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    ...state,
    setContext: store.setContext,
    submitAddress: store.submitAddress,
    chooseDelivery: store.chooseDelivery,
    choosePayment: store.choosePayment,
    setCard: store.setCard,
    applyCode: store.applyCode,
    removeCode: store.removeCode,
    placeOrder: store.placeOrder,
  };
}

function contextOf(options: CheckoutContext): CheckoutContext {
  const { locale, channel, visitorCountry, showPrices, hydrated } = options;
  return { locale, channel, visitorCountry, showPrices, hydrated };
}
