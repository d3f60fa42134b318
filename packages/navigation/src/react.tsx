import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type AnnouncementPlacement,
  type AnnouncementState,
  announcementInterval,
  createAnnouncementRotation,
} from './announcement';
import type { Clock } from './clock';
import { type HashScrollResult, scrollToHash } from './hash-scroll';
import {
  createMenuDriver,
  type MenuDriverOptions,
  type MenuEvent,
  type MenuState,
  type MenuStatus,
  menuStatus,
} from './menu-machine';

/** What {@link useMenu} returns: the state, its status, and `dispatch`. */
export interface UseMenuResult {
  state: MenuState;
  status: MenuStatus;
  dispatch: (event: MenuEvent) => void;
}

/**
 * The mega-menu state machine of spec §4 for one menu instance (one driver per component; no
 * module-global store). The reset after a close fires `resetDelayMs` (default 300 ms) later on
 * `options.clock` (default: the host's timers). Options are read once, at mount.
 */
export function useMenu(options: MenuDriverOptions = {}): UseMenuResult {
  const [driver] = useState(() => createMenuDriver(options));
  useEffect(() => () => driver.dispose(), [driver]);
  const state = useSyncExternalStore(driver.subscribe, driver.getState, driver.getState);
  return { state, status: menuStatus(state), dispatch: driver.dispatch };
}

/** Options of {@link useAnnouncementRotation}. */
export interface UseAnnouncementRotationOptions {
  /** Number of messages; fewer than 2 never rotates. */
  count: number;
  /** Placement deciding the interval: top banner 5000 ms, menu 7000 ms, default 7000 ms. Default `'default'`. */
  placement?: AnnouncementPlacement;
  /** Interval override (ms), e.g. the CMS `rotationInterval`. */
  intervalMs?: number;
  /** Fade (ms). Default 300. */
  fadeMs?: number;
  /** Default `true`. */
  autoRotate?: boolean;
  /** Default: the host's timers. */
  clock?: Clock;
}

/** What {@link useAnnouncementRotation} returns: the rotation state plus hover handlers. */
export interface UseAnnouncementRotationResult extends AnnouncementState {
  /** Call on pointer enter of a message link. */
  pause: () => void;
  /** Call on pointer leave of a message link. */
  resume: () => void;
}

/**
 * Rotates announcement messages (spec §4 'Announcement strip', intervals of §9) and pauses while a
 * message link is hovered. The rotation restarts from the first message when `count`, the
 * interval, the fade or `autoRotate` change.
 */
export function useAnnouncementRotation({
  count,
  placement = 'default',
  intervalMs,
  fadeMs,
  autoRotate = true,
  clock,
}: UseAnnouncementRotationOptions): UseAnnouncementRotationResult {
  const interval = intervalMs ?? announcementInterval(placement);
  const [state, setState] = useState<AnnouncementState>({ index: 0, fading: false, paused: false });
  const rotation = useRef<ReturnType<typeof createAnnouncementRotation> | null>(null);
  useEffect(() => {
    const current = createAnnouncementRotation({
      count,
      intervalMs: interval,
      ...(fadeMs === undefined ? {} : { fadeMs }),
      autoRotate,
      ...(clock ? { clock } : {}),
    });
    rotation.current = current;
    setState(current.getState());
    const unsubscribe = current.subscribe(setState);
    return () => {
      unsubscribe();
      current.dispose();
      rotation.current = null;
    };
  }, [count, interval, fadeMs, autoRotate, clock]);
  const pause = useCallback(() => rotation.current?.pause(), []);
  const resume = useCallback(() => rotation.current?.resume(), []);
  return { ...state, pause, resume };
}

/**
 * After a route change, smoothly scrolls to the element named by `hash` (3 retries at 100 ms —
 * spec §2); a new hash or unmount cancels pending retries. `onDone` receives the outcome.
 */
export function useHashScroll(
  hash: string,
  { clock, onDone }: { clock?: Clock; onDone?: (result: HashScrollResult) => void } = {},
): void {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const scroll = scrollToHash({ hash, ...(clock ? { clock } : {}) });
    void scroll.result.then((result) => done.current?.(result));
    return () => scroll.cancel();
  }, [hash, clock]);
}
