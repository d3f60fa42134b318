import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
// The suite opens the commerce backend on a stopped server's DATA_DIR, as a server component would:
// `server-only` resolves to its empty module there (its 'react-server' export).
const serverOnly = fileURLToPath(new URL('../node_modules/server-only/empty.js', import.meta.url));

/**
 * Reliability and security suite: starts the already-built storefront (`next start`) and checks
 * headers, origin checks, rate limits, client bundles, a bounded soak, faults and fuzzed input.
 * Files run one at a time so their servers do not compete for the two cores.
 */
export default defineConfig({
  root,
  resolve: { alias: { 'server-only': serverOnly } },
  test: {
    include: ['reliability/**/*.test.ts'],
    // The fuzz file runs on its own (fuzz.config.ts), beside this suite in `pnpm e2e`.
    exclude: ['reliability/fuzz.test.ts'],
    environment: 'node',
    globalSetup: ['reliability/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
