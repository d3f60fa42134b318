import { fileURLToPath } from 'node:url';
import { nodePreset } from '@ironmark/config/vitest/presets';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...nodePreset,
  // `server-only` throws outside a React Server environment; the tests import the ./postgres entry directly.
  resolve: {
    alias: { 'server-only': fileURLToPath(new URL('./src/testing/server-only-stub.ts', import.meta.url)) },
  },
});
