// The shared Next cache of a scaled deployment (issue 17). Plain JavaScript so server.mjs applies it at
// start without a build (lib/start-config.mjs); typed by shared-cache.d.mts.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The shared Next cache of a scaled deployment (issue 17). With REDIS_URL set, ISR pages, route
 * handlers, fetch and `'use cache'` entries live in Redis through @trieb.work/nextjs-turbo-redis-cache
 * (Next 15/16, ISR `cacheHandler` and Cache Components `cacheHandlers`, tags synchronised between
 * instances over Redis Pub/Sub), so `revalidatePath`/`revalidateTag` on one instance is served by all.
 * Next's in-process memory cache is switched off then, or an instance would keep serving its own copy.
 * It is switched on explicitly with NEXT_CACHE=redis (as `pnpm start:cluster` does): while Redis is
 * unreachable such a cache cannot answer, so an instance that uses Redis only for rate limits (whose
 * insurance limiter keeps answering) must not put its pages behind it. Without NEXT_CACHE=redis and
 * REDIS_URL this adds nothing: the embedded single-instance file-system cache stays.
 */
export function sharedCacheConfig(env = process.env) {
  if (!env.REDIS_URL || env.NEXT_CACHE !== 'redis') return {};
  const require = createRequire(import.meta.url);
  const useCache = fileURLToPath(new URL('./cache/use-cache-handler.mjs', import.meta.url));
  return {
    cacheHandler: require.resolve('@trieb.work/nextjs-turbo-redis-cache'),
    cacheHandlers: { default: useCache, remote: useCache },
    cacheMaxMemorySize: 0,
  };
}
