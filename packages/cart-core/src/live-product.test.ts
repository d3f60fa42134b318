import { describe, expect, it } from 'vitest';
import { liveProduct, pickerMaximum } from './live-product';
import type { PriceAndAvailability, Stock } from './schemas';

const stock = (set: Partial<Stock> = {}): Stock => ({
  inStock: 12,
  preOrder: 0,
  preOrderDisplay: false,
  daysAhead: 0,
  estimatedDeliveryDays: 0,
  ...set,
});
const entry = (set: Partial<PriceAndAvailability> = {}): PriceAndAvailability => ({
  price: 129_900,
  campaignPrice: null,
  currency: 'usd',
  vatIncluded: false,
  stock: stock(),
  ...set,
});

describe('liveProduct', () => {
  it('reads a sale: the campaign price is paid and the badge says so', () => {
    const live = liveProduct(entry({ campaignPrice: 99_900 }), { availableOnline: true });
    expect(live.payable).toBe(99_900);
    expect(live.badge).toBe('sale');
    expect(live.availability?.kind).toBe('in-stock');
    expect(live.result?.currency).toBe('usd');
  });

  it('shows no price and no availability while loading, but the flags’ badge', () => {
    const live = liveProduct(undefined, { availableOnline: true, flags: { newArrival: true } });
    expect(live).toEqual({ result: undefined, badge: 'newArrival', availability: undefined, payable: 0 });
  });

  it('treats a no-result marker like a missing entry', () => {
    const live = liveProduct({ noResult: true }, { availableOnline: true });
    expect(live.result).toBeUndefined();
    expect(live.payable).toBe(0);
  });

  it('reads the availability with the product’s flags (discontinued and sold out)', () => {
    const live = liveProduct(entry({ stock: stock({ inStock: 0 }) }), {
      availableOnline: true,
      flags: { discontinued: true },
    });
    expect(live.availability?.kind).toBe('discontinued');
    expect(live.badge).toBe('discontinued');
  });

  it('gives no badge where the product is not sold online', () => {
    expect(liveProduct(entry({ campaignPrice: 99_900 }), { availableOnline: false }).badge).toBeNull();
  });
});

describe('pickerMaximum', () => {
  it.each([
    ['the units in stock', stock({ inStock: 7 }), 7],
    [
      'pre-order units due within the window too',
      stock({ inStock: 2, preOrder: 5, preOrderDisplay: true, daysAhead: 30, estimatedDeliveryDays: 10 }),
      7,
    ],
    ['at least 1 when none are left', stock({ inStock: 0 }), 1],
    ['at least 1 when the count is negative', stock({ inStock: -3 }), 1],
  ])('offers %s', (_, levels, expected) => {
    expect(pickerMaximum(levels)).toBe(expected);
  });
});
