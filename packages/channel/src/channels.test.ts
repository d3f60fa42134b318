import { DEFAULTS } from '@ironmark/config/constants';
import { describe, expect, it } from 'vitest';
import { channelSchema } from './channel-schema';
import {
  channels,
  defaultChannel,
  EN_AX,
  forbiddenCountries,
  GLOBAL_LOCALE,
  getChannel,
  globalChannel,
  isDefaultChannel,
  isForbiddenCountry,
  isLanguageOnlyLocale,
  locales,
} from './channels';

describe('channels', () => {
  it('validates every channel record against the schema', () => {
    for (const channel of [...channels, globalChannel]) expect(channelSchema.parse(channel)).toEqual(channel);
  });

  it('uses the spec §3 defaults for the default channel', () => {
    expect(defaultChannel).toMatchObject({
      code: DEFAULTS.channelCode,
      currency: DEFAULTS.currency,
      region: DEFAULTS.region,
      country: DEFAULTS.country,
      language: 'en',
      isDefault: true,
    });
    expect(channels.filter((channel) => channel.isDefault)).toEqual([defaultChannel]);
  });

  it.each(['en-us', 'en-ca', 'en-gb', 'sv-se', 'de-de', 'fr-fr', 'en-au', 'en-ae', EN_AX])(
    'serves the %s channel with a code made of its language and country',
    (code) => {
      const channel = getChannel(code);
      expect(channel?.code).toBe(code);
      expect(`${channel?.language}-${channel?.country}`).toBe(code);
    },
  );

  it('has unique codes', () => {
    expect(new Set(channels.map((channel) => channel.code)).size).toBe(channels.length);
  });

  it('marks the Middle East region as quote-only', () => {
    expect(channels.filter((channel) => !channel.onlineShopping).map((channel) => channel.code)).toEqual([
      'en-ae',
    ]);
  });

  it('exports the special en-ax entry as a channel and a locale', () => {
    expect(EN_AX).toBe('en-ax');
    expect(locales).toContain(EN_AX);
    expect(getChannel(EN_AX)).toMatchObject({ country: 'ax', currency: 'eur', vatIncluded: false });
  });

  it('lists every channel code plus the language-only global locale as routable', () => {
    expect(locales).toEqual([...channels.map((channel) => channel.code), GLOBAL_LOCALE]);
    expect(GLOBAL_LOCALE).toBe('en');
  });

  it.each([
    ['en', globalChannel],
    ['EN', globalChannel],
    [' SV-SE ', getChannel('sv-se')],
    ['xx-yy', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('resolves getChannel(%j)', (code, expected) => {
    expect(getChannel(code)).toBe(expected);
  });

  it('gives the global channel no country', () => {
    expect(globalChannel).toMatchObject({ code: 'en', country: '', region: 'global', currency: 'usd' });
  });
});

describe('forbidden countries', () => {
  it('are kept as data', () => {
    expect(forbiddenCountries).toEqual({ ru: true, by: true, ir: true, kp: true, sy: true, cu: true });
  });

  it.each([
    ['ru', true],
    ['RU', true],
    [' kp ', true],
    ['cu', true],
    ['us', false],
    ['se', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['toString', false],
  ])('isForbiddenCountry(%j) is %s', (country, expected) => {
    expect(isForbiddenCountry(country)).toBe(expected);
  });
});

describe('isLanguageOnlyLocale', () => {
  it.each([
    ['en', true],
    ['EN', true],
    ['en-us', false],
    ['eng', false],
  ])('%s → %s', (code, expected) => {
    expect(isLanguageOnlyLocale(code)).toBe(expected);
  });
});

describe('isDefaultChannel', () => {
  it.each([
    [defaultChannel.code, true],
    [defaultChannel.code.toUpperCase(), true],
    ['sv-se', false],
    ['en', false],
  ])('%s: %s', (code, expected) => {
    expect(isDefaultChannel(code)).toBe(expected);
  });
});
