import { ValidationError } from '../errors';
import { json, parseInput, readJsonBody } from '../http';
import { idempotencyKeyOf, idempotencyKeySchema } from '../idempotency';
import { checkoutSessionRequestSchema, placeOrderRequestSchema, quoteTotalsRequestSchema } from './contract';
import type { CheckoutService } from './service';

type Handler = (request: Request) => Promise<Response>;

/** The checkout's route handlers (registered by the commerce routes). */
export interface CheckoutHandlers {
  /** POST /api/checkout/session (201) */
  checkoutSession: Handler;
  /** POST /api/checkout/quote-totals */
  quoteTotals: Handler;
  /** POST /api/checkout/place-order with an Idempotency-Key header (201 first time, 200 for a retry) */
  placeOrder: Handler;
}

export { idempotencyKeySchema };

/**
 * Builds the checkout handlers over the shared guards: `guarded` maps errors to answers,
 * `requireOrigin` refuses foreign origins, `limit(request, group)` rate-limits per client. Code
 * lookups inside the totals count against the code-check limit when a code is sent.
 */
export function createCheckoutHandlers(deps: {
  checkout: () => Promise<CheckoutService>;
  guarded: (handler: Handler) => Handler;
  requireOrigin: (request: Request) => void;
  limit: (request: Request, group: 'checkout' | 'codeCheck') => Promise<void>;
  bodyLimit: number;
}): CheckoutHandlers {
  return {
    checkoutSession: deps.guarded(async (request) => {
      deps.requireOrigin(request);
      await deps.limit(request, 'checkout');
      const body = parseInput(checkoutSessionRequestSchema, await readJsonBody(request, deps.bodyLimit));
      const checkout = await deps.checkout();
      return json(await checkout.startSession(body, { idempotencyKey: idempotencyKeyOf(request) }), {
        status: 201,
      });
    }),
    quoteTotals: deps.guarded(async (request) => {
      deps.requireOrigin(request);
      await deps.limit(request, 'checkout');
      const body = parseInput(quoteTotalsRequestSchema, await readJsonBody(request, deps.bodyLimit));
      if (body.campaignCode || body.giftCardCode) await deps.limit(request, 'codeCheck');
      const checkout = await deps.checkout();
      return json(await checkout.quoteTotals(body));
    }),
    placeOrder: deps.guarded(async (request) => {
      deps.requireOrigin(request);
      await deps.limit(request, 'checkout');
      const key = idempotencyKeySchema.safeParse(request.headers.get('idempotency-key') ?? undefined);
      if (!key.success) {
        throw new ValidationError({
          'Idempotency-Key': [key.error.issues[0]?.message ?? 'Invalid Idempotency-Key'],
        });
      }
      const body = parseInput(placeOrderRequestSchema, await readJsonBody(request, deps.bodyLimit));
      const checkout = await deps.checkout();
      const placed = await checkout.placeOrder(body, key.data);
      return json(placed, { status: placed.created ? 201 : 200 });
    }),
  };
}
