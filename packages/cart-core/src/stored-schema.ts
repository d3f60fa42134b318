// The schema module of the stored browser record. The browser reaches it only through
// `readStoredCartState` (stored.ts), which imports it on demand once the page has hydrated.
import { CART_STORAGE_VERSION } from '@ironmark/config/constants';
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { buildSchema, listItemsSchema } from './schemas';
import { emptyStoredCart, STORED_CART_ERROR } from './stored';

ensureEnglishZodMessages();

/**
 * zod schema of the browser record of cart, favourites and builds (spec §3, §9: version 1),
 * stored under `CART_STORAGE_KEY` of @ironmark/config.
 */
export const storedCartSchema = z.object({
  version: z.literal(CART_STORAGE_VERSION),
  cart: listItemsSchema,
  favourites: listItemsSchema,
  builds: z.array(buildSchema),
});

/** The stored browser record (version 1). */
export type StoredCart = z.infer<typeof storedCartSchema>;

/** The lists of a stored record without its version: what the cart store persists as its state. */
export const storedCartStateSchema = z.omit(storedCartSchema, { version: true });

/** The persisted lists of the cart store. */
export type StoredCartState = z.infer<typeof storedCartStateSchema>;

/**
 * Reads the stored record (spec §3/§8): `value` is the JSON text or the parsed value, either the
 * flat `{ version, cart, favourites, builds }` or zustand's persist envelope `{ state, version }`.
 * `null`/`undefined` yield an empty record silently; unparseable JSON, a wrong version or a record
 * that fails {@link storedCartSchema} is logged with `console.error('Failed to parse stored cart', …)`
 * and yields an empty record — it never throws. Synchronous, for server code and tests; the browser's
 * cart store validates through `readStoredCartState`, which loads this module on demand.
 */
export function parseStoredCart(value: unknown): StoredCart {
  if (value === null || value === undefined) return emptyStoredCart();
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch (error) {
      console.error(STORED_CART_ERROR, error);
      return emptyStoredCart();
    }
  }
  if (typeof data === 'object' && data !== null && 'state' in data && typeof data.state === 'object') {
    data = { ...data.state, version: 'version' in data ? data.version : undefined };
  }
  const parsed = storedCartSchema.safeParse(data);
  if (!parsed.success) {
    console.error(STORED_CART_ERROR, parsed.error);
    return emptyStoredCart();
  }
  return parsed.data;
}
