// The stored browser record without its schema: the cart store (browser code) imports this module,
// and `readStoredCartState` checks a stored record without zod (`checkStoredCartState`, held to
// stored-schema.ts by a property test), so no page loads zod for its stored cart.
import { CART_STORAGE_VERSION } from '@ironmark/config/constants';
import type { StoredCart, StoredCartState } from './stored-schema';

export type { StoredCart, StoredCartState } from './stored-schema';

/** An empty version-1 record: no cart lines, no favourites, no builds. */
export function emptyStoredCart(): StoredCart {
  return { version: CART_STORAGE_VERSION, cart: {}, favourites: {}, builds: [] };
}

/** The log line of a stored record that cannot be used. */
export const STORED_CART_ERROR = 'Failed to parse stored cart';

/** The answer of {@link checkStoredCartState}, shaped as a zod `safeParse` result. */
export type StoredCartStateCheck =
  | { success: true; data: StoredCartState }
  | { success: false; error: { path: string } };

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isQuantity = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isFilled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Code → `{ quantity }` (a whole number above 0), or the path of the first bad line under `name`. */
function readList(value: unknown, name: string): { list: StoredCartState['cart'] } | { path: string } {
  if (!isPlain(value)) return { path: name };
  const lines: [string, { quantity: number }][] = [];
  for (const [code, line] of Object.entries(value)) {
    // As zod's records: a `__proto__` key is left out.
    if (code === '__proto__') continue;
    if (code === '' || !isPlain(line) || !isQuantity(line.quantity)) return { path: `${name}.${code}` };
    lines.push([code, { quantity: line.quantity }]);
  }
  return { list: Object.fromEntries(lines) };
}

/** A configurator build with its keys only, or undefined when it breaks a rule. */
function readBuild(value: unknown): StoredCartState['builds'][number] | undefined {
  if (!isPlain(value) || !isPlain(value.configuration)) return undefined;
  const { configuratorName, name, code, quantity, configuration } = value;
  if (!isFilled(configuratorName) || typeof name !== 'string' || !isFilled(code) || !isQuantity(quantity))
    return undefined;
  const choices = Object.entries(configuration).filter(([key]) => key !== '__proto__');
  if (!choices.every(([, choice]) => typeof choice === 'string')) return undefined;
  return {
    configuratorName,
    name,
    code,
    quantity,
    configuration: Object.fromEntries(choices) as Record<string, string>,
  };
}

/**
 * Checks the lists of a stored record (`state` of zustand's persist envelope) without zod: the same
 * rules and output as `storedCartStateSchema` (a property test holds them together) — cart and
 * favourites map non-empty codes to whole quantities above 0, builds are complete — with unknown keys
 * dropped and `__proto__` keys left out. `error.path` names the first part that fails.
 */
export function checkStoredCartState(state: unknown): StoredCartStateCheck {
  if (!isPlain(state)) return { success: false, error: { path: '' } };
  const cart = readList(state.cart, 'cart');
  if ('path' in cart) return { success: false, error: cart };
  const favourites = readList(state.favourites, 'favourites');
  if ('path' in favourites) return { success: false, error: favourites };
  if (!Array.isArray(state.builds)) return { success: false, error: { path: 'builds' } };
  const builds: StoredCartState['builds'] = [];
  for (const [index, raw] of state.builds.entries()) {
    const build = readBuild(raw);
    if (!build) return { success: false, error: { path: `builds.${index}` } };
    builds.push(build);
  }
  return { success: true, data: { cart: cart.list, favourites: favourites.list, builds } };
}

/**
 * Validates the lists of a stored record (`state` of zustand's persist envelope) with
 * {@link checkStoredCartState}. Resolves to the lists, or — logged with
 * `console.error('Failed to parse stored cart', …)` naming the part at fault — to empty lists when
 * they break a rule; it never rejects for bad data. Asynchronous as zustand's storage reads are.
 */
export async function readStoredCartState(state: unknown): Promise<StoredCartState> {
  const checked = checkStoredCartState(state);
  if (checked.success) return checked.data;
  console.error(STORED_CART_ERROR, checked.error);
  return { cart: {}, favourites: {}, builds: [] };
}
