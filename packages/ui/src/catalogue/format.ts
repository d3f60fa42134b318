/** The units of a pre-order delivery estimate, singular and plural. */
export type DeliveryUnit = 'day' | 'days' | 'week' | 'weeks' | 'month' | 'months';

/**
 * Splits a delivery estimate in calendar days into a count and unit exactly as cart-core's
 * `shippedWithin` words it (spec §4 'shipped within N days, weeks or months'): below 14 days in
 * days, below 60 days in whole weeks rounded up, beyond that in 30-day months rounded up; days
 * below 1 read as 1 day. The unit is singular for a count of 1, so translations can differ.
 */
export function deliveryEstimate(days: number): { count: number; unit: DeliveryUnit } {
  const whole = Math.max(1, Math.ceil(days));
  const [count, unit] =
    whole < 14
      ? [whole, 'day']
      : whole < 60
        ? [Math.ceil(whole / 7), 'week']
        : [Math.ceil(whole / 30), 'month'];
  return { count, unit: (count === 1 ? unit : `${unit}s`) as DeliveryUnit };
}
