import { describe, expect, it } from 'vitest';
import { flagEmoji } from './flag';

describe('flagEmoji', () => {
  it.each([
    ['se', '🇸🇪'],
    ['US', '🇺🇸'],
    ['ax', '🇦🇽'],
    ['', '🌐'],
    ['usa', '🌐'],
  ])('draws %s as %s', (code, flag) => {
    expect(flagEmoji(code)).toBe(flag);
  });
});
