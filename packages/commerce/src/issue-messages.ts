import { formatMessage } from '@ironmark/channel';
import { fieldIssueOf, type ZodIssueLike } from '@ironmark/config/zod-locale';
import type { CheckoutNotice } from './checkout-store';
import type { Notification } from './contract';
import type { ModelStateIssue } from './errors';
import { type Translate, toNotification } from './notification';
import {
  CHECKOUT_ERROR_MESSAGES,
  type CheckoutErrorCode,
  FRAUD_CHECK_ERROR_CODE,
} from './server/checkout/contract';

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

/** What a form shows of a field problem: its code, params and the English message (the last resort). */
export type FieldProblem = Pick<ModelStateIssue, 'code' | 'params' | 'message'>;

/** A problem a form is told about: a zod issue of its own check of the contract, or a model state's issue. */
export type FormIssue = ZodIssueLike | ModelStateIssue;

/** The translation key of each field code shown without parameters (its English is the problem's message). */
const FIELD_CODE_KEYS: Readonly<Record<string, string>> = {
  invalid_email: 'invalidEmail',
  invalid_phone: 'invalidPhone',
  invalid_zip: 'invalidZip',
  invalid_order_number: 'orderStatus.invalidOrderNumber',
  invalid_characters: 'invalidCharacters',
};

/** `text` with its English fallback filled with `args` as the translation would be. */
const filled = (text: TextWithFallback, key: string, english: string, args: readonly (string | number)[]) =>
  text(key, formatMessage(english, args), args);

/**
 * A commerce validation problem (contract schema or server model state) in the page's language, by
 * its code — never by its English text: 'required' is 'Please enter your {0}' and 'too_long' 'Your {0}
 * is too long (at most {1} characters)' with the field's noun (spec §5), or 'At most {0} characters'
 * without one; e-mail, phone, zip, order-number and character codes have their own keys (the problem's
 * message when the translations lack one). `overrides` gives a form's own key for a code (e.g. the
 * order number's 'required'); an unknown code shows the problem's message.
 */
export function translateFieldIssue(
  problem: FieldProblem,
  text: TextWithFallback,
  noun?: string,
  overrides: Readonly<Record<string, string>> = {},
): string {
  const own = Object.hasOwn(overrides, problem.code) ? overrides[problem.code] : undefined;
  if (own) return text(own, problem.message);
  const max = problem.params.max ?? '';
  if (problem.code === 'required' && noun)
    return filled(text, 'pleaseEnter', 'Please enter your {0}', [noun]);
  if (problem.code === 'too_long') {
    return noun
      ? filled(text, 'fieldTooLong', 'Your {0} is too long (at most {1} characters)', [noun, max])
      : filled(text, 'atMostCharacters', 'At most {0} characters', [max]);
  }
  const key = Object.hasOwn(FIELD_CODE_KEYS, problem.code) ? FIELD_CODE_KEYS[problem.code] : undefined;
  return key ? text(key, problem.message) : problem.message;
}

/** The first problem of each top-level field, from zod issues (a form's own check) or a model state's issues. */
function firstProblems(issues: readonly FormIssue[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const problem = 'field' in issue ? issue : fieldIssueOf(issue);
    const field = problem.field.split('.')[0] || 'body';
    problems[field] ??= problem;
  }
  return problems;
}

/**
 * The messages of a form's `fields` in the page's language, from zod issues (the form's own check of
 * the contract) or a model state's issues: each field's first problem (a nested path counts for its
 * top-level field) through {@link translateFieldIssue} with the field's noun and own keys. Problems of
 * other fields are left out, so an empty answer means nothing to show under a field.
 */
export function translateFieldProblems<F extends string>(
  issues: readonly FormIssue[],
  fields: readonly F[],
  text: TextWithFallback,
  nouns: Partial<Record<F, string>> = {},
  overrides: Partial<Record<F, Readonly<Record<string, string>>>> = {},
): Partial<Record<F, string>> {
  const problems = firstProblems(issues);
  const messages: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const problem = problems[field];
    if (problem) messages[field] = translateFieldIssue(problem, text, nouns[field], overrides[field]);
  }
  return messages;
}
