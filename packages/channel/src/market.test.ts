import { describe, expect, it } from 'vitest';
import { channels, getChannel, globalChannel } from './channels';
import { distanceIn, distanceUnit, taxWording } from './market';

describe('distanceUnit', () => {
  it.each([
    ['en-us', 'mi'],
    ['en-gb', 'mi'],
    ['en-ca', 'km'],
    ['sv-se', 'km'],
    ['de-de', 'km'],
    ['en-au', 'km'],
  ])('%s reads %s', (code, unit) => {
    expect(distanceUnit(getChannel(code)!)).toBe(unit);
  });

  it('reads kilometres on the global channel', () => {
    expect(distanceUnit(globalChannel)).toBe('km');
  });
});

describe('distanceIn', () => {
  it('converts kilometres to statute miles and keeps kilometres', () => {
    expect(distanceIn(1.609344, 'mi')).toBeCloseTo(1, 10);
    expect(distanceIn(397, 'mi')).toBeCloseTo(246.68, 2);
    expect(distanceIn(397, 'km')).toBe(397);
  });
});

describe('taxWording', () => {
  it.each([
    ['en-us', 'sales-tax'],
    ['en-ca', 'sales-tax'],
    ['sv-se', 'vat-included'],
    ['de-de', 'vat-included'],
    ['fr-fr', 'vat-included'],
    ['en-gb', 'vat-included'],
    ['en-au', 'vat-included'],
    ['en-ax', 'vat-excluded'],
    ['en-ae', 'vat-excluded'],
  ])('%s: %s', (code, wording) => {
    expect(taxWording(getChannel(code)!)).toBe(wording);
  });

  it('gives every channel a wording and the global channel none of VAT', () => {
    for (const channel of channels)
      expect(['sales-tax', 'vat-included', 'vat-excluded']).toContain(taxWording(channel));
    expect(taxWording(globalChannel)).toBe('vat-excluded');
  });
});
