import { describe, expect, it } from 'vitest';
import { priceAndAvailabilitySchema, realtimeMapSchema, variantInfoResponseSchema } from './schemas';

const stock = { inStock: 1, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 2 };
const record = {
  code: 'bar',
  name: 'Ironmark Power Bar - 20 kg',
  ts: 1_700_000_000_000,
  path: '/p/bar',
  desc: 'Bar',
  images: [
    { name: 'front', url: 'https://media.example/bar.jpg' },
    { name: 'side', caption: 'Side' },
  ],
  availableOnline: 'true',
  channels: 'en-us',
};

describe('variantInfoResponseSchema (spec §5)', () => {
  it.each<[string, unknown, boolean]>([
    ['records and nulls keyed by code', { bar: record, plate: null }, true],
    ['an empty object', {}, true],
    ['an array', [record], false],
    ['a value that is neither record nor null', { bar: 'nope' }, false],
    ['a record missing fields', { bar: { code: 'bar' } }, false],
    ['null', null, false],
  ])('%s → %s', (_name, value, ok) => {
    expect(variantInfoResponseSchema.safeParse(value).success).toBe(ok);
  });

  it('defaults missing product flags to false', () => {
    const parsed = variantInfoResponseSchema.parse({ bar: { ...record, flags: { newArrival: true } } });
    expect(parsed.bar?.flags).toEqual({
      discontinued: false,
      limitedEdition: false,
      newArrival: true,
      commingSoon: false,
    });
  });
});

describe('realtime schemas', () => {
  it('accepts prices in minor units and no-result markers', () => {
    const map = {
      bar: { price: 1999, campaignPrice: null, currency: 'usd', vatIncluded: false, stock },
      x: { noResult: true },
    };
    expect(realtimeMapSchema.parse(map)).toEqual(map);
  });

  it('rejects a fractional price', () => {
    expect(
      priceAndAvailabilitySchema.safeParse({ price: 19.99, currency: 'usd', vatIncluded: false, stock })
        .success,
    ).toBe(false);
  });
});
