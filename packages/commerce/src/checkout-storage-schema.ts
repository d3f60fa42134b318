import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import { orderSchema } from './contract';

ensureEnglishZodMessages();

/**
 * The checkout's values kept in the browser tab (sessionStorage), as read back: the open session's id
 * and the last placed order. `./checkout-storage` loads this module when a stored value is read.
 */

/** The stored id of the open checkout session (spec §8 abandoned cart). */
export const storedCheckoutSessionSchema = z.string();

/** What the confirmation page shows and reports: the placed order and its pre-order lines. */
export const checkoutConfirmationSchema = z.object({
  order: orderSchema,
  preOrders: z.array(z.object({ code: z.string(), estimatedDeliveryDays: z.number() })),
  /** Whether the purchase event and the affiliate report were sent (reloads do not send them again). */
  reported: z.boolean(),
});
/** A stored confirmation. */
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;
