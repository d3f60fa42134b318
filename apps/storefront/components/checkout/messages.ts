import { CHECKOUT_ERROR_MESSAGES, type CheckoutErrorCode, FRAUD_CHECK_ERROR_CODE } from '@ironmark/commerce';
import type { TextWithFallback } from '../../lib/texts/texts';

/**
 * The content service's translation key of each code the checkout shows: the server's checkout
 * codes (`CheckoutErrorCode`, the keys of `CHECKOUT_ERROR_MESSAGES`) and the code-check codes.
 */
const KEY_OF_CODE: Readonly<
  Record<
    | CheckoutErrorCode
    | 'campaignInvalid'
    | 'giftCardUsed'
    | 'giftCardInvalid'
    | 'alphanumericOnly'
    | 'lettersOnly',
    string
  >
> = {
  sessionExpired: 'sessionExpired',
  abandonedCartInvalid: 'abandonedCartInvalid',
  sessionUnknown: 'sessionUnknown',
  totalMismatch: 'orderTotalMismatch',
  notShipping: 'notShipping',
  countryNotAllowed: 'countryNotAllowed',
  invalidDeliveryCarrier: 'invalidDeliveryCarrier',
  invalidPaymentCarrier: 'invalidPaymentCarrier',
  methodNotAllowed: 'methodNotAllowed',
  salesTax: 'salesTaxError',
  paymentRefused: 'paymentRefused',
  fraudCheck: 'fraudCheck',
  stockCapped: 'stockQuantityUpdated',
  outOfStockList: 'stockListIntro',
  noLongerAvailable: 'noLongerAvailable',
  cartEmpty: 'cartEmpty',
  cardRequired: 'checkout.cardRequired',
  cartChanged: 'checkout.cartChanged',
  choosePayment: 'checkout.choosePayment',
  alphanumericOnly: 'validation.alphanumeric',
  lettersOnly: 'validation.lettersOnly',
  campaignInvalid: 'invalidCampaignCode',
  giftCardUsed: 'giftCardUsed',
  giftCardInvalid: 'invalidGiftCard',
};

/** Whether `code` is one of the server's checkout codes. */
export function isCheckoutErrorCode(code: string): code is CheckoutErrorCode {
  return Object.hasOwn(CHECKOUT_ERROR_MESSAGES, code);
}

/**
 * A checkout problem in the page's language, by its code: known codes by their translation key (the
 * English text when the key is missing), the fraud check with its error code; any other code shows
 * `fallback` (the server's message as it came).
 */
export function translateCheckoutCode(code: string, text: TextWithFallback, fallback = code): string {
  if (!Object.hasOwn(KEY_OF_CODE, code)) return fallback;
  const key = KEY_OF_CODE[code as keyof typeof KEY_OF_CODE];
  const english = isCheckoutErrorCode(code) ? CHECKOUT_ERROR_MESSAGES[code] : fallback;
  return code === 'fraudCheck' ? text(key, english, [FRAUD_CHECK_ERROR_CODE]) : text(key, english);
}
