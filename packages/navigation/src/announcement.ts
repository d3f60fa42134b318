import {
  ANNOUNCEMENT_DEFAULT_INTERVAL_MS,
  ANNOUNCEMENT_FADE_MS,
  ANNOUNCEMENT_MENU_INTERVAL_MS,
  ANNOUNCEMENT_TOP_BANNER_INTERVAL_MS,
} from '@ironmark/config';
import { type Clock, systemClock, type TimerHandle } from './clock';

/** Where an announcement strip is shown; each has its own rotation interval (spec §9). */
export type AnnouncementPlacement = 'top-banner' | 'menu' | 'default';

/** Rotation interval per placement (ms): top banner 5000, menu 7000, default 7000 (spec §9). */
export function announcementInterval(placement: AnnouncementPlacement = 'default'): number {
  switch (placement) {
    case 'top-banner':
      return ANNOUNCEMENT_TOP_BANNER_INTERVAL_MS;
    case 'menu':
      return ANNOUNCEMENT_MENU_INTERVAL_MS;
    case 'default':
      return ANNOUNCEMENT_DEFAULT_INTERVAL_MS;
    default:
      return placement satisfies never;
  }
}

/**
 * Rotation state: the message shown (`index`), whether it is fading out (`fading`, for
 * `ANNOUNCEMENT_FADE_MS` = 300 ms before the next message appears), and whether rotation is paused.
 */
export interface AnnouncementState {
  index: number;
  fading: boolean;
  paused: boolean;
}

/** Options of {@link createAnnouncementRotation}. */
export interface AnnouncementRotationOptions {
  /** Number of messages; fewer than 2 never rotates. */
  count: number;
  /** Time a message stays before fading (ms). Default: the placement's interval. */
  intervalMs?: number;
  /** Placement deciding the default interval. Default `'default'` (7000 ms). */
  placement?: AnnouncementPlacement;
  /** Fade between messages (ms). Default `ANNOUNCEMENT_FADE_MS` (300). */
  fadeMs?: number;
  /** Rotate at all. Default `true`. */
  autoRotate?: boolean;
  /** Timer functions. Default {@link systemClock}. */
  clock?: Clock;
}

/** A running announcement rotation. */
export interface AnnouncementRotation {
  getState(): AnnouncementState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: AnnouncementState) => void): () => void;
  /** Pauses (pointer over a message link): a pending fade is cancelled and the message stays. */
  pause(): void;
  /** Resumes after a pause; the shown message gets a full interval again. */
  resume(): void;
  /** Stops every timer and drops the listeners. */
  dispose(): void;
}

/**
 * Rotates announcement messages (spec §4 'Announcement strip'): each message shows for
 * `intervalMs` (top banner 5000, menu 7000, default 7000), then fades for `fadeMs` (300) and the
 * next one (wrapping to the first) shows. Rotation pauses while a message link is hovered
 * (`pause`/`resume`); it never runs with fewer than 2 messages or with `autoRotate` off.
 */
export function createAnnouncementRotation({
  count,
  placement = 'default',
  intervalMs = announcementInterval(placement),
  fadeMs = ANNOUNCEMENT_FADE_MS,
  autoRotate = true,
  clock = systemClock,
}: AnnouncementRotationOptions): AnnouncementRotation {
  let state: AnnouncementState = { index: 0, fading: false, paused: false };
  let timer: TimerHandle | undefined;
  let disposed = false;
  const listeners = new Set<(state: AnnouncementState) => void>();
  const rotates = autoRotate && count > 1;

  const set = (next: AnnouncementState) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  const clear = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (!rotates || disposed || state.paused) return;
    timer = clock.setTimeout(() => {
      set({ ...state, fading: true });
      timer = clock.setTimeout(() => {
        timer = undefined;
        set({ ...state, index: (state.index + 1) % count, fading: false });
        schedule();
      }, fadeMs);
    }, intervalMs);
  };

  schedule();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pause() {
      if (state.paused || disposed) return;
      clear();
      set({ ...state, paused: true, fading: false });
    },
    resume() {
      if (!state.paused || disposed) return;
      set({ ...state, paused: false });
      schedule();
    },
    dispose() {
      disposed = true;
      clear();
      listeners.clear();
    },
  };
}
