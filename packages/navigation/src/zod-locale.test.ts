import { describe, expect, it } from 'vitest';
import { cmsNavigationSchema, navigationFeatureSchema, navigationSetSchema } from './index';

// zod/mini ships no locale: without ensureEnglishZodMessages every issue would read 'Invalid input'.
// This file imports no classic zod (which would install English itself), so it sees what a browser sees.
describe('zod issue messages', () => {
  it.each([
    ['a wrong type', navigationSetSchema, { primary: 1 }, 'Invalid input: expected array, received number'],
    [
      'an empty image URL',
      navigationFeatureSchema,
      { id: 'f', imageUrl: '', ctaText: '', clickUrl: '/', altText: '' },
      'Too small: expected string to have >=1 characters',
    ],
    [
      'a non-positive interval',
      cmsNavigationSchema,
      { announcement: { rotationInterval: 0 } },
      'Too small: expected number to be >0',
    ],
  ])('are zod’s English texts for %s', (_case, schema, value, message) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)[0]).toEqual(message);
  });
});
