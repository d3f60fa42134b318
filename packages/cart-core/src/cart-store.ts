// The cart store: framework-free (zustand's vanilla store with its persist middleware). React binds
// it in ./react (CartStoreProvider, useCartStore); anything else may subscribe to it directly.
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, DEFAULTS } from '@ironmark/config/constants';
import { createJSONStorage, type PersistStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  addBuild,
  applyNewBuilds,
  clearBuilds,
  createBuild,
  removeBuild,
  updateBuildQuantity,
} from './builds';
import {
  applyListChanges,
  addToList,
  cartAfterOrder,
  clearList,
  moveCartToFavourites,
  moveFavouritesToCart,
  removeAllOf,
  removeFromList,
  type OrderedLine,
  updateInList,
} from './lists';
import type { Build, ListItems, Stock } from './schemas';
import { capToStock, type StockChange } from './stock';
import { readStoredCartState, STORED_CART_ERROR, type StoredCartState } from './stored';

/** The persisted lists plus `hydrated`, which turns `true` once the stored record has been read. */
export interface CartState extends StoredCartState {
  hydrated: boolean;
}

/** Product details an add action may carry for its analytics event. Money in minor units. */
export interface CartEventItem {
  name?: string;
  /** Unit price in integer minor units of `currency`. Default 0. */
  price?: number;
  /** ISO currency code. Default the store's `defaultCurrency`. */
  currency?: string;
  category?: string;
}

/**
 * The event of spec §4 'Adding to cart or favourites triggers an analytics event': the list, the
 * currency, the unit price (integer minor units) and the item. Map it to the analytics package's
 * add_to_cart / add_to_wishlist builders in the storefront.
 */
export interface CartAnalyticsEvent {
  type: 'add_to_cart' | 'add_to_wishlist';
  currency: string;
  /** Unit price in integer minor units. */
  price: number;
  /** `price` × `item.quantity`, minor units. */
  value: number;
  item: { id: string; name?: string; price: number; quantity: number; category?: string };
}

/** The actions of the cart store; each applies the pure cart-core rule of the same name. */
export interface CartActions {
  /** Adds `quantity` (default 1, whole and above 0) of `code` to the cart and emits 'add_to_cart'. */
  addToCart: (code: string, quantity?: number, item?: CartEventItem) => void;
  /** Takes `quantity` (default 1) off the cart line; returns whether the line was deleted. */
  removeFromCart: (code: string, quantity?: number) => boolean;
  /** Sets a cart line's quantity; 0 or below deletes it. */
  updateCart: (code: string, quantity: number) => void;
  /** Deletes a cart line. */
  removeAllFromCart: (code: string) => void;
  /** Empties the cart. */
  clearCart: () => void;
  /** Adds `quantity` (default 1) of `code` to the favourites and emits 'add_to_wishlist'. */
  addToFavourites: (code: string, quantity?: number, item?: CartEventItem) => void;
  /** Takes `quantity` (default 1) off a favourite; returns whether it was deleted. */
  removeFromFavourites: (code: string, quantity?: number) => boolean;
  /** Sets a favourite's quantity; 0 or below deletes it. */
  updateFavourites: (code: string, quantity: number) => void;
  /** Deletes a favourite. */
  removeAllFromFavourites: (code: string) => void;
  /** Empties the favourites. */
  clearFavourites: () => void;
  /** Moves every favourite into the cart. */
  moveFavouritesToCart: () => void;
  /** Moves every cart line into the favourites. */
  moveCartToFavourites: () => void;
  /** Takes an order's lines out of the cart, keeping whatever was added meanwhile (see `cartAfterOrder`). */
  completeOrder: (lines: readonly OrderedLine[]) => void;
  /** Applies the automatic stock cap to the cart and returns the changes (show `CART_MESSAGES.stockCapped`). */
  capCartToStock: (stock: Readonly<Record<string, Stock | undefined>>) => StockChange[];
  /** Creates and adds a build; throws `DuplicateBuildError` for a configuration that exists. Returns the build. */
  addBuild: (configuratorName: string, configuration: Readonly<Record<string, string>>) => Build;
  /** Removes the build with `code`. */
  removeBuild: (code: string) => void;
  /** Sets a build's quantity; 0 or below removes it. */
  updateBuildQuantity: (code: string, quantity: number) => void;
  /** Removes every build. */
  clearBuilds: () => void;
}

/** State and actions of the cart store. */
export type CartStore = CartState & CartActions;

/** Options of {@link createCartStore}. */
export interface CreateCartStoreOptions {
  /** Lists to start with before hydration. Default: empty. */
  initialState?: Partial<StoredCartState>;
  /** Where the record is kept. Default `localStorage`. */
  storage?: () => StateStorage;
  /** Storage key. Default `CART_STORAGE_KEY` of @ironmark/config. */
  name?: string;
  /** Receives the analytics event of every add to cart or favourites. */
  onEvent?: (event: CartAnalyticsEvent) => void;
  /** Currency of events whose item gives none. Default `DEFAULTS.currency` ('usd'). */
  defaultCurrency?: string;
}

function emptyState(): StoredCartState {
  return { cart: {}, favourites: {}, builds: [] };
}

/**
 * zustand's JSON storage over `getStorage`, whose reads validate the stored lists with
 * `readStoredCartState` (no zod: every page of a returning visitor reads the record).
 * A record of another version is left to `migrate`; a record without lists to `merge`. `onRead` is
 * called as a read starts.
 */
function validatingStorage(
  getStorage: () => StateStorage,
  onRead: () => void,
): PersistStorage<StoredCartState> | undefined {
  const json = createJSONStorage<StoredCartState>(getStorage);
  if (!json) return undefined;
  return {
    ...json,
    getItem: async (name) => {
      onRead();
      const stored = await json.getItem(name);
      if (!stored || stored.state === undefined || stored.state === null) return stored;
      if (typeof stored.version === 'number' && stored.version !== CART_STORAGE_VERSION) return stored;
      return { ...stored, state: await readStoredCartState(stored.state) };
    },
  };
}

/**
 * Creates one cart store (zustand vanilla + persist; every action
 * replaces lists with the new values cart-core's pure functions return): cart, favourites and builds
 * persisted under `CART_STORAGE_KEY` as version `CART_STORAGE_VERSION` (1). Hydration is skipped
 * until `store.persist.rehydrate()` is called — `CartStoreProvider` does that after mount so the
 * server and first client render agree. Hydration is asynchronous: the stored lists are validated
 * with `readStoredCartState` (without zod), and `hydrated` turns true when
 * the promise `rehydrate()` returns resolves. A record of another version is migrated to empty
 * lists and a record that fails the schema is replaced by empty lists; both are logged with
 * `console.error('Failed to parse stored cart', …)`, never thrown. Create one store per provider.
 */
export function createCartStore(options: CreateCartStoreOptions = {}) {
  const { onEvent, defaultCurrency = DEFAULTS.currency } = options;
  const emit = (
    type: CartAnalyticsEvent['type'],
    code: string,
    quantity: number,
    item: CartEventItem = {},
  ) => {
    const price = item.price ?? 0;
    const event: CartAnalyticsEvent = {
      type,
      currency: item.currency ?? defaultCurrency,
      price,
      value: price * quantity,
      item: { id: code, name: item.name, price, quantity, category: item.category },
    };
    try {
      onEvent?.(event);
    } catch (error) {
      // spec §4: analytics is a side channel; a failing listener must not undo an add to cart
      console.error('Failed to report analytics event', error);
    }
  };

  const initial: StoredCartState = { ...emptyState(), ...options.initialState };
  // The lists as a read of the stored record started (the first, or another tab's change): what
  // differs from them when the stored lists arrive is what the visitor did meanwhile.
  let beforeRead = initial;
  const store = createStore<CartStore>()(
    persist(
      (set, get) => {
        const setList = (key: 'cart' | 'favourites', list: ListItems) =>
          set({ [key]: list } as Pick<CartStore, typeof key>);
        return {
          ...initial,
          hydrated: false,
          addToCart: (code, quantity = 1, item) => {
            setList('cart', addToList(get().cart, code, quantity));
            emit('add_to_cart', code, quantity, item);
          },
          removeFromCart: (code, quantity = 1) => {
            const { list, removed } = removeFromList(get().cart, code, quantity);
            setList('cart', list);
            return removed;
          },
          updateCart: (code, quantity) => setList('cart', updateInList(get().cart, code, quantity)),
          removeAllFromCart: (code) => setList('cart', removeAllOf(get().cart, code)),
          clearCart: () => setList('cart', clearList()),
          addToFavourites: (code, quantity = 1, item) => {
            setList('favourites', addToList(get().favourites, code, quantity));
            emit('add_to_wishlist', code, quantity, item);
          },
          removeFromFavourites: (code, quantity = 1) => {
            const { list, removed } = removeFromList(get().favourites, code, quantity);
            setList('favourites', list);
            return removed;
          },
          updateFavourites: (code, quantity) =>
            setList('favourites', updateInList(get().favourites, code, quantity)),
          removeAllFromFavourites: (code) => setList('favourites', removeAllOf(get().favourites, code)),
          clearFavourites: () => setList('favourites', clearList()),
          moveFavouritesToCart: () => {
            const moved = moveFavouritesToCart(get());
            set({ cart: moved.cart, favourites: moved.favourites });
          },
          moveCartToFavourites: () => {
            const moved = moveCartToFavourites(get());
            set({ cart: moved.cart, favourites: moved.favourites });
          },
          completeOrder: (lines) => setList('cart', cartAfterOrder(get().cart, lines)),
          capCartToStock: (stock) => {
            const { list, changes } = capToStock(get().cart, stock);
            if (changes.length > 0) setList('cart', list);
            return changes;
          },
          addBuild: (configuratorName, configuration) => {
            const build = createBuild(get().builds, configuratorName, configuration);
            const builds = addBuild(get().builds, build);
            set({ builds });
            return build;
          },
          removeBuild: (code) => set({ builds: removeBuild(get().builds, code) }),
          updateBuildQuantity: (code, quantity) =>
            set({ builds: updateBuildQuantity(get().builds, code, quantity) }),
          clearBuilds: () => set({ builds: clearBuilds() }),
        };
      },
      {
        name: options.name ?? CART_STORAGE_KEY,
        version: CART_STORAGE_VERSION,
        storage: validatingStorage(options.storage ?? (() => localStorage), () => {
          const { cart, favourites, builds } = store.getState();
          beforeRead = { cart, favourites, builds };
        }),
        skipHydration: true,
        partialize: ({ cart, favourites, builds }) => ({ cart, favourites, builds }),
        migrate: (_persisted, version) => {
          // spec §3: only version 1 exists; any other version is replaced by empty lists
          console.error(STORED_CART_ERROR, `unsupported version ${version}`);
          return emptyState();
        },
        merge: (persisted, current) => {
          // zustand calls merge with `undefined` when nothing is stored yet: keep the initial lists
          if (persisted === undefined || persisted === null) return current;
          // the storage's read validated the lists (`validatingStorage`), or `migrate` emptied them.
          // The read waits for the schema module: what the visitor did meanwhile (an add to cart
          // right after the page hydrated) is applied on top of the stored lists, not lost.
          const stored = persisted as StoredCartState;
          return {
            ...current,
            cart: applyListChanges(stored.cart, beforeRead.cart, current.cart),
            favourites: applyListChanges(stored.favourites, beforeRead.favourites, current.favourites),
            builds: applyNewBuilds(stored.builds, beforeRead.builds, current.builds),
          };
        },
        onRehydrateStorage: () => (_state, error) => {
          if (error) console.error(STORED_CART_ERROR, error);
          store.setState({ hydrated: true });
        },
      },
    ),
  );
  return store;
}

/** A store made by {@link createCartStore}. */
export type CartStoreApi = ReturnType<typeof createCartStore>;
