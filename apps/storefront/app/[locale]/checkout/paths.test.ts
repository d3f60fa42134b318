import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from '../../../components/checkout/paths';

describe('isCheckoutPath', () => {
  it.each([
    ['/en-us/checkout', true],
    ['/sv-se/checkout/confirmation', true],
    ['/en/checkout', true],
    ['/en-us/checkouts', false],
    ['/en-us/cart', false],
    ['/checkout', false],
    [null, false],
  ])('%s is a checkout page: %s', (pathname, expected) => {
    expect(isCheckoutPath(pathname)).toBe(expected);
  });
});
