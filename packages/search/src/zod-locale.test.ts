import { describe, expect, it } from 'vitest';
import { productSearchDocumentSchema, searchRequestSchema, searchStateSchema } from './index';

// zod/mini ships no locale: without ensureEnglishZodMessages every issue would read 'Invalid input'.
// This file imports no classic zod (which would install English itself), so it sees what a browser sees.
// The embedded engine answers these texts in App Search error bodies.
describe('zod issue messages', () => {
  it.each([
    ['a wrong type', searchRequestSchema, { query: 1 }, 'Invalid input: expected string, received number'],
    [
      'a precision out of range',
      searchRequestSchema,
      { query: '', precision: 12 },
      'Too big: expected number to be <=11',
    ],
    [
      'an empty id',
      productSearchDocumentSchema.shape.id,
      '',
      'Too small: expected string to have >=1 characters',
    ],
    ['a page below 1', searchStateSchema, { page: 0 }, 'Too small: expected number to be >=1'],
  ])('are zod’s English texts for %s', (_case, schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
