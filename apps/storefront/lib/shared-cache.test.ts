import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedCacheConfig } from './shared-cache.mjs';

describe('shared Next cache (issue 17)', () => {
  it('keeps Next’s own single-instance cache without REDIS_URL, and with REDIS_URL alone (rate limits only)', () => {
    expect(sharedCacheConfig({})).toEqual({});
    // A Redis outage must not take pages down where Redis only backs the rate limits.
    expect(sharedCacheConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({});
  });

  it('puts ISR and use-cache entries in Redis and switches the in-process copy off with NEXT_CACHE=redis', () => {
    const config = sharedCacheConfig({ REDIS_URL: 'redis://127.0.0.1:6379', NEXT_CACHE: 'redis' });
    expect(config.cacheHandler).toMatch(/@trieb\.work\/nextjs-turbo-redis-cache\/dist\/index\.js$/);
    expect(config.cacheMaxMemorySize).toBe(0);
    expect(config.cacheHandlers?.default).toBe(config.cacheHandlers?.remote);
    expect(existsSync(config.cacheHandlers?.default as string)).toBe(true);
    // Next imports the use-cache module and uses its default export (the package's Cache Components handler).
    expect(readFileSync(config.cacheHandlers?.default as string, 'utf8')).toMatch(
      /import \{ redisCacheHandler \} from '@trieb\.work\/nextjs-turbo-redis-cache';\s+export default redisCacheHandler;/,
    );
  });
});
