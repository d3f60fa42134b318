import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatChannelCode, isValidLocale, languageOf, parseChannelCode } from './codes';

describe('parseChannelCode', () => {
  it.each([
    ['en-us', { language: 'en', country: 'us' }],
    ['sv-SE', { language: 'sv', country: 'se' }],
    [' DE-de ', { language: 'de', country: 'de' }],
  ])('splits %j into language and country', (code, expected) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseChannelCode(code)).toEqual(expected);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([['en'], ['en-us-x'], ['-us'], ['en-'], [''], [null], [undefined]])(
    'logs and falls back to en-us for %j',
    (code) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(parseChannelCode(code)).toEqual({ language: 'en', country: 'us' });
      expect(error).toHaveBeenCalledExactlyOnceWith('Failed to parse language or country from channel', code);
    },
  );

  it('round-trips format ∘ parse for every language-country code (property)', () => {
    const letters = fc.stringMatching(/^[a-zA-Z]{2}$/);
    fc.assert(
      fc.property(letters, letters, (language, country) => {
        const code = `${language}-${country}`;
        expect(formatChannelCode(parseChannelCode(code))).toBe(code.toLowerCase());
        expect(parseChannelCode(formatChannelCode({ language, country }))).toEqual({
          language: language.toLowerCase(),
          country: country.toLowerCase(),
        });
      }),
    );
  });
});

describe('isValidLocale', () => {
  it.each([
    ['en', true],
    ['EN', true],
    ['en-us', true],
    ['sv-SE', true],
    ['e', false],
    ['eng', false],
    ['en-usa', false],
    ['en_us', false],
    ['en-', false],
    [' en', false],
    ['e1-us', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isValidLocale(%j) is %s', (code, expected) => {
    expect(isValidLocale(code)).toBe(expected);
  });
});

describe('languageOf', () => {
  it.each([
    ['sv-se', 'sv'],
    ['DE-de', 'de'],
    ['fr', 'fr'],
    ['EN', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('languageOf(%j) is %j without logging', (code, expected) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(languageOf(code)).toBe(expected);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([['english'], ['x-y-z'], ['en_us']])('logs and returns %j unchanged', (code) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(languageOf(code)).toBe(code);
    expect(error).toHaveBeenCalledExactlyOnceWith('Could not get language from code', code);
  });
});
