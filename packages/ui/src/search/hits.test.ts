// @vitest-environment node
import type { PriceAndAvailability } from '@ironmark/cart-core';
import { describe, expect, it } from 'vitest';
import { liveProductHits, localisedContentHits } from './hits';

const product = (availability: string, flags: string[] = []) => ({
  _meta: { id: 'IM-BAR-1', engine: 'products', score: 1 },
  id: { raw: 'IM-BAR-1' },
  name: { raw: 'Competition Bar', snippet: null },
  path: { raw: '/products/competition-bar' },
  availability: { raw: availability },
  flags: { raw: flags },
});
const entry = (inStock: number): PriceAndAvailability => ({
  price: 129_900,
  campaignPrice: null,
  currency: 'usd',
  vatIncluded: false,
  stock: { inStock, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 0 },
});

describe('liveProductHits', () => {
  it('shows the real-time price and availability of a hit whose entry has a result, linked in the locale', () => {
    const [hit] = liveProductHits(
      [product('in-stock')],
      { 'IM-BAR-1': entry(0) },
      {
        locale: 'sv-se',
        livePrices: true,
      },
    );
    expect(hit?.href).toBe('/sv-se/products/competition-bar');
    expect(hit?.price).toMatchObject({ amount: 129_900, currency: 'usd' });
    expect(hit?.availability).toMatchObject({ kind: 'out-of-stock' });
  });

  it('reads the availability with the result’s flags (a made-to-order product)', () => {
    const [hit] = liveProductHits(
      [product('in-stock', ['madeToOrder'])],
      { 'IM-BAR-1': entry(0) },
      {
        locale: 'en-us',
        livePrices: true,
      },
    );
    expect(hit?.availability).toMatchObject({ kind: 'made-to-order' });
  });

  it.each([
    ['while prices are live, shows neither price nor availability without a result', true, undefined],
    ['where prices are not shown, keeps the index’s availability', false, { kind: 'pre-order' }],
  ])('%s', (_, livePrices, availability) => {
    const [hit] = liveProductHits(
      [product('pre-order')],
      { 'IM-BAR-1': { noResult: true } },
      {
        locale: 'en-us',
        livePrices,
      },
    );
    expect(hit?.price).toBeUndefined();
    expect(hit?.availability).toEqual(availability);
  });
});

describe('localisedContentHits', () => {
  it('links each story or page in the locale', () => {
    const [hit] = localisedContentHits(
      [{ _meta: { id: 's1', engine: 'content', score: 1 }, path: { raw: '/stories/deadlift' } }],
      'de-de',
    );
    expect(hit?.href).toBe('/de-de/stories/deadlift');
  });
});
