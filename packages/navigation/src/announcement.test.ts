import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementInterval, createAnnouncementRotation } from './announcement';
import type { Clock } from './clock';
import { announcementMessages, defaultAnnouncement } from './model';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('announcementInterval', () => {
  it.each([
    ['top-banner', 5000],
    ['menu', 7000],
    ['default', 7000],
  ] as const)('is %s → %i ms', (placement, ms) => {
    expect(announcementInterval(placement)).toBe(ms);
  });

  it('defaults to 7000 ms', () => {
    expect(announcementInterval()).toBe(7000);
  });
});

describe('createAnnouncementRotation', () => {
  it.each([
    ['top-banner', 5000],
    ['menu', 7000],
    ['default', 7000],
  ] as const)(
    'on the %s shows a message for %i ms, fades 300 ms, then shows the next',
    (placement, interval) => {
      const rotation = createAnnouncementRotation({ count: 3, placement });
      vi.advanceTimersByTime(interval - 1);
      expect(rotation.getState()).toEqual({ index: 0, fading: false, paused: false });
      vi.advanceTimersByTime(1);
      expect(rotation.getState()).toEqual({ index: 0, fading: true, paused: false });
      vi.advanceTimersByTime(299);
      expect(rotation.getState().index).toBe(0);
      vi.advanceTimersByTime(1);
      expect(rotation.getState()).toEqual({ index: 1, fading: false, paused: false });
      rotation.dispose();
    },
  );

  it('wraps to the first message', () => {
    const rotation = createAnnouncementRotation({ count: 2, intervalMs: 1000 });
    const seen: number[] = [];
    rotation.subscribe((state) => {
      if (!state.fading) seen.push(state.index);
    });
    vi.advanceTimersByTime(3 * 1300);
    expect(seen).toEqual([1, 0, 1]);
  });

  it('pauses while a message link is hovered and restarts the full interval on resume', () => {
    const rotation = createAnnouncementRotation({ count: 2, placement: 'top-banner' });
    vi.advanceTimersByTime(4000);
    rotation.pause();
    vi.advanceTimersByTime(60_000);
    expect(rotation.getState()).toEqual({ index: 0, fading: false, paused: true });
    rotation.resume();
    vi.advanceTimersByTime(4999);
    expect(rotation.getState()).toEqual({ index: 0, fading: false, paused: false });
    vi.advanceTimersByTime(301);
    expect(rotation.getState().index).toBe(1);
  });

  it('cancels a fade in progress when paused', () => {
    const rotation = createAnnouncementRotation({ count: 2, intervalMs: 1000 });
    vi.advanceTimersByTime(1100);
    expect(rotation.getState().fading).toBe(true);
    rotation.pause();
    vi.advanceTimersByTime(10_000);
    expect(rotation.getState()).toEqual({ index: 0, fading: false, paused: true });
  });

  it.each([
    ['a single message', { count: 1 }],
    ['no messages', { count: 0 }],
    ['auto-rotation off', { count: 3, autoRotate: false }],
  ])('never rotates with %s', (_name, options) => {
    const rotation = createAnnouncementRotation(options);
    vi.advanceTimersByTime(60_000);
    expect(rotation.getState()).toEqual({ index: 0, fading: false, paused: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops every timer on dispose', () => {
    const rotation = createAnnouncementRotation({ count: 3 });
    rotation.dispose();
    expect(vi.getTimerCount()).toBe(0);
    rotation.resume();
    vi.advanceTimersByTime(60_000);
    expect(rotation.getState().index).toBe(0);
  });

  it('runs on an injected clock', () => {
    const delays: number[] = [];
    const callbacks: (() => void)[] = [];
    const clock: Clock = {
      setTimeout: (callback, ms) => {
        delays.push(ms);
        callbacks.push(callback);
        return callbacks.length;
      },
      clearTimeout: () => {},
    };
    const rotation = createAnnouncementRotation({ count: 2, placement: 'menu', fadeMs: 250, clock });
    callbacks.shift()?.();
    callbacks.shift()?.();
    expect(delays).toEqual([7000, 250, 7000]);
    expect(rotation.getState().index).toBe(1);
  });
});

describe('announcementMessages', () => {
  it('orders messages by priority, highest first, keeping ties in source order', () => {
    const messages = [
      { text: 'a', url: null, priority: 0 },
      { text: 'b', url: null, priority: 2 },
      { text: 'c', url: null, priority: 0 },
    ];
    expect(announcementMessages({ ...defaultAnnouncement, messages }).map((m) => m.text)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});
