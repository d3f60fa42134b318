import { fileURLToPath } from 'node:url';
import { nodePreset } from '@ironmark/config/vitest/presets';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...nodePreset,
  resolve: {
    // `server-only` throws outside a React Server environment; tests import the server entry directly.
    alias: { 'server-only': fileURLToPath(new URL('./src/testing/server-only-stub.ts', import.meta.url)) },
  },
  test: { ...nodePreset.test, testTimeout: 60_000, hookTimeout: 120_000 },
});
