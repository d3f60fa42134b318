/**
 * @ironmark/analytics — GA4 data-layer events, cookie consent and consent mode v2, tag loading data
 * and the affiliate purchase report. Pure TypeScript; React bindings live in `@ironmark/analytics/react`.
 *
 * Browser code may use anything here except the zod schemas and what validates with them
 * synchronously (the event builders of ./events, `parseStoredConsent`): those live in schema modules
 * that a bundler leaves out of a page unless the page uses them. The browser reaches them on demand
 * (`useAnalytics`, `parseStoredConsentAsync`, `reportAffiliatePurchase`).
 */
export {
  type AffiliatePurchase,
  type AffiliateReportDependencies,
  type AffiliateSale,
  type AffiliateTracker,
  AFFILIATE_GAVE_UP_MESSAGE,
  AFFILIATE_REPORT_FAILED_MESSAGE,
  reportAffiliatePurchase,
} from './affiliate';
export { affiliatePurchaseSchema } from './affiliate-schema';
export {
  CONSENT_WAIT_FOR_UPDATE_MS,
  COOKIE_CONSENT_KEY,
  type ConsentChoice,
  type ConsentModeDefault,
  type ConsentModeUpdate,
  type ConsentSettings,
  type ConsentSignal,
  type ConsentState,
  consentChoiceOf,
  consentChoices,
  consentModeDefault,
  consentModeSignals,
  consentModeUpdate,
  consentSettings,
  consentStateOf,
  consentStates,
  knownStoredConsent,
  parseStoredConsentAsync,
  serializeConsent,
  UNPARSEABLE_CONSENT_MESSAGE,
} from './consent';
export { consentSignalSchema, parseStoredConsent, storedConsentSchema } from './consent-schema';
export {
  createDataLayer,
  type DataLayer,
  type DataLayerTarget,
  INVALID_CURRENCY_MESSAGE,
} from './data-layer';
export { AnalyticsError, AnalyticsErrorCode } from './errors';
export {
  type AnalyticsEvent,
  categoryLevels,
  type DynamicEvent,
  type DynamicEventValue,
  type EcommerceEvent,
  type EcommercePayload,
  type GaItem,
  INVALID_EVENT_INPUT_MESSAGE,
  type ItemEvent,
  type ItemEventName,
  isEcommerceEvent,
  itemEventNames,
  itemsValue,
  type PurchaseEvent,
  type RouteEvent,
  type SubmitQuoteEvent,
  toGaItem,
} from './event-shapes';
export {
  addToCart,
  addToQuote,
  addToWishlist,
  beginCheckout,
  beginCheckoutAbandonedCart,
  cartEvent,
  type DynamicEventOptions,
  dynamicEvent,
  purchase,
  submitQuote,
  viewItem,
} from './events';
export {
  CURRENCY_CODE_PATTERN,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  minorUnitExponent,
  normaliseCurrency,
  toMajorUnits,
} from './money';
export { containsEmail, REDACTED, redactEmails, redactUrlPath, scrubPersonalData } from './privacy';
export {
  INVALID_ROUTE_URL_MESSAGE,
  isNavigationCancelled,
  pagePath,
  routeComplete,
  routeError,
} from './route';
export {
  type AnalyticsItem,
  type AnalyticsItemInput,
  affiliateIdSchema,
  analyticsItemSchema,
  type CartEventInput,
  cartEventInputSchema,
  containerIdSchema,
  currencySchema,
  type ItemsEventInput,
  itemsEventInputSchema,
  minorAmountSchema,
  optionalTextSchema,
  type PurchaseInput,
  purchaseInputSchema,
  type SubmitQuoteInput,
  submitQuoteInputSchema,
} from './schemas';
export {
  AFFILIATE_ID_PATTERN,
  AFFILIATE_LOADER_URL_PATTERN,
  affiliateLoaderUrl,
  assertContainerId,
  CONTAINER_ID_PATTERN,
  type ConsentModeKind,
  consentBootstrapSnippet,
  shouldLoadTags,
  TAG_MANAGER_ORIGIN,
  type TagLoadDecision,
  type TagManagerSnippetOptions,
  tagManagerNoscriptUrl,
  tagManagerScriptUrl,
  tagManagerSnippet,
} from './tags';
