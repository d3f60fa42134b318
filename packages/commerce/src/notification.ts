import type { Notification } from './contract';
import { modelStateSchema } from './contract';

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
 * 3. a generic error with a message ⇒ that message as an error;
 * 4. otherwise ⇒ `translate('generalError')` as an error.
 */
export function toNotification(error: unknown, translate: Translate): Notification {
  if (isRecord(error) && error.type === 'warning' && typeof error.message === 'string' && error.message) {
    return { type: 'warning', message: error.message };
  }
  const modelStateMessage = firstModelStateMessage(error);
  if (modelStateMessage) return { type: 'error', message: modelStateMessage };
  if (isRecord(error) && typeof error.message === 'string' && error.message.trim() !== '') {
    return { type: 'error', message: error.message };
  }
  return { type: 'error', message: translate('generalError') };
}
