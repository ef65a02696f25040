import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3390);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `carehome-e2e-${port}`);

/** Browser tests: the real server on a fresh embedded PostgreSQL, driven through Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The cluster test runs against its own servers (e2e/cluster/playwright.config.ts).
  testIgnore: 'cluster/**',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'Demo-Care-2026',
      // The suite signs in and registers tablets from one address all run long: limits x10 (throttle.ts).
      THROTTLE_SCALE: '10',
      // The organization's benchmark leaves every site to its job, as for a chain of hundreds of homes:
      // the page's progress and polling are what the site-dashboard spec sees.
      BENCHMARK_INLINE_MS: '0',
      // The care-records spec starts its simulator on loopback on a port of its own: listed for outbound calls.
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
