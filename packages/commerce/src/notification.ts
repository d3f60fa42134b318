import type { Notification } from './contract';
import { FetchError, isModelStateMap, ResponseError, UnreachableError } from './errors';

/** Translates a key of the content translations (e.g. 'generalError') to the shopper's language. */
export type Translate = (key: string) => string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function firstModelStateMessage(error: unknown): string | undefined {
  if (!isRecord(error) || !isModelStateMap(error.modelState)) return undefined;
  // spec §8: the first message of the first field.
  const [firstField] = Object.values(error.modelState);
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
