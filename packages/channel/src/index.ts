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
  isForbiddenCountry,
  isLanguageOnlyLocale,
  localOverlayChannels,
  locales,
} from './channels';
export { type ChannelParts, formatChannelCode, isValidLocale, languageOf, parseChannelCode } from './codes';
export { countryName, formatMessage, formatMoney, pageUrl, type SeoTitleOptions, seoTitle } from './format';
export { GLOBAL_KEYWORD, LAYER_RULE_SCORES, type LayerVisibility, layerVisibility } from './layer-visibility';
export {
  type OverlayOnLoad,
  type OverlayOnLoadInput,
  overlayOnLoad,
  type StoredUserSettings,
} from './overlay';
export {
  type PricesVisibleInput,
  pricesVisible,
  pricesVisibleToRequest,
  VISITOR_COUNTRY_COOKIE,
} from './prices';
export { negotiateLocale } from './negotiate';
export {
  parseStoredUserSettings,
  serializeUserSettings,
  storedUserSettingsSchema,
  type UserSettings,
} from './settings';
