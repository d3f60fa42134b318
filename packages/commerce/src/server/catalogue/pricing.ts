import type { PriceAndAvailability, Stock } from '@ironmark/cart-core';
import type { Channel } from '@ironmark/channel';
import { LOWEST_PRICE_WINDOW_DAYS } from '@ironmark/config/constants';
import type { Campaign, CatalogueVariant } from './schema';

const DAY_MS = 86_400_000;

/** Standard VAT/GST rates (fraction) of the markets whose channels show VAT-inclusive prices. */
export const VAT_RATES: Readonly<Record<string, number>> = {
  se: 0.25,
  no: 0.25,
  dk: 0.25,
  fi: 0.255,
  de: 0.19,
  fr: 0.2,
  nl: 0.21,
  es: 0.21,
  it: 0.22,
  gb: 0.2,
  au: 0.1,
};

/** The VAT rate (fraction) applied to a channel's shelf prices: 0 when the channel shows prices without VAT. */
export function vatRateOf(channel: Pick<Channel, 'country' | 'vatIncluded'>): number {
  return channel.vatIncluded ? (VAT_RATES[channel.country] ?? 0) : 0;
}

/**
 * The warehouse market that serves a channel's stock: 'us' (North America), 'uk', 'nordic',
 * 'apac', else 'eu' (which also serves exports, e.g. the quote-only Middle East channel).
 */
export function marketOf(channel: Pick<Channel, 'country' | 'region'>): string {
  if (channel.country === 'us' || channel.country === 'ca' || channel.region === 'na') return 'us';
  if (channel.country === 'gb') return 'uk';
  if (['se', 'no', 'dk', 'fi', 'is'].includes(channel.country)) return 'nordic';
  if (channel.region === 'apac') return 'apac';
  return 'eu';
}

// The catalogue is read-only: each date string of a price entry or campaign is parsed once, not on
// every real-time lookup (≈ 8 µs a code before; the real-time answer prices every requested code).
const parsedTimes = new WeakMap<object, { from: number; to: number }>();
function timesOf(window: { from: string; to?: string }): { from: number; to: number } {
  let times = parsedTimes.get(window);
  if (!times) {
    times = {
      from: Date.parse(window.from),
      to: window.to === undefined ? Number.NaN : Date.parse(window.to),
    };
    parsedTimes.set(window, times);
  }
  return times;
}

/** The net regular price (minor units, VAT excluded) at time `at` (ms) from the price history, or null when the currency has no price. */
export function regularNetAt(
  variant: Pick<CatalogueVariant, 'priceHistory'>,
  currency: string,
  at: number,
): number | null {
  let price: number | null = null;
  let from = -Infinity;
  for (const entry of variant.priceHistory) {
    const start = timesOf(entry).from;
    if (start <= at && start >= from) {
      from = start;
      price = entry.prices[currency] ?? null;
    }
  }
  // Before the first history entry the first known price applies.
  return price ?? variant.priceHistory[0]?.prices[currency] ?? null;
}

/** The campaign running at time `at` (ms), if any; `from` inclusive, `to` exclusive. */
export function campaignAt(variant: Pick<CatalogueVariant, 'campaigns'>, at: number): Campaign | undefined {
  return variant.campaigns.find((campaign) => timesOf(campaign).from <= at && at < timesOf(campaign).to);
}

/**
 * Turns a net price into the channel's shelf price: VAT added and rounded to whole major units in
 * VAT-inclusive markets (shelf prices like 9 490 kr), unchanged otherwise. Minor units in, minor units out.
 */
export function shelfPrice(net: number, vatRate: number): number {
  if (vatRate === 0) return net;
  return Math.round((net * (1 + vatRate)) / 100) * 100;
}

/** The shelf price at time `at`: the campaign price while a campaign runs, else the regular price. */
export function effectivePriceAt(
  variant: CatalogueVariant,
  currency: string,
  vatRate: number,
  at: number,
): number | null {
  const net = regularNetAt(variant, currency, at);
  if (net === null) return null;
  const regular = shelfPrice(net, vatRate);
  const campaign = campaignAt(variant, at);
  return campaign ? Math.round(regular * (1 - campaign.percentOff / 100)) : regular;
}

/**
 * The lowest shelf price of the last {@link LOWEST_PRICE_WINDOW_DAYS} days (EU price-indication rule,
 * spec §9 'lowest price in the last 30 days'): while a campaign runs, the window is the 30 days
 * before the campaign started; otherwise the 30 days up to `now`. Computed from the price history
 * and campaigns, evaluated at every price change inside the window.
 */
export function lowestPriceInWindow(
  variant: CatalogueVariant,
  currency: string,
  vatRate: number,
  now: number,
): number | null {
  const running = campaignAt(variant, now);
  const end = running ? timesOf(running).from : now;
  const start = end - LOWEST_PRICE_WINDOW_DAYS * DAY_MS;
  const changes = [
    ...variant.priceHistory.map((entry) => timesOf(entry).from),
    ...variant.campaigns.flatMap((campaign) => [timesOf(campaign).from, timesOf(campaign).to]),
  ].filter((at) => at > start && at < end);
  // The window is [start, end); when a campaign runs, `end` is its start, so its own price is excluded.
  const points = running ? [start, ...changes] : [start, ...changes, now];
  const prices = points
    .map((at) => effectivePriceAt(variant, currency, vatRate, at))
    .filter((price): price is number => price !== null);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * Price and availability of one variant for a channel at `now` (ms): shelf price, campaign price
 * (null when none runs), regular price, lowest price of the last 30 days, currency, VAT flag and
 * the given stock. Returns null when the variant has no price in the channel's currency.
 */
export function priceAndAvailability(
  variant: CatalogueVariant,
  channel: Pick<Channel, 'country' | 'vatIncluded' | 'currency'>,
  stock: Stock,
  now: number,
): PriceAndAvailability | null {
  const vatRate = vatRateOf(channel);
  const net = regularNetAt(variant, channel.currency, now);
  if (net === null) return null;
  const regular = shelfPrice(net, vatRate);
  const campaign = campaignAt(variant, now);
  const campaignPrice = campaign ? Math.round(regular * (1 - campaign.percentOff / 100)) : null;
  return {
    price: regular,
    campaignPrice,
    regularPrice: regular,
    lowestPrice30d: lowestPriceInWindow(variant, channel.currency, vatRate, now),
    currency: channel.currency,
    vatIncluded: channel.vatIncluded,
    stock,
  };
}
