import { type ChannelCode, getChannel, isLanguageOnlyLocale, localOverlayChannels } from './channels';

/** What opens when a page loads: the country/language overlay, the country notification, or nothing. */
export type OverlayOnLoad = 'local-overlay' | 'country-notification' | 'none';

/** The visitor's stored country/language settings (absent until they pick a market). */
export interface StoredUserSettings {
  /** ISO alpha-2 country code, any case. */
  country: string;
  language?: string;
}

/** Input of {@link overlayOnLoad}. */
export interface OverlayOnLoadInput {
  /** The page's locale, e.g. 'sv-se' or the language-only 'en'. */
  locale: ChannelCode;
  /** The stored user settings, or `null`/`undefined` when none are stored. */
  settings?: StoredUserSettings | null;
  /** Whether the visitor previously closed the country check (the remembered choice). Default `false`. */
  countryCheckClosed?: boolean;
  /** Channels that get the full overlay on a country mismatch. Default `localOverlayChannels`. */
  overlayChannels?: readonly ChannelCode[];
}

/**
 * Decides what opens at page load (spec §4 'Country/language overlay at page load'):
 * 1. no stored settings → 'local-overlay' (the caller locks page scroll while it is open), on
 *    country pages and on the language-only locale alike;
 * 2. language-only locale with stored settings → 'none' (there is no page country to compare);
 * 3. stored country differs from the page country → 'local-overlay' when the page's channel is in
 *    `overlayChannels`, else 'country-notification' unless the visitor closed the country check
 *    before ('none');
 * 4. otherwise 'none'.
 */
export function overlayOnLoad(input: OverlayOnLoadInput): OverlayOnLoad {
  const { locale, settings, countryCheckClosed = false, overlayChannels = localOverlayChannels } = input;
  if (!settings) return 'local-overlay';
  const code = locale.trim().toLowerCase();
  if (isLanguageOnlyLocale(code)) return 'none';
  const pageCountry = getChannel(code)?.country ?? code.split('-')[1] ?? '';
  if (settings.country.trim().toLowerCase() === pageCountry) return 'none';
  if (overlayChannels.includes(code)) return 'local-overlay';
  return countryCheckClosed ? 'none' : 'country-notification';
}
