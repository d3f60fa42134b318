import { describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import { newIdempotencyKey, submissionKeys } from './idempotency-key';

describe('submissionKeys', () => {
  it('gives the same key to the same body sent again, whatever the key order, and a new key to another body', () => {
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    const first = keys.keyFor({ email: 'a@example.com', channel: 'en-us' });
    expect(keys.keyFor({ channel: 'en-us', email: 'a@example.com' })).toBe(first);
    const changed = keys.keyFor({ channel: 'en-us', email: 'b@example.com' });
    expect(changed).not.toBe(first);
    expect(keys.keyFor({ channel: 'en-us', email: 'b@example.com' })).toBe(changed);
  });

  it('makes UUID keys by default, which the server accepts', () => {
    expect(submissionKeys().keyFor({})).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('makes a UUID where the page is not a secure context (no crypto.randomUUID, plain HTTP)', () => {
    const insecure = { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) };
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(insecure)));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
