// Test-only preload for the reliability suite's server (NODE_OPTIONS=--require): on SIGUSR2 it runs a
// full garbage collection and appends the process's memory after it, as one JSON line, to
// $DATA_DIR/memory-probe.jsonl.
//
// Why: resident memory of a V8 process is not a leak measure. Under load V8 keeps raising its heap
// limit (the old generation grows with the allocation rate), so RSS climbs in a sawtooth whose floor
// rises while the live heap stays flat; with two cores shared by other suites the climb alone passed
// 100 MB in a minute. What survives a full collection (heap used plus external memory, which holds
// PGlite's WebAssembly memory) is what a leak grows.
const { appendFileSync } = require('node:fs');
const { join } = require('node:path');
const { setFlagsFromString } = require('node:v8');
const { runInNewContext } = require('node:vm');

if (process.env.DATA_DIR) {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc');
  const file = join(process.env.DATA_DIR, 'memory-probe.jsonl');
  process.on('SIGUSR2', () => {
    collect();
    const { rss, heapUsed, external } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss, heapUsed, external })}\n`);
  });
}
