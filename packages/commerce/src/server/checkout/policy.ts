import { type Channel, channels, isForbiddenCountry } from '@ironmark/channel';
import { FREE_SHIPPING_THRESHOLD_MINOR } from '@ironmark/config/constants';
import { marketOf } from '../catalogue/pricing';
import { CHECKOUT_ERROR_MESSAGES, type PaymentMethod } from './contract';

/**
 * Pure checkout rules: where a channel ships, which delivery and payment methods it offers, what
 * delivery costs, and when a session has expired. No I/O; every rule is table-tested.
 */

/** Default inactivity expiry of a checkout session: 30 minutes (spec §4 leaves the length open). */
export const DEFAULT_SESSION_TTL_MS = 1_800_000;

/**
 * Flat default-delivery cost per currency (minor units) for domestic deliveries; free from
 * {@link FREE_SHIPPING_THRESHOLD_MINOR} of merchandise (after the campaign discount) in the same currency.
 */
export const DELIVERY_COST_MINOR: Readonly<Record<string, number>> = {
  usd: 49_00,
  cad: 69_00,
  gbp: 39_00,
  sek: 495_00,
  eur: 49_00,
  aud: 79_00,
};

/** Export deliveries (CIP): freight and insurance to the destination, per currency, never free. */
export const EXPORT_DELIVERY_COST_MINOR: Readonly<Record<string, number>> = {
  usd: 249_00,
  eur: 229_00,
};

/** Warehouse pickup addresses per warehouse market; channels whose country has no warehouse offer no pickup. */
export const PICKUP_ADDRESSES: Readonly<
  Record<string, { country: string; state?: string; lines: readonly string[] }>
> = {
  us: {
    country: 'us',
    state: 'OH',
    lines: ['Ironmark Warehouse', '1200 Industrial Parkway', 'Columbus, OH 43215', 'United States'],
  },
  uk: {
    country: 'gb',
    lines: ['Ironmark UK Warehouse', 'Unit 4, Meadow Way', 'Manchester M17 1AA', 'United Kingdom'],
  },
  nordic: { country: 'se', lines: ['Ironmark Lager', 'Verkstadsgatan 4', '212 22 Malmö', 'Sweden'] },
  eu: { country: 'de', lines: ['Ironmark Lager GmbH', 'Hafenstraße 12', '20457 Hamburg', 'Germany'] },
  apac: {
    country: 'au',
    lines: ['Ironmark APAC Warehouse', '15 Dock Road', 'Port Melbourne VIC 3207', 'Australia'],
  },
};

/** Channels that offer invoice payment to every buyer; elsewhere only business buyers may pay by invoice. */
export const INVOICE_CHANNELS: readonly string[] = ['sv-se', 'de-de', 'fr-fr', 'en-gb', 'en-ax'];

/** Why a delivery country is refused, with its spec §8 message. */
export type ShippingRefusal = { field: 'deliveryAddress.country' | 'country'; message: string } | null;

/**
 * Whether a channel may sell to a visitor and ship to a country. Country channels ship to their own
 * country; the language-only global channel ships as an export (CIP) to any country that has no
 * online-shopping channel of its own. Quote-only channels (onlineShopping false), forbidden visitor
 * countries and forbidden destinations are 'Country not allowed for purchase'; any other country
 * is 'Sorry we are not shipping to your country at the moment'.
 */
export function shippingRefusal(
  channel: Pick<Channel, 'code' | 'country' | 'onlineShopping'>,
  visitorCountry: string | null | undefined,
  deliveryCountry: string | null | undefined,
): ShippingRefusal {
  if (!channel.onlineShopping || isForbiddenCountry(visitorCountry) || isForbiddenCountry(channel.country)) {
    return { field: 'country', message: CHECKOUT_ERROR_MESSAGES.countryNotAllowed };
  }
  if (!deliveryCountry) return null;
  const country = deliveryCountry.trim().toLowerCase();
  if (isForbiddenCountry(country)) {
    return { field: 'deliveryAddress.country', message: CHECKOUT_ERROR_MESSAGES.countryNotAllowed };
  }
  if (channel.country === '') {
    const served = channels.some((candidate) => candidate.onlineShopping && candidate.country === country);
    return served ? { field: 'deliveryAddress.country', message: CHECKOUT_ERROR_MESSAGES.notShipping } : null;
  }
  return country === channel.country
    ? null
    : { field: 'deliveryAddress.country', message: CHECKOUT_ERROR_MESSAGES.notShipping };
}

/** Whether a delivery from this channel is an export under CIP terms (global channel, or a market outside a VAT area such as Åland). */
export function isExportDelivery(channel: Pick<Channel, 'country' | 'vatIncluded'>): boolean {
  return (
    channel.country === '' || (!channel.vatIncluded && channel.country !== 'us' && channel.country !== 'ca')
  );
}

/** A delivery option with its cost (minor units) and, for pickup, the warehouse address. */
export interface DeliveryOptionRule {
  id: 'default' | 'pickup';
  cost: number;
  regularCost: number;
  address: string[] | null;
  /** Pickup: the warehouse's state, where US sales tax is due. */
  taxState?: string;
}

/**
 * The delivery options of a channel for a merchandise amount (minor units, after the campaign
 * discount): default delivery at the flat rate, free from {@link FREE_SHIPPING_THRESHOLD_MINOR}
 * (domestic only — exports pay freight and insurance under CIP); warehouse pickup at 0 where the
 * channel's country has a warehouse. Null when the channel's currency has no delivery rate.
 */
export function deliveryOptionsFor(
  channel: Pick<Channel, 'country' | 'region' | 'currency' | 'vatIncluded'>,
  merchandise: number,
): DeliveryOptionRule[] {
  const exported = isExportDelivery(channel);
  const regular = (exported ? EXPORT_DELIVERY_COST_MINOR : DELIVERY_COST_MINOR)[channel.currency];
  if (regular === undefined) return [];
  const free = !exported && merchandise >= FREE_SHIPPING_THRESHOLD_MINOR;
  const options: DeliveryOptionRule[] = [
    { id: 'default', cost: free ? 0 : regular, regularCost: regular, address: null },
  ];
  const warehouse = PICKUP_ADDRESSES[marketOf(channel)];
  if (!exported && warehouse && warehouse.country === channel.country) {
    options.push({
      id: 'pickup',
      cost: 0,
      regularCost: 0,
      address: [...warehouse.lines],
      ...(warehouse.state ? { taxState: warehouse.state } : {}),
    });
  }
  return options;
}

/**
 * The financing partner of each channel whose financing page offers 'Choose … at checkout' (content
 * pages /financing/affirm — every channel outside the EU region and the global channel — and
 * /financing/klarna — the EU region, en-gb and the global channel). Quote-only channels have no checkout.
 */
export const FINANCING_PROVIDERS: Readonly<Record<string, 'affirm' | 'klarna'>> = {
  'en-us': 'affirm',
  'en-ca': 'affirm',
  'en-au': 'affirm',
  'en-gb': 'klarna',
  'sv-se': 'klarna',
  'de-de': 'klarna',
  'fr-fr': 'klarna',
  'en-ax': 'klarna',
  en: 'klarna',
};

/** The financing partner of a channel ({@link FINANCING_PROVIDERS}), or null where financing is not offered. */
export function financingProviderFor(channelCode: string): 'affirm' | 'klarna' | null {
  return FINANCING_PROVIDERS[channelCode] ?? null;
}

/**
 * Payment methods of a channel for a buyer, the one rule the checkout shows and the server enforces:
 * card everywhere; invoice in {@link INVOICE_CHANNELS} and for business buyers (any customer category
 * but 'private') in every channel; financing where the channel has a financing partner
 * ({@link FINANCING_PROVIDERS}).
 */
export function paymentMethodsFor(
  channelCode: string,
  customerCategory: string | undefined,
): PaymentMethod[] {
  const invoice =
    INVOICE_CHANNELS.includes(channelCode) ||
    (customerCategory !== undefined && customerCategory !== 'private');
  const methods: PaymentMethod[] = invoice ? ['card', 'invoice'] : ['card'];
  if (financingProviderFor(channelCode)) methods.push('financing');
  return methods;
}

/** Whether a session last active at `lastActiveAt` (ms) has expired at `now` (ms) after `ttlMs` of inactivity. */
export function sessionExpired(lastActiveAt: number, now: number, ttlMs: number): boolean {
  return now - lastActiveAt >= ttlMs;
}
