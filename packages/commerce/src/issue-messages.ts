import { CHECKOUT_ERROR_MESSAGES, type CheckoutErrorCode, FRAUD_CHECK_ERROR_CODE } from './checkout-codes';
import type { CheckoutNotice } from './checkout-store';
import type { Notification } from './contract';
import { type Translate, toNotification } from './notification';

// The checkout's problems in the page's language (no zod: the checkout page loads this module). The
// forms' field problems, which read zod issues, are in ./form-messages.

/**
 * A page's translate function with an English fallback: the text of `key` in the page's language
 * with `args` for `{0}`…, or `fallback` (already filled) when the translations lack the key.
 */
export type TextWithFallback = (key: string, fallback: string, args?: readonly (string | number)[]) => string;

/**
 * The content service's translation key of each code the checkout shows: the server's checkout
 * codes (`CheckoutErrorCode`, the keys of `CHECKOUT_ERROR_MESSAGES`) and the code-check codes.
 */
const CHECKOUT_CODE_KEYS: Readonly<
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
 * A checkout problem in the page's language, by its code — never by its English message: known codes
 * by their translation key (the English text when the key is missing), the fraud check with its error
 * code (spec §8); any other code shows `fallback` (the server's message as it came).
 */
export function translateCheckoutCode(code: string, text: TextWithFallback, fallback = code): string {
  if (!Object.hasOwn(CHECKOUT_CODE_KEYS, code)) return fallback;
  const key = CHECKOUT_CODE_KEYS[code as keyof typeof CHECKOUT_CODE_KEYS];
  const english = isCheckoutErrorCode(code) ? CHECKOUT_ERROR_MESSAGES[code] : fallback;
  return code === 'fraudCheck' ? text(key, english, [FRAUD_CHECK_ERROR_CODE]) : text(key, english);
}

/**
 * The toast of a checkout notice in the page's language, by its kind and codes (spec §8): a refusal
 * by its issue's code, a failed request by the error-to-notification mapping ({@link toNotification}
 * with `translate`), the stock capping with the products' names under its explanation, the lines no
 * longer for sale with their codes, the saved cart no longer valid and the changed cart. A `title`
 * heads a notification whose `message` is the explanation.
 */
export function checkoutNoticeNotification(
  notice: CheckoutNotice,
  text: TextWithFallback,
  translate: Translate,
): Notification {
  const codeText = (code: string) => translateCheckoutCode(code, text);
  switch (notice.kind) {
    case 'refused':
      return { type: 'error', message: translateCheckoutCode(notice.issue.code, text, notice.issue.message) };
    case 'failed':
      return toNotification(notice.error, translate);
    case 'stockCapped':
      // The products, never their SKUs (sold-out lines are no longer among the lines).
      return {
        type: 'warning',
        title: codeText('stockCapped'),
        message: codeText('outOfStockList'),
        messages: [...notice.names],
      };
    case 'noLongerAvailable':
      return { type: 'warning', message: codeText('noLongerAvailable'), messages: [...notice.codes] };
    case 'abandonedCartInvalid':
      return { type: 'warning', message: codeText('abandonedCartInvalid') };
    case 'cartChanged':
      return { type: 'information', message: codeText('cartChanged') };
    default:
      return notice satisfies never;
  }
}
