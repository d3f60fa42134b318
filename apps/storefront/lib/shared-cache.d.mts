import type { NextConfig } from 'next';

/** The Next cache settings of a scaled deployment: Redis with NEXT_CACHE=redis and REDIS_URL, else none. */
export function sharedCacheConfig(
  env?: Record<string, string | undefined>,
): Pick<NextConfig, 'cacheHandler' | 'cacheHandlers' | 'cacheMaxMemorySize'>;
