import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The fuzz file alone (reliability/fuzz.test.ts): it starts its own server, so it needs neither the
 * shared server of the global setup nor the other files; `pnpm e2e` runs it beside the rest of the
 * reliability suite and the Playwright journeys.
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['reliability/fuzz.test.ts'], exclude: [], globalSetup: [] },
});
