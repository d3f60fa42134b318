import type { Translate } from '../translate';
import type { CookieConsentLabels } from './cookie-consent-dialog';
import type { CountryLanguageLabels } from './country-language-selector';
import type { CountryMismatchLabels } from './country-mismatch-notification';

/** The cookie consent dialog's texts from the storefront's keys. */
export function cookieConsentTexts(t: Translate): CookieConsentLabels {
  return {
    title: t('consent.title'),
    text: t('consent.text'),
    privacyPolicy: t('consent.privacyLink'),
    acceptAll: t('consent.acceptAll'),
    acceptNecessary: t('consent.acceptNecessary'),
  };
}

/** The country and language selector's texts from the storefront's keys. */
export function countryLanguageTexts(t: Translate): CountryLanguageLabels {
  return {
    title: t('locale.title'),
    description: t('locale.description'),
    filter: t('locale.filter'),
    noMatch: t('locale.noMatch'),
    close: t('toast.close'),
  };
}

/** The country mismatch notice's texts from the storefront's keys. */
export function countryMismatchTexts(t: Translate): CountryMismatchLabels {
  return {
    title: t('locale.countryNoticeTitle'),
    message: t('locale.countryNotice'),
    switchTo: t('locale.switch'),
    stay: t('locale.stay'),
  };
}
