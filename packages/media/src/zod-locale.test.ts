import { describe, expect, it } from 'vitest';
import { mediaAssetSchema, mediaFormatSchema } from './index';

// zod/mini ships no locale: without ensureEnglishZodMessages every issue would read 'Invalid input'.
// This file imports no classic zod (which would install English itself), so it sees what a browser sees.
describe('zod issue messages', () => {
  it.each([
    ['a wrong type', mediaAssetSchema, { id: 1, url: 2 }, 'Invalid input: expected string, received number'],
    ['an empty url', mediaFormatSchema, { url: '' }, 'Too small: expected string to have >=1 characters'],
    [
      'a negative size',
      mediaFormatSchema,
      { url: '/a.png', width: -1 },
      'Too small: expected number to be >=0',
    ],
  ])('are zod’s English texts for %s', (_case, schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
