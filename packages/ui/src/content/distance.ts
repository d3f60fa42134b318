/** A point on Earth in decimal degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Mean Earth radius used by {@link haversineKm} (km, IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points by the haversine formula, in kilometres. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Items with their distance from `origin` (km), nearest first; ties keep their input order.
 * Returns a new array and never mutates `items`.
 */
export function sortByDistance<T extends GeoPoint>(
  items: readonly T[],
  origin: GeoPoint,
): (T & { distanceKm: number })[] {
  return items
    .map((item, index) => ({ item, index, distanceKm: haversineKm(origin, item) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index)
    .map(({ item, distanceKm }) => ({ ...item, distanceKm }));
}
