import { HASH_SCROLL } from '@ironmark/config';
import { type Clock, systemClock, type TimerHandle } from './clock';

/** How a hash scroll ended. */
export type HashScrollResult = 'scrolled' | 'not-found' | 'no-hash' | 'cancelled';

/** Options of {@link scrollToHash}. */
export interface HashScrollOptions<Target> {
  /** The URL hash, with or without '#', percent-encoded or not (e.g. `location.hash`). */
  hash: string;
  /** Finds the element by id. Default `document.getElementById`. */
  find?: (id: string) => Target | null;
  /** Scrolls to it. Default `element.scrollIntoView({ behavior: 'smooth' })`. */
  scroll?: (target: Target) => void;
  /** Retries after the first attempt. Default `HASH_SCROLL.retries` (3). */
  retries?: number;
  /** Pause between attempts (ms). Default `HASH_SCROLL.intervalMs` (100). */
  intervalMs?: number;
  /** Timer functions. Default {@link systemClock}. */
  clock?: Clock;
}

/** A running hash scroll: `result` settles once; `cancel` stops pending retries. */
export interface HashScroll {
  result: Promise<HashScrollResult>;
  cancel(): void;
}

function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const findInDocument = (id: string): Element | null => globalThis.document?.getElementById(id) ?? null;
const scrollSmoothly = (target: Element) => target.scrollIntoView({ behavior: 'smooth' });

/**
 * Smoothly scrolls to the element named by the URL hash after a route change (spec §2): one
 * attempt at once, then up to `retries` (3) more every `intervalMs` (100 ms) while the element is
 * not yet rendered. Resolves 'scrolled', 'not-found' after the last retry, 'no-hash' for an empty
 * hash, or 'cancelled'.
 */
export function scrollToHash<Target = Element>(options: HashScrollOptions<Target>): HashScroll {
  const {
    hash,
    find = findInDocument as unknown as (id: string) => Target | null,
    scroll = scrollSmoothly as unknown as (target: Target) => void,
    retries = HASH_SCROLL.retries,
    intervalMs = HASH_SCROLL.intervalMs,
    clock = systemClock,
  } = options;
  const id = decodeHash(hash);
  let timer: TimerHandle | undefined;
  let settle: (result: HashScrollResult) => void = () => {};
  let settled = false;
  const result = new Promise<HashScrollResult>((resolve) => {
    settle = (value) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
  });

  const attempt = (remaining: number) => {
    timer = undefined;
    const target = find(id);
    if (target) {
      scroll(target);
      settle('scrolled');
    } else if (remaining > 0) {
      timer = clock.setTimeout(() => attempt(remaining - 1), intervalMs);
    } else {
      settle('not-found');
    }
  };

  if (id === '') settle('no-hash');
  else attempt(retries);

  return {
    result,
    cancel() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      settle('cancelled');
    },
  };
}
