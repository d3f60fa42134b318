import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

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
  /** Counts a request for `key`; allowed while at most `limit` requests fall in the `windowMs` window (whole seconds, at least 1 s). */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Reads `key`'s count without counting a request: `allowed` is false once the limit is spent. */
  peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** rate-limiter-flexible counts in whole seconds: a window is at least one second long. */
const windowSeconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

function toResult(res: RateLimiterRes, allowed: boolean): RateLimitResult {
  return { allowed, remaining: Math.max(0, res.remainingPoints), resetMs: Math.max(0, res.msBeforeNext) };
}

/**
 * Consumes one point of `limiter`: a refusal (a `RateLimiterRes` rejection) becomes `allowed: false`;
 * any other rejection (the store failed and no insurance limiter answered) is rethrown.
 */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimitResult> {
  try {
    return toResult(await limiter.consume(key), true);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return toResult(rejection, false);
    throw rejection;
  }
}

/** Reads a key's count without consuming (a key never seen reads as a fresh window). */
async function peek(limiter: RateLimiterAbstract, key: string, limit: number): Promise<RateLimitResult> {
  const res = await limiter.get(key);
  if (!res) return { allowed: true, remaining: limit, resetMs: 0 };
  return {
    allowed: res.consumedPoints < limit,
    remaining: Math.max(0, res.remainingPoints),
    resetMs: res.msBeforeNext,
  };
}

/** One limiter per distinct (limit, window): rate-limiter-flexible fixes both per limiter instance. */
function perLimit(create: (points: number, duration: number) => RateLimiterAbstract) {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (limit: number, windowMs: number) => {
    const duration = windowSeconds(windowMs);
    const id = `${limit}/${duration}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = create(limit, duration);
      limiters.set(id, limiter);
    }
    return limiter;
  };
}

/** An in-process limiter (`rate-limiter-flexible`'s memory store): the embedded default, and Redis's insurance. */
export function memoryRateLimiter(): RateLimiter {
  const limiterFor = perLimit((points, duration) => new RateLimiterMemory({ points, duration }));
  return {
    hit: (key, limit, windowMs) => consume(limiterFor(limit, windowMs), key),
    peek: (key, limit, windowMs) => peek(limiterFor(limit, windowMs), key, limit),
    async close() {},
  };
}

/** Options of {@link redisRateLimiter}. */
export interface RedisRateLimiterOptions {
  /** Key prefix in Redis (default `ironmark:rl`). */
  prefix?: string;
  /**
   * How long one Redis command may take before the insurance limiter answers instead (default 500 ms).
   * While Redis is not connected no command is sent at all.
   */
  commandTimeoutMs?: number;
}

/**
 * A Redis limiter (when REDIS_URL is set) so several instances share the counts, with an in-memory
 * insurance limiter of the same limits that answers whenever Redis is not connected (down, refusing,
 * reconnecting) or a command fails or is slower than `commandTimeoutMs`. A Redis outage never fails or stalls a
 * request; each instance then limits on its own until Redis is back (rate-limiter-flexible's
 * `insuranceLimiter`).
 */
export function redisRateLimiter(url: string, options: RedisRateLimiterOptions = {}): RateLimiter {
  const redis = new Redis(url, {
    // No command waits for a connection: while Redis is not ready the insurance limiter answers
    // (rejectIfRedisNotReady below); reconnects go on in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: options.commandTimeoutMs ?? 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  // An unreachable Redis emits 'error' on every reconnect attempt; the insurance limiter covers it.
  let warned = false;
  redis.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    console.warn(`Rate limits: Redis unavailable, limiting in memory until it is back (${error.message})`);
  });
  redis.on('ready', () => {
    warned = false;
  });
  // The first requests wait (at most connectTimeout) for the first connection attempt to end, so a
  // healthy Redis shares the counts from the very first request.
  const firstAttempt = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
    setTimeout(resolve, 2_000).unref();
  });
  const keyPrefix = options.prefix ?? 'ironmark:rl';
  const limiterFor = perLimit(
    (points, duration) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${keyPrefix}:${points}:${duration}`,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      }),
  );
  return {
    async hit(key, limit, windowMs) {
      await firstAttempt;
      return consume(limiterFor(limit, windowMs), key);
    },
    async peek(key, limit, windowMs) {
      await firstAttempt;
      return peek(limiterFor(limit, windowMs), key, limit);
    },
    async close() {
      redis.disconnect();
    },
  };
}
