import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedCacheConfig } from './shared-cache.mjs';
import { resolvedStartConfig } from './start-config.mjs';

const REDIS = { REDIS_URL: 'redis://127.0.0.1:6379', NEXT_CACHE: 'redis' };
const dirs: string[] = [];

/** An app directory whose build wrote `config` (or the raw text) to .next/required-server-files.json. */
function builtApp(config: unknown, raw?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'start-config-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.next'));
  writeFileSync(
    join(dir, '.next', 'required-server-files.json'),
    raw ?? JSON.stringify({ version: 1, config }),
  );
  return dir;
}

const plain = { distDir: '.next', cacheHandlers: {}, cacheMaxMemorySize: 52_428_800, poweredByHeader: false };

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the configuration the server starts with (issue 16)', () => {
  it('is the build’s resolved configuration when the start asks for the cache the build resolved', () => {
    expect(JSON.parse(resolvedStartConfig(builtApp(plain), {}) ?? 'null')).toEqual(plain);
    // Redis for rate limits alone keeps Next's own cache, as at build.
    expect(resolvedStartConfig(builtApp(plain), { REDIS_URL: REDIS.REDIS_URL })).toBeDefined();
    const shared = { ...plain, ...sharedCacheConfig(REDIS) };
    expect(JSON.parse(resolvedStartConfig(builtApp(shared), REDIS) ?? 'null')).toEqual(shared);
  });

  it('leaves next.config.ts to Next when the start asks for another shared cache than the build resolved', () => {
    expect(resolvedStartConfig(builtApp(plain), REDIS)).toBeUndefined();
    expect(resolvedStartConfig(builtApp({ ...plain, ...sharedCacheConfig(REDIS) }), {})).toBeUndefined();
  });

  it('leaves next.config.ts to Next without a readable build configuration', () => {
    const missing = mkdtempSync(join(tmpdir(), 'start-config-'));
    dirs.push(missing);
    expect(resolvedStartConfig(missing, {})).toBeUndefined();
    expect(resolvedStartConfig(builtApp(null, '{"config":'), {})).toBeUndefined();
    expect(resolvedStartConfig(builtApp(null), {})).toBeUndefined();
    expect(resolvedStartConfig(builtApp([plain]), {})).toBeUndefined();
  });
});
