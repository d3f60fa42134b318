// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins strings, arrays and object keys in order and skips falsy values', () => {
    const hidden = false;
    expect(
      cn('flex gap-2', hidden && 'hidden', undefined, null, [
        'text-sm',
        { 'text-ink': true, 'text-muted': false },
      ]),
    ).toBe('flex gap-2 text-sm text-ink');
  });

  it('returns an empty string when nothing is set', () => {
    expect(cn(false, undefined, '')).toBe('');
  });

  it('keeps both of two conflicting utilities: it no longer merges them, so components must not pass two', () => {
    expect(cn('px-2 text-ink', 'px-4')).toBe('px-2 text-ink px-4');
  });
});
