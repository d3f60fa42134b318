import { CHECKOUT_ERROR_MESSAGES } from '@ironmark/commerce';
import { describe, expect, it } from 'vitest';
import { translateCheckoutMessage } from '../../../components/checkout/messages';

const swedish: Record<string, string> = {
  paymentRefused: 'Betalningen nekades. Använd ett annat betalsätt.',
  fraudCheck: 'Det gick inte att verifiera betalningen (felkod {0}). Kontakta kundtjänst.',
};
const text = (key: string, fallback: string, args: readonly (string | number)[] = []) =>
  swedish[key]?.replace('{0}', String(args[0] ?? '')) ?? fallback;

describe('translateCheckoutMessage', () => {
  it('shows a known server message in the page language', () => {
    expect(translateCheckoutMessage(CHECKOUT_ERROR_MESSAGES.paymentRefused, text)).toBe(
      swedish.paymentRefused,
    );
  });

  it('puts error code 472 into the fraud-check text', () => {
    expect(translateCheckoutMessage(CHECKOUT_ERROR_MESSAGES.fraudCheck, text)).toBe(
      'Det gick inte att verifiera betalningen (felkod 472). Kontakta kundtjänst.',
    );
  });

  it('falls back to the English text when the key is missing, and passes unknown messages through', () => {
    expect(translateCheckoutMessage(CHECKOUT_ERROR_MESSAGES.salesTax, text)).toBe(
      CHECKOUT_ERROR_MESSAGES.salesTax,
    );
    expect(translateCheckoutMessage('Something else', text)).toBe('Something else');
  });
});
