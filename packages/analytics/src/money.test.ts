import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY,
  isCurrencyCode,
  minorUnitExponent,
  normaliseCurrency,
  toMajorUnits,
} from './money';
import { currencySchema } from './schemas';

describe('normaliseCurrency', () => {
  it.each([
    ['usd', 'USD'],
    [' sek ', 'SEK'],
    ['Eur', 'EUR'],
    ['', 'USD'],
    [null, 'USD'],
    [undefined, 'USD'],
  ])('turns %j into %s (uppercase, default USD)', (input, expected) => {
    expect(normaliseCurrency(input)).toBe(expected);
  });

  it('defaults to the spec §9 currency', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});

describe('minor units', () => {
  it.each([
    ['USD', 2],
    ['sek', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['ISK', 0],
  ])('%s has %i minor-unit digits', (currency, exponent) => {
    expect(minorUnitExponent(currency)).toBe(exponent);
  });

  it.each([
    [49_900, 'usd', 499],
    [1999, 'EUR', 19.99],
    [12_345, 'sek', 123.45],
    [499, 'jpy', 499],
    [1234, 'kwd', 1.234],
    [0, 'usd', 0],
    [30, 'usd', 0.3],
  ])('%i minor units of %s are %d major units', (minor, currency, major) => {
    expect(toMajorUnits(minor, currency)).toBe(major);
  });
});

describe('isCurrencyCode', () => {
  it.each([
    ['usd', true],
    [' SEK ', true],
    ['Eur', true],
    ['dollars', false],
    ['US', false],
    ['U5D', false],
    ['', false],
    [null, false],
    [840, false],
  ])('answers %j with %s', (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });

  it('accepts exactly what currencySchema accepts (one rule)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 5 }), fc.stringMatching(/^\s?[A-Za-z]{3}\s?$/), fc.anything()),
        (value) => {
          expect(isCurrencyCode(value)).toBe(currencySchema.safeParse(value).success);
        },
      ),
    );
  });
});
