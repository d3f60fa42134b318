import type { RouteEvent } from './event-shapes';
import { redactEmails, redactUrlPath } from './privacy';

/** Text logged when a route event is given a URL that is not a non-empty string. */
export const INVALID_ROUTE_URL_MESSAGE = 'Invalid route url for analytics';

// GA4 truncates parameter values at 100 characters; truncating here keeps the data layer honest.
const MAX_ERROR_MESSAGE_LENGTH = 100;

/**
 * The path (with query, without hash or origin) of a route URL, with e-mail-like values redacted.
 * Accepts absolute URLs and paths (`'/en-us/bars?sort=price'`). Empty, non-string or unparseable ⇒ `null`.
 */
export function pagePath(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    // The base only anchors relative paths; it never appears in the result.
    const parsed = new URL(url.trim(), 'http://route.invalid');
    return redactUrlPath(parsed.pathname, parsed.search);
  } catch {
    return null;
  }
}

/**
 * True when a navigation error means the navigation was cancelled (spec §4: cancellations are not
 * reported). Recognised: Next.js's cancelled route (`{ cancelled: true }`, 'Route Cancelled') and an
 * `AbortError` (an aborted fetch of the next route's payload).
 */
export function isNavigationCancelled(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  if ('cancelled' in error && error.cancelled === true) return true;
  return 'name' in error && error.name === 'AbortError';
}

/** route_complete: the page view after a completed navigation (spec §4). Invalid URL ⇒ logged, `null`. */
export function routeComplete(url: string): RouteEvent | null {
  const path = pagePath(url);
  if (path === null) {
    console.error(INVALID_ROUTE_URL_MESSAGE, 'route_complete');
    return null;
  }
  return { event: 'route_complete', page_path: path };
}

/**
 * route_error: a navigation failed (spec §4 / §8: reported unless it was cancelled). Returns `null`
 * for a cancellation (see {@link isNavigationCancelled}) or an invalid URL (logged). The error's
 * message is redacted and cut to 100 characters.
 */
export function routeError(error: unknown, url: string): RouteEvent | null {
  if (isNavigationCancelled(error)) return null;
  const path = pagePath(url);
  if (path === null) {
    console.error(INVALID_ROUTE_URL_MESSAGE, 'route_error');
    return null;
  }
  const message = error instanceof Error ? error.message : String(error);
  return {
    event: 'route_error',
    page_path: path,
    error_message: redactEmails(message).slice(0, MAX_ERROR_MESSAGE_LENGTH),
  };
}
