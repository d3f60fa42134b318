import type { Channel } from './channels';

/** A unit of road distance. */
export type DistanceUnit = 'km' | 'mi';

/**
 * Countries (lower-case ISO alpha-2) whose road signs and visitors count in miles: the United
 * States and the United Kingdom. Every other market reads kilometres.
 */
export const MILES_COUNTRIES: readonly string[] = ['us', 'gb'];

const KM_PER_MILE = 1.609344;

/** The distance unit of a channel's country ('mi' in {@link MILES_COUNTRIES}, else 'km'). */
export function distanceUnit(channel: Pick<Channel, 'country'>): DistanceUnit {
  return MILES_COUNTRIES.includes(channel.country.trim().toLowerCase()) ? 'mi' : 'km';
}

/** A distance given in kilometres expressed in `unit` (not rounded). */
export function distanceIn(kilometres: number, unit: DistanceUnit): number {
  return unit === 'mi' ? kilometres / KM_PER_MILE : kilometres;
}

/**
 * How a market's shelf prices treat tax, for the note under a price or a cart total:
 * - 'sales-tax': the United States and Canada — prices exclude the sales tax added at checkout;
 * - 'vat-included': VAT/GST markets whose shelf prices include it (Sweden, Germany, the UK, …);
 * - 'vat-excluded': exports and markets outside a VAT area (Åland, the global channel, the quote-only
 *   region), whose prices carry no VAT.
 */
export type TaxWording = 'sales-tax' | 'vat-included' | 'vat-excluded';

/** Countries whose shoppers pay a sales tax on top of the shelf price. */
export const SALES_TAX_COUNTRIES: readonly string[] = ['us', 'ca'];

/** The {@link TaxWording} of a channel. */
export function taxWording(channel: Pick<Channel, 'country' | 'vatIncluded'>): TaxWording {
  if (channel.vatIncluded) return 'vat-included';
  return SALES_TAX_COUNTRIES.includes(channel.country.trim().toLowerCase()) ? 'sales-tax' : 'vat-excluded';
}
