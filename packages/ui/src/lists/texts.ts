import type { Translate } from '../translate';
import type { BuildCardLabels } from './build-card';
import type { MyListLabels } from './my-list';
import type { QuoteAddressLabels } from './quote-address-block';
import type { QuoteRequestFormProps } from './quote-request-form';

/** My List's texts from the storefront's keys. */
export function myListTexts(t: Translate): MyListLabels {
  return {
    heading: t('list.title'),
    quoteHeading: t('list.quoteHeading'),
    intro: t('list.intro'),
    quoteIntro: t('list.introQuoteOnly'),
    favourites: t('list.products'),
    builds: t('list.builds'),
    empty: t('list.empty'),
    quoteEmpty: t('list.empty'),
    moveAllToCart: t('list.moveToCart'),
    share: t('list.share'),
    requestQuote: t('quote.title'),
    remove: t('cart.removeItem'),
    quantity: t('cart.lineQuantity'),
    loading: t('button.loading'),
    notAvailableOnline: t('list.notAvailableOnline'),
  };
}

/** A build card's texts from the storefront's keys. */
export function buildCardTexts(t: Translate): BuildCardLabels {
  return {
    code: t('list.buildCode'),
    edit: t('list.editBuild'),
    remove: t('cart.removeItem'),
    quantity: t('cart.lineQuantity'),
  };
}

/** The quote page's address block texts from the storefront's keys. */
export function quoteAddressTexts(t: Translate): QuoteAddressLabels {
  return {
    legend: t('checkout.deliveryAddress'),
    streetAddress: t('checkout.streetAddress'),
    extraAddress: t('checkout.extraAddress'),
    zip: t('checkout.zip'),
    city: t('checkout.city'),
    stateOrProvince: t('checkout.stateOrProvince'),
    optional: t('optional'),
  };
}

/** The quote request form's texts, field names and messages from the storefront's keys. */
export function quoteRequestTexts(t: Translate): NonNullable<QuoteRequestFormProps['labels']> {
  return {
    heading: t('quote.contactHeading'),
    firstName: t('checkout.firstName'),
    lastName: t('checkout.lastName'),
    companyName: t('checkout.companyName'),
    email: t('checkout.email'),
    phone: t('checkout.phone'),
    country: t('checkout.country'),
    message: t('quote.message'),
    selectCountry: t('quote.selectCountry'),
    optional: t('optional'),
    submit: t('quote.send'),
    sendError: t('quoteSendError'),
    fieldNames: {
      firstName: t('field.firstName'),
      lastName: t('field.lastName'),
      email: t('field.email'),
      phone: t('field.phone'),
      country: t('field.country'),
    },
    messages: {
      invalidEmail: t('invalidEmail'),
      invalidPhone: t('invalidPhone'),
      required: t('pleaseEnter'),
      either: t('eitherOr'),
    },
  };
}
