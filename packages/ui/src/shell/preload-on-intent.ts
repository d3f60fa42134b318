/** Handlers of a control that opens something loaded lazily. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

/**
 * Handlers that start loading a lazily loaded chunk (the mega menu, the phone's filter drawer, the
 * lightbox) when a shopper shows the intent to open it: a pointer over the control, pressing it (a
 * touch lands ~100 ms before its click), or keyboard focus on it. The code stays out of the first-load
 * JavaScript and a page that is only read never evaluates it; loading on idle instead made a long task
 * on a phone after every page load (issue 16). A failed load is left to the open, which retries it.
 */
export function preloadOnIntent(load: () => Promise<unknown>): IntentHandlers {
  const preload = () => void load().catch(() => undefined);
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}
