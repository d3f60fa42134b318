import { STATES_BY_COUNTRY } from '@ironmark/cart-core';
import type { Channel } from '@ironmark/channel';
import { EXPORT_TERMS } from '@ironmark/config/constants';
import { VAT_RATES } from '../catalogue/pricing';
import { type TaxRule, US_SALES_TAX_RATES } from '../catalogue/tax';
import { CHECKOUT_ERROR_MESSAGES } from './contract';
import { isExportDelivery } from './policy';

/**
 * Canadian GST/HST by province (fraction; provincial sales taxes collected separately are not
 * modelled). Keys are upper-case postal abbreviations.
 */
export const CA_SALES_TAX_RATES: Readonly<Record<string, number>> = {
  AB: 0.05,
  BC: 0.05,
  MB: 0.05,
  NB: 0.15,
  NL: 0.15,
  NS: 0.14,
  NT: 0.05,
  NU: 0.05,
  ON: 0.13,
  PE: 0.15,
  QC: 0.05,
  SK: 0.05,
  YT: 0.05,
};

/** The sales tax could not be calculated (spec §8 'An error occurred when trying to calculate sales tax.'). */
export class SalesTaxError extends Error {
  readonly code = 'SALES_TAX_FAILED' as const;
  constructor(readonly state: string) {
    super(CHECKOUT_ERROR_MESSAGES.salesTax);
    this.name = 'SalesTaxError';
  }
}

function stateCode(country: string, state: string): string {
  const value = state.trim().toUpperCase();
  const names = STATES_BY_COUNTRY[country] ?? {};
  if (Object.hasOwn(names, value)) return value;
  const byName = Object.entries(names).find(([, name]) => name.toUpperCase() === value);
  return byName ? byName[0] : value;
}

/**
 * The tax line of a checkout delivery: US deliveries carry the state's sales tax from
 * {@link US_SALES_TAX_RATES} and Canadian ones the province's GST/HST (both added on top); VAT
 * markets carry their VAT, included in the prices; exports (global channel, Åland) carry the
 * 'Export Fee' line at 0 under CIP with customs not included. A state or province that is missing
 * or not in the rate table throws {@link SalesTaxError} — the calculation cannot be made.
 */
export function checkoutTaxRule(
  channel: Pick<Channel, 'country' | 'vatIncluded'>,
  delivery: { country: string; stateOrProvince?: string | null | undefined },
): TaxRule {
  const domestic = 'DAP, delivered to the delivery address';
  if (delivery.country === 'us' || delivery.country === 'ca') {
    const table = delivery.country === 'us' ? US_SALES_TAX_RATES : CA_SALES_TAX_RATES;
    const state = stateCode(delivery.country, delivery.stateOrProvince ?? '');
    const rate = table[state];
    if (rate === undefined) throw new SalesTaxError(state);
    return { kind: 'sales-tax', rate, included: false, deliveryTerms: domestic };
  }
  if (!isExportDelivery(channel) && channel.vatIncluded && delivery.country === channel.country) {
    const rate = VAT_RATES[channel.country];
    if (rate !== undefined) return { kind: 'vat', rate, included: true, deliveryTerms: domestic };
  }
  return {
    kind: 'export-fee',
    rate: 0,
    included: false,
    deliveryTerms: `CIP (Incoterms 2020). ${EXPORT_TERMS}`,
  };
}

/**
 * The tax amount (minor units) on a taxable base under a rule: VAT is the part of the
 * VAT-inclusive base that is VAT (base − base / (1 + rate)), sales tax is base × rate, the export
 * fee is 0. Rounded half away from zero to whole minor units.
 */
export function taxAmount(base: number, rule: Pick<TaxRule, 'kind' | 'rate'>): number {
  switch (rule.kind) {
    case 'vat':
      return Math.round(base - base / (1 + rule.rate));
    case 'sales-tax':
      return Math.round(base * rule.rate);
    case 'export-fee':
      return 0;
    default:
      return rule.kind satisfies never;
  }
}
