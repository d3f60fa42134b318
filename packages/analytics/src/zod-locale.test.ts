import { describe, expect, it, vi } from 'vitest';
import { analyticsItemSchema, INVALID_EVENT_INPUT_MESSAGE, purchase, storedConsentSchema } from './index';

// zod/mini ships no locale: without ensureEnglishZodMessages every issue would read 'Invalid input'.
// This file imports no classic zod (which would install English itself), so it sees what a browser sees.
describe('zod issue messages', () => {
  it.each<
    [string, { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }, unknown, string]
  >([
    [
      'a wrong type',
      analyticsItemSchema,
      { id: 'bar', price: '1' },
      'Invalid input: expected number, received string',
    ],
    [
      'an empty id',
      analyticsItemSchema,
      { id: ' ', price: 1 },
      'Too small: expected string to have >=1 characters',
    ],
    [
      'an unknown signal',
      storedConsentSchema,
      { ad_storage: 'yes', analytics_storage: 'denied', functionality_storage: 'granted' },
      'Invalid option: expected one of "granted"|"denied"',
    ],
  ])('are zod’s English texts for %s', (_case, schema, value, message) => {
    expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('reach the log line of a rejected event', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The order events validate with zod (the item events check without it: ./item-check).
    expect(purchase({ transactionId: 'T-1', items: [{ id: 'bar', price: -1 }] })).toBeNull();
    expect(error).toHaveBeenCalledWith(
      INVALID_EVENT_INPUT_MESSAGE,
      'purchase',
      '✖ Too small: expected number to be >=0\n  → at items[0].price',
    );
  });
});
