import { describe, expect, it } from 'vitest';
import { storeSchema, stores } from './showrooms';

describe('stores', () => {
  it('lists at least fifteen showrooms and dealers on several continents', () => {
    expect(stores.length).toBeGreaterThanOrEqual(15);
    expect(new Set(stores.map((store) => store.country)).size).toBeGreaterThanOrEqual(10);
    expect(stores.some((store) => store.lat < 0)).toBe(true);
    expect(stores.some((store) => store.lon < -30)).toBe(true);
  });

  it('gives every store a unique id and a record the schema accepts', () => {
    expect(new Set(stores.map((store) => store.id)).size).toBe(stores.length);
    for (const store of stores) expect(storeSchema.safeParse(store).success).toBe(true);
  });

  it('refuses a store with coordinates outside the globe', () => {
    const [first] = stores;
    expect(storeSchema.safeParse({ ...first, lat: 91 }).success).toBe(false);
    expect(storeSchema.safeParse({ ...first, lon: -181 }).success).toBe(false);
  });

  it('is frozen so a page cannot reorder it for the next request', () => {
    expect(Object.isFrozen(stores)).toBe(true);
  });
});
