// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { haversineKm, sortByDistance } from './distance';

const stockholm = { lat: 59.3293, lon: 18.0686 };
const london = { lat: 51.5074, lon: -0.1278 };
const newYork = { lat: 40.7128, lon: -74.006 };

describe('haversineKm', () => {
  it.each([
    [stockholm, london, 1434],
    [london, newYork, 5570],
    [stockholm, stockholm, 0],
  ])('measures %o → %o as about %i km', (a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, -1);
  });

  it('is symmetric', () => {
    expect(haversineKm(london, newYork)).toBeCloseTo(haversineKm(newYork, london), 9);
  });

  it('gives half the circumference between antipodes', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('sortByDistance', () => {
  const stores = [
    { id: 'ny', ...newYork },
    { id: 'lon', ...london },
    { id: 'sto', ...stockholm },
  ];

  it('orders stores nearest first from the chosen point', () => {
    expect(sortByDistance(stores, { lat: 55.6761, lon: 12.5683 }).map((s) => s.id)).toEqual([
      'sto',
      'lon',
      'ny',
    ]);
    expect(sortByDistance(stores, { lat: 42.36, lon: -71.06 }).map((s) => s.id)).toEqual([
      'ny',
      'lon',
      'sto',
    ]);
  });

  it('adds the distance and leaves the input untouched', () => {
    const before = JSON.stringify(stores);
    const sorted = sortByDistance(stores, london);
    expect(sorted[0]).toMatchObject({ id: 'lon', distanceKm: 0 });
    expect(JSON.stringify(stores)).toBe(before);
  });
});
