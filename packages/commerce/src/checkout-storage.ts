import type { ZodMiniType } from 'zod/mini';
import type { CheckoutConfirmation } from './checkout-storage-schema';
import type { CheckoutSessionStorage } from './checkout-store';
import type { Order } from './contract';

/**
 * The checkout's values in the browser tab's sessionStorage. No zod here (the checkout page loads
 * this module): a stored value is checked with its schema of `./checkout-storage-schema`, loaded when
 * there is a value to read.
 */

export type { CheckoutConfirmation } from './checkout-storage-schema';

type StorageSchemas = typeof import('./checkout-storage-schema');

/** sessionStorage key of the open checkout session id (resumed on return: spec §8 abandoned cart). */
const SESSION_KEY = 'ironmark-checkout-session';
/** sessionStorage key of the last placed order, read by the confirmation page. */
const CONFIRMATION_KEY = 'ironmark-checkout-confirmation';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Blocked site data: the checkout still works, only resuming and the reload of the confirmation do not.
    return null;
  }
}

/** The JSON of a stored value: `undefined` when there is none, an error when it is not JSON. */
function readJson(key: string): { value: unknown } | { error: unknown } | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    return { value: JSON.parse(raw) };
  } catch (error) {
    return { error };
  }
}

/**
 * Checks a stored value (as {@link readJson} read it) with its schema, loaded now; unparseable values
 * are logged and treated as missing (spec §8).
 */
async function checkStored<T>(
  key: string,
  json: { value: unknown } | { error: unknown } | undefined,
  schemaOf: (schemas: StorageSchemas) => ZodMiniType<T>,
): Promise<T | null> {
  if (!json) return null;
  if ('error' in json) {
    console.error('Failed to parse stored value', key, json.error);
    return null;
  }
  const parsed = schemaOf(await import('./checkout-storage-schema')).safeParse(json.value);
  if (parsed.success) return parsed.data;
  console.error('Failed to parse stored value', key, parsed.error.issues);
  return null;
}

/** Stores a JSON value, or removes it when `value` is null. */
function writeStored(key: string, value: unknown): void {
  const target = storage();
  if (!target) return;
  if (value === null) target.removeItem(key);
  else target.setItem(key, JSON.stringify(value));
}

/**
 * The open checkout session's id in the browser tab's sessionStorage, for `createCheckoutStore`'s
 * `session` (spec §8 abandoned cart: a return to the checkout resumes it). Nothing is kept where site
 * data is blocked or on the server. `load` resolves the stored id, or null (none, or not a string).
 */
export const browserCheckoutSession: CheckoutSessionStorage = {
  load: () =>
    checkStored(SESSION_KEY, readJson(SESSION_KEY), (schemas) => schemas.storedCheckoutSessionSchema),
  save: (sessionId) => writeStored(SESSION_KEY, sessionId),
};

/** Keeps a placed order in the browser tab for the confirmation page (not reported yet). */
export function storeCheckoutConfirmation(order: Order, preOrders: CheckoutConfirmation['preOrders']): void {
  writeStored(CONFIRMATION_KEY, { order, preOrders, reported: false } satisfies CheckoutConfirmation);
}

/**
 * The last placed order of the browser tab (null when there is none or it does not parse), marked as
 * reported: `report` is true on the first read only, so the purchase event and the affiliate report
 * are sent once per order, not again on reload — nor by a second read while the first is checking the
 * value (the order is marked as it is read, before its schema loads).
 */
export async function readCheckoutConfirmation(): Promise<{
  confirmation: CheckoutConfirmation | null;
  report: boolean;
}> {
  const json = readJson(CONFIRMATION_KEY);
  const value = json && 'value' in json ? json.value : undefined;
  const unreported = isRecord(value) && value.reported === false;
  if (unreported) writeStored(CONFIRMATION_KEY, { ...value, reported: true });
  const confirmation = await checkStored(
    CONFIRMATION_KEY,
    json,
    (schemas) => schemas.checkoutConfirmationSchema,
  );
  return { confirmation, report: confirmation !== null && unreported };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
