import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests may import server modules (`@ironmark/commerce/server`): `server-only` resolves to its
// empty module here, as in the reliability suite.
const serverOnly = fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url));

export default defineConfig({
  resolve: { alias: { 'server-only': serverOnly } },
  test: {
    include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'components/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
  },
});
