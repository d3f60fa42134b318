import { describe, expect, it } from 'vitest';
import { type BadgeItem, productBadge } from './badge';
import type { ProductFlags, RealtimeEntry } from './schemas';

const flags = (set: Partial<ProductFlags> = {}): ProductFlags => ({
  discontinued: false,
  limitedEdition: false,
  newArrival: false,
  commingSoon: false,
  ...set,
});
const price = (inStock: number, campaignPrice?: number | null): RealtimeEntry => ({
  price: 10_000,
  campaignPrice,
  currency: 'usd',
  vatIncluded: false,
  stock: { inStock, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 0 },
});
const all = flags({ discontinued: true, limitedEdition: true, newArrival: true, commingSoon: true });

describe('productBadge (first match wins)', () => {
  it.each<[string, BadgeItem, RealtimeEntry | null | undefined, ReturnType<typeof productBadge>]>([
    ['not available online beats everything', { availableOnline: false, flags: all }, price(0, 5), null],
    ['discontinued with zero stock', { availableOnline: true, flags: all }, price(0, 5_000), 'discontinued'],
    [
      'discontinued with stock falls through to sale',
      { availableOnline: true, flags: all },
      price(3, 5_000),
      'sale',
    ],
    [
      'campaign price with stock',
      { availableOnline: true, flags: flags({ newArrival: true }) },
      price(1, 8_000),
      'sale',
    ],
    ['campaign price without stock', { availableOnline: true, flags: flags() }, price(0, 8_000), null],
    [
      'campaign price of null is no campaign',
      { availableOnline: true, flags: flags() },
      price(5, null),
      null,
    ],
    [
      'limited edition before new arrival',
      { availableOnline: true, flags: flags({ limitedEdition: true, newArrival: true }) },
      price(5),
      'limitedEdition',
    ],
    [
      'new arrival before coming soon',
      { availableOnline: true, flags: flags({ newArrival: true, commingSoon: true }) },
      price(5),
      'newArrival',
    ],
    ['coming soon', { availableOnline: true, flags: flags({ commingSoon: true }) }, price(0), 'comingSoon'],
    ['no flags', { availableOnline: true }, price(5), null],
    [
      'discontinued without a result',
      { availableOnline: true, flags: flags({ discontinued: true }) },
      undefined,
      null,
    ],
    [
      'no-result marker skips stock rules',
      { availableOnline: true, flags: all },
      { noResult: true },
      'limitedEdition',
    ],
  ])('%s → %s', (_name, item, value, expected) => {
    expect(productBadge(item, value)).toBe(expected);
  });
});
