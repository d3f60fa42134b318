// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSessionId } from './browser-session';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('browserSessionId', () => {
  it('keeps one id per tab', () => {
    const id = browserSessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(browserSessionId()).toBe(id);
    sessionStorage.clear();
    expect(browserSessionId()).not.toBe(id);
  });

  it("answers 'anonymous' where site data is blocked", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(browserSessionId()).toBe('anonymous');
  });
});
