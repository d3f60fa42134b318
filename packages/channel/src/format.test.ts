import { describe, expect, it } from 'vitest';
import { countryName, formatMessage, formatMoney, openGraphLocale, pageUrl, seoTitle } from './format';

describe('formatMessage', () => {
  it.each([
    ['Please enter your {0}', ['email'], 'Please enter your email'],
    [
      'Either {0} or {1} has to be filled in',
      ['email', 'phone'],
      'Either email or phone has to be filled in',
    ],
    [
      'The product {0} you selected could not be found',
      [42],
      'The product 42 you selected could not be found',
    ],
    ['{1} before {0}, {0} again', ['a', 'b'], 'b before a, a again'],
    ['Missing {1}', ['only'], 'Missing {1}'],
    ['No placeholders', [], 'No placeholders'],
    ['{0}', ['{1}', 'x'], '{1}'],
  ])('formats %j with %j', (template, args, expected) => {
    expect(formatMessage(template, args)).toBe(expected);
  });
});

describe('countryName', () => {
  it.each([
    ['se', 'Sweden'],
    ['US', 'United States'],
    ['ax', 'Åland Islands'],
    ['gb', 'United Kingdom'],
    ['zz', 'zz'],
    ['xx', 'xx'],
    ['usa', 'usa'],
    ['', ''],
    ['1', '1'],
  ])('countryName(%j) is %j', (code, expected) => {
    expect(countryName(code)).toBe(expected);
  });
});

describe('pageUrl', () => {
  it.each([
    ['https://ironmark.example', 'en-us', '/bars', 'https://ironmark.example/en-us/bars'],
    [
      'https://ironmark.example/',
      'sv-se',
      'bars/weightlifting',
      'https://ironmark.example/sv-se/bars/weightlifting',
    ],
    ['https://ironmark.example//', 'EN', '/', 'https://ironmark.example/en'],
    ['https://ironmark.example', 'de-de', '', 'https://ironmark.example/de-de'],
    ['https://ironmark.example', 'de-de', undefined, 'https://ironmark.example/de-de'],
    [
      'https://ironmark.example',
      'en-gb',
      '/search?q=bar#top',
      'https://ironmark.example/en-gb/search?q=bar#top',
    ],
  ])('pageUrl(%j, %j, %j)', (site, locale, path, expected) => {
    expect(pageUrl(site, locale, path)).toBe(expected);
  });
});

describe('seoTitle', () => {
  it.each([
    ['Barbells', 'Ironmark', undefined, 'Barbells | Ironmark'],
    ['Barbells', 'Ironmark', { isHome: false }, 'Barbells | Ironmark'],
    ['Strength equipment', 'Ironmark', { isHome: true }, 'Strength equipment'],
    ['  ', 'Ironmark', undefined, 'Ironmark'],
    ['', 'Ironmark', { isHome: true }, 'Ironmark'],
  ])('seoTitle(%j, %j, %j)', (title, brand, options, expected) => {
    expect(seoTitle(title, brand, options)).toBe(expected);
  });
});

describe('formatMoney', () => {
  const normalise = (text: string) => text.replace(/\s/g, ' ');
  it.each([
    [129900, 'usd', 'en-us', '$1,299.00'],
    [129900, 'sek', 'sv-se', '1 299,00 kr'],
    [4995, 'EUR', 'de-de', '49,95 €'],
    [1500, 'jpy', 'en-us', '¥1,500'],
    [0, 'gbp', 'en-gb', '£0.00'],
    [-250, 'usd', 'en', '-$2.50'],
  ])('formats %i minor units of %s for %s', (minor, currency, locale, expected) => {
    expect(normalise(formatMoney(minor, currency, locale))).toBe(expected);
  });
});

describe('openGraphLocale', () => {
  it.each([
    ['en-us', 'en_US'],
    ['sv-se', 'sv_SE'],
    ['de-AT', 'de_AT'],
    ['en', 'en_US'],
    ['fr', 'fr'],
  ])('writes %s as %s', (locale, expected) => {
    expect(openGraphLocale(locale)).toBe(expected);
  });
});
