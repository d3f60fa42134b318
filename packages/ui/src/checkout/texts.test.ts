// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customerCategoryOptions, testCardOptions } from './texts';

const t = (key: string) => `«${key}»`;

describe('checkout option builders', () => {
  it('names each customer category from its key, keeping the order; an unknown one by its value', () => {
    expect(customerCategoryOptions(t, ['education', 'business', 'guild'])).toEqual([
      { value: 'education', label: '«checkout.category.education»' },
      { value: 'business', label: '«checkout.category.business»' },
      { value: 'guild', label: 'guild' },
    ]);
  });

  it("gives each test card its translated outcome; a card without a key keeps the contract's", () => {
    expect(
      testCardOptions(t, [
        { number: '4000 0000 0000 0002', outcome: 'Refused' },
        { number: '5555 5555 5555 4444', outcome: 'Succeeds' },
      ]),
    ).toEqual([
      { number: '4000 0000 0000 0002', outcome: '«checkout.testCard.refused»' },
      { number: '5555 5555 5555 4444', outcome: 'Succeeds' },
    ]);
  });
});
