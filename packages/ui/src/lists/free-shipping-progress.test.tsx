import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../catalogue/__fixtures__/axe.test.helper';
import { FreeShippingProgress, freeShippingProgress } from './free-shipping-progress';

describe('freeShippingProgress', () => {
  it.each([
    [0, 50_000, { remaining: 50_000, ratio: 0, reached: false }],
    [32_000, 50_000, { remaining: 18_000, ratio: 0.64, reached: false }],
    [50_000, 50_000, { remaining: 0, ratio: 1, reached: true }],
    [80_000, 50_000, { remaining: 0, ratio: 1, reached: true }],
    [-100, 50_000, { remaining: 50_000, ratio: 0, reached: false }],
    [100, 0, { remaining: 0, ratio: 1, reached: true }],
  ])('a subtotal of %i against %i gives %o', (subTotal, threshold, expected) => {
    expect(freeShippingProgress(subTotal, threshold)).toEqual(expected);
  });

  it('keeps the ratio in [0, 1] and remaining + subtotal at the threshold until it is reached', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (subTotal, threshold) => {
          const state = freeShippingProgress(subTotal, threshold);
          expect(state.ratio).toBeGreaterThanOrEqual(0);
          expect(state.ratio).toBeLessThanOrEqual(1);
          expect(state.reached).toBe(subTotal >= threshold);
          if (!state.reached) expect(state.remaining + subTotal).toBe(threshold);
        },
      ),
    );
  });
});

describe('FreeShippingProgress', () => {
  it('says how much more buys free shipping in the channel currency', async () => {
    const { container } = render(<FreeShippingProgress subTotal={44_700} currency="usd" />);
    expect(screen.getByText('Add $53.00 more for free shipping')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says the order ships free at the default threshold of $500', () => {
    render(<FreeShippingProgress subTotal={50_000} currency="usd" />);
    expect(screen.getByText('Your order ships free')).toBeInTheDocument();
  });
});
