import { PROGRESS_BAR } from '@ironmark/config/constants';
import { type Clock, systemClock, type TimerHandle } from './clock';

/** Bounds and timings of the route progress bar (spec §9 defaults from `PROGRESS_BAR`). */
export interface ProgressSettings {
  /** Value shown as soon as loading starts (fraction 0–1; default 0.08). */
  minimum: number;
  /** Ceiling the trickle never passes before completion (fraction 0–1; default 0.994). */
  maximum: number;
  /** Width animation and fade-out duration (ms; default 200). */
  animationMs: number;
  /** Pause between two trickle increments (ms; default 800). */
  incrementIntervalMs: number;
}

/** The spec §9 progress bar numbers. */
export const defaultProgressSettings: ProgressSettings = { ...PROGRESS_BAR };

/** What the bar shows: `value` is a fraction 0–1, or null when the bar is hidden. */
export interface ProgressState {
  value: number | null;
  /** True once completion was reached and the bar is fading out. */
  done: boolean;
}

/** The hidden bar. */
export const hiddenProgress: ProgressState = { value: null, done: false };

/**
 * The next trickle value: large steps early, smaller ones as the bar fills, never above `maximum`
 * (fraction 0–1; default settings of spec §9).
 */
export function trickle(value: number, settings: ProgressSettings = defaultProgressSettings): number {
  const step =
    value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < settings.maximum ? 0.005 : 0;
  return clampProgress(value + step, settings);
}

/** Keeps a value between `minimum` and `maximum` (fractions 0–1). */
export function clampProgress(value: number, settings: ProgressSettings = defaultProgressSettings): number {
  return Math.min(settings.maximum, Math.max(settings.minimum, value));
}

/** Controls one progress bar: `start` on route change start, `done` on completion or error. */
export interface ProgressDriver {
  start(): void;
  done(): void;
  dispose(): void;
}

/**
 * Drives a progress bar with a clock: `start` shows `minimum` and trickles every
 * `incrementIntervalMs`; `done` jumps to 1, then hides after two `animationMs` (grow, then fade).
 * `onChange` receives every new state. Defaults: spec §9 settings, the system clock.
 */
export function createProgressDriver(
  onChange: (state: ProgressState) => void,
  {
    clock = systemClock,
    settings = defaultProgressSettings,
  }: { clock?: Clock; settings?: ProgressSettings } = {},
): ProgressDriver {
  let state: ProgressState = hiddenProgress;
  let timer: TimerHandle | undefined;

  const set = (next: ProgressState) => {
    state = next;
    onChange(next);
  };
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const scheduleTrickle = () => {
    timer = clock.setTimeout(() => {
      if (state.value === null || state.done) return;
      set({ value: trickle(state.value, settings), done: false });
      scheduleTrickle();
    }, settings.incrementIntervalMs);
  };

  return {
    start() {
      cancel();
      set({ value: settings.minimum, done: false });
      scheduleTrickle();
    },
    done() {
      if (state.value === null) return;
      cancel();
      set({ value: 1, done: true });
      timer = clock.setTimeout(() => {
        timer = undefined;
        set(hiddenProgress);
      }, settings.animationMs * 2);
    },
    dispose: cancel,
  };
}
