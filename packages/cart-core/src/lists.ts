import { InvalidQuantityError } from './errors';
import type { ListItems } from './schemas';

function assertQuantity(code: string, quantity: number): void {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new InvalidQuantityError(code, quantity);
}

function without(list: ListItems, code: string): ListItems {
  const { [code]: _removed, ...rest } = list;
  return rest;
}

/**
 * Adds `quantity` units of `code` to a list (spec §4), creating the line when absent. `quantity`
 * must be a whole number above 0, else {@link InvalidQuantityError} is thrown. Returns a new list.
 */
export function addToList(list: ListItems, code: string, quantity: number): ListItems {
  assertQuantity(code, quantity);
  return { ...list, [code]: { quantity: (list[code]?.quantity ?? 0) + quantity } };
}

/** Result of {@link removeFromList}: the new list and whether a line was deleted. */
export interface RemoveResult {
  list: ListItems;
  /** `true` when the line reached 0 or below and was deleted. */
  removed: boolean;
}

/**
 * Takes `quantity` units (a whole number above 0, else {@link InvalidQuantityError}) of `code` off a
 * list (spec §4). At 0 or below the line is deleted and `removed` is `true`; a code that is not in
 * the list leaves it unchanged with `removed` `false`.
 */
export function removeFromList(list: ListItems, code: string, quantity: number): RemoveResult {
  assertQuantity(code, quantity);
  const current = list[code];
  if (!current) return { list, removed: false };
  const next = current.quantity - quantity;
  if (next <= 0) return { list: without(list, code), removed: true };
  return { list: { ...list, [code]: { quantity: next } }, removed: false };
}

/**
 * Sets the quantity of `code` (whole units). 0 or below deletes the line (spec §4); a quantity that
 * is not a whole number throws {@link InvalidQuantityError}.
 */
export function updateInList(list: ListItems, code: string, quantity: number): ListItems {
  if (!Number.isInteger(quantity)) throw new InvalidQuantityError(code, quantity);
  if (quantity <= 0) return list[code] ? without(list, code) : list;
  return { ...list, [code]: { quantity } };
}

/** Deletes the line of `code` whatever its quantity (spec §4 remove-all). */
export function removeAllOf(list: ListItems, code: string): ListItems {
  return list[code] ? without(list, code) : list;
}

/** An empty list (spec §4 clear). */
export function clearList(): ListItems {
  return {};
}

/** Sums the quantities of `source` into `target`; both lists are left untouched. */
export function mergeLists(target: ListItems, source: ListItems): ListItems {
  const merged: ListItems = { ...target };
  for (const [code, { quantity }] of Object.entries(source)) {
    merged[code] = { quantity: (merged[code]?.quantity ?? 0) + quantity };
  }
  return merged;
}

/**
 * Applies to `target` what changed from `before` to `after`: units added to a line are added to the
 * target's line, units taken off are taken off it (a line reaching 0 goes). The cart store uses it
 * to keep what a visitor did while the stored lists were still being read. No list is modified.
 */
export function applyListChanges(target: ListItems, before: ListItems, after: ListItems): ListItems {
  let result = target;
  for (const code of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const change = (after[code]?.quantity ?? 0) - (before[code]?.quantity ?? 0);
    if (change > 0) result = addToList(result, code, change);
    else if (change < 0 && result[code]) result = removeFromList(result, code, -change).list;
  }
  return result;
}

/** The cart and the favourites list together. */
export interface CartAndFavourites {
  cart: ListItems;
  favourites: ListItems;
}

/** Moves every favourite into the cart, summing quantities, and empties the favourites (spec §4). */
export function moveFavouritesToCart({ cart, favourites }: CartAndFavourites): CartAndFavourites {
  return { cart: mergeLists(cart, favourites), favourites: {} };
}

/** Moves every cart line into the favourites, summing quantities, and empties the cart (spec §4). */
export function moveCartToFavourites({ cart, favourites }: CartAndFavourites): CartAndFavourites {
  return { cart: {}, favourites: mergeLists(favourites, cart) };
}

/** Total number of units in a list (the header badge count). */
export function listQuantity(list: ListItems): number {
  return Object.values(list).reduce((sum, { quantity }) => sum + quantity, 0);
}

/** One priced line as a checkout or an order holds it: a code and its quantity. */
export interface OrderedLine {
  code: string;
  quantity: number;
}

/**
 * Whether a cart differs from the lines a checkout's totals were computed for (spec: the order holds
 * exactly what the cart holds): a code added or removed, or a quantity changed. Line order does not
 * matter; duplicate codes in `lines` are summed. When it differs, the totals must be recomputed from
 * the cart — and the shopper told — before paying.
 */
export function cartDiffersFrom(cart: ListItems, lines: readonly OrderedLine[]): boolean {
  const ordered = new Map<string, number>();
  for (const line of lines) ordered.set(line.code, (ordered.get(line.code) ?? 0) + line.quantity);
  const codes = Object.keys(cart);
  if (codes.length !== ordered.size) return true;
  return codes.some((code) => ordered.get(code) !== cart[code]?.quantity);
}

/**
 * The cart left after an order of `lines` was placed: each ordered quantity is taken out, so a line
 * added (or a quantity raised) in another tab while the order was placed stays in the cart.
 */
export function cartAfterOrder(cart: ListItems, lines: readonly OrderedLine[]): ListItems {
  let rest = cart;
  for (const line of lines) rest = removeFromList(rest, line.code, line.quantity).list;
  return rest;
}
