import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema, placeOrderRequestSchema, quoteSchema } from './index';

// zod/mini ships no locale: without ensureEnglishZodMessages every issue would read 'Invalid input'.
// This file imports no classic zod (which would install English itself), so it sees what a browser sees.
// Fields without a spec text answer these in the model-state body of a 400.
describe('zod issue messages', () => {
  it.each([
    ['a wrong type', quoteSchema.shape.id, 1, 'Invalid input: expected string, received number'],
    [
      'a short session id',
      placeOrderRequestSchema.shape.sessionId,
      'abc',
      'Too small: expected string to have >=16 characters',
    ],
    [
      'a long idempotency key',
      checkoutRequestSchema.shape.idempotencyKey,
      'k'.repeat(129),
      'Too big: expected string to have <=128 characters',
    ],
    [
      'an unknown option',
      quoteSchema.shape.status,
      'lost',
      'Invalid option: expected one of "received"|"in-progress"|"sent"|"accepted"|"expired"',
    ],
  ])('are zod’s English texts for %s', (_case, schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
