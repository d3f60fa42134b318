// Server throughput and latency with autocannon, and the plain static-file baseline.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

/**
 * Runs autocannon against one target after a short warm-up. `request` is { method, headers, body }.
 * Returns req/s (mean), latency p50/p99 ms, the count of non-2xx answers and errors.
 */
export async function loadTest(url, request, { connections, durationSeconds, warmupSeconds }) {
  const options = {
    url,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: request.body,
    connections,
  };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: durationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// The baseline server runs in its own process, as next does, so autocannon never shares its event loop.
const STATIC_SERVER = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const body = readFileSync(process.argv[1]);
const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

/** Starts a tiny node:http server answering `bytes` for every request; resolves { url, stop }. */
export async function startStaticServer(bytes, dir) {
  const file = join(dir, 'static-baseline.html');
  writeFileSync(file, bytes);
  const child = spawn(process.execPath, ['-e', STATIC_SERVER, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('static server did not start')), 10_000);
    child.stdout.once('data', (chunk) => {
      clearTimeout(timer);
      resolve(Number(chunk.toString().trim()));
    });
    child.once('exit', () => reject(new Error('static server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => child.kill('SIGKILL'),
  };
}

/** Latency of `samples` sequential requests (one connection): mean, p50, p95 ms and the statuses seen. */
export async function sequentialLatency(url, init, samples) {
  const times = [];
  const statuses = {};
  for (let index = 0; index < samples + 10; index += 1) {
    const start = performance.now();
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    const elapsed = performance.now() - start;
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (index >= 10) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  const round = (value) => Math.round(value * 100) / 100;
  return {
    mean: round(times.reduce((sum, value) => sum + value, 0) / times.length),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    statuses,
  };
}
