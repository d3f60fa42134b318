import { schemaAgreement } from '@ironmark/config/vitest/schema-agreement';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasResult, readRealtimeMap, variantInfoNoRecord } from './records';
import { realtimeMapSchema } from './schemas';

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

describe("readRealtimeMap (the browser's zod-free check of a real-time answer)", () => {
  const entry = { price: 129_900, currency: 'usd', vatIncluded: false, stock };

  it.each<[string, unknown, boolean]>([
    ['a price entry', { A: entry }, true],
    ['a no-result marker', { A: { noResult: true } }, true],
    ['nullish optional prices', { A: { ...entry, campaignPrice: null, regularPrice: 139_900 } }, true],
    ['an empty answer', {}, true],
    ['a fractional price', { A: { ...entry, price: 1.5 } }, false],
    ['a short currency', { A: { ...entry, currency: 'us' } }, false],
    ['stock missing a number', { A: { ...entry, stock: { ...stock, preOrder: '0' } } }, false],
    ['noResult false', { A: { noResult: false } }, false],
    ['an array', [entry], false],
    ['null', null, false],
  ])('%s: success %s, as the schema', (_name, value, success) => {
    expect(readRealtimeMap(value).success).toBe(success);
    expect(realtimeMapSchema.safeParse(value).success).toBe(success);
  });

  it('names the first entry that fails', () => {
    expect(readRealtimeMap({ A: entry, B: { price: 'free' } })).toEqual({
      success: false,
      error: { path: 'B' },
    });
  });

  it('drops unknown keys and a __proto__ code, and never sets a prototype', () => {
    const answer = JSON.parse(
      `{"__proto__": {"polluted": true}, "A": ${JSON.stringify({ ...entry, secret: 1, noResult: true })}}`,
    );
    const read = readRealtimeMap(answer);
    expect(read).toEqual({ success: true, data: { A: entry } });
    expect(Object.getPrototypeOf(read.success && read.data)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  // The contract stays the zod schema (servers, tests, other teams); the browser's check must agree
  // with it on every input: the same verdict, and the same data when both accept.
  // Mostly valid values, so that most generated answers pass and their data is compared too.
  const number = fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: -5, max: 200_000 }) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 0.5, Number.NaN) },
    { weight: 1, arbitrary: fc.string() },
  );
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof(arbitrary, fc.constant(null), fc.constant(undefined));
  const stockArbitrary = fc.record(
    {
      inStock: number,
      preOrder: number,
      preOrderDisplay: fc.oneof(
        { weight: 8, arbitrary: fc.boolean() },
        { weight: 1, arbitrary: fc.constant('true') },
      ),
      daysAhead: number,
      estimatedDeliveryDays: number,
      extra: fc.anything(),
    },
    { requiredKeys: ['inStock', 'preOrder', 'preOrderDisplay', 'daysAhead', 'estimatedDeliveryDays'] },
  );
  const priceEntry = fc.record(
    {
      price: number,
      campaignPrice: maybe(number),
      regularPrice: maybe(number),
      lowestPrice30d: maybe(number),
      currency: fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom('usd', 'SEK') },
        fc.constant('eu'),
        fc.string(),
      ),
      vatIncluded: fc.oneof({ weight: 8, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constant(1) }),
      stock: fc.oneof({ weight: 8, arbitrary: stockArbitrary }, { weight: 1, arbitrary: fc.anything() }),
      noResult: fc.oneof(fc.constant(true), fc.anything()),
    },
    { requiredKeys: ['price', 'currency', 'vatIncluded', 'stock'] },
  );
  const answer = fc.oneof(
    fc.dictionary(fc.string(), fc.oneof(priceEntry, fc.constant({ noResult: true }), fc.anything())),
    fc.dictionary(fc.string(), priceEntry),
    fc.anything(),
  );

  it('property: agrees with realtimeMapSchema on any input', () => {
    const agreement = schemaAgreement(realtimeMapSchema, readRealtimeMap);
    fc.assert(fc.property(answer, agreement.property), { numRuns: 3000 });
    // The comparison saw many accepted answers, not only rejections.
    expect(agreement.accepted()).toBeGreaterThan(200);
  });
});
