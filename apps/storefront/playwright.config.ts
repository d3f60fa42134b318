import { defineConfig, devices } from '@playwright/test';
import { hardenedNodeOptions } from './bench/lib/server.mjs';

const port = Number(process.env.PORT ?? 3100);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  // Specs only: e2e/*.test.ts are Vitest unit tests of the specs' helpers.
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace (DOM snapshots and screenshots of every action) costs CPU on every test; CI retries a
    // failed test once, and the retry records the trace to look at.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node server.mjs -p ${port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${port}/en-us`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      // Each run gets its own embedded database and in-memory rate limits, even on machines (CI) whose
      // environment points at a shared PostgreSQL and Redis: single-use gift cards and stock must start fresh.
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: `.data/e2e-${Date.now()}`,
      NEXT_TELEMETRY_DISABLED: '1',
      // As `pnpm start` and the reliability servers: no `__proto__` accessor (defence in depth).
      NODE_OPTIONS: hardenedNodeOptions(process.env.NODE_OPTIONS),
      // The shop's own origin, however the browser names the loopback host.
      SITE_URL: `http://127.0.0.1:${port}`,
      ALLOWED_ORIGINS: `http://localhost:${port}`,
    },
  },
});
