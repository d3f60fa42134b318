import { describe, expect, it } from 'vitest';
import { withFallback } from './text-fallback';

const translate = (key: string, args: readonly (string | number)[] = []) =>
  key === 'checkout.title' ? `Kassa ${args.join(' ')}`.trim() : key;

describe('withFallback', () => {
  it('gives the translation of a key the translations have, with its arguments', () => {
    expect(withFallback(translate)('checkout.title', 'Checkout')).toBe('Kassa');
    expect(withFallback(translate)('checkout.title', 'Checkout', [2])).toBe('Kassa 2');
  });

  it('gives the English fallback instead of the raw key of a missing translation', () => {
    expect(withFallback(translate)('checkout.unknown', 'Unknown')).toBe('Unknown');
  });
});
