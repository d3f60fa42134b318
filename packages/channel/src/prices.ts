import { type Channel, isForbiddenCountry } from './channels';

/** Input of {@link pricesVisible}. Countries are ISO alpha-2 codes in any case; missing ones are ignored. */
export interface PricesVisibleInput {
  /** The page's channel; its `country` is '' on the language-only global locale. */
  channel: Pick<Channel, 'country'>;
  /** The country the visitor chose and stored in their settings, if any. */
  userCountry?: string | null;
  /** The country the visitor is browsing from (the deployment's geo header), if known. */
  visitorCountry?: string | null;
}

/**
 * Whether prices — and with them the cart contents — may be shown (spec §6 and §4): `false` when
 * the page's country, the visitor's stored country or the visitor's geo country is forbidden
 * (see `forbiddenCountries`), else `true`. On the language-only locale only the two visitor
 * countries count.
 */
export function pricesVisible({ channel, userCountry, visitorCountry }: PricesVisibleInput): boolean {
  return ![channel.country, userCountry, visitorCountry].some((country) => isForbiddenCountry(country));
}
