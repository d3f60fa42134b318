/** Opaque handle of a scheduled callback. */
export type TimerHandle = unknown;

/**
 * The timer functions the schedulers use, injected so tests (and non-browser hosts) control time.
 * Delays are milliseconds.
 */
export interface Clock {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The host's timers, looked up on `globalThis` at call time (so Vitest fake timers installed after
 * import still apply). Default clock of every scheduler in this package.
 */
export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
