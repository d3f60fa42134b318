import { getChannel } from '@ironmark/channel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo';
import { lowestPriceInWindow, marketOf, priceAndAvailability, shelfPrice, vatRateOf } from './pricing';
import type { CatalogueVariant } from './schema';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-01T00:00:00.000Z');
const stock = { inStock: 3, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 4 };
const iso = (ms: number) => new Date(ms).toISOString();

function variant(overrides: Partial<CatalogueVariant> = {}): CatalogueVariant {
  return {
    code: 'V',
    name: 'Ironmark V',
    options: {},
    specifications: [],
    weightKg: null,
    visual: { kind: 'bar' },
    prices: { usd: 100_00, sek: 1000_00 },
    priceHistory: [{ from: iso(NOW - 400 * DAY), prices: { usd: 100_00, sek: 1000_00 } }],
    campaigns: [],
    stock: {},
    availableOnline: null,
    listedCountries: null,
    ...overrides,
  };
}

const us = getChannel('en-us')!;
const se = getChannel('sv-se')!;

describe('pricing', () => {
  it('shows net prices in the US and VAT-inclusive whole-krona prices in Sweden', () => {
    expect(priceAndAvailability(variant(), us, stock, NOW)).toMatchObject({
      price: 100_00,
      vatIncluded: false,
      currency: 'usd',
    });
    expect(priceAndAvailability(variant(), se, stock, NOW)).toMatchObject({
      price: 1250_00,
      vatIncluded: true,
      currency: 'sek',
    });
  });

  it('returns null for a currency without a price list', () => {
    expect(priceAndAvailability(variant(), getChannel('en-ae')!, stock, NOW)).toBeNull();
  });

  it('applies a running campaign and reports the lowest price of the 30 days before it started', () => {
    const v = variant({
      priceHistory: [
        { from: iso(NOW - 400 * DAY), prices: { usd: 80_00 } },
        { from: iso(NOW - 40 * DAY), prices: { usd: 100_00 } },
      ],
      campaigns: [
        { id: 'c', name: 'Sale', from: iso(NOW - 5 * DAY), to: iso(NOW + 5 * DAY), percentOff: 20 },
      ],
    });
    // The 80.00 price ended 40 days ago: outside the 30 days before the campaign (35 days ago … 5 days ago).
    expect(priceAndAvailability(v, us, stock, NOW)).toMatchObject({
      price: 100_00,
      campaignPrice: 80_00,
      lowestPrice30d: 100_00,
    });
  });

  it('counts an earlier campaign inside the window', () => {
    const v = variant({
      campaigns: [
        { id: 'p', name: 'Past', from: iso(NOW - 20 * DAY), to: iso(NOW - 10 * DAY), percentOff: 15 },
      ],
    });
    expect(priceAndAvailability(v, us, stock, NOW)).toMatchObject({
      campaignPrice: null,
      lowestPrice30d: 85_00,
    });
    expect(lowestPriceInWindow(v, 'usd', 0, NOW + 25 * DAY)).toBe(100_00);
  });

  it('never reports a lowest price above the current regular price, nor a campaign price above it (property)', () => {
    const variants = demoCatalogue().allVariants();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: variants.length - 1 }),
        fc.integer({ min: -60, max: 400 }),
        (index, days) => {
          const v = variants[index]!;
          const at = NOW + days * DAY;
          const priced = priceAndAvailability(v, se, stock, at);
          if (!priced) return true;
          return (
            (priced.lowestPrice30d ?? 0) <= priced.price * 1.2 && (priced.campaignPrice ?? 0) <= priced.price
          );
        },
      ),
    );
  });

  it.each([
    [0, 123_45, 123_45],
    [0.25, 100_00, 125_00],
    [0.25, 99_99, 125_00],
    [0.19, 100_00, 119_00],
  ])('rounds the shelf price (VAT %d) of %d to %d', (rate, net, shelf) => {
    expect(shelfPrice(net, rate)).toBe(shelf);
  });

  it.each([
    ['en-us', 'us'],
    ['en-ca', 'us'],
    ['en-gb', 'uk'],
    ['sv-se', 'nordic'],
    ['de-de', 'eu'],
    ['en-au', 'apac'],
    ['en-ae', 'eu'],
  ])('serves %s from the %s warehouse', (code, market) => {
    expect(marketOf(getChannel(code)!)).toBe(market);
  });

  it('adds no VAT for VAT-exclusive channels', () => {
    expect(vatRateOf(getChannel('en-ax')!)).toBe(0);
    expect(vatRateOf(se)).toBe(0.25);
  });
});
