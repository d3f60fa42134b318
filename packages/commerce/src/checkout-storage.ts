import * as z from 'zod/mini';
import type { CheckoutSessionStorage } from './checkout-store';
import { type Order, orderSchema } from './contract';

/** sessionStorage key of the open checkout session id (resumed on return: spec §8 abandoned cart). */
const SESSION_KEY = 'ironmark-checkout-session';
/** sessionStorage key of the last placed order, read by the confirmation page. */
const CONFIRMATION_KEY = 'ironmark-checkout-confirmation';

/** What the confirmation page shows and reports: the placed order and its pre-order lines. */
export const checkoutConfirmationSchema = z.object({
  order: orderSchema,
  preOrders: z.array(z.object({ code: z.string(), estimatedDeliveryDays: z.number() })),
  /** Whether the purchase event and the affiliate report were sent (reloads do not send them again). */
  reported: z.boolean(),
});
/** A stored confirmation. */
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Blocked site data: the checkout still works, only resuming and the reload of the confirmation do not.
    return null;
  }
}

/** Reads a stored value; unparseable values are logged and treated as missing (spec §8). */
function readStored<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.error('Failed to parse stored value', key, parsed.error.issues);
    return null;
  } catch (error) {
    console.error('Failed to parse stored value', key, error);
    return null;
  }
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
 * data is blocked or on the server.
 */
export const browserCheckoutSession: CheckoutSessionStorage = {
  load: () => readStored(SESSION_KEY, z.string()),
  save: (sessionId) => writeStored(SESSION_KEY, sessionId),
};

/** Keeps a placed order in the browser tab for the confirmation page (not reported yet). */
export function storeCheckoutConfirmation(order: Order, preOrders: CheckoutConfirmation['preOrders']): void {
  writeStored(CONFIRMATION_KEY, { order, preOrders, reported: false } satisfies CheckoutConfirmation);
}

/**
 * The last placed order of the browser tab (null when there is none or it does not parse), marked as
 * reported: `report` is true on the first read only, so the purchase event and the affiliate report
 * are sent once per order, not again on reload.
 */
export function readCheckoutConfirmation(): { confirmation: CheckoutConfirmation | null; report: boolean } {
  const confirmation = readStored(CONFIRMATION_KEY, checkoutConfirmationSchema);
  if (!confirmation || confirmation.reported) return { confirmation, report: false };
  writeStored(CONFIRMATION_KEY, { ...confirmation, reported: true });
  return { confirmation, report: true };
}
