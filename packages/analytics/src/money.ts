import { DEFAULTS } from '@ironmark/config';

/** The currency used when none is known: the spec §9 default, uppercase (`'USD'`). */
export const DEFAULT_CURRENCY = DEFAULTS.currency.toUpperCase();

/**
 * The ISO 4217 code in the data layer's spelling: trimmed and uppercase; empty or missing ⇒
 * {@link DEFAULT_CURRENCY} (spec §7: "currency set, uppercase, default USD").
 */
export function normaliseCurrency(currency: string | null | undefined): string {
  const code = currency?.trim().toUpperCase();
  return code ? code : DEFAULT_CURRENCY;
}

/**
 * The rule of an ISO 4217 currency code: three letters in any case (`'usd'`, `'SEK'`). `currencySchema`
 * checks it after trimming; {@link isCurrencyCode} is the same check without zod, for browser code.
 */
export const CURRENCY_CODE_PATTERN = /^[A-Za-z]{3}$/;

/**
 * True when the value is a string that, trimmed, is a three-letter currency code
 * ({@link CURRENCY_CODE_PATTERN}) — what `currencySchema` accepts.
 */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && CURRENCY_CODE_PATTERN.test(value.trim());
}

const exponents = new Map<string, number>();

/**
 * Number of minor-unit digits of a currency (USD 2, JPY 0, KWD 3), read from `Intl.NumberFormat`
 * so no table is kept here. The code is normalised first; results are memoised per code.
 */
export function minorUnitExponent(currency: string): number {
  const code = normaliseCurrency(currency);
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    exponents.set(code, exponent);
  }
  return exponent;
}

/**
 * Converts an integer amount in minor units (cents, öre) to the major-unit number GA4 expects
 * (`toMajorUnits(49_900, 'usd') === 499`, `toMajorUnits(499, 'jpy') === 499`).
 */
export function toMajorUnits(minor: number, currency: string): number {
  const exponent = minorUnitExponent(currency);
  // Rounding to the exponent removes binary-fraction noise (e.g. 0.1 + 0.2) from the division.
  return Number((minor / 10 ** exponent).toFixed(exponent));
}
