// The stored browser record without its schema: the cart store (browser code) imports this module,
// and `readStoredCartState` loads the schema module (stored-schema.ts, zod) only when it validates.
import { CART_STORAGE_VERSION } from '@ironmark/config/constants';
import type { StoredCart, StoredCartState } from './stored-schema';

export type { StoredCart, StoredCartState } from './stored-schema';

/** An empty version-1 record: no cart lines, no favourites, no builds. */
export function emptyStoredCart(): StoredCart {
  return { version: CART_STORAGE_VERSION, cart: {}, favourites: {}, builds: [] };
}

/** The log line of a stored record that cannot be used. */
export const STORED_CART_ERROR = 'Failed to parse stored cart';

/**
 * Validates the lists of a stored record (`state` of zustand's persist envelope) against
 * `storedCartStateSchema`, loading the schema module on demand (a chunk of its own in the browser).
 * Resolves to the parsed lists, or — logged with `console.error('Failed to parse stored cart', …)`
 * — to empty lists when they fail the schema; it never rejects for bad data.
 */
export async function readStoredCartState(state: unknown): Promise<StoredCartState> {
  const { storedCartStateSchema } = await import('./stored-schema');
  const parsed = storedCartStateSchema.safeParse(state);
  if (parsed.success) return parsed.data;
  console.error(STORED_CART_ERROR, parsed.error);
  return { cart: {}, favourites: {}, builds: [] };
}
