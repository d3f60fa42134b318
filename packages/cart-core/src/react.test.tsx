// @vitest-environment jsdom
import { CART_STORAGE_KEY } from '@ironmark/config/constants';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MissingCartProviderError } from './errors';
import type { CartAnalyticsEvent } from './cart-store';
import { CartStoreProvider, useCartStore, useCartStoreApi } from './react';

function CartBadge() {
  const count = useCartStore((state) =>
    Object.values(state.cart).reduce((sum, line) => sum + line.quantity, 0),
  );
  const favourites = useCartStore((state) => Object.keys(state.favourites).length);
  const hydrated = useCartStore((state) => state.hydrated);
  const addToCart = useCartStore((state) => state.addToCart);
  const addToFavourites = useCartStore((state) => state.addToFavourites);
  return (
    <div>
      <p>
        Cart {count}, list {favourites}, {hydrated ? 'hydrated' : 'not hydrated'}
      </p>
      <button
        type="button"
        onClick={() =>
          addToCart('bar', 2, { name: 'Power Bar', price: 29_900, currency: 'sek', category: 'Bars' })
        }
      >
        Add bar
      </button>
      <button type="button" onClick={() => addToFavourites('plate')}>
        Save plate
      </button>
    </div>
  );
}

function Probe({ onRender }: { onRender: (text: string) => void }) {
  onRender(useCartStore((state) => `${Object.keys(state.cart).length}:${state.hydrated}`));
  return null;
}

function Grab({ onApi }: { onApi: (api: ReturnType<typeof useCartStoreApi>) => void }) {
  onApi(useCartStoreApi());
  return null;
}

const stored = (state: unknown, version = 1) =>
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state, version }));
const readStored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('CartStoreProvider and useCartStore', () => {
  it('throws a typed error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CartBadge />)).toThrow(MissingCartProviderError);
  });

  it('renders empty first and hydrates the stored lists after mount', async () => {
    stored({ cart: { bar: { quantity: 3 } }, favourites: { plate: { quantity: 1 } }, builds: [] });
    const seen: string[] = [];
    render(
      <CartStoreProvider>
        <Probe onRender={(text) => seen.push(text)} />
        <CartBadge />
      </CartStoreProvider>,
    );
    expect(await screen.findByText('Cart 3, list 1, hydrated')).toBeTruthy();
    expect(seen[0]).toBe('0:false');
  });

  it('adds to the cart, persists version 1 and emits the analytics event', async () => {
    const events: CartAnalyticsEvent[] = [];
    render(
      <CartStoreProvider onAnalyticsEvent={(event) => events.push(event)}>
        <CartBadge />
      </CartStoreProvider>,
    );
    await screen.findByText(/, hydrated$/);
    fireEvent.click(screen.getByRole('button', { name: 'Add bar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save plate' }));
    expect(screen.getByText('Cart 2, list 1, hydrated')).toBeTruthy();
    expect(readStored()).toEqual({
      state: { cart: { bar: { quantity: 2 } }, favourites: { plate: { quantity: 1 } }, builds: [] },
      version: 1,
    });
    expect(events).toEqual([
      {
        type: 'add_to_cart',
        currency: 'sek',
        price: 29_900,
        value: 59_800,
        item: { id: 'bar', name: 'Power Bar', price: 29_900, quantity: 2, category: 'Bars' },
      },
      {
        type: 'add_to_wishlist',
        currency: 'usd',
        price: 0,
        value: 0,
        item: { id: 'plate', name: undefined, price: 0, quantity: 1, category: undefined },
      },
    ]);
  });

  it('sends events to the latest callback after a re-render', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <CartStoreProvider onAnalyticsEvent={first}>
        <CartBadge />
      </CartStoreProvider>,
    );
    await screen.findByText(/, hydrated$/);
    view.rerender(
      <CartStoreProvider onAnalyticsEvent={second}>
        <CartBadge />
      </CartStoreProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add bar' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('gives each provider its own store', async () => {
    render(
      <>
        <CartStoreProvider storage={() => sessionStorage}>
          <CartBadge />
        </CartStoreProvider>
        <CartStoreProvider storage={() => sessionStorage}>
          <CartBadge />
        </CartStoreProvider>
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Cart 0, list 0, hydrated')).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Add bar' })[0]!);
    expect(screen.getByText('Cart 2, list 0, hydrated')).toBeTruthy();
    expect(screen.getByText('Cart 0, list 0, hydrated')).toBeTruthy();
    sessionStorage.clear();
  });

  it('exposes the store API for imperative use', async () => {
    let api: ReturnType<typeof useCartStoreApi> | undefined;
    render(
      <CartStoreProvider initialState={{ cart: { bar: { quantity: 9 } } }}>
        <Grab
          onApi={(value) => {
            api = value;
          }}
        />
        <CartBadge />
      </CartStoreProvider>,
    );
    await screen.findByText('Cart 9, list 0, hydrated');
    let changes: unknown;
    act(() => {
      changes = api?.getState().capCartToStock({
        bar: { inStock: 2, preOrder: 1, preOrderDisplay: true, daysAhead: 30, estimatedDeliveryDays: 10 },
      });
    });
    expect(changes).toEqual([{ code: 'bar', from: 9, to: 3 }]);
    expect(screen.getByText('Cart 3, list 0, hydrated')).toBeTruthy();
  });
});

describe('CartStoreProvider across tabs', () => {
  it('follows the cart another tab stores (storage event) and keeps lines added meanwhile after an order', async () => {
    stored({ cart: { bar: { quantity: 1 } }, favourites: {}, builds: [] });
    let api: ReturnType<typeof useCartStoreApi> | undefined;
    render(
      <CartStoreProvider>
        <CartBadge />
        <Grab onApi={(value) => (api = value)} />
      </CartStoreProvider>,
    );
    await screen.findByText('Cart 1, list 0, hydrated');
    // Another tab adds a plate: this tab hears the storage event and reads the record again.
    stored({ cart: { bar: { quantity: 1 }, plate: { quantity: 2 } }, favourites: {}, builds: [] });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    await screen.findByText('Cart 3, list 0, hydrated');
    act(() => api?.getState().completeOrder([{ code: 'bar', quantity: 1 }]));
    expect(api?.getState().cart).toEqual({ plate: { quantity: 2 } });
    // An unrelated key is not a reason to read the cart again.
    stored({ cart: {}, favourites: {}, builds: [] });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    });
    expect(screen.getByText('Cart 2, list 0, hydrated')).toBeTruthy();
  });
});
