// The root entry: channels, codes, price and overlay rules, formatting, the visitor store and the
// schemas. A barrel over modules of two kinds: zod-free ones, which browser code uses, and the schema
// modules (channel-schema.ts, settings-schema.ts), which load zod and serve server code, tests and
// other packages. The package has no side effects, so a browser bundle that uses no export of a
// schema module leaves zod out; the browser validates stored settings through
// `readStoredUserSettings`, which loads their schema on demand.
export { type Channel, channelSchema } from './channel-schema';
export {
  type ChannelCode,
  channels,
  defaultChannel,
  EN_AX,
  forbiddenCountries,
  GLOBAL_LOCALE,
  getChannel,
  globalChannel,
  isDefaultChannel,
  isForbiddenCountry,
  isLanguageOnlyLocale,
  locales,
  localOverlayChannels,
} from './channels';
export { type ChannelParts, formatChannelCode, isValidLocale, languageOf, parseChannelCode } from './codes';
export {
  collator,
  countryName,
  dateTimeFormat,
  formatMessage,
  formatMoney,
  languageName,
  numberFormat,
  openGraphLocale,
  type ParsedMessage,
  type ParsedMessages,
  pageUrl,
  precompileMessages,
  registerParsedMessages,
  type SeoTitleOptions,
  seoTitle,
} from './format';
export { GLOBAL_KEYWORD, LAYER_RULE_SCORES, type LayerVisibility, layerVisibility } from './layer-visibility';
export {
  type DistanceUnit,
  distanceIn,
  distanceUnit,
  MILES_COUNTRIES,
  SALES_TAX_COUNTRIES,
  type TaxWording,
  taxWording,
} from './market';
export { type MessageScope, messagesInScopes, scopeHasKey } from './message-scopes';
export { negotiateLocale } from './negotiate';
export {
  type OverlayOnLoad,
  type OverlayOnLoadInput,
  overlayOnLoad,
  type StoredUserSettings,
} from './overlay';
export { type PageSeo, type PageSeoInput, pageSeo } from './page-seo';
export {
  livePricesShown,
  type PricesVisibleInput,
  pricesVisible,
  pricesVisibleToRequest,
  realtimeCountry,
  type SaleMode,
  type SaleModeInput,
  saleMode,
  shoppingPageRedirect,
  VISITOR_COUNTRY_COOKIE,
  visitorCountryToStore,
} from './prices';
export {
  checkUserSettings,
  readStoredUserSettings,
  STORED_USER_SETTINGS_ERROR,
  serializeUserSettings,
  type UserSettings,
} from './settings';
export { parseStoredUserSettings, storedUserSettingsSchema } from './settings-schema';
export {
  createVisitorStore,
  VISITOR_COUNTRY_COOKIE_ERROR,
  type VisitorState,
  type VisitorStorage,
  type VisitorStore,
} from './visitor';
