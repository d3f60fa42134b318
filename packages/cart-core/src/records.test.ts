import { describe, expect, it } from 'vitest';
import { hasResult, variantInfoNoRecord } from './records';

const stock = { inStock: 1, preOrder: 0, preOrderDisplay: false, daysAhead: 0, estimatedDeliveryDays: 2 };

describe('hasResult', () => {
  it.each<[unknown, boolean]>([
    [{ price: 1, currency: 'usd', vatIncluded: true, stock }, true],
    [{ noResult: true }, false],
    [null, false],
    [undefined, false],
  ])('hasResult(%j) is %s', (entry, expected) => {
    expect(hasResult(entry as never)).toBe(expected);
  });
});

describe('variantInfoNoRecord', () => {
  it('marks a code without a record (spec §3)', () => {
    expect(variantInfoNoRecord('bar')).toEqual({ code: 'bar', noResult: true, reason: 'no-record' });
  });
});
