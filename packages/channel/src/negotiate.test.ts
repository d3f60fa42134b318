import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate';

describe('negotiateLocale', () => {
  it.each([
    [null, 'en-us'],
    ['', 'en-us'],
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv-se'],
    ['de', 'de-de'],
    ['fr-CA,fr;q=0.9', 'fr-fr'],
    ['en-GB,en;q=0.9', 'en-gb'],
    ['en', 'en-us'],
    ['ja-JP,ja;q=0.9', 'en-us'],
    ['ja;q=0.9, de;q=0.5, sv;q=0.8', 'sv-se'],
    ['sv;q=0, de', 'de-de'],
    ['*', 'en-us'],
  ])('chooses the locale for Accept-Language %j', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
