import { fileURLToPath } from 'node:url';
import { nodePreset } from '@ironmark/config/vitest/presets';
import { defineConfig } from 'vitest/config';

// `server-only` throws unless the bundler resolves the `react-server` condition (as Next does for
// server code); Vitest runs outside React Server Components, so map it to the package's empty module.
const serverOnlyEmpty = fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url));

export default defineConfig({
  ...nodePreset,
  resolve: { alias: { 'server-only': serverOnlyEmpty } },
});
