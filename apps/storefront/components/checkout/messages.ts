import { CHECKOUT_ERROR_MESSAGES, FRAUD_CHECK_ERROR_CODE } from '@ironmark/commerce';
import type { TextWithFallback } from '../../lib/lists/texts';

/** The content service's translation key of each checkout message the server answers with (English wording). */
const KEY_OF_MESSAGE: Readonly<Record<string, string>> = {
  [CHECKOUT_ERROR_MESSAGES.sessionExpired]: 'sessionExpired',
  [CHECKOUT_ERROR_MESSAGES.abandonedCartInvalid]: 'abandonedCartInvalid',
  [CHECKOUT_ERROR_MESSAGES.sessionUnknown]: 'sessionUnknown',
  [CHECKOUT_ERROR_MESSAGES.totalMismatch]: 'orderTotalMismatch',
  [CHECKOUT_ERROR_MESSAGES.notShipping]: 'notShipping',
  [CHECKOUT_ERROR_MESSAGES.countryNotAllowed]: 'countryNotAllowed',
  [CHECKOUT_ERROR_MESSAGES.invalidDeliveryCarrier]: 'invalidDeliveryCarrier',
  [CHECKOUT_ERROR_MESSAGES.invalidPaymentCarrier]: 'invalidPaymentCarrier',
  [CHECKOUT_ERROR_MESSAGES.methodNotAllowed]: 'methodNotAllowed',
  [CHECKOUT_ERROR_MESSAGES.salesTax]: 'salesTaxError',
  [CHECKOUT_ERROR_MESSAGES.paymentRefused]: 'paymentRefused',
  [CHECKOUT_ERROR_MESSAGES.stockCapped]: 'stockQuantityUpdated',
  [CHECKOUT_ERROR_MESSAGES.outOfStockList]: 'stockListIntro',
  [CHECKOUT_ERROR_MESSAGES.noLongerAvailable]: 'noLongerAvailable',
  [CHECKOUT_ERROR_MESSAGES.cartEmpty]: 'cartEmpty',
  [CHECKOUT_ERROR_MESSAGES.cardRequired]: 'checkout.cardRequired',
  [CHECKOUT_ERROR_MESSAGES.cartChanged]: 'checkout.cartChanged',
  'The campaign code used is invalid': 'invalidCampaignCode',
  'Gift card code is already used': 'giftCardUsed',
  'Invalid gift card code': 'invalidGiftCard',
};

/**
 * A server checkout message in the page's language: known messages by their translation key (the
 * English text when the key is missing), the fraud check with its error code; anything else as it came.
 */
export function translateCheckoutMessage(message: string, text: TextWithFallback): string {
  if (message === CHECKOUT_ERROR_MESSAGES.fraudCheck)
    return text('fraudCheck', message, [FRAUD_CHECK_ERROR_CODE]);
  const key = KEY_OF_MESSAGE[message];
  return key ? text(key, message) : message;
}
