import { describe, expect, it } from 'vitest';
import { getChannel, globalChannel } from './channels';
import {
  livePricesShown,
  pricesVisible,
  pricesVisibleToRequest,
  realtimeCountry,
  saleMode,
  shoppingPageRedirect,
  visitorCountryToStore,
} from './prices';

const us = getChannel('en-us')!;

describe('pricesVisible', () => {
  it.each([
    ['a normal visit', us, 'us', 'us', true],
    ['no stored or geo country', us, undefined, undefined, true],
    ['a forbidden page country', { country: 'ru' }, 'us', 'us', false],
    ['a forbidden visitor (geo) country', us, 'us', 'IR', false],
    ['a forbidden stored country', us, 'by', 'us', false],
    ['the language-only locale and allowed countries', globalChannel, 'se', 'de', true],
    ['the language-only locale and a forbidden visitor', globalChannel, null, 'kp', false],
    ['the language-only locale and a forbidden stored country', globalChannel, 'sy', null, false],
  ])('%s → %s', (_name, channel, userCountry, visitorCountry, expected) => {
    expect(pricesVisible({ channel, userCountry, visitorCountry })).toBe(expected);
  });
});

describe('pricesVisibleToRequest (the server-side policy)', () => {
  it.each([
    ['no country named', us, [], true],
    ['permitted countries only', us, ['us', 'US ', undefined, null, ''], true],
    ['a forbidden geo country behind a claimed permitted one', us, ['us', 'ru'], false],
    ['a forbidden cookie country', us, [undefined, 'IR', 'us'], false],
    ['a forbidden page country', { country: 'kp' }, ['us'], false],
    ['the language-only locale and a forbidden geo country', globalChannel, ['cu'], false],
  ])('%s → %s', (_name, channel, countries, expected) => {
    expect(pricesVisibleToRequest(channel, countries)).toBe(expected);
  });
});

describe('saleMode', () => {
  const shop = { onlineShopping: true };
  it.each([
    [
      'a quote-only channel',
      { channel: { onlineShopping: false }, availableOnline: true, showPrices: true, hydrated: true },
      'quoteOnly',
    ],
    [
      'a product not sold online here',
      { channel: shop, availableOnline: false, showPrices: true, hydrated: true },
      'quoteOnly',
    ],
    ['prices shown', { channel: shop, availableOnline: true, showPrices: true, hydrated: true }, 'price'],
    [
      'a forbidden visitor',
      { channel: shop, availableOnline: true, showPrices: false, hydrated: true },
      'pricesHidden',
    ],
    [
      'before the visitor is known',
      { channel: shop, availableOnline: true, showPrices: false, hydrated: false },
      'price',
    ],
  ] as const)('%s → %s', (_name, input, mode) => {
    expect(saleMode(input)).toBe(mode);
  });
});

describe('visitorCountryToStore', () => {
  it.each([
    ['a new geo country', 'SE', undefined, 'se'],
    ['a country the cookie carries', ' se ', 'se', undefined],
    ['a changed country', 'de', 'se', 'de'],
    ['no geo header', undefined, 'se', undefined],
    ['a malformed header', 'XX1', undefined, undefined],
    ['a three-letter code', 'swe', undefined, undefined],
  ])('%s: %j with cookie %j → %j', (_, header, cookie, expected) => {
    expect(visitorCountryToStore(header, cookie)).toBe(expected);
  });
});

describe('livePricesShown', () => {
  it.each([
    [{ onlineShopping: true }, true, true],
    [{ onlineShopping: true }, false, false],
    [{ onlineShopping: false }, true, false],
    [{ onlineShopping: false }, false, false],
  ])('%o with prices visible %s: %s', (channel, showPrices, expected) => {
    expect(livePricesShown(channel, showPrices)).toBe(expected);
  });
});

describe('shoppingPageRedirect (spec §1: quote-only regions have no cart or checkout)', () => {
  it.each([
    ['en-ae', '/en-ae/my-list'],
    ['en-us', null],
    ['sv-se', null],
    ['en', null],
  ])('%s → %s', (locale, expected) => {
    expect(shoppingPageRedirect(getChannel(locale)!, locale)).toBe(expected);
  });
});

describe('realtimeCountry (spec §7: the country of a real-time request)', () => {
  const en = getChannel('en');
  const svSe = getChannel('sv-se');
  if (!en || !svSe) throw new Error('demo channels missing');

  it("names the channel's country, whatever the visitor's", () => {
    expect(realtimeCountry(svSe, 'de')).toBe('se');
    expect(realtimeCountry(svSe, null)).toBe('se');
  });

  it("names the visitor's country on a channel without one, else us", () => {
    expect(en.country).toBe('');
    expect(realtimeCountry(en, 'de')).toBe('de');
    expect(realtimeCountry(en, null)).toBe('us');
    expect(realtimeCountry(en, '')).toBe('us');
  });
});
