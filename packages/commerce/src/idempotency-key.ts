import { canonicalJson } from './canonical-json';

/**
 * A random UUID (v4) for an Idempotency-Key. Browsers offer `crypto.randomUUID` only in secure
 * contexts (HTTPS, localhost): a shop opened over plain HTTP on another host has `getRandomValues`
 * alone, so the key is made from that there.
 */
export function newIdempotencyKey(
  crypto: { getRandomValues(array: Uint8Array): Uint8Array; randomUUID?: () => string } = globalThis.crypto,
): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
export function submissionKeys(newKey: () => string = () => newIdempotencyKey()): SubmissionKeys {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      const text = canonicalJson(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
  };
}
