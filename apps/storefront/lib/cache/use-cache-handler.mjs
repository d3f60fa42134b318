// The `'use cache'` handler (next.config `cacheHandlers.default` / `.remote`) when REDIS_URL is set:
// @trieb.work/nextjs-turbo-redis-cache's Cache Components handler, entries shared by every instance
// in Redis and tag invalidations spread to them by Redis Pub/Sub. Next imports this module and uses
// its default export as the handler object (it is not constructed).
import { redisCacheHandler } from '@trieb.work/nextjs-turbo-redis-cache';

export default redisCacheHandler;
