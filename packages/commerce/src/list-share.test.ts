import { quoteContents } from '@ironmark/cart-core';
import { describe, expect, it } from 'vitest';
import type { FetchLike } from './fetch';
import { createListShare } from './list-share';

const contents = quoteContents({ 'IM-BAR-20': { quantity: 2 } }, []);
const shared = {
  id: 'abcdefabcdef',
  createdAt: '2026-11-24T22:00:00Z',
  channel: 'en-us',
  note: null,
  lines: [{ code: 'IM-BAR-20', quantity: 2, name: 'Bar 20 kg', path: '/en-us/p/bar-20' }],
  builds: [],
};

/** A fetch that answers `answer` (resolved when `release` is called) and records each Idempotency-Key. */
function server(answer: () => Response) {
  const keys: (string | null)[] = [];
  let release = () => {};
  const fetch: FetchLike = (_url, init) => {
    keys.push(new Headers(init?.headers).get('idempotency-key'));
    return new Promise((resolve) => {
      release = () => resolve(answer());
    });
  };
  return { fetch, keys, release: () => release() };
}

describe('createListShare', () => {
  it('shares the list once at a time, keeps the id for the link and forgets it on close', async () => {
    const api = server(() => new Response(JSON.stringify(shared), { status: 201 }));
    const share = createListShare({ fetch: api.fetch, newIdempotencyKey: () => 'key-1' });
    const first = share.share({ channel: 'en-us', contents });
    expect(share.getState().sharing).toBe(true);
    await share.share({ channel: 'en-us', contents });
    await Promise.resolve();
    api.release();
    await first;
    expect(share.getState()).toEqual({ sharedId: 'abcdefabcdef', sharing: false });
    expect(api.keys).toEqual(['key-1']);
    share.close();
    expect(share.getState().sharedId).toBeNull();
  });

  it('shares nothing for a list with nothing to quote', async () => {
    const api = server(() => new Response(JSON.stringify(shared), { status: 201 }));
    const share = createListShare({ fetch: api.fetch });
    await share.share({ channel: 'en-us', contents: { lines: [], builds: [] } });
    expect(api.keys).toEqual([]);
    expect(share.getState()).toEqual({ sharedId: null, sharing: false });
  });

  it('rejects a failed share, ready to try again with the same key', async () => {
    let key = 0;
    const api = server(() => new Response('boom', { status: 500 }));
    const share = createListShare({ fetch: api.fetch, newIdempotencyKey: () => `key-${++key}` });
    for (let attempt = 0; attempt < 2; attempt++) {
      const pending = share.share({ channel: 'en-us', contents });
      await Promise.resolve();
      api.release();
      await expect(pending).rejects.toThrow();
      expect(share.getState()).toEqual({ sharedId: null, sharing: false });
    }
    expect(api.keys).toEqual(['key-1', 'key-1']);
  });
});
