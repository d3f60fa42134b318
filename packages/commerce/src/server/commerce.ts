import type { Env } from '@ironmark/config/env';
import type { Catalogue } from './catalogue/catalogue';
import {
  invoiceProvider,
  type PaymentProvider,
  sandboxCardProvider,
  sandboxFinancingProvider,
} from './checkout/payments';
import { createCheckoutService } from './checkout/service';
import { type Database, type DatabaseHandle, migrate, openDatabase, type Transaction } from './db/client';
import { seedDemoData } from './db/seed';
import { DatabaseUnavailableError, isNotFoundError } from './errors';
import { createIdempotency } from './idempotency';
import { redactingLogger } from './log';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limit';
import { createRouteHandlers, DEFAULT_RATE_LIMITS, type RateLimits, type RouteHandlers } from './routes';
import { createContactService, createNewsletterService, createSharedListService } from './services/lists';
import {
  createCampaignCodeService,
  createGiftCardService,
  createOrderService,
  createStockService,
} from './services/orders';
import { createOutbox, type Logger, logMailer, type Mailer, smtpMailer } from './services/outbox';
import { renderQuotePdf } from './services/quote-pdf';
import { createQuoteService, type QuoteService } from './services/quotes';
import { createRealtimeService } from './services/realtime';
import { createStockCache, STOCK_NOTIFY_CHANNEL, stockNotifier } from './services/stock-cache';

/** Options of {@link createCommerce}; `env` and `catalogue` are required. */
export interface CommerceOptions {
  /** The parsed environment (`env()` of @ironmark/config): DATA_DIR, DATABASE_URL, REDIS_URL, SMTP_URL, SALES_EMAIL, SITE_URL, ALLOWED_ORIGINS, BRAND_NAME, and optionally TRUSTED_PROXY_HOPS (default 0), GEO_COUNTRY_HEADER. */
  env: Pick<
    Env,
    | 'DATA_DIR'
    | 'DATABASE_URL'
    | 'REDIS_URL'
    | 'SMTP_URL'
    | 'SALES_EMAIL'
    | 'SITE_URL'
    | 'ALLOWED_ORIGINS'
    | 'BRAND_NAME'
  > &
    Partial<
      Pick<Env, 'CHECKOUT_SESSION_TTL_MS' | 'TRUSTED_PROXY_HOPS' | 'GEO_COUNTRY_HEADER' | 'OUTBOX_LEASE_MS'>
    >;
  /** The catalogue it sells (the demo one: `demoCatalogue()` of `@ironmark/commerce/demo`). */
  catalogue: Catalogue;
  /** The clock in ms (default `Date.now`). */
  now?: () => number;
  /** Logger (default: the console). */
  logger?: Logger;
  /** Mailer (default: SMTP when SMTP_URL is set, else a log line). */
  mailer?: Mailer;
  /** Rate limiter (default: Redis when REDIS_URL is set, with an in-memory insurance limiter while Redis is down; else in memory). */
  rateLimiter?: RateLimiter;
  /** Per-route limits (default {@link DEFAULT_RATE_LIMITS}). */
  rateLimits?: Partial<RateLimits>;
  /** Payment providers of the checkout (default: the invoice provider and the sandbox card and financing providers). */
  payments?: readonly PaymentProvider[];
  /** Seed the demo stock, gift cards and campaign codes on first start (default true). */
  seed?: boolean;
  /**
   * Whether this instance delivers the outbox's e-mails (default true). With false it only writes
   * them, for an instance that shares its database with one that delivers (or a load test).
   */
  deliverMail?: boolean;
  /**
   * How long (ms) the real-time answer may serve stock figures from memory without hearing of a
   * write (default `STOCK_CACHE_TTL_MS`, 1 s; 0 reads the database for every request). Writes of this
   * instance show at once; other instances' ones at once through NOTIFY, or within this bound.
   */
  stockCacheTtlMs?: number;
}

function buildServices(
  handle: DatabaseHandle,
  deps: Required<Pick<CommerceOptions, 'catalogue' | 'now' | 'logger' | 'mailer' | 'payments'>> & {
    env: CommerceOptions['env'];
    deliverMail?: boolean;
    stockCacheTtlMs?: number;
  },
) {
  const { db } = handle;
  const { catalogue, now, logger, mailer, env, payments } = deps;
  // The sales e-mail of a quote request carries the quote's PDF, rendered when it is sent.
  let quoteService: QuoteService | undefined;
  const attachmentsFor = async ({ kind, reference }: { kind: string; reference: string | null }) => {
    if (kind !== 'quote-request' || !reference || !quoteService) return [];
    // A quote gone since (none is deleted today) still gets its e-mail, without the file.
    const quote = await quoteService.getForSales(reference).catch((error: unknown) => {
      if (isNotFoundError(error)) return null;
      throw error;
    });
    if (!quote) return [];
    const content = await renderQuotePdf(quote, { brand: env.BRAND_NAME });
    return [{ filename: `quote-${quote.id}.pdf`, contentType: 'application/pdf', content }];
  };
  const outbox = createOutbox({
    db,
    mailer,
    logger,
    attachmentsFor,
    deliver: deps.deliverMail,
    messageHost: new URL(env.SITE_URL).hostname,
    ...(env.OUTBOX_LEASE_MS === undefined ? {} : { leaseMs: env.OUTBOX_LEASE_MS }),
  });
  const idempotency = createIdempotency({ db, now });
  const common = {
    db,
    idempotency,
    catalogue,
    outbox,
    now,
    salesEmail: env.SALES_EMAIL,
    siteUrl: env.SITE_URL,
  };
  // One stock cache per process: the real-time answer reads it; every writer of stock_levels here
  // (checkout placement, stock reservations) invalidates it after COMMIT and NOTIFYs other instances.
  const stockCache = createStockCache({
    db,
    notify: stockNotifier(db),
    logger,
    ...(deps.stockCacheTtlMs === undefined ? {} : { ttlMs: deps.stockCacheTtlMs }),
  });
  const orders = createOrderService({ db, now });
  const giftCards = createGiftCardService({ db, now });
  const campaignCodes = createCampaignCodeService({ db, now });
  const stock = createStockService({ db, now, stockCache });
  const quotes = createQuoteService(common);
  quoteService = quotes;
  return {
    outbox,
    checkout: createCheckoutService({
      db,
      idempotency,
      catalogue,
      now,
      orders,
      giftCards,
      campaignCodes,
      stock,
      outbox,
      logger,
      payments,
      stockCache,
      ...(env.CHECKOUT_SESSION_TTL_MS === undefined ? {} : { ttlMs: env.CHECKOUT_SESSION_TTL_MS }),
    }),
    realtime: createRealtimeService({ db, catalogue, now, stockCache }),
    stockCache,
    quotes,
    sharedLists: createSharedListService(common),
    newsletter: createNewsletterService({ db, idempotency, now }),
    contact: createContactService(common),
    orders,
    giftCards,
    campaignCodes,
    stock,
  };
}

/** How long the start waits for the LISTEN of stock notices before it goes on without it (ms). */
const LISTEN_WAIT_MS = 2_000;

/**
 * Hears other instances' stock writes (LISTEN on {@link STOCK_NOTIFY_CHANNEL}). Whenever the listen is
 * (re)established, notices may have been missed: every market is read again. A backend without
 * LISTEN only logs it; the cache TTL then bounds what other instances' writes take to show.
 */
async function listenForStockWrites(
  handle: DatabaseHandle,
  services: CommerceServices,
  logger: Logger,
): Promise<(() => Promise<void>) | undefined> {
  if (!handle.listen) return undefined;
  const listening = handle
    .listen(
      STOCK_NOTIFY_CHANNEL,
      (payload) => services.stockCache.applyNotice(payload),
      () => services.stockCache.invalidateAll(),
    )
    .catch((error: unknown) => {
      logger.error(
        "Failed to listen for stock writes; other instances' writes show within the cache TTL",
        error,
      );
      return undefined;
    });
  // Wait a little so that writes right after the start are heard; a slow LISTEN goes on behind.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([listening, new Promise((resolve) => (timer = setTimeout(resolve, LISTEN_WAIT_MS)))]);
  clearTimeout(timer);
  return async () => {
    const stop = await listening;
    await stop?.();
  };
}

/** The database-backed services (each method waits for the database to be ready). */
export type CommerceServices = ReturnType<typeof buildServices>;

/** The backend: catalogue, database-backed services, rate limiter and the route handlers. */
export interface Commerce {
  /** The read-only catalogue (no database needed). */
  readonly catalogue: Catalogue;
  /** The services once the database is open, migrated and seeded; rejects with {@link DatabaseUnavailableError} when it cannot be reached. */
  services(): Promise<CommerceServices>;
  /** Runs `fn` in one database transaction (for the checkout: order, stock, gift card together). */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** The open database (tests, admin scripts). */
  database(): Promise<{ db: Database; kind: 'pglite' | 'postgres' }>;
  /** The shared rate limiter. */
  readonly rateLimiter: RateLimiter;
  /** Web Request → Web Response handlers of every commerce route, plus `handle` that routes by path. */
  readonly handlers: RouteHandlers;
  /** Closes the database and the rate limiter; waits for the outbox to drain first. */
  close(): Promise<void>;
}

/**
 * Creates the reference backend from the environment: PGlite in `{DATA_DIR}/pglite` by default or
 * PostgreSQL when DATABASE_URL is set (opened on first use, migrations applied, demo data seeded
 * once), rate limits in memory or in Redis (REDIS_URL), e-mail to sales staff through the outbox
 * (a log line, or SMTP when SMTP_URL is set).
 */
export function createCommerce(options: CommerceOptions): Commerce {
  const { env } = options;
  const { catalogue } = options;
  const now = options.now ?? Date.now;
  const payments = options.payments ?? [invoiceProvider(), sandboxCardProvider(), sandboxFinancingProvider()];
  // Every log line of the backend goes through the redactor: no personal data in logs.
  const logger = redactingLogger(options.logger ?? console);
  const mailer =
    options.mailer ??
    (env.SMTP_URL ? smtpMailer(env.SMTP_URL, `${env.BRAND_NAME} <${env.SALES_EMAIL}>`) : logMailer(logger));
  const rateLimiter =
    options.rateLimiter ?? (env.REDIS_URL ? redisRateLimiter(env.REDIS_URL) : memoryRateLimiter());
  let opening:
    | Promise<{ handle: DatabaseHandle; services: CommerceServices; unlisten?: () => Promise<void> }>
    | undefined;

  async function open() {
    let handle: DatabaseHandle | undefined;
    try {
      handle = await openDatabase(
        env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
      );
      await migrate(handle.db);
      if (options.seed ?? true) await seedDemoData(handle.db, catalogue, now());
      const services = buildServices(handle, {
        catalogue,
        now,
        logger,
        mailer,
        env,
        payments,
        deliverMail: options.deliverMail,
        stockCacheTtlMs: options.stockCacheTtlMs,
      });
      const unlisten = await listenForStockWrites(handle, services, logger);
      // Deliver whatever an earlier run left unsent, and keep picking up retries and rows whose
      // worker died (expired leases) — other instances may share this outbox.
      services.outbox.kick();
      services.outbox.start();
      return { handle, services, unlisten };
    } catch (error) {
      logger.error('Failed to open the commerce database', error);
      await handle?.close().catch(() => undefined);
      throw new DatabaseUnavailableError(error);
    }
  }

  function ready() {
    opening ??= open().catch((error: unknown) => {
      // Let the next request try again (the database may come back).
      opening = undefined;
      throw error;
    });
    return opening;
  }

  const services = async () => (await ready()).services;
  return {
    catalogue,
    rateLimiter,
    services,
    handlers: createRouteHandlers({
      services,
      catalogue,
      rateLimiter,
      logger,
      allowedOrigins: [new URL(env.SITE_URL).origin, ...env.ALLOWED_ORIGINS],
      rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
      brand: env.BRAND_NAME,
      trustedProxyHops: env.TRUSTED_PROXY_HOPS ?? 0,
      geoCountryHeader: env.GEO_COUNTRY_HEADER ?? 'x-vercel-ip-country',
    }),
    async transaction(fn) {
      // Through the stock cache: stock written in `fn` is invalidated once the transaction settles.
      const { services } = await ready();
      return services.stockCache.transaction(fn);
    },
    async database() {
      const { handle } = await ready();
      return { db: handle.db, kind: handle.kind };
    },
    async close() {
      const current = opening;
      opening = undefined;
      if (current) {
        const { handle, services, unlisten } = await current.catch(() => ({
          handle: undefined,
          services: undefined,
          unlisten: undefined,
        }));
        await unlisten?.().catch(() => undefined);
        services?.outbox.stop();
        await services?.outbox.flush();
        await handle?.close();
      }
      await rateLimiter.close();
    },
  };
}
