// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserCheckoutSession,
  readCheckoutConfirmation,
  storeCheckoutConfirmation,
} from './checkout-storage';
import { placedOrder } from './testing/orders';

const order = placedOrder;

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('browserCheckoutSession (spec §8: an abandoned checkout is resumed)', () => {
  it('loads the session id it saved, and nothing once it is cleared', async () => {
    expect(await browserCheckoutSession.load()).toBeNull();
    browserCheckoutSession.save('S-0123456789abcdef');
    expect(await browserCheckoutSession.load()).toBe('S-0123456789abcdef');
    browserCheckoutSession.save(null);
    expect(await browserCheckoutSession.load()).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['JSON of the wrong shape', '{"id":7}'],
  ])('drops %s and logs it (spec §8: stored data that fails to parse)', async (_case, raw) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('ironmark-checkout-session', raw);
    expect(await browserCheckoutSession.load()).toBeNull();
    expect(log).toHaveBeenCalledWith(
      'Failed to parse stored value',
      'ironmark-checkout-session',
      expect.anything(),
    );
  });
});

describe('the checkout confirmation', () => {
  it('reads the placed order back, to report the first time only', async () => {
    const preOrders = [{ code: 'IM-RACK-1', estimatedDeliveryDays: 30 }];
    storeCheckoutConfirmation(order, preOrders);
    expect(await readCheckoutConfirmation()).toEqual({
      confirmation: { order, preOrders, reported: false },
      report: true,
    });
    // A reload shows the same order without reporting it again.
    expect(await readCheckoutConfirmation()).toEqual({
      confirmation: { order, preOrders, reported: true },
      report: false,
    });
  });

  it('reports once when two reads overlap (a remounted page reads again before the first read is done)', async () => {
    const preOrders: { code: string; estimatedDeliveryDays: number }[] = [];
    storeCheckoutConfirmation(order, preOrders);
    const [first, second] = await Promise.all([readCheckoutConfirmation(), readCheckoutConfirmation()]);
    expect(first).toEqual({ confirmation: { order, preOrders, reported: false }, report: true });
    expect(second).toEqual({ confirmation: { order, preOrders, reported: true }, report: false });
  });

  it('has no confirmation without a placed order, or when the stored one does not parse', async () => {
    expect(await readCheckoutConfirmation()).toEqual({ confirmation: null, report: false });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem('ironmark-checkout-confirmation', '{"order":{}}');
    expect(await readCheckoutConfirmation()).toEqual({ confirmation: null, report: false });
    // Not reported, but not an order either: nothing to report.
    sessionStorage.setItem('ironmark-checkout-confirmation', '{"order":{},"reported":false}');
    expect(await readCheckoutConfirmation()).toEqual({ confirmation: null, report: false });
    expect(log).toHaveBeenCalledWith(
      'Failed to parse stored value',
      'ironmark-checkout-confirmation',
      expect.anything(),
    );
  });
});
