import { type Order, orderSchema } from '@ironmark/commerce';
import * as z from 'zod/mini';

/** sessionStorage key of the open checkout session id (resumed on return: spec §8 abandoned cart). */
export const CHECKOUT_SESSION_KEY = 'ironmark-checkout-session';
/** sessionStorage key of the last placed order, read by the confirmation page. */
export const CHECKOUT_CONFIRMATION_KEY = 'ironmark-checkout-confirmation';

/** What the confirmation page shows and reports. */
export const confirmationSchema = z.object({
  order: orderSchema,
  preOrders: z.array(z.object({ code: z.string(), estimatedDeliveryDays: z.number() })),
  /** Whether the purchase event and the affiliate report were sent (reloads do not send them again). */
  reported: z.boolean(),
});
/** A stored confirmation. */
export type Confirmation = z.infer<typeof confirmationSchema>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Blocked site data: the checkout still works, only resuming and the reload of the confirmation do not.
    return null;
  }
}

/** Reads a stored value; unparseable values are logged and treated as missing (spec §8). */
export function readStored<T>(key: string, schema: z.ZodMiniType<T>): T | null {
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
export function writeStored(key: string, value: unknown): void {
  const target = storage();
  if (!target) return;
  if (value === null) target.removeItem(key);
  else target.setItem(key, JSON.stringify(value));
}

/** Stores a placed order for the confirmation page. */
export function storeConfirmation(order: Order, preOrders: Confirmation['preOrders']): void {
  writeStored(CHECKOUT_CONFIRMATION_KEY, { order, preOrders, reported: false } satisfies Confirmation);
}
