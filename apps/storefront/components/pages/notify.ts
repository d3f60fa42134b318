import { apiErrorBodySchema, FetchError, type Notification, toNotification } from '@ironmark/commerce';
import type { ToastMessage } from '@ironmark/ui/shell';

/**
 * The toast for a failed commerce call (spec §8 mapping via `toNotification`). A non-OK answer with
 * the API's `{ message, code }` body (429 rate limit, 503, 403 origin) shows the server's sentence
 * rather than the transport text 'Request to … failed: 429'; any other HTTP failure falls back to the
 * translated 'generalError'.
 */
export function notificationFor(error: unknown, translate: (key: string) => string): Notification {
  if (error instanceof FetchError) {
    let body: unknown = null;
    try {
      body = JSON.parse(error.body);
    } catch {
      body = null;
    }
    const parsed = apiErrorBodySchema.safeParse(body);
    return toNotification(parsed.success ? { message: parsed.data.message } : null, translate);
  }
  return toNotification(error, translate);
}

/** The toast of {@link notificationFor}, ready for the toast context's `show` (the title is the message when it has none). */
export function toastFor(error: unknown, translate: (key: string) => string): Omit<ToastMessage, 'id'> {
  const notification = notificationFor(error, translate);
  return {
    type: notification.type,
    title: notification.title ?? notification.message,
    messages: notification.messages,
  };
}
