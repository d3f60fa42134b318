// `pnpm e2e` for the storefront: the Playwright journeys, the reliability/security suite and its fuzz
// file, side by side. Each starts servers of its own (Playwright on PORT or 3100, the reliability files
// on free or fixed ports of their own), and each is mostly one Node server busy on one core. The fuzz
// file runs as two lanes (its requests and its page renders, FUZZ_PART): whole, it took 13.3 min while
// the other lanes were done after 8.4, and its page half ran alone on one core of two. Every line is
// prefixed with its suite; the exit code is the first non-zero one.
import { spawn } from 'node:child_process';

const suites = [
  { name: 'playwright', command: 'playwright', args: ['test'] },
  { name: 'reliability', command: 'vitest', args: ['run', '--config', 'reliability/vitest.config.ts'] },
  {
    name: 'fuzz',
    command: 'vitest',
    args: ['run', '--config', 'reliability/fuzz.config.ts'],
    env: { FUZZ_PART: 'requests' },
  },
  {
    name: 'fuzz-pages',
    command: 'vitest',
    args: ['run', '--config', 'reliability/fuzz.config.ts'],
    env: { FUZZ_PART: 'pages' },
  },
];

function run({ name, command, args, env = {} }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const forward = (stream, out) => {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => {
        if (pending) out.write(`[${name}] ${pending}\n`);
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('error', (error) => {
      process.stderr.write(`[${name}] could not start ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      process.stdout.write(`[${name}] finished: ${signal ?? `exit ${code}`} after ${minutes} min\n`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(suites.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
