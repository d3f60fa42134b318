// The cart store without React: actions through the pure rules, persistence, and stored records that
// fail to parse (dropped with a log line, never thrown).
import { CART_STORAGE_KEY } from '@ironmark/config/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { type CartAnalyticsEvent, createCartStore } from './cart-store';
import { DuplicateBuildError } from './errors';

/** An in-memory stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: StateStorage = {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => {
      items.set(name, value);
    },
    removeItem: (name) => {
      items.delete(name);
    },
  };
  return { items, storage: () => storage };
}

const record = (state: unknown, version = 1) => ({ [CART_STORAGE_KEY]: JSON.stringify({ state, version }) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createCartStore', () => {
  it('starts empty and unhydrated, then reads the stored lists when asked', async () => {
    const { storage } = memoryStorage(record({ cart: { bar: { quantity: 2 } }, favourites: {}, builds: [] }));
    const store = createCartStore({ storage });
    expect(store.getState()).toMatchObject({ cart: {}, hydrated: false });
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ cart: { bar: { quantity: 2 } }, hydrated: true });
  });

  it('applies the stored lists when the promise of rehydrate resolves, once they are validated', async () => {
    const { storage } = memoryStorage(record({ cart: { bar: { quantity: 2 } }, favourites: {}, builds: [] }));
    const store = createCartStore({ storage, initialState: { favourites: { plate: { quantity: 1 } } } });
    const reading = store.persist.rehydrate();
    expect(store.getState()).toMatchObject({
      cart: {},
      favourites: { plate: { quantity: 1 } },
      hydrated: false,
    });
    await reading;
    expect(store.getState()).toMatchObject({
      cart: { bar: { quantity: 2 } },
      favourites: {},
      hydrated: true,
    });
  });

  it('keeps what the visitor did while the stored lists were being read, on top of them', async () => {
    const { storage, items } = memoryStorage(
      record({
        cart: { bar: { quantity: 2 } },
        favourites: { plate: { quantity: 1 } },
        builds: [],
      }),
    );
    const store = createCartStore({ storage });
    const reading = store.persist.rehydrate();
    // an add to cart and a favourite right after hydration, before the schema module has loaded
    store.getState().addToCart('bar', 1);
    store.getState().addToCart('collar', 2);
    store.getState().addToFavourites('belt');
    const build = store.getState().addBuild('rack', { height: '230' });
    await reading;
    expect(store.getState()).toMatchObject({
      cart: { bar: { quantity: 3 }, collar: { quantity: 2 } },
      favourites: { plate: { quantity: 1 }, belt: { quantity: 1 } },
      builds: [build],
      hydrated: true,
    });
    // and that is what stays stored
    expect(JSON.parse(items.get(CART_STORAGE_KEY) ?? '{}').state.cart).toEqual({
      bar: { quantity: 3 },
      collar: { quantity: 2 },
    });
  });

  it('keeps the initial lists when nothing, or a record without lists, is stored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const initial of [{}, record(null), { [CART_STORAGE_KEY]: '42' }]) {
      const store = createCartStore({
        ...memoryStorage(initial),
        initialState: { cart: { bar: { quantity: 1 } } },
      });
      await store.persist.rehydrate();
      expect(store.getState()).toMatchObject({ cart: { bar: { quantity: 1 } }, hydrated: true });
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('persists every change as version 1 and tells subscribers', async () => {
    const { items, storage } = memoryStorage();
    const store = createCartStore({ storage });
    await store.persist.rehydrate();
    const seen: number[] = [];
    store.subscribe((state) => seen.push(Object.keys(state.cart).length));
    store.getState().addToCart('bar', 2);
    store.getState().addToCart('plate');
    expect(seen).toEqual([1, 2]);
    expect(JSON.parse(items.get(CART_STORAGE_KEY) ?? 'null')).toEqual({
      state: { cart: { bar: { quantity: 2 }, plate: { quantity: 1 } }, favourites: {}, builds: [] },
      version: 1,
    });
  });

  it.each([
    ['unparseable JSON', { [CART_STORAGE_KEY]: '{"state":' }],
    ['a record failing the schema', record({ cart: { bar: { quantity: -1 } }, favourites: {}, builds: [] })],
    ['a missing list', record({ cart: {} })],
  ])('logs and starts with empty lists for %s', async (_name, initial) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createCartStore(memoryStorage(initial));
    await store.persist.rehydrate();
    expect(store.getState()).toMatchObject({ cart: {}, favourites: {}, builds: [], hydrated: true });
    expect(error.mock.calls[0]?.[0]).toBe('Failed to parse stored cart');
  });

  it('rewrites a record of another version as version 1', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { items, storage } = memoryStorage(record({ cart: { bar: { quantity: 1 } } }, 0));
    await createCartStore({ storage }).persist.rehydrate();
    expect(JSON.parse(items.get(CART_STORAGE_KEY) ?? 'null')).toEqual({
      state: { cart: {}, favourites: {}, builds: [] },
      version: 1,
    });
  });

  it('runs every list action through the pure rules', () => {
    const store = createCartStore(memoryStorage());
    const s = () => store.getState();
    s().addToCart('bar', 3);
    expect(s().removeFromCart('bar')).toBe(false);
    s().updateCart('plate', 4);
    s().removeAllFromCart('plate');
    expect(s().cart).toEqual({ bar: { quantity: 2 } });
    s().addToFavourites('rack', 1);
    s().updateFavourites('belt', 2);
    expect(s().removeFromFavourites('rack', 5)).toBe(true);
    s().moveFavouritesToCart();
    expect(s()).toMatchObject({ cart: { bar: { quantity: 2 }, belt: { quantity: 2 } }, favourites: {} });
    s().moveCartToFavourites();
    expect(s()).toMatchObject({ cart: {}, favourites: { bar: { quantity: 2 }, belt: { quantity: 2 } } });
    s().removeAllFromFavourites('bar');
    s().clearFavourites();
    s().addToCart('x');
    s().clearCart();
    expect(s()).toMatchObject({ cart: {}, favourites: {} });
    expect(() => s().addToCart('bar', 0)).toThrow('Quantity must be a whole number above 0, got 0');
  });

  it('keeps lines added since an order was placed when the order completes', () => {
    const store = createCartStore(memoryStorage());
    store.getState().addToCart('bar', 1);
    store.getState().addToCart('plate', 2);
    store.getState().completeOrder([{ code: 'bar', quantity: 1 }]);
    expect(store.getState().cart).toEqual({ plate: { quantity: 2 } });
  });

  it('creates numbered builds and refuses duplicates', () => {
    const store = createCartStore(memoryStorage());
    const first = store.getState().addBuild('power-rack', { colour: 'black' });
    const second = store.getState().addBuild('power-rack', { colour: 'red' });
    expect([first.code, second.name]).toEqual(['power-rack_1', 'Power Rack 2']);
    expect(() => store.getState().addBuild('power-rack', { colour: 'black' })).toThrow(DuplicateBuildError);
    store.getState().updateBuildQuantity('power-rack_2', 4);
    store.getState().removeBuild('power-rack_1');
    expect(store.getState().builds).toEqual([{ ...second, quantity: 4 }]);
    store.getState().clearBuilds();
    expect(store.getState().builds).toEqual([]);
  });

  it('emits the analytics event of an add, in minor units, and keeps the add when the listener fails', () => {
    const events: CartAnalyticsEvent[] = [];
    const store = createCartStore({
      ...memoryStorage(),
      defaultCurrency: 'sek',
      onEvent: (e) => events.push(e),
    });
    store.getState().addToCart('bar', 2, { name: 'Power Bar', price: 29_900, category: 'Bars' });
    expect(events).toEqual([
      {
        type: 'add_to_cart',
        currency: 'sek',
        price: 29_900,
        value: 59_800,
        item: { id: 'bar', name: 'Power Bar', price: 29_900, quantity: 2, category: 'Bars' },
      },
    ]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createCartStore({
      ...memoryStorage(),
      onEvent: () => {
        throw new Error('tag manager down');
      },
    });
    failing.getState().addToCart('bar');
    expect(failing.getState().cart).toEqual({ bar: { quantity: 1 } });
    expect(error).toHaveBeenCalledWith('Failed to report analytics event', expect.any(Error));
  });
});
