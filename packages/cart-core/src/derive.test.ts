import { describe, expect, it, vi } from 'vitest';
import {
  cartExclusion,
  type DeriveCartContext,
  deriveCart,
  deriveFavourites,
  isAvailableOnline,
  isChannelOk,
  isWithdrawn,
  localisedProductPath,
  payablePrice,
  shopperProductName,
  splitProductName,
} from './derive';
import type { PriceAndAvailability, RealtimeEntry, Stock, VariantInfo } from './schemas';

const stock = (overrides: Partial<Stock> = {}): Stock => ({
  inStock: 10,
  preOrder: 0,
  preOrderDisplay: false,
  daysAhead: 30,
  estimatedDeliveryDays: 2,
  ...overrides,
});
const entry = (overrides: Partial<PriceAndAvailability> = {}): PriceAndAvailability => ({
  price: 10_000,
  currency: 'usd',
  vatIncluded: false,
  stock: stock(),
  ...overrides,
});
const info = (code: string, overrides: Partial<VariantInfo> = {}): VariantInfo => ({
  code,
  name: `Ironmark ${code} - 20 kg`,
  ts: 1,
  path: `/p/${code}`,
  desc: 'A description',
  images: [{ name: 'front', url: `https://media.example/${code}.jpg` }],
  availableOnline: 'true',
  channels: '',
  category: 'Barbells',
  ...overrides,
});
const context = (overrides: Partial<DeriveCartContext> = {}): DeriveCartContext => ({
  channelCode: 'en-us',
  country: 'us',
  currency: 'usd',
  pricesVisible: true,
  brand: 'Ironmark',
  ...overrides,
});

describe('isAvailableOnline', () => {
  it.each<[string | boolean | null | undefined, string, boolean]>([
    ['true', 'en-us', true],
    ['TRUE', 'sv-se', true],
    ['yes', 'en-us', true],
    ['1', 'en-us', true],
    ['false', 'en-us', false],
    ['0', 'en-us', false],
    ['', 'en-us', false],
    [null, 'en-us', false],
    [undefined, 'en-us', false],
    [true, 'en-us', true],
    [false, 'en-us', false],
    ['en-us, sv-se', 'sv-se', true],
    ['en-us, sv-se', 'de-de', false],
    ['us,se', 'sv-se', true],
    ['*', 'fr-fr', true],
    ['all', 'fr-fr', true],
  ])('isAvailableOnline(%j, %s) is %s', (value, channel, expected) => {
    expect(isAvailableOnline(value, channel)).toBe(expected);
  });
});

describe('isChannelOk', () => {
  it.each<[string | null | undefined, string, boolean]>([
    ['', 'en-us', true],
    [null, 'en-us', true],
    ['*', 'de-de', true],
    ['en-us,en-ca', 'en-ca', true],
    ['en-us,en-ca', 'en-gb', false],
    ['SE', 'sv-se', true],
  ])('isChannelOk(%j, %s) is %s', (channels, channel, expected) => {
    expect(isChannelOk(channels, channel)).toBe(expected);
  });
});

describe('splitProductName', () => {
  it.each<[string, string | undefined, { name: string; desc: string }]>([
    ['Ironmark Power Bar - 20 kg', 'Ironmark', { name: 'Power Bar', desc: '20 kg' }],
    ['ironmark power bar', 'Ironmark', { name: 'power bar', desc: '' }],
    ['Ironmark - Power Bar - 20 kg - Black', 'Ironmark', { name: 'Power Bar', desc: '20 kg - Black' }],
    ['Power Bar - 20 kg', 'Ironmark', { name: 'Power Bar', desc: '20 kg' }],
    ['Ironmarked Bar', 'Ironmark', { name: 'Ironmarked Bar', desc: '' }],
    ['Ironmark Power Bar - 20 kg', undefined, { name: 'Ironmark Power Bar', desc: '20 kg' }],
    ['Bar-Hook - Pair', 'Ironmark', { name: 'Bar-Hook', desc: 'Pair' }],
  ])('splits %j (brand %j)', (fullName, brand, expected) => {
    expect(splitProductName(fullName, brand)).toEqual(expected);
  });
});

describe('cartExclusion', () => {
  const visible = { pricesVisible: true, availableOnline: true };
  it.each<[string, number, RealtimeEntry | undefined, typeof visible, ReturnType<typeof cartExclusion>]>([
    ['kept within stock', 3, entry(), visible, null],
    ['prices hidden', 1, entry(), { pricesVisible: false, availableOnline: true }, 'prices-hidden'],
    ['no entry', 1, undefined, visible, 'no-result'],
    ['no-result marker', 1, { noResult: true }, visible, 'no-result'],
    [
      'not available online',
      1,
      entry(),
      { pricesVisible: true, availableOnline: false },
      'not-available-online',
    ],
    ['over in-stock without pre-order display', 11, entry(), visible, 'over-stock'],
    [
      'pre-order units ignored without display',
      3,
      entry({ stock: stock({ inStock: 2, preOrder: 10 }) }),
      visible,
      'over-stock',
    ],
    [
      'within in-stock + pre-order with display',
      8,
      entry({ stock: stock({ inStock: 2, preOrder: 10, preOrderDisplay: true, estimatedDeliveryDays: 20 }) }),
      visible,
      null,
    ],
    [
      'over in-stock + pre-order with display',
      13,
      entry({ stock: stock({ inStock: 2, preOrder: 10, preOrderDisplay: true }) }),
      visible,
      'over-stock',
    ],
    [
      'a pre-order whose delivery exceeds daysAhead',
      3,
      entry({
        stock: stock({
          inStock: 2,
          preOrder: 10,
          preOrderDisplay: true,
          daysAhead: 30,
          estimatedDeliveryDays: 31,
        }),
      }),
      visible,
      'pre-order-too-late',
    ],
    [
      'in-stock units are kept even when pre-orders are late',
      2,
      entry({
        stock: stock({
          inStock: 2,
          preOrder: 10,
          preOrderDisplay: true,
          daysAhead: 30,
          estimatedDeliveryDays: 90,
        }),
      }),
      visible,
      null,
    ],
    [
      'delivery exactly at daysAhead',
      5,
      entry({
        stock: stock({
          inStock: 0,
          preOrder: 10,
          preOrderDisplay: true,
          daysAhead: 30,
          estimatedDeliveryDays: 30,
        }),
      }),
      visible,
      null,
    ],
  ])('%s', (_name, quantity, value, options, expected) => {
    expect(cartExclusion(quantity, value, options)).toBe(expected);
  });
});

describe('deriveCart', () => {
  it('totals the subtotal from campaign prices and the compare price from regular prices', () => {
    const cart = deriveCart(
      { bar: { quantity: 2 }, plate: { quantity: 3 } },
      {
        bar: entry({
          price: 30_000,
          campaignPrice: 25_000,
          regularPrice: 30_000,
          stock: stock({ estimatedDeliveryDays: 4 }),
        }),
        plate: entry({ price: 5_000 }),
      },
      context({ variantInfo: { bar: info('bar'), plate: info('plate') } }),
    );
    expect(cart).toMatchObject({
      country: 'us',
      currency: 'usd',
      quantity: 5,
      subTotal: 2 * 25_000 + 3 * 5_000,
      comparePrice: 2 * 30_000 + 3 * 5_000,
      estimatedDeliveryDays: 4,
      inStock: true,
      excluded: [],
      loading: false,
    });
    expect(cart.items[0]).toEqual({
      code: 'bar',
      quantity: 2,
      name: 'bar',
      desc: '20 kg',
      img: 'https://media.example/bar.jpg',
      path: '/en-us/p/bar',
      isFreeGift: false,
      isAvailableOnline: true,
      isChannelOk: true,
      category: 'Barbells',
      price: 25_000,
      comparePrice: 30_000,
      lineTotal: 50_000,
      stock: stock({ estimatedDeliveryDays: 4 }),
      currency: 'usd',
      isPreOrder: false,
    });
  });

  it('leaves out lines that are not available online, over stock or without a result', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = deriveCart(
      {
        ok: { quantity: 1 },
        offline: { quantity: 1 },
        over: { quantity: 50 },
        gone: { quantity: 1 },
        missing: { quantity: 1 },
      },
      { ok: entry(), offline: entry(), over: entry(), gone: { noResult: true } },
      context({ variantInfo: { offline: info('offline', { availableOnline: 'false' }) } }),
    );
    expect(cart.items.map((item) => item.code)).toEqual(['ok']);
    expect(cart.excluded).toEqual([
      { code: 'offline', reason: 'not-available-online' },
      { code: 'over', reason: 'over-stock' },
      { code: 'gone', reason: 'no-result' },
      { code: 'missing', reason: 'no-result' },
    ]);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Item not found', 'missing');
  });

  it('is empty when prices are hidden (spec §6)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = deriveCart({ bar: { quantity: 1 } }, { bar: entry() }, context({ pricesVisible: false }));
    expect(cart).toMatchObject({
      items: [],
      quantity: 0,
      subTotal: 0,
      inStock: false,
      excluded: [{ code: 'bar', reason: 'prices-hidden' }],
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not log missing entries while loading', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(deriveCart({ bar: { quantity: 1 } }, {}, context({ loading: true })).loading).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a pre-order line and takes the highest delivery estimate', () => {
    const cart = deriveCart(
      { a: { quantity: 1 }, b: { quantity: 2 } },
      {
        a: entry({ stock: stock({ estimatedDeliveryDays: 3 }) }),
        b: entry({
          stock: stock({ inStock: 0, preOrder: 5, preOrderDisplay: true, estimatedDeliveryDays: 25 }),
        }),
      },
      context(),
    );
    expect(cart.estimatedDeliveryDays).toBe(25);
    expect(cart.inStock).toBe(true);
    expect(cart.items.map((item) => item.isPreOrder)).toEqual([false, true]);
  });

  it('falls back to the code as name and the channel currency without variant info or lines', () => {
    expect(deriveCart({}, {}, context({ currency: 'sek' })).currency).toBe('sek');
    const cart = deriveCart({ x: { quantity: 1 } }, { x: entry({ currency: 'sek' }) }, context());
    expect(cart.items[0]).toMatchObject({ name: 'x', desc: '', img: '', currency: 'sek' });
    expect(cart.currency).toBe('sek');
  });

  it('does not mutate its inputs', () => {
    const list = { bar: { quantity: 2 } };
    const realtime = { bar: entry() };
    const before = structuredClone({ list, realtime });
    deriveCart(list, realtime, context());
    expect({ list, realtime }).toEqual(before);
  });
});

describe('deriveFavourites', () => {
  it('marks items whose variant info has not arrived as loading', () => {
    const items = deriveFavourites(
      { bar: { quantity: 1 }, plate: { quantity: 2 }, gone: { quantity: 1 } },
      { bar: info('bar', { isFreeGift: true, channels: 'en-ca' }), gone: null },
      { channelCode: 'en-us', brand: 'Ironmark' },
    );
    expect(
      items.map(({ code, name, loading, isFreeGift, isChannelOk }) => ({
        code,
        name,
        loading,
        isFreeGift,
        isChannelOk,
      })),
    ).toEqual([
      { code: 'bar', name: 'bar', loading: false, isFreeGift: true, isChannelOk: false },
      { code: 'plate', name: 'plate', loading: true, isFreeGift: false, isChannelOk: true },
      { code: 'gone', name: 'gone', loading: false, isFreeGift: false, isChannelOk: true },
    ]);
  });
});

describe('localisedProductPath', () => {
  it.each([
    ['/products/bar', 'sv-se', '/sv-se/products/bar'],
    ['/products/bar?variant=x', 'en', '/en/products/bar?variant=x'],
    ['/sv-se/products/bar', 'sv-se', '/sv-se/products/bar'],
    ['/sv-sel/bar', 'sv-se', '/sv-se/sv-sel/bar'],
    ['/products/bar', 'DE-DE', '/de-de/products/bar'],
    ['', 'sv-se', ''],
    ['https://shop.example/products/bar', 'sv-se', 'https://shop.example/products/bar'],
    ['//cdn.example/bar', 'sv-se', '//cdn.example/bar'],
  ])('%s in %s → %s', (path, locale, expected) => {
    expect(localisedProductPath(path, locale)).toBe(expected);
  });

  it('puts cart lines and favourites under the page locale', () => {
    const [favourite] = deriveFavourites(
      { bar: { quantity: 1 } },
      { bar: info('bar') },
      { channelCode: 'fr-fr' },
    );
    expect(favourite?.path).toBe('/fr-fr/p/bar');
  });
});

describe('shopperProductName', () => {
  it.each([
    ['Ironmark IWF Bar 20 kg - Needle bearing, Hard chrome', 'IWF Bar 20 kg - Needle bearing, Hard chrome'],
    ['Ironmark - Power Bar - Black', 'Power Bar - Black'],
    ['IRONMARK Shaker', 'Shaker'],
    ['Ironmarked Bar', 'Ironmarked Bar'],
    ['Other Brand Bar - Zinc', 'Other Brand Bar - Zinc'],
  ])('%s → %s', (full, expected) => {
    expect(shopperProductName(full, 'Ironmark')).toBe(expected);
  });
});

describe('isWithdrawn', () => {
  it.each([
    ['no-result', true],
    ['not-available-online', true],
    ['over-stock', false],
    ['pre-order-too-late', false],
    ['prices-hidden', false],
  ] as const)('%s → %s', (reason, expected) => {
    expect(isWithdrawn(reason)).toBe(expected);
  });
});

describe('payablePrice', () => {
  it.each([
    [{ price: 30_000, campaignPrice: 25_000 }, 25_000],
    [{ price: 30_000, campaignPrice: null }, 30_000],
    [{ price: 30_000 }, 30_000],
    [{ price: 30_000, campaignPrice: 0 }, 0],
  ])('%o pays %i', (entry, expected) => {
    expect(payablePrice(entry)).toBe(expected);
  });
});
