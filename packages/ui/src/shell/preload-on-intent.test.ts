import { describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './preload-on-intent';

describe('preloadOnIntent', () => {
  it('loads on a pointer over, a press or focus, and nothing before', () => {
    const load = vi.fn(async () => undefined);
    const handlers = preloadOnIntent(load);
    expect(load).not.toHaveBeenCalled();
    handlers.onPointerEnter();
    handlers.onPointerDown();
    handlers.onFocus();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('leaves a failed load to the open (no unhandled rejection)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadOnIntent(() => Promise.reject(new Error('chunk failed'))).onFocus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
