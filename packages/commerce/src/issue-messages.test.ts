import { describe, expect, it } from 'vitest';
import type { CheckoutNotice } from './checkout-store';
import { UnreachableError } from './errors';
import { checkoutNoticeNotification, isCheckoutErrorCode, translateCheckoutCode } from './issue-messages';
import { CHECKOUT_ERROR_MESSAGES } from './server/checkout/contract';
import { english, swedish } from './testing/texts';

describe('translateCheckoutCode', () => {
  it.each([
    ['paymentRefused', 'ignored English', 'Betalningen nekades. Använd ett annat betalsätt.'],
    ['campaignInvalid', undefined, 'Kampanjkoden är ogiltig'],
    // spec §8: error code 472 goes into the fraud-check text.
    ['fraudCheck', undefined, 'Det gick inte att verifiera betalningen (felkod 472). Kontakta kundtjänst.'],
    // A missing key shows the English text; an unknown code the server's message.
    ['salesTax', undefined, CHECKOUT_ERROR_MESSAGES.salesTax],
    ['required', 'Please enter your city', 'Please enter your city'],
    ['constructor', 'As it came', 'As it came'],
  ])('shows code %j (server message %j) as %j', (code, message, expected) => {
    expect(translateCheckoutCode(code, swedish, message)).toBe(expected);
  });

  it('shows every server checkout code in English exactly as the server words it', () => {
    for (const [code, message] of Object.entries(CHECKOUT_ERROR_MESSAGES)) {
      expect(translateCheckoutCode(code, english, 'ignored')).toBe(message);
    }
  });

  it('knows every checkout code of the server', () => {
    for (const code of Object.keys(CHECKOUT_ERROR_MESSAGES)) expect(isCheckoutErrorCode(code)).toBe(true);
    expect(isCheckoutErrorCode('toString')).toBe(false);
  });
});

describe('checkoutNoticeNotification', () => {
  const translate = (key: string) => (key === 'generalError' ? 'Ett fel uppstod' : key);
  const refused: CheckoutNotice = {
    kind: 'refused',
    issue: { field: 'payment', code: 'paymentRefused', params: {}, message: 'Payment was refused.' },
  };

  it.each<[string, CheckoutNotice, ReturnType<typeof checkoutNoticeNotification>]>([
    [
      'a refusal, by its code',
      refused,
      { type: 'error', message: 'Betalningen nekades. Använd ett annat betalsätt.' },
    ],
    [
      'a refusal with an unknown code, by the server message',
      { kind: 'refused', issue: { field: 'body', code: 'teapot', params: {}, message: 'As it came' } },
      { type: 'error', message: 'As it came' },
    ],
    [
      'a failed request, by the spec §8 mapping (never the transport text)',
      { kind: 'failed', error: new UnreachableError('/api/checkout/session') },
      { type: 'error', message: 'Ett fel uppstod' },
    ],
    [
      'the stock capping, with the products’ names',
      { kind: 'stockCapped', names: ['Competition bar 20 kg'] },
      {
        type: 'warning',
        title: CHECKOUT_ERROR_MESSAGES.stockCapped,
        message: CHECKOUT_ERROR_MESSAGES.outOfStockList,
        messages: ['Competition bar 20 kg'],
      },
    ],
    [
      'lines no longer for sale, with their codes',
      { kind: 'noLongerAvailable', codes: ['IM-OLD-1'] },
      { type: 'warning', message: CHECKOUT_ERROR_MESSAGES.noLongerAvailable, messages: ['IM-OLD-1'] },
    ],
    [
      'a saved cart no longer valid',
      { kind: 'abandonedCartInvalid' },
      { type: 'warning', message: CHECKOUT_ERROR_MESSAGES.abandonedCartInvalid },
    ],
    [
      'a changed cart',
      { kind: 'cartChanged' },
      { type: 'information', message: CHECKOUT_ERROR_MESSAGES.cartChanged },
    ],
  ])('tells %s', (_case, notice, expected) => {
    expect(checkoutNoticeNotification(notice, swedish, translate)).toEqual(expected);
  });
});
