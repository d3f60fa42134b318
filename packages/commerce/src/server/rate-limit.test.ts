import { randomBytes } from 'node:crypto';
import { env } from '@ironmark/config/env';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_REDIS_URL } from '../testing/backends';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limit';

const redisUrl = env().REDIS_URL ?? LOCAL_REDIS_URL;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAnswers();
if (!hasRedis) console.warn(`Redis rate-limit suite skipped: no Redis answered at ${redisUrl}.`);

describe('memory rate limiter', () => {
  it('allows up to the limit per window, then refuses until the window resets', async () => {
    let now = 1_000;
    const limiter = memoryRateLimiter(() => now);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('quote:1.2.3.4', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ remaining: 0, resetMs: 60_000 });
    expect((await limiter.hit('quote:5.6.7.8', 3, 60_000)).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit('quote:1.2.3.4', 3, 60_000)).allowed).toBe(true);
  });
});

describe.runIf(hasRedis)('Redis rate limiter (real Redis)', () => {
  const prefix = `ironmark-test:${randomBytes(4).toString('hex')}`;
  const limiters: RateLimiter[] = [];
  const make = () => {
    const limiter = redisRateLimiter(redisUrl, { prefix });
    limiters.push(limiter);
    return limiter;
  };
  afterAll(async () => {
    const cleanup = new Redis(redisUrl);
    const keys = await cleanup.keys(`${prefix}:*`);
    if (keys.length > 0) await cleanup.del(...keys);
    cleanup.disconnect();
    await Promise.all(limiters.map((limiter) => limiter.close()));
  });

  it('shares one count between two instances', async () => {
    const a = make();
    const b = make();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('newsletter:9.9.9.9', 6, 60_000)),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(6);
    expect((await a.hit('newsletter:8.8.8.8', 6, 60_000)).allowed).toBe(true);
  });

  it('expires the window', async () => {
    const limiter = make();
    expect((await limiter.hit('contact:7.7.7.7', 1, 200)).allowed).toBe(true);
    const refused = await limiter.hit('contact:7.7.7.7', 1, 200);
    expect(refused.allowed).toBe(false);
    expect(refused.resetMs).toBeLessThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 260));
    expect((await limiter.hit('contact:7.7.7.7', 1, 200)).allowed).toBe(true);
  });
});
