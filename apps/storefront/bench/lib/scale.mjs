// Issue 17 figures for `pnpm bench`: a cached category page through nginx against nginx serving a
// static file of the same bytes (same nginx, same run), and the search p95 of the embedded and the
// PostgreSQL engine on 100,000 generated variants (bench/scale.measure.ts), printed side by side.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxBinary, startNginx } from '../../../../deploy/cluster.mjs';
import { loadTest } from './load.mjs';
import { appDir, freePort } from './server.mjs';

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
    const cached = await loadTest(`${nginx.origin}${path}`, {}, load);
    const file = await loadTest(`${nginx.origin}/__static/category.html`, {}, load);
    return {
      bytes: bytes.length,
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
