import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later Tailwind class override an earlier one', () => {
    expect(cn('px-2 text-ink', false && 'hidden', 'px-4')).toBe('text-ink px-4');
  });
});
