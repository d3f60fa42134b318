import { getChannel, languageOf, pricesVisibleToRequest } from '@ironmark/channel';
import { z } from 'zod';
import {
  codeCheckRequestSchema,
  contactRequestSchema,
  newsletterRequestSchema,
  orderStatusRequestSchema,
  quoteRequestSchema,
  realtimeRequestSchema,
  sharedListRequestSchema,
  variantInfoRequestSchema,
} from '../contract';
import type { Catalogue } from './catalogue/catalogue';
import { isImageFormat } from './catalogue/images';
import { CHECKOUT_ERROR_MESSAGES } from './checkout/contract';
import { type CheckoutHandlers, createCheckoutHandlers } from './checkout/routes';
import type { CommerceServices } from './commerce';
import {
  CommerceServerError,
  NotFoundError,
  RateLimitedError,
  serverErrorCodes,
  ValidationError,
} from './errors';
import {
  clientKey,
  errorResponse,
  json,
  methodNotAllowed,
  originAllowed,
  parseInput,
  readJsonBody,
  visitorCountries,
} from './http';
import { idempotencyKeyOf } from './idempotency';
import { RECORD_ID_PATTERN } from './ids';
import type { RateLimiter } from './rate-limit';
import type { Logger } from './services/outbox';
import { renderQuotePdf } from './services/quote-pdf';
import { variantInfoLookup } from './services/realtime';

/** A per-client limit: at most `limit` requests per `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** The rate-limited route groups. */
export interface RateLimits {
  quote: RateLimit;
  sharedList: RateLimit;
  newsletter: RateLimit;
  contact: RateLimit;
  /** Gift-card and campaign-code checks: every `POST /api/codes/check`, and each code a checkout call refuses. */
  codeCheck: RateLimit;
  /** Order-status lookups. */
  orderLookup: RateLimit;
  /** Checkout sessions, totals and placements. */
  checkout: RateLimit;
}

/**
 * Default limits per client: 10 quotes, 20 shared lists, 5 newsletter sign-ups, 5 contact messages,
 * 10 gift-card / campaign-code checks (the strictest: codes are secrets worth guessing), 30 order
 * lookups and 200 checkout calls per 10 minutes.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  quote: { limit: 10, windowMs: 600_000 },
  sharedList: { limit: 20, windowMs: 600_000 },
  newsletter: { limit: 5, windowMs: 600_000 },
  contact: { limit: 5, windowMs: 600_000 },
  codeCheck: { limit: 10, windowMs: 600_000 },
  orderLookup: { limit: 30, windowMs: 600_000 },
  checkout: { limit: 200, windowMs: 600_000 },
};

/** Body size caps in bytes. */
export const BODY_LIMITS = { small: 16 * 1024, quote: 64 * 1024 } as const;

/** A Web route handler: Request in, Response out. */
export type RouteHandler = (request: Request) => Promise<Response>;

/** Every commerce route. Paths are those of the storefront's `app/api/**` route files. */
export interface RouteHandlers extends CheckoutHandlers {
  /** POST /api/getrealtimeproductdata */
  realtime: RouteHandler;
  /** GET /api/variantinfo?_locale&codes */
  variantInfo: RouteHandler;
  /** POST /api/quotes (201) */
  createQuote: RouteHandler;
  /** GET /api/quotes/{id}/pdf?token= (the requester's token) */
  quotePdf: RouteHandler;
  /** POST /api/shared-lists (201) */
  createSharedList: RouteHandler;
  /** GET /api/shared-lists/{id} */
  getSharedList: RouteHandler;
  /** POST /api/newsletter */
  newsletter: RouteHandler;
  /** POST /api/contact (201) */
  contact: RouteHandler;
  /** GET /api/orders/status?orderNumber&email */
  orderStatus: RouteHandler;
  /** POST /api/codes/check */
  checkCode: RouteHandler;
  /** GET /media/products/{code}/{format}.svg */
  productImage: RouteHandler;
  /** Routes any of the above by method and path; 404 / 405 otherwise. */
  handle: RouteHandler;
}

interface RouteDeps {
  services: () => Promise<CommerceServices>;
  catalogue: Catalogue;
  rateLimiter: RateLimiter;
  logger: Logger;
  allowedOrigins: readonly string[];
  rateLimits: RateLimits;
  brand: string;
  /** Reverse proxies in front of the server (TRUSTED_PROXY_HOPS): where the client address and host come from. */
  trustedProxyHops: number;
  /** Request header with the visitor's country from the deployment's edge (GEO_COUNTRY_HEADER). */
  geoCountryHeader: string;
}

const pathIdSchema = z.string().regex(RECORD_ID_PATTERN, 'Invalid id');

/** Builds the route handlers over the services. */
export function createRouteHandlers(deps: RouteDeps): RouteHandlers {
  const guarded =
    (handler: RouteHandler): RouteHandler =>
    async (request) => {
      try {
        return await handler(request);
      } catch (error) {
        return errorResponse(error, deps.logger);
      }
    };

  const requireOrigin = (request: Request) => {
    if (!originAllowed(request, deps.allowedOrigins, deps.trustedProxyHops)) {
      throw new CommerceServerError(
        serverErrorCodes.forbiddenOrigin,
        'This request must come from the shop itself',
        { field: 'Origin' },
      );
    }
  };

  const refuse = (resetMs: number) => new RateLimitedError(Math.max(1, Math.ceil(resetMs / 1000)));
  const limit = async (request: Request, group: keyof RateLimits) => {
    const { limit: max, windowMs } = deps.rateLimits[group];
    const key = `${group}:${clientKey(request, deps.trustedProxyHops)}`;
    const result = await deps.rateLimiter.hit(key, max, windowMs);
    if (!result.allowed) throw refuse(result.resetMs);
  };
  const codeBudget = async (request: Request) => {
    const { limit: max, windowMs } = deps.rateLimits.codeCheck;
    const key = `codeCheck:${clientKey(request, deps.trustedProxyHops)}`;
    const result = await deps.rateLimiter.peek(key, max, windowMs);
    if (!result.allowed) throw refuse(result.resetMs);
  };

  // spec §6: the cart and checkout refuse a visitor whose geo or cookie country is forbidden.
  const requireSellable = (request: Request) => {
    if (!pricesVisibleToRequest({ country: '' }, visitorCountries(request, deps.geoCountryHeader))) {
      throw new ValidationError({ country: [CHECKOUT_ERROR_MESSAGES.countryNotAllowed] });
    }
  };

  const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

  const handlers: Omit<RouteHandlers, 'handle'> = {
    ...createCheckoutHandlers({
      checkout: async () => (await deps.services()).checkout,
      guarded,
      requireOrigin,
      requireSellable,
      limit,
      codeAttempt: (request) => limit(request, 'codeCheck'),
      codeBudget,
      bodyLimit: BODY_LIMITS.small,
    }),
    realtime: guarded(async (request) => {
      const body = parseInput(realtimeRequestSchema, await readJsonBody(request, BODY_LIMITS.small));
      const services = await deps.services();
      return json(
        await services.realtime.lookup(body, {
          visitorCountries: visitorCountries(request, deps.geoCountryHeader),
        }),
      );
    }),
    variantInfo: guarded(async (request) => {
      const query = parseInput(variantInfoRequestSchema, queryOf(request));
      // The names of the page's language (spec §5: `_locale` is the channel language; 'sv-se' → 'sv').
      const catalogue = deps.catalogue.inLanguage(languageOf(query._locale));
      return json(variantInfoLookup(catalogue, query.codes), {
        headers: { 'cache-control': 'public, max-age=300' },
      });
    }),
    createQuote: guarded(async (request) => {
      requireOrigin(request);
      await limit(request, 'quote');
      const body = parseInput(quoteRequestSchema, await readJsonBody(request, BODY_LIMITS.quote));
      const services = await deps.services();
      const created = await services.quotes.create(body, { idempotencyKey: idempotencyKeyOf(request) });
      return json({ quote: created.quote, pdfUrl: created.pdfUrl }, { status: 201 });
    }),
    quotePdf: guarded(async (request) => {
      const url = new URL(request.url);
      const match = /\/quotes\/([^/]+)\/pdf$/.exec(url.pathname);
      const id = parseInput(pathIdSchema, decodeURIComponent(match?.[1] ?? ''));
      const token = parseInput(
        z.object({ token: z.string({ error: 'Token is required' }).min(16, 'Invalid token').max(128) }),
        queryOf(request),
      ).token;
      const services = await deps.services();
      const quote = await services.quotes.getForRequester(id, token);
      const pdf = await renderQuotePdf(quote, { brand: deps.brand });
      return new Response(new Uint8Array(pdf), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${quote.id}.pdf"`,
          'cache-control': 'private, no-store',
        },
      });
    }),
    createSharedList: guarded(async (request) => {
      requireOrigin(request);
      await limit(request, 'sharedList');
      const body = parseInput(sharedListRequestSchema, await readJsonBody(request, BODY_LIMITS.quote));
      const services = await deps.services();
      const key = { idempotencyKey: idempotencyKeyOf(request) };
      return json(await services.sharedLists.create(body, key), { status: 201 });
    }),
    getSharedList: guarded(async (request) => {
      const match = /\/shared-lists\/([^/]+)$/.exec(new URL(request.url).pathname);
      const id = parseInput(pathIdSchema, decodeURIComponent(match?.[1] ?? ''));
      const services = await deps.services();
      return json(await services.sharedLists.get(id));
    }),
    newsletter: guarded(async (request) => {
      requireOrigin(request);
      await limit(request, 'newsletter');
      const body = parseInput(newsletterRequestSchema, await readJsonBody(request, BODY_LIMITS.small));
      const services = await deps.services();
      return json(await services.newsletter.subscribe(body, { idempotencyKey: idempotencyKeyOf(request) }));
    }),
    contact: guarded(async (request) => {
      requireOrigin(request);
      await limit(request, 'contact');
      const body = parseInput(contactRequestSchema, await readJsonBody(request, BODY_LIMITS.small));
      const services = await deps.services();
      return json(await services.contact.send(body, { idempotencyKey: idempotencyKeyOf(request) }), {
        status: 201,
      });
    }),
    orderStatus: guarded(async (request) => {
      await limit(request, 'orderLookup');
      const query = parseInput(orderStatusRequestSchema, queryOf(request));
      const services = await deps.services();
      return json(await services.orders.status(query.orderNumber, query.email));
    }),
    checkCode: guarded(async (request) => {
      requireOrigin(request);
      requireSellable(request);
      await limit(request, 'codeCheck');
      const body = parseInput(codeCheckRequestSchema, await readJsonBody(request, BODY_LIMITS.small));
      const channel = getChannel(body.channel);
      if (!channel)
        throw new ValidationError(
          { channel: [`Unknown channel ${body.channel}`] },
          undefined,
          undefined,
          'unknownChannel',
        );
      const services = await deps.services();
      const answer =
        body.kind === 'campaign'
          ? await services.campaignCodes.validate(body.code, channel.code)
          : await services.giftCards.check(body.code, channel.currency);
      return json(answer);
    }),
    productImage: guarded(async (request) => {
      const match = /\/media\/products\/([^/]+)\/([^/]+)\.svg$/.exec(new URL(request.url).pathname);
      const format = match?.[2] ?? '';
      const svg =
        match && isImageFormat(format)
          ? deps.catalogue.productImage(decodeURIComponent(match[1] ?? ''), format)
          : null;
      if (!svg) throw new NotFoundError('Image not found', 'code');
      return new Response(svg, {
        headers: {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=86400, immutable',
        },
      });
    }),
  };

  const routes: { method: string; pattern: RegExp; handler: RouteHandler }[] = [
    { method: 'POST', pattern: /^\/api\/getrealtimeproductdata$/, handler: handlers.realtime },
    { method: 'GET', pattern: /^\/api\/variantinfo$/, handler: handlers.variantInfo },
    { method: 'POST', pattern: /^\/api\/quotes$/, handler: handlers.createQuote },
    { method: 'GET', pattern: /^\/api\/quotes\/[^/]+\/pdf$/, handler: handlers.quotePdf },
    { method: 'POST', pattern: /^\/api\/shared-lists$/, handler: handlers.createSharedList },
    { method: 'GET', pattern: /^\/api\/shared-lists\/[^/]+$/, handler: handlers.getSharedList },
    { method: 'POST', pattern: /^\/api\/newsletter$/, handler: handlers.newsletter },
    { method: 'POST', pattern: /^\/api\/contact$/, handler: handlers.contact },
    { method: 'GET', pattern: /^\/api\/orders\/status$/, handler: handlers.orderStatus },
    { method: 'POST', pattern: /^\/api\/codes\/check$/, handler: handlers.checkCode },
    { method: 'POST', pattern: /^\/api\/checkout\/session$/, handler: handlers.checkoutSession },
    { method: 'POST', pattern: /^\/api\/checkout\/quote-totals$/, handler: handlers.quoteTotals },
    { method: 'POST', pattern: /^\/api\/checkout\/place-order$/, handler: handlers.placeOrder },
    { method: 'GET', pattern: /^\/media\/products\/[^/]+\/[^/]+\.svg$/, handler: handlers.productImage },
  ];

  return {
    ...handlers,
    async handle(request) {
      const path = new URL(request.url).pathname;
      const matching = routes.filter((route) => route.pattern.test(path));
      // HEAD is a GET without the body (the server sends no body for it).
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const route = matching.find((candidate) => candidate.method === method);
      if (route) return route.handler(request);
      if (matching.length > 0) {
        return methodNotAllowed(
          request.method,
          matching.map((candidate) => candidate.method),
        );
      }
      // No route at this path: the path is the part of the request at fault.
      return errorResponse(new NotFoundError('Not found', 'path'), deps.logger);
    },
  };
}
