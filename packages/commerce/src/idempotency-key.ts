import { canonicalJson } from './canonical-json';

/** The Idempotency-Keys of one form: see {@link submissionKeys}. */
export interface SubmissionKeys {
  /** The key to send with `body`: the same as last time for the same body, a new one for another body. */
  keyFor(body: unknown): string;
}

/**
 * One Idempotency-Key per distinct submission of a form: a double click, a resend after a lost
 * answer or a retry after an error sends the same body and so the same key (the server stores one
 * record and replays its first answer), while a changed body gets a fresh key (the server refuses a
 * reused key with another body: 422). Keep one per form instance (e.g. in a ref).
 */
export function submissionKeys(newKey: () => string = () => globalThis.crypto.randomUUID()): SubmissionKeys {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      const text = canonicalJson(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
  };
}
