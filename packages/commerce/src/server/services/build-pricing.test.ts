import { barbellOptions } from '@ironmark/cart-core';
import { getChannel } from '@ironmark/channel';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo';
import { priceAndAvailability } from '../catalogue/pricing';
import { buildParts, priceBuild } from './build-pricing';

const catalogue = demoCatalogue();
const NOW = Date.parse('2026-11-01T00:00:00.000Z');
const zeroStock = { inStock: 0, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 0 };
const barbell = (configuration: Record<string, string>) => ({
  configuratorName: 'barbell-set',
  configuration,
});
const set70 = barbell({ bar: '20', plates: '25,25,15,5', collars: 'competition' });

/** A part's price in a channel, as the quote service looks it up. */
const priceIn = (channelCode: string) => (code: string) => {
  const channel = getChannel(channelCode);
  const found = catalogue.getVariant(code);
  return channel && found ? priceAndAvailability(found.variant, channel, zeroStock, NOW) : null;
};

describe('buildParts (a build as the variants it is made of)', () => {
  it('takes a barbell set apart: the bar, both sleeves of plates and a pair of collars', () => {
    expect(buildParts(set70)).toEqual([
      { code: 'IM-BAR-WL-20M-BR-CH', quantity: 1 },
      { code: 'IM-PL-WL-COMP-25', quantity: 4 },
      { code: 'IM-PL-WL-COMP-15', quantity: 2 },
      { code: 'IM-PL-WL-CHG-5', quantity: 2 },
      { code: 'IM-COL-COMP-CH', quantity: 1 },
    ]);
    expect(buildParts(barbell({ bar: '15', plates: '', collars: 'none' }))).toEqual([
      { code: 'IM-BAR-WL-15W-BR-CH', quantity: 1 },
    ]);
  });

  it('maps every configuration the configurator offers to variants the catalogue sells', () => {
    const [bars, plates, collars] = barbellOptions.map((option) =>
      option.values.map((choice) => choice.value),
    );
    for (const bar of bars ?? [])
      for (const plate of plates ?? [])
        for (const collar of collars ?? []) {
          const parts = buildParts(barbell({ bar, plates: plate, collars: collar }));
          expect(parts, `${bar} ${plate} ${collar}`).not.toBeNull();
          for (const part of parts ?? []) expect(catalogue.getVariant(part.code), part.code).toBeDefined();
        }
  });

  it('cannot take apart an unknown configurator or a value the configurator does not offer', () => {
    expect(buildParts({ configuratorName: 'power-rack', configuration: { height: '240 cm' } })).toBeNull();
    expect(buildParts(barbell({ bar: '25', plates: '', collars: 'none' }))).toBeNull();
    expect(buildParts(barbell({ bar: '20', plates: '25,25', collars: 'none' }))).toBeNull();
    expect(buildParts(barbell({ bar: '20', collars: 'none' }))).toBeNull();
  });
});

describe('priceBuild (one unit of a build from its parts)', () => {
  it('sums its parts at the channel prices, in the channel currency', () => {
    const usd = priceBuild(set70, priceIn('en-us'));
    const sek = priceBuild(set70, priceIn('sv-se'));
    const expected = (channelCode: string) =>
      (buildParts(set70) ?? []).reduce(
        (sum, part) => sum + (priceIn(channelCode)(part.code)?.price ?? Number.NaN) * part.quantity,
        0,
      );
    expect(usd?.unitPrice).toBe(expected('en-us'));
    expect(sek?.unitPrice).toBe(expected('sv-se'));
    expect(usd?.unitPrice).toBeGreaterThan(0);
    // SEK shelf prices are about ten times the USD ones: not the same figure in another currency.
    expect(sek?.unitPrice).toBeGreaterThan((usd?.unitPrice ?? 0) * 5);
  });

  it('gives the campaign reductions of its parts', () => {
    const price = (code: string) =>
      code === 'IM-PL-WL-COMP-25' ? { price: 1000, campaignPrice: 800 } : { price: 500, campaignPrice: null };
    // bar 500 + 4 × 1000 + 2 × 500 + 2 × 500 + collars 500; 4 × 200 off.
    expect(priceBuild(set70, price)).toEqual({ unitPrice: 7000, priceReduction: 800 });
  });

  it('has no price when a part has none, rather than a price without that part', () => {
    const price = (code: string) => (code === 'IM-COL-COMP-CH' ? null : { price: 500, campaignPrice: null });
    expect(priceBuild(set70, price)).toBeNull();
    expect(priceBuild({ configuratorName: 'power-rack', configuration: {} }, priceIn('en-us'))).toBeNull();
  });
});
