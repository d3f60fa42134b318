import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../testing/backends';
import { stockLevels } from '../db/schema';

const backends = await testBackends();

interface Row {
  inStock: number;
  preOrder: number;
  preOrderDisplay: boolean;
  daysAhead: number;
  estimatedDeliveryDays: number;
}

// The one reservation rule (StockService.reserve, which the checkout's placement uses): units in stock
// first, then pre-order units only where the variant offers pre-orders — shown, and delivered within
// the days it is sold ahead.
describe.each(backends)('StockService.reserve on $name', (backend) => {
  const commerce = backend.create();
  let code = '';
  beforeAll(async () => {
    await commerce.services();
    code = commerce.catalogue.allVariants().find((variant) => variant.stock.us)?.code ?? '';
  }, 180_000);
  afterAll(async () => {
    await commerce.close();
    await backend.drop();
  });

  const where = () => and(eq(stockLevels.variantCode, code), eq(stockLevels.market, 'us'));
  const set = async (row: Row) => {
    const { db } = await commerce.database();
    await db.update(stockLevels).set(row).where(where());
  };
  const get = async () => {
    const { db } = await commerce.database();
    const [row] = await db
      .select({ inStock: stockLevels.inStock, preOrder: stockLevels.preOrder })
      .from(stockLevels)
      .where(where());
    return row;
  };
  const reserve = async (quantity: number) => {
    const { stock } = await commerce.services();
    return commerce.transaction((tx) => stock.reserve(tx, code, 'us', quantity));
  };
  const offered = { preOrderDisplay: true, daysAhead: 30, estimatedDeliveryDays: 20 };

  it('takes units in stock first, then offered pre-order units', async () => {
    await set({ inStock: 3, preOrder: 5, ...offered });
    expect(await reserve(2)).toBe(true);
    expect(await get()).toEqual({ inStock: 1, preOrder: 5 });
    expect(await reserve(4)).toBe(true);
    expect(await get()).toEqual({ inStock: 0, preOrder: 2 });
    expect(await reserve(3)).toBe(false);
    expect(await get()).toEqual({ inStock: 0, preOrder: 2 });
  });

  it('takes no pre-order units the variant does not offer: not shown, or delivered beyond its days ahead', async () => {
    await set({ inStock: 1, preOrder: 10, ...offered, preOrderDisplay: false });
    expect(await reserve(2)).toBe(false);
    expect(await reserve(1)).toBe(true);
    await set({ inStock: 1, preOrder: 10, ...offered, estimatedDeliveryDays: 45 });
    expect(await reserve(2)).toBe(false);
    expect(await get()).toEqual({ inStock: 1, preOrder: 10 });
  });

  it('never goes below zero when reservations race', async () => {
    await set({ inStock: 5, preOrder: 0, ...offered });
    const results = await Promise.all(Array.from({ length: 12 }, () => reserve(1)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await get()).toEqual({ inStock: 0, preOrder: 0 });
  });
});
