import { Redis } from 'ioredis';

/** The outcome of counting one request against a limit. */
export interface RateLimitResult {
  allowed: boolean;
  /** Requests left in the current window (0 when refused). */
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/** A fixed-window rate limiter shared by every route; `hit` counts one request for `key`. */
export interface RateLimiter {
  /** Counts a request for `key`; allowed while at most `limit` requests fall in the `windowMs` window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** An in-process limiter (the embedded default). `now` is the clock in ms. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      // Drop expired windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) {
        for (const [other, value] of windows) if (value.resetAt <= at) windows.delete(other);
      }
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        resetMs: window.resetAt - at,
      };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and set the expiry on the first hit in one atomic step; returns the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/**
 * A Redis limiter (when REDIS_URL is set) so several instances share the counts. Keys are
 * `{prefix}:{key}`; a Lua script makes count-and-expire atomic.
 */
export function redisRateLimiter(url: string, options: { prefix?: string } = {}): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const prefix = options.prefix ?? 'ironmark:rl';
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}:${key}`, String(windowMs))) as [
        number,
        number,
      ];
      return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetMs: ttl };
    },
    async close() {
      await redis.quit();
    },
  };
}
