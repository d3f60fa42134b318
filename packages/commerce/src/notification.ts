import type { Notification } from './contract';
import { apiErrorBodySchema, modelStateSchema } from './contract';
import { FetchError, ResponseError, UnreachableError } from './errors';

/** Translates a key of the content translations (e.g. 'generalError') to the shopper's language. */
export type Translate = (key: string) => string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function firstModelStateMessage(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  const parsed = modelStateSchema.safeParse({ modelState: error.modelState });
  if (!parsed.success) return undefined;
  // spec §8: the first message of the first field.
  const [firstField] = Object.values(parsed.data.modelState);
  return firstField?.[0];
}

/**
 * Maps any thrown value to a toast (spec §8 'Error-to-notification mapping'), first match wins:
 * 1. a warning-type error (`type === 'warning'`) ⇒ its message as a warning;
 * 2. a validation error with a model state ⇒ the first message of the first field as an error;
 * 3. a generic error with a message ⇒ that message as an error — except the transport errors of
 *    `fetchApi` ({@link FetchError}, {@link ResponseError}, {@link UnreachableError}), whose messages
 *    name a request path, a status or a response body: shoppers get the general error (rule 4) and
 *    the details stay in the log;
 * 4. otherwise ⇒ `translate('generalError')` as an error.
 */
export function toNotification(error: unknown, translate: Translate): Notification {
  if (isRecord(error) && error.type === 'warning' && typeof error.message === 'string' && error.message) {
    return { type: 'warning', message: error.message };
  }
  const modelStateMessage = firstModelStateMessage(error);
  if (modelStateMessage) return { type: 'error', message: modelStateMessage };
  const transport =
    error instanceof FetchError || error instanceof ResponseError || error instanceof UnreachableError;
  if (!transport && isRecord(error) && typeof error.message === 'string' && error.message.trim() !== '') {
    return { type: 'error', message: error.message };
  }
  return { type: 'error', message: translate('generalError') };
}

/**
 * The notification for a failed call of a form (contact, order status): {@link toNotification},
 * except that a non-OK answer with the API's `{ message, code }` body (429 rate limit, 503, 403
 * origin) shows the server's sentence rather than the transport text 'Request to … failed: 429'; any
 * other HTTP failure falls back to the translated 'generalError'.
 */
export function notificationFor(error: unknown, translate: Translate): Notification {
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
