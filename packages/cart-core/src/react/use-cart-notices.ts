'use client';

import { useEffect, useRef, useState } from 'react';
import type { CartStoreApi } from '../cart-store';
import type { DerivedCart } from '../derive';
import {
  listedName,
  type NamedStockChange,
  namedStockChanges,
  type VariantInfoByCode,
  withdrawnLines,
} from '../list-view';
import type { RealtimeMap } from '../schemas';
import { stockByCode } from '../stock';

/** What {@link useCartNotices} reads: the cart store, the derived cart and the answers as the page has them. */
export interface CartNoticesInput {
  store: CartStoreApi;
  /** The derived cart (cart-core `deriveCart`): its `loading` and `excluded` lines. */
  cart: Pick<DerivedCart, 'loading' | 'excluded'>;
  /** Whether prices, and with them real-time stock, show: nothing is capped while they are hidden. */
  pricesVisible: boolean;
  /** Real-time entries by code and the state of their lookup. */
  realtime: { data: RealtimeMap; isLoading: boolean; isError: boolean };
  /** Variant info by code (the products' names) and the state of its lookup. */
  variantInfo: { data: VariantInfoByCode; isLoading: boolean };
  /** Brand prefix removed from names. */
  brand?: string;
  /** Called with the named caps each time some are applied (e.g. to toast them); the latest one is called. */
  onCapped?: (changes: NamedStockChange[]) => void;
}

/**
 * The cart page's notices, applied to the store as the answers arrive:
 * - spec §4: once real-time stock is loaded (and the products' names, which the toast shows), lines
 *   above what can be ordered are lowered or removed (`capCartToStock`); the caps collect in
 *   `capChanges` and go to `onCapped`;
 * - lines withdrawn from sale ({@link withdrawnLines}: on the server's word, never for a missing
 *   answer) leave the stored cart, so the header badge counts what the cart shows; their names (the
 *   code without variant info) collect in `withdrawn` for the 'no longer available for sale' notice.
 */
export function useCartNotices(input: CartNoticesInput): {
  capChanges: NamedStockChange[];
  withdrawn: string[];
} {
  const { store, cart, pricesVisible, realtime, variantInfo, brand } = input;
  const onCapped = useRef(input.onCapped);
  useEffect(() => {
    onCapped.current = input.onCapped;
  });
  const [capChanges, setCapChanges] = useState<NamedStockChange[]>([]);
  const [withdrawn, setWithdrawn] = useState<string[]>([]);

  useEffect(() => {
    if (!pricesVisible || realtime.isLoading || variantInfo.isLoading) return;
    const changes = store.getState().capCartToStock(stockByCode(realtime.data));
    if (changes.length === 0) return;
    const named = namedStockChanges(changes, variantInfo.data, brand);
    setCapChanges((current) => [...current, ...named]);
    onCapped.current?.(named);
  }, [
    store,
    pricesVisible,
    realtime.data,
    realtime.isLoading,
    variantInfo.data,
    variantInfo.isLoading,
    brand,
  ]);

  useEffect(() => {
    if (cart.loading || variantInfo.isLoading || realtime.isError) return;
    const gone = withdrawnLines(cart.excluded, realtime.data);
    if (gone.length === 0) return;
    const state = store.getState();
    for (const entry of gone) state.removeAllFromCart(entry.code);
    const names = gone.map((entry) => listedName(entry.code, variantInfo.data, brand) ?? entry.code);
    setWithdrawn((current) => [...current, ...names]);
  }, [store, cart, variantInfo.isLoading, variantInfo.data, realtime.isError, realtime.data, brand]);

  return { capChanges, withdrawn };
}
