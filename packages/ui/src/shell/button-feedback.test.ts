// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type ButtonFeedback, buttonFeedbackReducer, createButtonFeedback } from './button-feedback';

describe('buttonFeedbackReducer', () => {
  it.each<[ButtonFeedback, Parameters<typeof buttonFeedbackReducer>[1], ButtonFeedback]>([
    ['idle', 'start', 'loading'],
    ['loading', 'succeed', 'success'],
    ['loading', 'fail', 'error'],
    ['success', 'clear', 'idle'],
    ['error', 'clear', 'idle'],
    ['idle', 'succeed', 'idle'],
    ['idle', 'fail', 'idle'],
    ['loading', 'clear', 'loading'],
    ['success', 'start', 'loading'],
  ])('from %s on %s goes to %s', (from, event, to) => {
    expect(buttonFeedbackReducer(from, event)).toBe(to);
  });
});

describe('createButtonFeedback', () => {
  it('clears success after exactly 1500 ms', async () => {
    vi.useFakeTimers();
    const states: ButtonFeedback[] = [];
    const feedback = createButtonFeedback((s) => states.push(s));
    await feedback.run(async () => 'ok');
    expect(states).toEqual(['loading', 'success']);
    vi.advanceTimersByTime(1499);
    expect(feedback.get()).toBe('success');
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['loading', 'success', 'idle']);
    vi.useRealTimers();
  });

  it('shows error when the action rejects, rethrows, and clears after 1500 ms', async () => {
    vi.useFakeTimers();
    const feedback = createButtonFeedback(() => {});
    await expect(feedback.run(() => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(feedback.get()).toBe('error');
    vi.advanceTimersByTime(1500);
    expect(feedback.get()).toBe('idle');
    vi.useRealTimers();
  });

  it('restarts the clear timer when a new action finishes before the old feedback cleared', async () => {
    vi.useFakeTimers();
    const feedback = createButtonFeedback(() => {});
    await feedback.run(async () => 1);
    vi.advanceTimersByTime(1000);
    await feedback.run(async () => 2);
    vi.advanceTimersByTime(1000);
    expect(feedback.get()).toBe('success');
    vi.advanceTimersByTime(500);
    expect(feedback.get()).toBe('idle');
    vi.useRealTimers();
  });
});
