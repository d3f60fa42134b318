// `pnpm dev` (turbo → next dev) listens on PORT, and stops with an error when that port is taken
// instead of silently moving to the next one.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|TURBO_)/i.test(key)));

/** A listening TCP server on a free port. */
function listen() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => resolve(server));
  });
}

/** Runs `pnpm dev` with PORT until `done(output)` is true or it exits; ends its process group. */
function dev(port, done) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['dev'], {
      cwd: root,
      env: { ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let finished = false;
    const finish = (code) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      resolve({ code, output });
    };
    const timer = setTimeout(() => finish('timeout'), 180_000);
    const read = (chunk) => {
      output += chunk;
      if (done(output)) finish('matched');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => finish(code));
  });
}

test('pnpm dev listens on PORT', { timeout: 200_000 }, async () => {
  const probe = await listen();
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  const result = await dev(port, (output) => output.includes(`localhost:${port}`));
  assert.equal(result.code, 'matched', `no 'localhost:${port}' in:\n${result.output.slice(-2000)}`);
});

test('pnpm dev fails when PORT is taken, rather than moving to another port', {
  timeout: 200_000,
}, async () => {
  const busy = await listen();
  const { port } = busy.address();
  try {
    const result = await dev(port, (output) => /localhost:\d+/.test(output) && !output.includes(`:${port}`));
    assert.notEqual(result.code, 'matched', `moved to another port:\n${result.output.slice(-2000)}`);
    assert.match(result.output, /EADDRINUSE/);
  } finally {
    busy.close();
  }
});
