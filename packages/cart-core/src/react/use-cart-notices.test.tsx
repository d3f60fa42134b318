// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createCartStore } from '../cart-store';
import type { DerivedCart } from '../derive';
import type { PriceAndAvailability, RealtimeMap, VariantInfo } from '../schemas';
import { type CartNoticesInput, useCartNotices } from './use-cart-notices';

const priced = (inStock: number): PriceAndAvailability => ({
  price: 100,
  currency: 'usd',
  vatIncluded: false,
  stock: { inStock, preOrder: 0, preOrderDisplay: false, daysAhead: 30, estimatedDeliveryDays: 2 },
});
const info = (code: string): VariantInfo => ({
  code,
  name: `Ironmark ${code} Bar - 20 kg`,
  ts: 1,
  path: '',
  desc: '',
  images: [],
  availableOnline: 'true',
  channels: '',
});

function setup(overrides: Partial<CartNoticesInput> = {}, realtime: RealtimeMap = {}) {
  const store = createCartStore({ initialState: { cart: { A: { quantity: 5 }, GONE: { quantity: 1 } } } });
  const onCapped = vi.fn();
  const cart: Pick<DerivedCart, 'loading' | 'excluded'> = { loading: false, excluded: [] };
  const input: CartNoticesInput = {
    store,
    cart,
    pricesVisible: true,
    realtime: { data: realtime, isLoading: false, isError: false },
    variantInfo: { data: { A: info('A'), GONE: null }, isLoading: false },
    brand: 'Ironmark',
    onCapped,
    ...overrides,
  };
  return { store, onCapped, input };
}

describe('useCartNotices', () => {
  it('caps the cart to the loaded stock once, naming the products for the toast and the notice', () => {
    const { store, onCapped, input } = setup({}, { A: priced(2) });
    const { result, rerender } = renderHook((props: CartNoticesInput) => useCartNotices(props), {
      initialProps: input,
    });
    expect(store.getState().cart.A).toEqual({ quantity: 2 });
    expect(result.current.capChanges).toEqual([{ code: 'A', from: 5, to: 2, name: 'A Bar' }]);
    expect(onCapped).toHaveBeenCalledExactlyOnceWith([{ code: 'A', from: 5, to: 2, name: 'A Bar' }]);
    rerender({ ...input, realtime: { ...input.realtime, data: { A: priced(2) } } });
    expect(onCapped).toHaveBeenCalledOnce();
  });

  it.each<[string, Partial<CartNoticesInput>]>([
    ['prices are hidden', { pricesVisible: false }],
    ['real-time stock is loading', { realtime: { data: { A: priced(2) }, isLoading: true, isError: false } }],
    ['the names are loading', { variantInfo: { data: {}, isLoading: true } }],
  ])('caps nothing while %s', (_, overrides) => {
    const { store, onCapped, input } = setup(overrides, { A: priced(2) });
    renderHook(() => useCartNotices(input));
    expect(store.getState().cart.A).toEqual({ quantity: 5 });
    expect(onCapped).not.toHaveBeenCalled();
  });

  it('takes a line withdrawn on the server’s word out of the stored cart and names it', () => {
    const excluded: DerivedCart['excluded'] = [
      { code: 'GONE', reason: 'no-result' },
      { code: 'A', reason: 'no-result' },
    ];
    const { store, input } = setup({ cart: { loading: false, excluded } }, { GONE: { noResult: true } });
    const { result } = renderHook(() => useCartNotices(input));
    expect(Object.keys(store.getState().cart)).toEqual(['A']);
    expect(result.current.withdrawn).toEqual(['GONE']);
  });

  it('withdraws nothing while the cart loads or after a failed lookup', () => {
    const excluded: DerivedCart['excluded'] = [{ code: 'GONE', reason: 'no-result' }];
    for (const overrides of [
      { cart: { loading: true, excluded } },
      {
        cart: { loading: false, excluded },
        realtime: { data: { GONE: { noResult: true as const } }, isLoading: false, isError: true },
      },
    ]) {
      const { store, input } = setup(overrides, { GONE: { noResult: true } });
      const { result } = renderHook(() => useCartNotices(input));
      expect(Object.keys(store.getState().cart)).toContain('GONE');
      expect(result.current.withdrawn).toEqual([]);
    }
  });
});
