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

  const products = '{0, plural, one {# product} other {# products}}';
  it.each([
    [products, [1], 'en', '1 product'],
    [products, [0], 'en', '0 products'],
    [products, [2], 'en', '2 products'],
    ['{0, plural, one {# produkt} other {# produkter}}', [1], 'sv', '1 produkt'],
    ['{0, plural, one {# produkt} other {# produkter}}', [1200], 'sv', '1\u00a0200 produkter'],
    ['{0, plural, one {# Produkt} other {# Produkte}}', [1], 'de-DE', '1 Produkt'],
    // French counts 0 (and 1.5) as singular, English does not.
    ['{0, plural, one {# produit} other {# produits}}', [0], 'fr-fr', '0 produit'],
    ['{0, plural, one {# produit} other {# produits}}', [2], 'fr', '2 produits'],
    ['{0, plural, one {# result} other {# results}} for "{1}"', [1, 'bar'], 'en', '1 result for "bar"'],
    [products, ['3'], 'en', '3 products'],
  ])('%s with %j in %s is %j (ICU plural rules of the locale)', (template, args, locale, expected) => {
    expect(formatMessage(template, args, locale)).toBe(expected);
  });

  it('fills what there is of an ICU message missing an argument, and shows broken ICU as written', () => {
    expect(formatMessage('{0} of {1, plural, one {# bar} other {# bars}}', ['2'])).toBe(
      '2 of {1, plural, one {# bar} other {# bars}}',
    );
    expect(formatMessage('Unclosed {0, plural, one {x}', [1])).toBe('Unclosed {0, plural, one {x}');
  });

  it("keeps apostrophes and tags as text (French l'adresse, <b>)", () => {
    expect(formatMessage("l'adresse {0} <b>ok</b>", ['a'], 'fr')).toBe("l'adresse a <b>ok</b>");
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
