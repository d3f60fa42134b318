// Starts and stops the built storefront (`node server.mjs`, i.e. `next start` behind the front door)
// for the bench and the reliability suite.
// The server runs in its own process group so the whole group (next and any worker it forks) can be
// ended at once; a process 'exit' hook kills every group still alive, so no server outlives its runner.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The storefront app folder (apps/storefront). */
export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Variables that switch a service away from its embedded default; removed unless a test sets them. */
const SERVICE_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'NEXT_CACHE',
  'CMS_URL',
  'CMS_TOKEN',
  'SEARCH_URL',
  'SEARCH_KEY',
  'SMTP_URL',
  'GTM_ID',
  'AFFILIATE_ID',
];

/**
 * Node options every server of the storefront runs with: `--disable-proto=delete` removes
 * `Object.prototype.__proto__`, so even a parser that forgot the rule cannot reach the global prototype
 * through a `__proto__` key (defence in depth behind the parsers' own key checks). The package's
 * `start` script and the Playwright server set the same.
 */
export const HARDENED_NODE_OPTIONS = '--disable-proto=delete';

/** `NODE_OPTIONS` with {@link HARDENED_NODE_OPTIONS} added (kept once). */
export function hardenedNodeOptions(existing = '') {
  return existing.includes(HARDENED_NODE_OPTIONS)
    ? existing
    : [existing, HARDENED_NODE_OPTIONS].filter(Boolean).join(' ');
}

const liveGroups = new Set();
process.on('exit', () => {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Throws a clear error when the storefront has not been built. */
export function assertBuilt() {
  if (!existsSync(join(appDir, '.next', 'BUILD_ID'))) {
    throw new Error(
      `The storefront is not built (${join(appDir, '.next', 'BUILD_ID')} is missing). Run \`pnpm build\` (or \`pnpm --filter @ironmark/storefront build\`) first.`,
    );
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh temporary folder (for DATA_DIR). */
export function tempDir(prefix = 'ironmark-') {
  return mkdtempSync(join(tmpdir(), prefix));
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Process ids whose process group is `pgid` (Linux /proc). */
export function groupPids(pgid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** Resident memory of a whole process group in MB (sum of VmRSS), or null when none is left. */
export function groupRssMb(pgid) {
  let kb = 0;
  let found = false;
  for (const pid of groupPids(pgid)) {
    try {
      const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) {
        kb += Number(match[1]);
        found = true;
      }
    } catch {
      // the process ended while we looked
    }
  }
  return found ? kb / 1024 : null;
}

/**
 * Starts the storefront (server.mjs) on 127.0.0.1 and waits until `readyPath` answers below 500.
 * Options: `dataDir` (default a fresh temp folder), `env` (extra variables; service variables of the
 * caller's environment are dropped so the embedded defaults apply; TRUSTED_PROXY_HOPS defaults to 1),
 * `port`, `timeoutMs` (default 90 s), `hardened` (default true: NODE_OPTIONS gets
 * {@link HARDENED_NODE_OPTIONS}).
 */
export async function startStorefront(options = {}) {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? tempDir('ironmark-data-');
  const env = { ...process.env };
  for (const name of SERVICE_VARIABLES) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    SITE_URL: origin,
    PORT: String(port),
    // The suites play one reverse proxy in front of the server: the X-Forwarded-For entry a test
    // sends is the client address "the proxy" appended. A test of the direct setup passes '0'.
    TRUSTED_PROXY_HOPS: '1',
    ...options.env,
  });
  // `hardened: false` only for the test that proves the parsers hold without the flag.
  if (options.hardened !== false) env.NODE_OPTIONS = hardenedNodeOptions(env.NODE_OPTIONS);
  else env.NODE_OPTIONS = (env.NODE_OPTIONS ?? '').replace(HARDENED_NODE_OPTIONS, '').trim();
  // server.mjs: `next start` behind the front door (peer address header, 400 for malformed paths).
  const child = spawn(process.execPath, [join(appDir, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: appDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pgid = child.pid;
  liveGroups.add(pgid);
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  const server = {
    origin,
    port,
    dataDir,
    pgid,
    /** The last 20 kB of the server's output. */
    log: () => log,
    /** Whether the server process is still running. */
    alive: () => exited === null,
    /** Exit code and signal once the server has stopped. */
    exited: () => exited,
    /** Resident memory of the server's process group in MB. */
    rssMb: () => groupRssMb(pgid),
    /** Sends a signal to the whole process group. */
    signal(signal) {
      try {
        process.kill(-pgid, signal);
      } catch {
        // group already gone
      }
    },
    /** SIGKILLs the group (a crash) and waits for the leader to be reaped. */
    async kill() {
      server.signal('SIGKILL');
      await Promise.race([exit, sleep(5_000)]);
      liveGroups.delete(pgid);
    },
    /** SIGTERM, then SIGKILL after `graceMs` (default 5 s); always ends the whole group. */
    async stop(graceMs = 5_000) {
      if (exited === null) {
        server.signal('SIGTERM');
        await Promise.race([exit, sleep(graceMs)]);
      }
      // Children (workers) may outlive the leader: end the whole group regardless.
      server.signal('SIGKILL');
      for (let attempt = 0; attempt < 50 && groupPids(pgid).length > 0; attempt += 1) await sleep(100);
      liveGroups.delete(pgid);
    },
    /** Removes the data folder (only when this helper created it or the caller asks). */
    removeData() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const readyPath = options.readyPath ?? '/en-us';
  const startedAt = Date.now();
  const deadline = startedAt + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (exited !== null) {
      liveGroups.delete(pgid);
      throw new Error(`next start exited (${JSON.stringify(exited)}) before it was ready:\n${log}`);
    }
    try {
      const response = await fetch(`${origin}${readyPath}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status < 500) {
        // Milliseconds from spawning `next start` until the first page answered (issue 16 budget).
        server.firstPageMs = Date.now() - startedAt;
        return server;
      }
    } catch {
      // not listening yet
    }
    // A refused connection costs the starting server nothing; a coarse poll added up to its own
    // interval to the first-page figure (with 250 ms, a server ready at 0.45 s measured 0.75 s).
    await sleep(20);
  }
  await server.stop();
  throw new Error(`next start did not answer ${readyPath} within the time limit:\n${log}`);
}
