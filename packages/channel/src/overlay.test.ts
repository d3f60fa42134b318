import { describe, expect, it } from 'vitest';
import { localOverlayChannels } from './channels';
import { type OverlayOnLoadInput, overlayOnLoad } from './overlay';

describe('overlayOnLoad', () => {
  it.each<[string, OverlayOnLoadInput, ReturnType<typeof overlayOnLoad>]>([
    ['no stored settings', { locale: 'sv-se', settings: null }, 'local-overlay'],
    ['no stored settings on the language-only locale', { locale: 'en' }, 'local-overlay'],
    ['settings on the language-only locale', { locale: 'en', settings: { country: 'se' } }, 'none'],
    ['matching country', { locale: 'sv-se', settings: { country: 'SE' } }, 'none'],
    [
      'a mismatch on an ordinary channel',
      { locale: 'sv-se', settings: { country: 'us' } },
      'country-notification',
    ],
    [
      'a mismatch after the country check was closed',
      { locale: 'sv-se', settings: { country: 'us' }, countryCheckClosed: true },
      'none',
    ],
    ['a mismatch on a fixed-list channel', { locale: 'en-ae', settings: { country: 'us' } }, 'local-overlay'],
    [
      'a mismatch on a fixed-list channel even after closing the check',
      { locale: 'en-ax', settings: { country: 'fi' }, countryCheckClosed: true },
      'local-overlay',
    ],
    [
      'a custom fixed list',
      { locale: 'de-de', settings: { country: 'at' }, overlayChannels: ['de-de'] },
      'local-overlay',
    ],
    ['an upper-case page locale', { locale: 'DE-DE', settings: { country: 'de' } }, 'none'],
    [
      'an unknown channel compared by its country part',
      { locale: 'nl-nl', settings: { country: 'nl' } },
      'none',
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(overlayOnLoad(input)).toBe(expected);
  });

  it('documents its fixed channel list', () => {
    expect(localOverlayChannels).toEqual(['en-ae', 'en-ax']);
  });
});
