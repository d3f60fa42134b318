// @vitest-environment node
import { shippedWithin } from '@ironmark/cart-core';
import { describe, expect, it } from 'vitest';
import { availabilityText, defaultAvailabilityLabels } from './availability-label';
import { deliveryEstimate } from './format';
import { priceFromRealtime } from './price';

describe('deliveryEstimate', () => {
  it.each([
    [0, 1, 'day'],
    [1, 1, 'day'],
    [2.2, 3, 'days'],
    [13, 13, 'days'],
    [14, 2, 'weeks'],
    [18, 3, 'weeks'],
    [59, 9, 'weeks'],
    [60, 2, 'months'],
    [90, 3, 'months'],
  ])('turns %d days into %i %s', (days, count, unit) => {
    expect(deliveryEstimate(days)).toEqual({ count, unit });
  });

  it("words every estimate from 0 to 400 days exactly as cart-core's shippedWithin", () => {
    for (let days = 0; days <= 400; days += 1) {
      expect(
        availabilityText({ kind: 'pre-order', estimatedDeliveryDays: days }, defaultAvailabilityLabels),
      ).toBe(`Pre-order – ${shippedWithin(days)}`);
    }
  });
});

describe('availabilityText', () => {
  it('shows only the state for kinds other than pre-order', () => {
    expect(availabilityText({ kind: 'in-stock', estimatedDeliveryDays: 5 }, defaultAvailabilityLabels)).toBe(
      'In stock',
    );
  });

  it('uses translated unit texts', () => {
    const labels = {
      ...defaultAvailabilityLabels,
      'pre-order': 'Förbeställ',
      shippedWithin: { ...defaultAvailabilityLabels.shippedWithin, weeks: 'skickas inom {0} veckor' },
    };
    expect(availabilityText({ kind: 'pre-order', estimatedDeliveryDays: 20 }, labels)).toBe(
      'Förbeställ – skickas inom 3 veckor',
    );
  });
});

describe('priceFromRealtime', () => {
  const stock = { inStock: 3, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 2 };
  it.each([
    [
      { price: 1000, campaignPrice: 800, regularPrice: 1200, lowestPrice30d: 900 },
      { amount: 800, compareAt: 1200, lowestPrice30d: 900 },
    ],
    [
      { price: 1000, campaignPrice: 800 },
      { amount: 800, compareAt: 1000, lowestPrice30d: null },
    ],
    [{ price: 1000 }, { amount: 1000, compareAt: null, lowestPrice30d: null }],
  ])('maps %o to %o', (prices, expected) => {
    expect(priceFromRealtime({ ...prices, currency: 'usd', vatIncluded: false, stock })).toEqual({
      ...expected,
      currency: 'usd',
      vatIncluded: false,
    });
  });
});
