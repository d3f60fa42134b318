import { AFFILIATE_RETRY } from '@ironmark/config';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFFILIATE_GAVE_UP_MESSAGE,
  AFFILIATE_REPORT_FAILED_MESSAGE,
  type AffiliateTracker,
  reportAffiliatePurchase,
} from './affiliate';

const order = { orderNumber: 'SO-123456', total: 99_800, currency: 'sek' };

/** A tracker that appears only on the given attempt; counts how often it was looked up. */
function trackerAppearingOn(attempt: number) {
  const trackPurchase = vi.fn();
  let lookups = 0;
  const getTracker = (): AffiliateTracker | undefined => {
    lookups += 1;
    return lookups >= attempt ? { trackPurchase } : undefined;
  };
  return { getTracker, trackPurchase, lookups: () => lookups };
}

describe('reportAffiliatePurchase (spec §7)', () => {
  // The purchase check is loaded on demand; loading it once up front keeps the retry clock below
  // exact (a browser fetches it once per page too).
  beforeAll(async () => {
    await import('./affiliate-schema');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries every 1000 ms up to 100 attempts', () => {
    expect(AFFILIATE_RETRY).toEqual({ intervalMs: 1000, maxAttempts: 100 });
  });

  it('reports at once, without waiting for the retry interval, when the tracker is already there', async () => {
    const tracker = trackerAppearingOn(1);
    const reported = reportAffiliatePurchase(order, { getTracker: tracker.getTracker });
    await vi.advanceTimersByTimeAsync(0);
    expect(tracker.trackPurchase).toHaveBeenCalledTimes(1);
    await expect(reported).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tracker.lookups()).toBe(1);
  });

  it.each([2, 3, 50, 100])('reports on attempt %i, after (attempt - 1) × 1000 ms', async (attempt) => {
    const tracker = trackerAppearingOn(attempt);
    const reported = reportAffiliatePurchase(order, { getTracker: tracker.getTracker });
    await vi.advanceTimersByTimeAsync((attempt - 1) * 1000 - 1);
    expect(tracker.trackPurchase).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.trackPurchase).toHaveBeenCalledExactlyOnceWith({
      orderNumber: 'SO-123456',
      total: 998,
      currency: 'SEK',
    });
    await expect(reported).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tracker.lookups()).toBe(attempt);
  });

  it('gives up after 100 attempts with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const getTracker = vi.fn(() => undefined);
    const reported = reportAffiliatePurchase(order, { getTracker });
    await vi.advanceTimersByTimeAsync(98_999);
    expect(getTracker).toHaveBeenCalledTimes(99);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getTracker).toHaveBeenCalledTimes(100);
    expect(warn).toHaveBeenCalledExactlyOnceWith(AFFILIATE_GAVE_UP_MESSAGE, 'SO-123456');
    await expect(reported).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getTracker).toHaveBeenCalledTimes(100);
  });

  it('uses the injected setTimeout', async () => {
    const delays: number[] = [];
    const tracker = trackerAppearingOn(3);
    const reported = reportAffiliatePurchase(order, {
      getTracker: tracker.getTracker,
      setTimeout: (callback, ms) => {
        delays.push(ms);
        queueMicrotask(callback);
      },
    });
    await expect(reported).resolves.toBe(true);
    expect(delays).toEqual([1000, 1000]);
  });

  it('defaults the currency to USD and converts the total to major units', async () => {
    const tracker = trackerAppearingOn(1);
    await reportAffiliatePurchase({ orderNumber: 'SO-1', total: 1999 }, { getTracker: tracker.getTracker });
    expect(tracker.trackPurchase).toHaveBeenCalledWith({
      orderNumber: 'SO-1',
      total: 19.99,
      currency: 'USD',
    });
  });

  it.each([
    ['an empty order number', { orderNumber: '', total: 100 }],
    ['a negative total', { orderNumber: 'SO-1', total: -1 }],
    ['a total not in minor units', { orderNumber: 'SO-1', total: 9.99 }],
  ])('rejects %s: logs, never asks for the tracker', async (_case, purchase) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getTracker = vi.fn();
    await expect(reportAffiliatePurchase(purchase, { getTracker })).resolves.toBe(false);
    expect(getTracker).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(AFFILIATE_REPORT_FAILED_MESSAGE, expect.any(String));
  });

  it('does not retry a tracker that throws (no double report)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('tracker broke');
    const trackPurchase = vi.fn(() => {
      throw failure;
    });
    const reported = reportAffiliatePurchase(order, { getTracker: () => ({ trackPurchase }) });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(reported).resolves.toBe(false);
    expect(trackPurchase).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(AFFILIATE_REPORT_FAILED_MESSAGE, failure);
  });
});

describe('reportAffiliatePurchase when the purchase check cannot load', () => {
  afterEach(() => {
    vi.doUnmock('./affiliate-schema');
    vi.resetModules();
  });

  it('resolves false, logs the failure and never asks for the tracker', async () => {
    vi.resetModules();
    vi.doMock('./affiliate-schema', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { reportAffiliatePurchase: report, AFFILIATE_REPORT_FAILED_MESSAGE: message } = await import(
      './affiliate'
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getTracker = vi.fn();
    await expect(report(order, { getTracker })).resolves.toBe(false);
    expect(getTracker).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(message, expect.any(Error));
  });
});
