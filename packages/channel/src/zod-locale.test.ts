import { describe, expect, it } from 'vitest';
import { channelSchema, defaultChannel, storedUserSettingsSchema } from './index';

// zod/mini ships no locale: without ensureEnglishZodMessages every issue would read 'Invalid input'.
// This file imports no classic zod (which would install English itself), so it sees what a browser sees.
describe('zod issue messages', () => {
  it.each([
    [
      'a wrong type',
      channelSchema,
      { ...defaultChannel, language: 1 },
      'Invalid input: expected string, received number',
    ],
    [
      'a wrong length',
      channelSchema,
      { ...defaultChannel, currency: 'us' },
      'Too small: expected string to have exactly 3 characters',
    ],
    [
      'a pattern',
      storedUserSettingsSchema,
      { country: 'swe' },
      'Invalid string: must match pattern /^[a-zA-Z]{2}$/',
    ],
  ])('are zod’s English texts for %s', (_case, schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
