/**
 * @ironmark/commerce/server — the reference backend: the demo catalogue, channel prices and stock,
 * real-time product data, variant info, quotes (with PDF), shared lists, newsletter, contact,
 * orders, gift cards and campaign codes on PGlite or PostgreSQL, and Web route handlers.
 * Server only: never import it from a client component.
 */
import 'server-only';

export {
  availableOnlineIn,
  type Catalogue,
  type Category,
  createCatalogue,
  type Product,
  type ProductOffer,
  type ProductSearchDocument,
  type SchemaAvailability,
  type Variant,
} from './server/catalogue/catalogue';
export {
  blurDataUrl,
  IMAGE_FORMATS,
  type ImageFormat,
  isImageFormat,
  productImageUrl,
  productMedia,
  renderProductSvg,
} from './server/catalogue/images';
export {
  campaignAt,
  effectivePriceAt,
  lowestPriceInWindow,
  marketOf,
  priceAndAvailability,
  regularNetAt,
  shelfPrice,
  VAT_RATES,
  vatRateOf,
} from './server/catalogue/pricing';
export { type CatalogueData, catalogueDataSchema } from './server/catalogue/schema';
export { applyTax, type TaxRule, US_SALES_TAX_RATES } from './server/catalogue/tax';
export {
  invoiceProvider,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  SANDBOX_CARD_OUTCOMES,
  sandboxCardProvider,
  sandboxFinancingProvider,
} from './server/checkout/payments';
export {
  DEFAULT_SESSION_TTL_MS,
  DELIVERY_COST_MINOR,
  deliveryOptionsFor,
  EXPORT_DELIVERY_COST_MINOR,
  FINANCING_PROVIDERS,
  financingProviderFor,
  INVOICE_CHANNELS,
  isExportDelivery,
  PICKUP_ADDRESSES,
  paymentMethodsFor,
  sessionExpired,
  shippingRefusal,
} from './server/checkout/policy';
export { type CheckoutHandlers, idempotencyKeySchema } from './server/checkout/routes';
export {
  type CheckoutDeps,
  type CheckoutService,
  type CheckoutSessionAnswer,
  createCheckoutService,
} from './server/checkout/service';
export { CA_SALES_TAX_RATES, checkoutTaxRule, SalesTaxError, taxAmount } from './server/checkout/tax';
export {
  computeTotals,
  type PricedLines,
  priceLines,
  type ResolvedLine,
  sellableUnits,
  type TotalsInput,
} from './server/checkout/totals';
export {
  type Commerce,
  type CommerceOptions,
  type CommerceServices,
  createCommerce,
} from './server/commerce';
export {
  type Database,
  type DatabaseConfig,
  type DatabaseHandle,
  isDatabaseUnavailable,
  migrate,
  openDatabase,
  type Transaction,
} from './server/db/client';
export { migrations } from './server/db/migrations';
export * as tables from './server/db/schema';
export { DEMO_CAMPAIGN_CODES, DEMO_GIFT_CARDS, seedDemoData } from './server/db/seed';
export {
  CommerceServerError,
  DatabaseUnavailableError,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IdempotencyKeyReusedError,
  isNotFoundError,
  NotFoundError,
  RateLimitedError,
  type ServerErrorCode,
  serverErrorCodes,
  ValidationError,
} from './server/errors';
export {
  addressKey,
  CLIENT_ADDRESS_HEADER,
  clientKey,
  errorResponse,
  json,
  methodNotAllowed,
  originAllowed,
  parseInput,
  ROUTE_METHODS,
  type RouteMethod,
  readJsonBody,
  refuseMethods,
  requestHost,
  toModelState,
  visitorCountries,
} from './server/http';
export {
  createIdempotency,
  DOUBLE_SUBMIT_WINDOW_MS,
  IDEMPOTENCY_KEY_TTL_MS,
  type Idempotency,
  type IdempotentRequest,
  idempotencyKeyOf,
  requestHashOf,
  type WriteOptions,
} from './server/idempotency';
export {
  memoryRateLimiter,
  type RateLimiter,
  type RateLimitResult,
  type RedisRateLimiterOptions,
  redisRateLimiter,
} from './server/rate-limit';
export {
  BODY_LIMITS,
  DEFAULT_RATE_LIMITS,
  type RateLimit,
  type RateLimits,
  type RouteHandler,
  type RouteHandlers,
} from './server/routes';
export {
  type BuildConfiguration,
  type BuildPart,
  type BuildPrice,
  buildParts,
  priceBuild,
} from './server/services/build-pricing';
export {
  type ContactService,
  createContactService,
  createNewsletterService,
  createSharedListService,
  type NewsletterService,
  type SharedListService,
} from './server/services/lists';
export {
  type CampaignCodeService,
  type CampaignDiscount,
  CODE_MESSAGES,
  type GiftCardService,
  type NewOrder,
  type OrderService,
  type StockService,
} from './server/services/orders';
export {
  createOutbox,
  type Logger,
  logMailer,
  type Mailer,
  type MailMessage,
  OUTBOX_DEFAULTS,
  type OutboxCounts,
  type OutboxMessage,
  type OutboxOptions,
  type OutboxService,
  smtpMailer,
} from './server/services/outbox';
export { renderQuotePdf, taxLabel } from './server/services/quote-pdf';
export {
  BANK_DETAILS,
  type CreatedQuote,
  formatAddress,
  NOT_SHIPPING_MESSAGE,
  productNotFoundMessage,
  QUOTE_VALIDITY_DAYS,
  type QuoteService,
} from './server/services/quotes';
export { type RealtimeService, variantInfoLookup } from './server/services/realtime';
export {
  STOCK_CACHE_TTL_MS,
  STOCK_NOTIFY_CHANNEL,
  type StockCache,
  type StockFigures,
} from './server/services/stock-cache';
export { type Store, type StoreService, storeSchema, storeServiceSchema, stores } from './server/showrooms';
