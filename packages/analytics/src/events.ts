import { DYNAMIC_EVENT_PREFIX } from '@ironmark/config';
import { ensureEnglishZodMessages } from '@ironmark/config/zod-locale';
import * as z from 'zod/mini';
import {
  type DynamicEvent,
  type DynamicEventValue,
  INVALID_EVENT_INPUT_MESSAGE,
  type PurchaseEvent,
  type SubmitQuoteEvent,
} from './event-shapes';
import { ecommercePayload } from './item-events';
import { toMajorUnits } from './money';
import { scrubPersonalData } from './privacy';
import {
  type PurchaseInput,
  purchaseInputSchema,
  type SubmitQuoteInput,
  submitQuoteInputSchema,
} from './schemas';

// The order, quote and dynamic event builders validate their input with zod, so browser
// code never imports this module statically: the React binding loads it on demand (see ./react).
// The item events check theirs without zod (./item-events, re-exported here); event shapes and the
// zod-free helpers live in ./event-shapes.
ensureEnglishZodMessages();

export {
  addToCart,
  addToQuote,
  addToWishlist,
  beginCheckout,
  beginCheckoutAbandonedCart,
  cartEvent,
  viewItem,
} from './item-events';

function parseInput<S extends z.ZodMiniType>(
  eventName: string,
  schema: S,
  input: unknown,
): z.output<S> | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // The input itself is not logged: it may hold personal data (an order's e-mail).
  console.error(INVALID_EVENT_INPUT_MESSAGE, eventName, z.prettifyError(result.error));
  return null;
}

/** submit_quote: a quote request was sent; the requester's contact data is never included. Invalid ⇒ logged, `null`. */
export function submitQuote(input: SubmitQuoteInput): SubmitQuoteEvent | null {
  const data = parseInput('submit_quote', submitQuoteInputSchema, input);
  if (data === null) return null;
  return scrubPersonalData({
    event: 'submit_quote',
    ecommerce: {
      ...ecommercePayload(data),
      ...(data.quoteId === undefined ? {} : { quote_id: data.quoteId }),
    },
  });
}

/**
 * purchase: an order was placed. `transactionId` is required; tax and shipping (minor units,
 * default 0) are reported beside a value that excludes them; the order's e-mail is dropped.
 * Invalid ⇒ logged, `null`.
 */
export function purchase(input: PurchaseInput): PurchaseEvent | null {
  const data = parseInput('purchase', purchaseInputSchema, input);
  if (data === null) return null;
  const payload = ecommercePayload(data);
  return scrubPersonalData({
    event: 'purchase',
    ecommerce: {
      // The schema guarantees one of the two.
      transaction_id: (data.transactionId ?? data.orderNumber) as string,
      ...payload,
      tax: toMajorUnits(data.tax ?? 0, payload.currency),
      shipping: toMajorUnits(data.shipping ?? 0, payload.currency),
    },
  });
}

// GA4 limits: event and parameter names ≤ 40 characters, letters/digits/underscores, starting with a letter.
const GA4_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const RESERVED_PARAMETERS = new Set(['event', 'ecommerce']);

const dynamicEventInputSchema = z.object({
  event: z
    .string()
    .check(z.regex(GA4_NAME, 'must be ≤ 40 letters, digits or underscores, starting with a letter')),
  parameters: z.record(
    z.string().check(
      z.regex(GA4_NAME, 'parameter names must be ≤ 40 letters, digits or underscores'),
      z.refine((key) => !RESERVED_PARAMETERS.has(key), 'event and ecommerce are reserved'),
    ),
    z.union([z.string(), z.number(), z.boolean(), z.null()]),
  ),
});

/** Options of {@link dynamicEvent}. */
export interface DynamicEventOptions {
  /** Prefix of the event name; defaults to `DYNAMIC_EVENT_PREFIX` ('london_dynamics_') of @ironmark/config. */
  prefix?: string;
}

/**
 * A dynamic event `{prefix}{name}` with flat parameters (spec §7: "dynamic events prefixed
 * london_dynamics_"). A name that already starts with the prefix is not prefixed twice. The full
 * name must be a GA4 name (≤ 40 characters); `event` and `ecommerce` cannot be parameters.
 * Invalid ⇒ logged, `null`.
 */
export function dynamicEvent(
  name: string,
  parameters: Readonly<Record<string, DynamicEventValue>> = {},
  options: DynamicEventOptions = {},
): DynamicEvent | null {
  const prefix = options.prefix ?? DYNAMIC_EVENT_PREFIX;
  const event = name.startsWith(prefix) ? name : `${prefix}${name}`;
  const data = parseInput(event, dynamicEventInputSchema, { event, parameters });
  return data === null ? null : scrubPersonalData({ ...data.parameters, event: data.event });
}
