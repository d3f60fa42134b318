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

/** Cookie carrying the visitor's country (from the deployment's geo header) to the static pages' client code. */
export const VISITOR_COUNTRY_COOKIE = 'im_visitor_country';

/**
 * The country to store in {@link VISITOR_COUNTRY_COOKIE} for a request: the geo header's country
 * (lower-cased) when it is a two-letter code the cookie does not carry yet, else undefined (nothing
 * to set; a malformed header is ignored).
 */
export function visitorCountryToStore(
  geoHeader: string | null | undefined,
  cookie: string | null | undefined,
): string | undefined {
  const country = visitorCountryCode(geoHeader);
  return country && cookie !== country ? country : undefined;
}

/** A visitor country as the cookie carries it (a two-letter code, trimmed and lower-cased), or null. */
export function visitorCountryCode(value: string | null | undefined): string | null {
  const country = value?.trim().toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(country) ? country : null;
}

/**
 * Whether a page fetches real-time prices and stock (spec §3, §6): in channels that sell online, once
 * the visitor is known to be allowed prices ({@link pricesVisible}); never in quote-only regions or
 * for forbidden countries.
 */
export function livePricesShown(channel: Pick<Channel, 'onlineShopping'>, showPrices: boolean): boolean {
  return channel.onlineShopping && showPrices;
}

/**
 * The country a page's real-time price and stock request names (spec §7 payload): the channel's own,
 * else — on a language-only channel such as `en`, which has none — the visitor's, else `us`.
 */
export function realtimeCountry(
  channel: Pick<Channel, 'country'>,
  visitorCountry: string | null | undefined,
): string {
  return channel.country || visitorCountry || 'us';
}

/**
 * The server's price policy for one request (spec §6): prices — and with them the cart and checkout —
 * are withheld when the page's country or any country the request names is forbidden. `countries`
 * holds every country the request names: the deployment's geo header, the visitor cookie set from it
 * and the country the page sends in the body. Naming more countries can only withhold prices, never
 * reveal them: a client that claims a permitted country still gets none while its geo header (set by
 * the edge, which overwrites what the client sent) says a forbidden one.
 */
export function pricesVisibleToRequest(
  channel: Pick<Channel, 'country'>,
  countries: readonly (string | null | undefined)[],
): boolean {
  return !isForbiddenCountry(channel.country) && !countries.some((country) => isForbiddenCountry(country));
}

/** How a product is offered on a page: with its price, with prices hidden (spec §6), or for a quote. */
export type SaleMode = 'price' | 'pricesHidden' | 'quoteOnly';

/** Input of {@link saleMode}. */
export interface SaleModeInput {
  /** The page's channel: a channel without online shopping is quote-only. */
  channel: Pick<Channel, 'onlineShopping'>;
  /** Whether the product (its shown variant) is sold online in this channel. */
  availableOnline: boolean;
  /** {@link pricesVisible} for this visitor. */
  showPrices: boolean;
  /** Whether the visitor's country has been read yet (false in the static HTML and the first render). */
  hydrated: boolean;
}

/**
 * How a product is offered (spec §1 quote-only regions, §6 forbidden countries): for a quote in a
 * quote-only channel or where the product is not sold online; else with its price, or with prices
 * hidden once the visitor's country is known to forbid them. Before that is known the page lays out
 * for a price (the common case), so nothing moves when the price arrives.
 */
export function saleMode({ channel, availableOnline, showPrices, hydrated }: SaleModeInput): SaleMode {
  if (!channel.onlineShopping || !availableOnline) return 'quoteOnly';
  return showPrices || !hydrated ? 'price' : 'pricesHidden';
}

/**
 * Where a cart or checkout page of `locale` sends its visitor instead (spec §1): a quote-only region
 * (en-ae) has no cart or checkout, only My List, its quote list. `null` where the channel sells online.
 */
export function shoppingPageRedirect(
  channel: Pick<Channel, 'onlineShopping'>,
  locale: string,
): string | null {
  return channel.onlineShopping ? null : `/${locale}/my-list`;
}
