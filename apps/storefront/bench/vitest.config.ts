import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// In-process measurements of `pnpm bench` (search engine, cart derivation). Vitest only loads the
// workspace packages' TypeScript sources the way the app's bundler does; bench/run.mjs starts it.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The catalogue comes from the commerce server entry, as in a server component: `server-only`
  // resolves to its empty module (its 'react-server' export).
  resolve: {
    alias: { 'server-only': fileURLToPath(new URL('../node_modules/server-only/empty.js', import.meta.url)) },
  },
  test: {
    include: ['bench/inprocess.measure.ts', 'bench/scale.measure.ts'],
    environment: 'node',
    testTimeout: 300_000,
    reporters: ['dot'],
    execArgv: ['--expose-gc'],
  },
});
