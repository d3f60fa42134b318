/** A timer handle returned by a {@link Clock}. */
export type TimerHandle = unknown;

/**
 * The timer functions a timed component uses. Injected so tests and stories can drive time by hand;
 * defaults to the browser's timers ({@link systemClock}).
 */
export interface Clock {
  /** Current time in milliseconds (only differences are used). */
  now(): number;
  /** Calls `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a pending callback; unknown handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

/** The real clock: `globalThis.setTimeout` / `clearTimeout`, looked up at call time so fake timers apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** A clock whose time only moves when {@link ManualClock.advance} is called (stories and tests). */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms` milliseconds, firing due callbacks in order. */
  advance(ms: number): void;
  /** Number of callbacks still waiting. */
  pending(): number;
}

/** Creates a {@link ManualClock} starting at 0 ms with no pending callbacks. */
export function createManualClock(): ManualClock {
  let time = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => time,
    pending: () => timers.size,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: time + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const target = time + ms;
      for (;;) {
        let dueId: number | undefined;
        let dueAt = Number.POSITIVE_INFINITY;
        for (const [id, timer] of timers) {
          if (timer.at <= target && timer.at < dueAt) {
            dueId = id;
            dueAt = timer.at;
          }
        }
        if (dueId === undefined) break;
        const timer = timers.get(dueId)!;
        timers.delete(dueId);
        time = dueAt;
        timer.callback();
      }
      time = target;
    },
  };
}
