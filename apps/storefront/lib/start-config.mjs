// The configuration server.mjs starts Next with. Plain JavaScript so server.mjs runs it without a
// build; typed by start-config.d.mts.
//
// Left to itself, Next loads next.config.ts when the server starts: it loads its SWC compiler to
// transpile the file and the workspace modules it imports, then evaluates it (100–230 ms before the
// server can answer, on 2 cores). `next build` has already written the resolved configuration to
// .next/required-server-files.json, and Next's own standalone server starts from it by putting it in
// __NEXT_PRIVATE_STANDALONE_CONFIG. The custom server does the same, but only when the one setting
// that depends on the environment at start (the shared Redis cache, lib/shared-cache.mjs) is the one
// the build resolved; otherwise Next loads next.config.ts as before. (`next({ conf })` cannot do this:
// Next 16's router server loads the file whatever `conf` says.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedCacheConfig } from './shared-cache.mjs';

/** The environment variable through which Next's server takes an already resolved configuration. */
export const RESOLVED_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** Whether a resolved configuration has the shared cache that `env` asks for (or none, as `env` does). */
function sameSharedCache(built, env) {
  const wanted = sharedCacheConfig(env);
  if (Object.keys(wanted).length === 0) {
    return (
      !built.cacheHandler &&
      Object.keys(built.cacheHandlers ?? {}).length === 0 &&
      built.cacheMaxMemorySize !== 0
    );
  }
  return Object.entries(wanted).every(([key, value]) => JSON.stringify(built[key]) === JSON.stringify(value));
}

/**
 * The build's resolved configuration in `appDir` as the text to hand Next, or undefined (Next then
 * loads next.config.ts itself): when the build wrote none, it cannot be read, or its shared cache is
 * not the one the start environment asks for.
 */
export function resolvedStartConfig(appDir, env = process.env) {
  let built;
  try {
    built = JSON.parse(readFileSync(join(appDir, '.next', 'required-server-files.json'), 'utf8'))?.config;
  } catch {
    return undefined;
  }
  if (built === null || typeof built !== 'object' || Array.isArray(built)) return undefined;
  return sameSharedCache(built, env) ? JSON.stringify(built) : undefined;
}
