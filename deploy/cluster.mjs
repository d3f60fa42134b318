// The scaled deployment on one machine (issue 17): N storefront instances (`next start`) behind
// nginx, sharing PostgreSQL (DATABASE_URL) and Redis (REDIS_URL: rate limits and the Next cache).
// Used by `pnpm start:cluster`, the storefront's cluster test and its bench. nginx runs in the
// foreground as a child process with its configuration, pid, logs and cache in a folder of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The nginx configuration template (deploy/nginx/storefront.conf.template). */
export const NGINX_TEMPLATE = join(here, 'nginx', 'storefront.conf.template');

/** The nginx binary: NGINX_BIN, Debian's /usr/sbin/nginx, or `nginx` on the PATH; undefined when none. */
export function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

/**
 * The nginx configuration for `upstreams` (['127.0.0.1:3141', …]) listening on `listen`
 * ('127.0.0.1:8140'), with its files under `dir`; `extra` adds lines inside the server block.
 */
export function renderNginxConfig({ dir, listen, upstreams, workers = 1, extra = '' }) {
  const servers = upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  return readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('{{EXTRA}}', extra)
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{LISTEN}}', listen)
    .replaceAll('{{UPSTREAMS}}', servers)
    .replaceAll('{{WORKERS}}', String(workers))
    .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user root;' : '');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx (non-daemon, a child of this process) on 127.0.0.1:`port` in front of `upstreams`.
 * Checks the configuration first (`nginx -t`). Resolves once the port accepts connections.
 */
export async function startNginx({ port, upstreams, workers = 1, extra = '', dir }) {
  const binary = nginxBinary();
  if (!binary)
    throw new Error('nginx is not installed (Debian: apt-get install nginx); set NGINX_BIN to use another');
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'ironmark-nginx-'));
  mkdirSync(join(folder, 'cache'), { recursive: true });
  const config = join(folder, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({ dir: folder, listen: `127.0.0.1:${port}`, upstreams, workers, extra }),
  );
  const check = spawnSync(binary, ['-t', '-q', '-p', folder, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected ${config}:\n${check.stderr}`);
  const child = spawn(binary, ['-p', folder, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk.toString()).slice(-10_000);
  });
  let exited = null;
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve((exited = { code, signal }))),
  );
  for (let waited = 0; !(await portOpen(port)); waited += 50) {
    if (exited) throw new Error(`nginx exited ${JSON.stringify(exited)}:\n${log}`);
    if (waited > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port}:\n${log}`);
    }
    await sleep(50);
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    dir: folder,
    pid: child.pid,
    errorLog: () =>
      existsSync(join(folder, 'error.log')) ? readFileSync(join(folder, 'error.log'), 'utf8') : '',
    /** Stops nginx (QUIT: finish requests, then TERM after 3 s) and removes its folder unless `keep`. */
    async stop({ keep = false } = {}) {
      if (!exited) {
        child.kill('SIGQUIT');
        await Promise.race([exit, sleep(3_000)]);
        if (!exited) child.kill('SIGKILL');
        await Promise.race([exit, sleep(2_000)]);
      }
      if (!keep && !dir) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The variables every instance of a cluster shares (service URLs, secrets) taken from `source`. */
export const SHARED_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'NEXT_CACHE',
  'SMTP_URL',
  'SALES_EMAIL',
  'CMS_URL',
  'CMS_TOKEN',
  'SEARCH_URL',
  'SEARCH_KEY',
  'SEARCH_ENGINE',
  'REVALIDATE_SECRET',
  'PREVIEW_SECRET',
  'OUTBOX_LEASE_MS',
  'TRUSTED_PROXY_HOPS',
  'BRAND_NAME',
  'KEY_PREFIX',
];

/**
 * Asks Redis for the key-space notifications the shared Next cache needs (`notify-keyspace-events Exe`:
 * expired and evicted keys leave every instance's in-memory tag map). Uses the storefront's `redis` client.
 */
export async function enableKeyspaceEvents(redisUrl) {
  const { createRequire } = await import('node:module');
  const require = createRequire(join(here, '..', 'apps', 'storefront', 'package.json'));
  const { createClient } = require('redis');
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    const current = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
    if (
      !current.includes('E') ||
      !(current.includes('A') || (current.includes('x') && current.includes('e')))
    ) {
      await client.configSet('notify-keyspace-events', 'Exe');
    }
  } finally {
    await client.quit();
  }
}
