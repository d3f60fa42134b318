import type { TaxKind } from '../../contract';

/**
 * US state sales-tax base rates (fraction, state level only; local add-ons are not modelled).
 * States without a sales tax are 0. Keys are upper-case postal abbreviations.
 */
export const US_SALES_TAX_RATES: Readonly<Record<string, number>> = {
  AL: 0.04,
  AK: 0,
  AZ: 0.056,
  AR: 0.065,
  CA: 0.0725,
  CO: 0.029,
  CT: 0.0635,
  DE: 0,
  FL: 0.06,
  GA: 0.04,
  HI: 0.04,
  ID: 0.06,
  IL: 0.0625,
  IN: 0.07,
  IA: 0.06,
  KS: 0.065,
  KY: 0.06,
  LA: 0.0445,
  ME: 0.055,
  MD: 0.06,
  MA: 0.0625,
  MI: 0.06,
  MN: 0.06875,
  MS: 0.07,
  MO: 0.04225,
  MT: 0,
  NE: 0.055,
  NV: 0.0685,
  NH: 0,
  NJ: 0.06625,
  NM: 0.04875,
  NY: 0.04,
  NC: 0.0475,
  ND: 0.05,
  OH: 0.0575,
  OK: 0.045,
  OR: 0,
  PA: 0.06,
  RI: 0.07,
  SC: 0.06,
  SD: 0.042,
  TN: 0.07,
  TX: 0.0625,
  UT: 0.061,
  VT: 0.06,
  VA: 0.053,
  WA: 0.065,
  WV: 0.06,
  WI: 0.05,
  WY: 0.04,
  DC: 0.06,
};

/** The tax line of a quote or order: its kind, rate (fraction) and whether it is inside the prices. */
export interface TaxRule {
  kind: TaxKind;
  rate: number;
  /** VAT is included in VAT-inclusive shelf prices; sales tax is added on top; the export fee is 0 under CIP. */
  included: boolean;
  /** Delivery terms wording (Incoterms). */
  deliveryTerms: string;
}

/**
 * Tax amount and total (minor units) of a net amount under a {@link TaxRule}: VAT is inside the net
 * amount, sales tax is added. The amount is the checkout's `taxAmount`, so a quote and an order of
 * the same goods carry the same tax.
 */
export function applyTax(net: number, rule: TaxRule): { tax: number; total: number } {
  const tax = rule.kind === 'vat' ? Math.round(net - net / (1 + rule.rate)) : Math.round(net * rule.rate);
  return { tax, total: rule.included ? net : net + tax };
}
