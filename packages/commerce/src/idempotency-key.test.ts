import { describe, expect, it } from 'vitest';
import { submissionKeys } from './idempotency-key';

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
});
