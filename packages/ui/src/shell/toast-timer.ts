import { TOAST_AUTO_CLOSE_MS } from '@ironmark/config/constants';
import { type Clock, systemClock, type TimerHandle } from './clock';

/** The auto-close timer of one toast. */
export interface ToastTimer {
  /** Starts (or restarts) the full duration. */
  start(): void;
  /** Stops the countdown, keeping the remaining time (pointer or focus on the toast). */
  pause(): void;
  /** Continues with the remaining time. */
  resume(): void;
  /** Stops for good (toast closed or replaced). */
  cancel(): void;
}

/**
 * Creates the spec §4 toast timer: `onElapsed` fires once after `durationMs` of unpaused time
 * (ms; default `TOAST_AUTO_CLOSE_MS` = 10000), unless cancelled first.
 */
export function createToastTimer(
  onElapsed: () => void,
  { clock = systemClock, durationMs = TOAST_AUTO_CLOSE_MS }: { clock?: Clock; durationMs?: number } = {},
): ToastTimer {
  let handle: TimerHandle | undefined;
  let remaining = durationMs;
  let startedAt = 0;
  let finished = false;
  const stop = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };
  const run = () => {
    if (finished || !Number.isFinite(remaining)) return;
    startedAt = clock.now();
    handle = clock.setTimeout(() => {
      handle = undefined;
      finished = true;
      onElapsed();
    }, remaining);
  };
  return {
    start() {
      stop();
      finished = false;
      remaining = durationMs;
      run();
    },
    pause() {
      if (handle === undefined) return;
      stop();
      remaining = Math.max(0, remaining - (clock.now() - startedAt));
    },
    resume() {
      if (handle !== undefined) return;
      run();
    },
    cancel() {
      stop();
      finished = true;
    },
  };
}
