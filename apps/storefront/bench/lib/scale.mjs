// Issue 17 figures for `pnpm bench`: a cached category page through nginx against nginx serving a
// static file of the same bytes (same nginx, same run), and the search p95 of the embedded and the
// PostgreSQL engine on 100,000 generated variants (bench/scale.measure.ts), printed side by side.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxBinary, startNginx } from '../../../../deploy/cluster.mjs';
import { loadTest } from './load.mjs';
import { appDir, freePort } from './server.mjs';

/** Seconds per round of the cached-versus-static comparison. */
const ROUND_SECONDS = 2;

/** One figure from several rounds of {@link loadTest}: req/s over all of them, the worst p99. */
function combine(results) {
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  return {
    requestsPerSecond: Math.round(requests / (results.length * ROUND_SECONDS)),
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    requests,
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

/** nginx in front of `server` with its cache warm; returns { throughput of both, ratio } or { notMeasured }. */
export async function nginxCacheFigures({ server, path, load }) {
  if (!nginxBinary()) return { notMeasured: 'nginx is not installed' };
  const port = await freePort();
  // The static copy lives in nginx's own folder, written once the page's bytes are known.
  let nginx;
  try {
    nginx = await startNginx({
      port,
      upstreams: [`127.0.0.1:${server.port}`],
      workers: 1,
      extra: '    location = /__static/category.html { root {{DIR}}; default_type text/html; }',
    });
  } catch (error) {
    return { notMeasured: `nginx did not start: ${error.message}` };
  }
  try {
    let bytes;
    let status = '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${nginx.origin}${path}`);
      bytes = Buffer.from(await response.arrayBuffer());
      status = response.headers.get('x-cache-status') ?? '';
      if (status === 'HIT') break;
    }
    if (status !== 'HIT')
      return { notMeasured: `nginx did not cache ${path} (x-cache-status ${status || 'none'})` };
    mkdirSync(join(nginx.dir, '__static'), { recursive: true });
    writeFileSync(join(nginx.dir, '__static', 'category.html'), bytes);
    // The two targets take turns in short rounds (cached, static, static, cached, …) so that whatever
    // else the machine does falls on both alike; the ratio is of the requests each answered in total.
    const rounds = Math.max(2, Math.round(load.durationSeconds / ROUND_SECONDS));
    const round = { ...load, durationSeconds: ROUND_SECONDS, warmupSeconds: 0 };
    const targets = { cached: `${nginx.origin}${path}`, file: `${nginx.origin}/__static/category.html` };
    await loadTest(targets.cached, {}, { ...round, durationSeconds: load.warmupSeconds });
    await loadTest(targets.file, {}, { ...round, durationSeconds: load.warmupSeconds });
    const runs = { cached: [], file: [] };
    for (let index = 0; index < rounds; index += 1) {
      const order = index % 2 === 0 ? ['cached', 'file'] : ['file', 'cached'];
      for (const name of order) runs[name].push(await loadTest(targets[name], {}, round));
    }
    const cached = combine(runs.cached);
    const file = combine(runs.file);
    return {
      bytes: bytes.length,
      rounds,
      cached,
      file,
      ratio: Math.round((cached.requestsPerSecond / file.requestsPerSecond) * 1000) / 1000,
    };
  } finally {
    await nginx.stop();
  }
}

/** Runs bench/scale.measure.ts (vitest) and returns its JSON, or { notMeasured }. */
export function searchScaleFigures() {
  const out = join(appDir, 'bench-results', 'scale-search.json');
  rmSync(out, { force: true });
  const vitest = join(appDir, 'node_modules', 'vitest', 'vitest.mjs');
  const run = spawnSync(
    process.execPath,
    [vitest, 'run', '--config', 'bench/vitest.config.ts', 'bench/scale.measure.ts'],
    { cwd: appDir, stdio: 'inherit', timeout: 900_000 },
  );
  if (!existsSync(out))
    return { notMeasured: `the search scale measurement failed (exit ${run.status ?? run.signal})` };
  return JSON.parse(readFileSync(out, 'utf8'));
}
