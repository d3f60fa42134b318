// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createProgressDriver, defaultProgressSettings, type ProgressState, trickle } from './progress';

describe('trickle', () => {
  it.each([
    [0.08, 0.18],
    [0.3, 0.34],
    [0.6, 0.62],
    [0.9, 0.905],
  ])('moves %f to %f', (from, to) => {
    expect(trickle(from)).toBeCloseTo(to, 6);
  });

  it('never passes the 0.994 ceiling of spec §9', () => {
    let value = defaultProgressSettings.minimum;
    for (let i = 0; i < 500; i++) value = trickle(value);
    expect(value).toBe(0.994);
  });
});

describe('createProgressDriver', () => {
  it('starts at 0.08 and trickles every 800 ms', () => {
    vi.useFakeTimers();
    const states: ProgressState[] = [];
    const driver = createProgressDriver((s) => states.push(s));
    driver.start();
    expect(states.at(-1)).toEqual({ value: 0.08, done: false });
    vi.advanceTimersByTime(799);
    expect(states).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(states.at(-1)?.value).toBeCloseTo(0.18, 6);
    vi.advanceTimersByTime(1600);
    expect(states).toHaveLength(4);
    driver.dispose();
    vi.useRealTimers();
  });

  it('completes at 1 and hides after the 200 ms grow and 200 ms fade', () => {
    vi.useFakeTimers();
    const states: ProgressState[] = [];
    const driver = createProgressDriver((s) => states.push(s));
    driver.start();
    driver.done();
    expect(states.at(-1)).toEqual({ value: 1, done: true });
    vi.advanceTimersByTime(399);
    expect(states.at(-1)?.value).toBe(1);
    vi.advanceTimersByTime(1);
    expect(states.at(-1)).toEqual({ value: null, done: false });
    vi.advanceTimersByTime(5000);
    expect(states).toHaveLength(3);
    vi.useRealTimers();
  });

  it('ignores done when the bar never started', () => {
    const onChange = vi.fn();
    createProgressDriver(onChange).done();
    expect(onChange).not.toHaveBeenCalled();
  });
});
