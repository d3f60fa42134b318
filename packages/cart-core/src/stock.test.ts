import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListItems, Stock } from './schemas';
import {
  availabilityLabel,
  capToStock,
  isPreOrder,
  orderableUnits,
  setAvailability,
  shippedWithin,
  stockByCode,
} from './stock';

const stock = (overrides: Partial<Stock> = {}): Stock => ({
  inStock: 10,
  preOrder: 0,
  preOrderDisplay: false,
  daysAhead: 30,
  estimatedDeliveryDays: 0,
  ...overrides,
});

describe('capToStock', () => {
  it.each<[string, number, Partial<Stock> | undefined, number | undefined]>([
    ['within stock', 3, { inStock: 5 }, 3],
    ['exactly the stock', 5, { inStock: 5 }, 5],
    ['above in-stock plus pre-order', 9, { inStock: 2, preOrder: 3, preOrderDisplay: true }, 5],
    ['covered by pre-order', 4, { inStock: 1, preOrder: 3, preOrderDisplay: true }, 4],
    ['whose pre-order is not displayed', 4, { inStock: 1, preOrder: 3 }, 1],
    [
      'whose pre-order is due after daysAhead',
      4,
      { inStock: 1, preOrder: 3, preOrderDisplay: true, estimatedDeliveryDays: 74, daysAhead: 45 },
      1,
    ],
    [
      'that only a late pre-order could fill',
      1,
      { inStock: 0, preOrder: 5, preOrderDisplay: true, estimatedDeliveryDays: 74, daysAhead: 45 },
      undefined,
    ],
    ['nothing in stock or pre-order', 2, { inStock: 0, preOrder: 0 }, undefined],
    ['negative stock', 2, { inStock: -3, preOrder: 0 }, undefined],
    ['no stock data yet', 7, undefined, 7],
  ])('caps a line %s', (_name, quantity, levels, expected) => {
    const list: ListItems = { bar: { quantity } };
    const { list: capped, changes } = capToStock(list, levels ? { bar: stock(levels) } : {});
    expect(capped.bar?.quantity).toBe(expected);
    expect(changes).toEqual(
      expected === quantity ? [] : [{ code: 'bar', from: quantity, to: expected ?? 0 }],
    );
  });

  it('returns the same list when nothing changes', () => {
    const list = { bar: { quantity: 1 } };
    expect(capToStock(list, { bar: stock() }).list).toBe(list);
  });

  it('never raises a quantity and never keeps a line without stock (property)', () => {
    const codes = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...codes), fc.record({ quantity: fc.integer({ min: 1, max: 100 }) })),
        fc.dictionary(
          fc.constantFrom(...codes),
          fc.record({
            inStock: fc.integer({ min: -5, max: 50 }),
            preOrder: fc.integer({ min: -5, max: 50 }),
            preOrderDisplay: fc.boolean(),
            daysAhead: fc.integer({ min: 0, max: 120 }),
            estimatedDeliveryDays: fc.integer({ min: 0, max: 120 }),
          }),
        ),
        (list, levels) => {
          const { list: capped, changes } = capToStock(list, levels);
          // What the cart keeps, the derived cart shows: never above the orderable units.
          for (const [code, { quantity }] of Object.entries(capped))
            if (levels[code]) expect(quantity).toBeLessThanOrEqual(orderableUnits(levels[code]));
          for (const [code, { quantity }] of Object.entries(capped)) {
            expect(quantity).toBeLessThanOrEqual(list[code]!.quantity);
            expect(quantity).toBeGreaterThan(0);
          }
          for (const change of changes) expect(change.to).toBeLessThan(change.from);
          expect(Object.keys(capped).every((code) => code in list)).toBe(true);
        },
      ),
    );
  });
});

describe('stockByCode', () => {
  it('keeps the stock of entries with a result and skips no-result markers', () => {
    const entry = { price: 100, currency: 'usd', vatIncluded: false, stock: stock() };
    expect(stockByCode({ a: entry, b: { noResult: true } })).toEqual({ a: entry.stock });
  });
});

describe('isPreOrder', () => {
  it.each([
    [0, 5, true],
    [0.5, 1, true],
    [1, 5, false],
    [0, 0, false],
    [-1, 0, false],
  ])('inStock %d, preOrder %d → %s', (inStock, preOrder, expected) => {
    expect(isPreOrder({ inStock, preOrder })).toBe(expected);
  });
});

describe('setAvailability', () => {
  it.each<[string, (Stock | null | undefined)[], boolean, number]>([
    ['all in stock', [stock({ estimatedDeliveryDays: 2 }), stock({ estimatedDeliveryDays: 5 })], true, 5],
    ['one on pre-order', [stock(), stock({ inStock: 0, preOrder: 3, estimatedDeliveryDays: 40 })], true, 40],
    ['one sold out', [stock(), stock({ inStock: 0, preOrder: 0, estimatedDeliveryDays: 1 })], false, 1],
    ['one without a result', [stock({ estimatedDeliveryDays: 3 }), null], false, 3],
    ['one undefined', [undefined], false, 0],
    ['an empty set', [], false, 0],
  ])('%s', (_name, results, inStock, days) => {
    expect(setAvailability(results)).toEqual({ inStock, estimatedDeliveryDays: days });
  });
});

describe('shippedWithin', () => {
  it.each([
    [0, 'shipped within 1 day'],
    [1, 'shipped within 1 day'],
    [5, 'shipped within 5 days'],
    [13, 'shipped within 13 days'],
    [14, 'shipped within 2 weeks'],
    [15, 'shipped within 3 weeks'],
    [59, 'shipped within 9 weeks'],
    [60, 'shipped within 2 months'],
    [61, 'shipped within 3 months'],
    [365, 'shipped within 13 months'],
  ])('%i days → %s', (days, expected) => {
    expect(shippedWithin(days)).toBe(expected);
  });
});

describe('availabilityLabel', () => {
  it.each<[string, Stock | null, Parameters<typeof availabilityLabel>[1], string]>([
    ['plenty in stock', stock({ inStock: 20 }), {}, 'in-stock'],
    ['few in stock', stock({ inStock: 5 }), {}, 'low-stock'],
    ['one in stock', stock({ inStock: 1 }), {}, 'low-stock'],
    ['sold out', stock({ inStock: 0 }), {}, 'out-of-stock'],
    ['no result', null, {}, 'out-of-stock'],
    [
      'discontinued and sold out',
      stock({ inStock: 0, preOrder: 5, preOrderDisplay: true }),
      { discontinued: true },
      'discontinued',
    ],
    ['discontinued with stock left', stock({ inStock: 30 }), { discontinued: true }, 'in-stock'],
    [
      'hidden pre-order stock',
      stock({ inStock: 0, preOrder: 5, preOrderDisplay: false }),
      {},
      'out-of-stock',
    ],
    ['coming soon', stock({ inStock: 0 }), { commingSoon: true }, 'coming-soon'],
    [
      'coming soon with pre-order',
      stock({ inStock: 0, preOrder: 2, preOrderDisplay: true }),
      { commingSoon: true },
      'pre-order',
    ],
    ['made to order', stock({ inStock: 0 }), { madeToOrder: true }, 'made-to-order'],
    ['made to order with stock', stock({ inStock: 40 }), { madeToOrder: true }, 'in-stock'],
  ])('%s → %s', (_name, value, flags, kind) => {
    expect(availabilityLabel(value, flags).kind).toBe(kind);
  });

  it('words a pre-order with its delivery estimate', () => {
    expect(
      availabilityLabel(stock({ inStock: 0, preOrder: 4, preOrderDisplay: true, estimatedDeliveryDays: 21 })),
    ).toEqual({
      kind: 'pre-order',
      label: 'Pre-order',
      estimatedDeliveryDays: 21,
      shippedWithin: 'shipped within 3 weeks',
    });
  });

  it('honours a custom low-stock threshold', () => {
    expect(availabilityLabel(stock({ inStock: 8 }), {}, { lowStockThreshold: 10 })).toEqual({
      kind: 'low-stock',
      label: 'Low stock',
    });
  });
});

describe('orderableUnits', () => {
  it.each<[string, Partial<Stock>, number]>([
    ['in stock only', { inStock: 4 }, 4],
    [
      'pre-order shown and due in time',
      { inStock: 1, preOrder: 5, preOrderDisplay: true, estimatedDeliveryDays: 43, daysAhead: 60 },
      6,
    ],
    [
      'pre-order due on the last day',
      { inStock: 0, preOrder: 5, preOrderDisplay: true, estimatedDeliveryDays: 60, daysAhead: 60 },
      5,
    ],
    [
      'pre-order due after daysAhead',
      { inStock: 0, preOrder: 5, preOrderDisplay: true, estimatedDeliveryDays: 74, daysAhead: 45 },
      0,
    ],
    ['pre-order not displayed', { inStock: 2, preOrder: 5, preOrderDisplay: false }, 2],
    ['negative counts', { inStock: -2, preOrder: -1, preOrderDisplay: true }, 0],
  ])('%s', (_name, levels, expected) => {
    expect(orderableUnits(stock(levels))).toBe(expected);
  });

  it('agrees with the availability label: a pre-order label only when pre-order units can be ordered', () => {
    const late = stock({
      inStock: 0,
      preOrder: 5,
      preOrderDisplay: true,
      estimatedDeliveryDays: 74,
      daysAhead: 45,
    });
    expect(availabilityLabel(late).kind).toBe('out-of-stock');
    const due = stock({
      inStock: 0,
      preOrder: 5,
      preOrderDisplay: true,
      estimatedDeliveryDays: 43,
      daysAhead: 60,
    });
    expect(availabilityLabel(due)).toMatchObject({
      kind: 'pre-order',
      shippedWithin: 'shipped within 7 weeks',
    });
  });
});
