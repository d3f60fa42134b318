'use client';

import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StateStorage } from 'zustand/middleware';
import { type CartAnalyticsEvent, type CartStore, type CartStoreApi, createCartStore } from './cart-store';
import { MissingCartProviderError } from './errors';
import type { StoredCartState } from './stored';

const CartStoreContext = createContext<CartStoreApi | null>(null);

/** Props of {@link CartStoreProvider}. */
export interface CartStoreProviderProps {
  children?: ReactNode;
  /** Receives the analytics event of every add to cart or favourites (the latest callback is used). */
  onAnalyticsEvent?: (event: CartAnalyticsEvent) => void;
  /** Where the record is kept. Default `localStorage`. */
  storage?: () => StateStorage;
  /** Lists to start with before hydration. Default: empty. */
  initialState?: Partial<StoredCartState>;
  /** Currency of events whose item gives none. Default 'usd'. */
  defaultCurrency?: string;
}

/**
 * Provides one cart store to its subtree and reads the stored record after mount (spec §3:
 * persisted cart, version 1). Options are read once, on first render; `onAnalyticsEvent` may change.
 */
export function CartStoreProvider({
  children,
  onAnalyticsEvent,
  storage,
  initialState,
  defaultCurrency,
}: CartStoreProviderProps) {
  const onEventRef = useRef(onAnalyticsEvent);
  useEffect(() => {
    onEventRef.current = onAnalyticsEvent;
  });
  const [store] = useState(() =>
    createCartStore({
      storage,
      initialState,
      defaultCurrency,
      onEvent: (event) => onEventRef.current?.(event),
    }),
  );
  useEffect(() => {
    void store.persist.rehydrate();
    // Another tab changed the stored lists (e.g. added to the cart while this tab checks out):
    // read them again, so every tab — and an open checkout — follows the cart.
    const storageKey = store.persist.getOptions().name;
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey || event.key === null) void store.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

/** The store of the nearest {@link CartStoreProvider}; throws `MissingCartProviderError` outside one. */
export function useCartStoreApi(): CartStoreApi {
  const store = useContext(CartStoreContext);
  if (!store) throw new MissingCartProviderError();
  return store;
}

/**
 * Selects from the nearest cart store and re-renders when the selected value changes
 * (`useCartStore((s) => s.cart)`). Return stable values or wrap the selector with zustand's
 * `useShallow`. Throws `MissingCartProviderError` outside a {@link CartStoreProvider}.
 */
export function useCartStore<T>(selector: (state: CartStore) => T): T {
  return useStore(useCartStoreApi(), selector);
}

export { type CartNoticesInput, useCartNotices } from './react/use-cart-notices';
