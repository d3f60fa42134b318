export {
  type Channel,
  type ChannelCode,
  channelSchema,
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
  type SaleMode,
  type SaleModeInput,
  saleMode,
  shoppingPageRedirect,
  VISITOR_COUNTRY_COOKIE,
  visitorCountryToStore,
} from './prices';
export {
  parseStoredUserSettings,
  serializeUserSettings,
  storedUserSettingsSchema,
  type UserSettings,
} from './settings';
export {
  createVisitorStore,
  type VisitorState,
  type VisitorStorage,
  type VisitorStore,
} from './visitor';
