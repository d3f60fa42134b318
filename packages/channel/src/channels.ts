// The channel table and its helpers, without zod: browser code (the country chooser, price rules,
// the visitor store) imports them. The channel record's schema is in channel-schema.ts.
import { DEFAULTS } from '@ironmark/config/constants';
import type { Channel } from './channel-schema';

export type { Channel } from './channel-schema';

/** A channel code: a locale of the form `{language}-{country}` (e.g. 'en-us') or a language-only locale ('en'). */
export type ChannelCode = string;

/** The language-only global locale (spec §4): pages under `/en` have no country. */
export const GLOBAL_LOCALE = 'en';

/**
 * The special Åland Islands locale that spec §4 says is exported as a list entry. Åland is part of
 * the EU but outside its VAT area, so the channel sells in euro with VAT-exclusive prices.
 */
export const EN_AX = 'en-ax';

/**
 * Every country channel the shop serves, in chooser order. The first entry is the default of
 * spec §3/§9 (code en-us, currency usd, region na). Currencies are lower-case ISO 4217.
 */
export const channels: readonly Channel[] = [
  {
    code: DEFAULTS.channelCode,
    country: DEFAULTS.country,
    language: 'en',
    currency: DEFAULTS.currency,
    region: DEFAULTS.region,
    isDefault: true,
    onlineShopping: true,
    vatIncluded: false,
    name: 'United States',
  },
  {
    code: 'en-ca',
    country: 'ca',
    language: 'en',
    currency: 'cad',
    region: 'na',
    isDefault: false,
    onlineShopping: true,
    vatIncluded: false,
    name: 'Canada',
  },
  {
    code: 'en-gb',
    country: 'gb',
    language: 'en',
    currency: 'gbp',
    region: 'eu',
    isDefault: false,
    onlineShopping: true,
    vatIncluded: true,
    name: 'United Kingdom',
  },
  {
    code: 'sv-se',
    country: 'se',
    language: 'sv',
    currency: 'sek',
    region: 'eu',
    isDefault: false,
    onlineShopping: true,
    vatIncluded: true,
    name: 'Sweden',
  },
  {
    code: 'de-de',
    country: 'de',
    language: 'de',
    currency: 'eur',
    region: 'eu',
    isDefault: false,
    onlineShopping: true,
    vatIncluded: true,
    name: 'Germany',
  },
  {
    code: 'fr-fr',
    country: 'fr',
    language: 'fr',
    currency: 'eur',
    region: 'eu',
    isDefault: false,
    onlineShopping: true,
    vatIncluded: true,
    name: 'France',
  },
  {
    code: EN_AX,
    country: 'ax',
    language: 'en',
    currency: 'eur',
    region: 'eu',
    isDefault: false,
    onlineShopping: true,
    vatIncluded: false,
    name: 'Åland Islands',
  },
  {
    code: 'en-au',
    country: 'au',
    language: 'en',
    currency: 'aud',
    region: 'apac',
    isDefault: false,
    onlineShopping: true,
    vatIncluded: true,
    name: 'Australia',
  },
  {
    code: 'en-ae',
    country: 'ae',
    language: 'en',
    currency: 'aed',
    region: 'me',
    isDefault: false,
    onlineShopping: false,
    vatIncluded: false,
    name: 'United Arab Emirates',
  },
];

/**
 * The channel behind the language-only locale {@link GLOBAL_LOCALE}: no country (`country` is ''),
 * region 'global', US-dollar prices without VAT, online shopping on.
 */
export const globalChannel: Channel = {
  code: GLOBAL_LOCALE,
  country: '',
  language: 'en',
  currency: DEFAULTS.currency,
  region: 'global',
  isDefault: false,
  onlineShopping: true,
  vatIncluded: false,
  name: 'Global',
};

/** The default channel (en-us, usd, region na — spec §3 defaults). */
export const defaultChannel: Channel = channels[0]!;

/**
 * Whether `code` (any case) is the default channel's: the channel whose pages the build prerenders;
 * other channels' pages are rendered on their first request and kept (ISR).
 */
export function isDefaultChannel(code: string): boolean {
  return code.trim().toLowerCase() === defaultChannel.code;
}

/** Every routable locale, lower-case: each channel code plus the language-only {@link GLOBAL_LOCALE}. */
export const locales: readonly ChannelCode[] = [...channels.map((channel) => channel.code), GLOBAL_LOCALE];

/**
 * Channels whose visitors get the full country/language overlay instead of the small country
 * notification when their stored country differs from the page's country (spec §4 'fixed list of
 * channels', not shown there). We list the channels that serve visitors from many countries: the
 * quote-only Middle East region (en-ae) and the special Åland entry (en-ax), whose visitors are
 * nearly always from elsewhere and should pick their own market rather than dismiss a notice.
 */
export const localOverlayChannels: readonly ChannelCode[] = ['en-ae', EN_AX];

/**
 * Countries (lower-case ISO 3166-1 alpha-2) where prices — and with them the cart — are hidden
 * (spec §6): countries under comprehensive trade sanctions.
 */
export const forbiddenCountries: Readonly<Record<string, true>> = {
  ru: true,
  by: true,
  ir: true,
  kp: true,
  sy: true,
  cu: true,
};

/**
 * Whether a country (ISO alpha-2, any case, surrounding whitespace ignored) is forbidden.
 * `null`, `undefined` and '' are never forbidden.
 */
export function isForbiddenCountry(country: string | null | undefined): boolean {
  if (!country) return false;
  return Object.hasOwn(forbiddenCountries, country.trim().toLowerCase());
}

/**
 * The channel for a locale (case-insensitive): a country channel, {@link globalChannel} for 'en',
 * or `undefined` for a locale the shop does not serve.
 */
export function getChannel(code: ChannelCode | null | undefined): Channel | undefined {
  if (!code) return undefined;
  const normalised = code.trim().toLowerCase();
  if (normalised === GLOBAL_LOCALE) return globalChannel;
  return channels.find((channel) => channel.code === normalised);
}

/** Whether a locale (case-insensitive) has no country part, like the global 'en'. */
export function isLanguageOnlyLocale(code: ChannelCode): boolean {
  return /^[a-z]{2}$/i.test(code.trim());
}
