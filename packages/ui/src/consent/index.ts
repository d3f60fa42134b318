export {
  type CookieChoice,
  CookieConsentDialog,
  type CookieConsentDialogProps,
  type CookieConsentLabels,
  defaultCookieConsentLabels,
} from './cookie-consent-dialog';
export {
  type CountryLanguageLabels,
  CountryLanguageSelector,
  type CountryLanguageSelectorProps,
  defaultCountryLanguageLabels,
  type SelectableChannel,
  sortChannels,
} from './country-language-selector';
export {
  type CountryMismatchLabels,
  CountryMismatchNotification,
  type CountryMismatchNotificationProps,
  defaultCountryMismatchLabels,
} from './country-mismatch-notification';
export { FLAG_BASE_URL, Flag, type FlagProps, flagEmoji } from './flag';
export {
  defaultNewsletterLabels,
  type NewsletterForm,
  type NewsletterLabels,
  NewsletterOverlay,
  type NewsletterOverlayProps,
  newsletterFormSchema,
} from './newsletter-overlay';
export { NewsletterSignup, type NewsletterSignupProps } from './newsletter-signup';
export { cookieConsentTexts, countryLanguageTexts, countryMismatchTexts } from './texts';
