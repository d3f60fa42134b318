import { CHECKOUT_ERROR_MESSAGES } from '@ironmark/commerce';
import { describe, expect, it } from 'vitest';
import { isCheckoutErrorCode, translateCheckoutCode } from '../../../components/checkout/messages';

const swedish: Record<string, string> = {
  paymentRefused: 'Betalningen nekades. Använd ett annat betalsätt.',
  fraudCheck: 'Det gick inte att verifiera betalningen (felkod {0}). Kontakta kundtjänst.',
  invalidCampaignCode: 'Kampanjkoden är ogiltig',
};
const text = (key: string, fallback: string, args: readonly (string | number)[] = []) =>
  swedish[key]?.replace('{0}', String(args[0] ?? '')) ?? fallback;

describe('translateCheckoutCode', () => {
  it('shows a server checkout code in the page language, whatever its English message', () => {
    expect(translateCheckoutCode('paymentRefused', text, 'ignored English')).toBe(swedish.paymentRefused);
    expect(translateCheckoutCode('campaignInvalid', text)).toBe(swedish.invalidCampaignCode);
  });

  it('puts error code 472 into the fraud-check text', () => {
    expect(translateCheckoutCode('fraudCheck', text)).toBe(
      'Det gick inte att verifiera betalningen (felkod 472). Kontakta kundtjänst.',
    );
  });

  it('falls back to the English text when the key is missing, and shows the server message for unknown codes', () => {
    expect(translateCheckoutCode('salesTax', text)).toBe(CHECKOUT_ERROR_MESSAGES.salesTax);
    expect(translateCheckoutCode('required', text, 'Please enter your city')).toBe('Please enter your city');
    expect(translateCheckoutCode('constructor', text, 'As it came')).toBe('As it came');
  });

  it('knows every checkout code of the server', () => {
    for (const code of Object.keys(CHECKOUT_ERROR_MESSAGES)) expect(isCheckoutErrorCode(code)).toBe(true);
    expect(isCheckoutErrorCode('toString')).toBe(false);
  });
});
