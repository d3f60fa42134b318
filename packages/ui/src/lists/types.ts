/**
 * Prop types of the lists components, picked from @ironmark/cart-core's derived cart, favourites,
 * stock changes and builds (spec §3) so the storefront passes those values straight through; the
 * fields a component can do without are optional. Money is integer minor units of `currency`.
 */
import type { Build, DerivedCart, DerivedCartItem, FavouriteItem, StockChange } from '@ironmark/cart-core';

/** One line of the derived cart (cart-core `DerivedCartItem`); `price` and `comparePrice` are unit prices. */
export type CartLine = Pick<DerivedCartItem, 'code' | 'quantity' | 'name' | 'price' | 'currency'> &
  Partial<
    Pick<DerivedCartItem, 'desc' | 'img' | 'path' | 'isFreeGift' | 'comparePrice' | 'stock' | 'isPreOrder'>
  >;

/** The derived cart (cart-core `DerivedCart`): totals in minor units, delivery estimate in days. */
export type CartSummary = Pick<DerivedCart, 'currency' | 'quantity' | 'subTotal' | 'comparePrice'> &
  Partial<Pick<DerivedCart, 'estimatedDeliveryDays' | 'inStock' | 'loading'>> & { items: CartLine[] };

/** One automatic stock cap (cart-core `capToStock` change; `to` 0 = removed), with the product's name when known. */
export type CapChange = StockChange & { name?: string };

/** A favourite (cart-core `FavouriteItem`); `loading` while its variant info is on its way. */
export type FavouriteLine = Pick<FavouriteItem, 'code' | 'quantity' | 'name'> &
  Partial<Pick<FavouriteItem, 'desc' | 'img' | 'path' | 'isAvailableOnline' | 'loading'>>;

/** A configurator build (cart-core `Build`). */
export type BuildItem = Build;
