// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnnouncementRotation, useHashScroll, useMenu } from './react';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMenu', () => {
  it('opens, closes and resets 300 ms later', () => {
    const { result } = renderHook(() => useMenu());
    act(() => result.current.dispatch({ type: 'primaryClick', index: 1, hasChildren: true }));
    expect(result.current.status).toBe('open');
    expect(result.current.state).toMatchObject({ node: 'root-1', scrollLocked: true });
    act(() => result.current.dispatch({ type: 'dismiss', reason: 'escape' }));
    expect(result.current.status).toBe('closing');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.status).toBe('closed');
  });

  it('keeps one menu per component', () => {
    const first = renderHook(() => useMenu());
    const second = renderHook(() => useMenu());
    act(() => first.result.current.dispatch({ type: 'open', node: 'root-0' }));
    expect(second.result.current.status).toBe('closed');
  });

  it('drops the pending reset on unmount', () => {
    const { result, unmount } = renderHook(() => useMenu());
    act(() => result.current.dispatch({ type: 'open', node: 'root-0' }));
    act(() => result.current.dispatch({ type: 'close' }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useAnnouncementRotation', () => {
  it('rotates on the top banner every 5000 ms plus the 300 ms fade and pauses on hover', () => {
    const { result } = renderHook(() => useAnnouncementRotation({ count: 3, placement: 'top-banner' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toMatchObject({ index: 0, fading: true });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toMatchObject({ index: 1, fading: false });
    act(() => result.current.pause());
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toMatchObject({ index: 1, paused: true });
    act(() => result.current.resume());
    act(() => vi.advanceTimersByTime(5300));
    expect(result.current.index).toBe(2);
  });

  it('uses an explicit interval', () => {
    const { result } = renderHook(() => useAnnouncementRotation({ count: 2, intervalMs: 1000, fadeMs: 100 }));
    act(() => vi.advanceTimersByTime(1100));
    expect(result.current.index).toBe(1);
  });

  it('stops its timers on unmount', () => {
    const { unmount } = renderHook(() => useAnnouncementRotation({ count: 2 }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useHashScroll', () => {
  it('scrolls to an element rendered after the navigation', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const onDone = vi.fn();
    renderHook(() => useHashScroll('#reviews', { onDone }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    const target = document.createElement('section');
    target.id = 'reviews';
    document.body.append(target);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
    expect(onDone).toHaveBeenCalledWith('scrolled');
    target.remove();
  });
});
