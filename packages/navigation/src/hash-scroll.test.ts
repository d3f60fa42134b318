import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToHash } from './hash-scroll';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scrollToHash', () => {
  it('scrolls at once when the element exists', async () => {
    const scroll = vi.fn();
    const handle = scrollToHash({ hash: '#specs', find: (id) => ({ id }), scroll });
    await expect(handle.result).resolves.toBe('scrolled');
    expect(scroll).toHaveBeenCalledWith({ id: 'specs' });
  });

  it.each([
    [0, 0],
    [1, 100],
    [2, 200],
    [3, 300],
  ])('finds an element that appears after %i retries (%i ms)', async (retriesNeeded, ms) => {
    let attempts = 0;
    const find = vi.fn(() => (attempts++ >= retriesNeeded ? 'element' : null));
    const scroll = vi.fn();
    const handle = scrollToHash({ hash: 'reviews', find, scroll });
    await vi.advanceTimersByTimeAsync(ms);
    await expect(handle.result).resolves.toBe('scrolled');
    expect(find).toHaveBeenCalledTimes(retriesNeeded + 1);
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('gives up after 3 retries at 100 ms', async () => {
    const find = vi.fn(() => null);
    const handle = scrollToHash({ hash: '#missing', find, scroll: vi.fn() });
    await vi.advanceTimersByTimeAsync(299);
    expect(find).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(handle.result).resolves.toBe('not-found');
    expect(find).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1000);
    expect(find).toHaveBeenCalledTimes(4);
  });

  it('decodes the hash', async () => {
    const find = vi.fn(() => null);
    scrollToHash({ hash: '#size%20chart', find, scroll: vi.fn() });
    expect(find).toHaveBeenCalledWith('size chart');
  });

  it.each([[''], ['#']])('does nothing for the empty hash %j', async (hash) => {
    const find = vi.fn();
    await expect(scrollToHash({ hash, find, scroll: vi.fn() }).result).resolves.toBe('no-hash');
    expect(find).not.toHaveBeenCalled();
  });

  it('stops retrying when cancelled', async () => {
    const find = vi.fn(() => null);
    const handle = scrollToHash({ hash: '#x', find, scroll: vi.fn() });
    handle.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(handle.result).resolves.toBe('cancelled');
    expect(find).toHaveBeenCalledTimes(1);
  });

  it('uses the injected retry count and interval', async () => {
    const find = vi.fn(() => null);
    const handle = scrollToHash({ hash: '#x', find, scroll: vi.fn(), retries: 1, intervalMs: 50 });
    await vi.advanceTimersByTimeAsync(50);
    await expect(handle.result).resolves.toBe('not-found');
    expect(find).toHaveBeenCalledTimes(2);
  });
});
