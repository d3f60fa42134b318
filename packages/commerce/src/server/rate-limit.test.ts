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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('memory rate limiter', () => {
  it('allows up to the limit per window, then refuses until the window resets', async () => {
    const limiter = memoryRateLimiter();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('quote:1.2.3.4', 3, 1_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.remaining).toBe(0);
    expect(results[3]?.resetMs).toBeGreaterThan(0);
    expect(results[3]?.resetMs).toBeLessThanOrEqual(1_000);
    expect((await limiter.hit('quote:5.6.7.8', 3, 1_000)).allowed).toBe(true);
    await sleep(1_050);
    expect((await limiter.hit('quote:1.2.3.4', 3, 1_000)).allowed).toBe(true);
  });

  it('peeks without counting', async () => {
    const limiter = memoryRateLimiter();
    expect((await limiter.peek('codeCheck:1.1.1.1', 2, 60_000)).allowed).toBe(true);
    await limiter.hit('codeCheck:1.1.1.1', 2, 60_000);
    expect((await limiter.peek('codeCheck:1.1.1.1', 2, 60_000)).allowed).toBe(true);
    await limiter.hit('codeCheck:1.1.1.1', 2, 60_000);
    const spent = await limiter.peek('codeCheck:1.1.1.1', 2, 60_000);
    expect(spent.allowed).toBe(false);
    expect(spent.resetMs).toBeGreaterThan(0);
  });
});

describe('Redis rate limiter while Redis is unreachable (the insurance limiter)', () => {
  // Port 1 on loopback refuses connections: Redis is "down".
  const limiter = redisRateLimiter('redis://127.0.0.1:1', { prefix: 'ironmark-test-down' });
  afterAll(() => limiter.close());

  it('answers at once from memory and still limits', async () => {
    const started = performance.now();
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await limiter.hit('newsletter:192.0.2.1', 5, 60_000));
    const elapsed = performance.now() - started;
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, true, true, false]);
    // Before: ioredis queued the command through its reconnects and failed after ~15 s.
    expect(elapsed).toBeLessThan(1_000);
    expect((await limiter.peek('newsletter:192.0.2.1', 5, 60_000)).allowed).toBe(false);
    expect((await limiter.hit('newsletter:192.0.2.2', 5, 60_000)).allowed).toBe(true);
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
    // A peek on one instance sees the other's count, and counts nothing itself.
    expect((await b.peek('newsletter:9.9.9.9', 6, 60_000)).allowed).toBe(false);
    expect((await b.peek('newsletter:8.8.8.8', 6, 60_000)).remaining).toBe(5);
  });

  it('expires the window', async () => {
    const limiter = make();
    expect((await limiter.hit('contact:7.7.7.7', 1, 1_000)).allowed).toBe(true);
    const refused = await limiter.hit('contact:7.7.7.7', 1, 1_000);
    expect(refused.allowed).toBe(false);
    expect(refused.resetMs).toBeLessThanOrEqual(1_000);
    await sleep(1_100);
    expect((await limiter.hit('contact:7.7.7.7', 1, 1_000)).allowed).toBe(true);
  });
});
