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
 * `requireOrigin` refuses foreign origins, `requireSellable` refuses a visitor from a forbidden
 * country, `limit(request, group)` rate-limits per client. A call that carries a gift-card or campaign
 * code is refused with 429 once the client's code-check budget is spent, and each code the checkout
 * refuses spends one unit (`codeAttempt`): a shopper re-quoting with a valid code spends nothing, a
 * guesser runs out after a few wrong codes — and then cannot learn whether the next guess is right.
 */
export function createCheckoutHandlers(deps: {
  checkout: () => Promise<CheckoutService>;
  guarded: (handler: Handler) => Handler;
  requireOrigin: (request: Request) => void;
  requireSellable: (request: Request) => void;
  limit: (request: Request, group: 'checkout') => Promise<void>;
  /** Counts one refused code against the client's code-check limit; throws 429 when it is spent. */
  codeAttempt: (request: Request) => Promise<void>;
  /** Throws 429 when the client's code-check budget is already spent (counts nothing). */
  codeBudget: (request: Request) => Promise<void>;
  bodyLimit: number;
}): CheckoutHandlers {
  const withCodes = async <T>(
    request: Request,
    body: { campaignCode?: unknown; giftCardCode?: unknown },
    run: () => Promise<T>,
  ): Promise<T> => {
    if (!body.campaignCode && !body.giftCardCode) return run();
    await deps.codeBudget(request);
    try {
      return await run();
    } catch (error) {
      if (
        error instanceof ValidationError &&
        (Object.hasOwn(error.modelState, 'campaignCode') || Object.hasOwn(error.modelState, 'giftCardCode'))
      ) {
        await deps.codeAttempt(request);
      }
      throw error;
    }
  };
  return {
    checkoutSession: deps.guarded(async (request) => {
      deps.requireOrigin(request);
      deps.requireSellable(request);
      await deps.limit(request, 'checkout');
      const body = parseInput(checkoutSessionRequestSchema, await readJsonBody(request, deps.bodyLimit));
      const checkout = await deps.checkout();
      return json(await checkout.startSession(body, { idempotencyKey: idempotencyKeyOf(request) }), {
        status: 201,
      });
    }),
    quoteTotals: deps.guarded(async (request) => {
      deps.requireOrigin(request);
      deps.requireSellable(request);
      await deps.limit(request, 'checkout');
      const body = parseInput(quoteTotalsRequestSchema, await readJsonBody(request, deps.bodyLimit));
      const checkout = await deps.checkout();
      return json(await withCodes(request, body, () => checkout.quoteTotals(body)));
    }),
    placeOrder: deps.guarded(async (request) => {
      deps.requireOrigin(request);
      deps.requireSellable(request);
      await deps.limit(request, 'checkout');
      const key = idempotencyKeySchema.safeParse(request.headers.get('idempotency-key') ?? undefined);
      if (!key.success) {
        throw new ValidationError({
          'Idempotency-Key': [key.error.issues[0]?.message ?? 'Invalid Idempotency-Key'],
        });
      }
      const body = parseInput(placeOrderRequestSchema, await readJsonBody(request, deps.bodyLimit));
      const checkout = await deps.checkout();
      const placed = await withCodes(request, body, () => checkout.placeOrder(body, key.data));
      return json(placed, { status: placed.created ? 201 : 200 });
    }),
  };
}
