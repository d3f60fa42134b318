import { describe, expect, it } from 'vitest';
import { createAddressSchema, quantitySchema, storedCartSchema, variantInfoResponseSchema } from './index';

// zod/mini ships no locale: without ensureEnglishZodMessages every issue would read 'Invalid input'.
// This file imports no classic zod (which would install English itself), so it sees what a browser sees.
describe('zod issue messages', () => {
  it.each<
    [string, { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }, unknown, string]
  >([
    ['a fraction', quantitySchema, 1.5, 'Invalid input: expected int, received number'],
    ['zero', quantitySchema, 0, 'Too small: expected number to be >0'],
    [
      'a wrong version',
      storedCartSchema,
      { version: 2, cart: {}, favourites: {}, builds: [] },
      'Invalid input: expected 1',
    ],
    [
      'a wrong record',
      variantInfoResponseSchema,
      { bar: 'nope' },
      'Invalid input: expected object, received string',
    ],
    [
      'a wrong form value',
      createAddressSchema({ requireTerms: false }),
      { firstName: 1 },
      'Invalid input: expected string, received number',
    ],
  ])('are zod’s English texts for %s', (_case, schema, value, message) => {
    expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
