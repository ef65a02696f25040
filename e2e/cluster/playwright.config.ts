import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from '../playwright.config.ts';

/**
 * The cluster test: `npm run cluster` as an operator runs it (two app copies on one embedded
 * PostgreSQL behind Debian's HAProxy), driven through the balancer by Chromium and by a load of saves.
 */
const port = Number(process.env.E2E_CLUSTER_PORT ?? 3490);
export const baseURL = `http://127.0.0.1:${port}`;
export const dataDir = path.join(os.tmpdir(), `carehome-e2e-cluster-${port}`);
/** The copies send mail here; the test listens on it. */
export const smtpPort = port + 50;
export const metricsToken = 'cluster-test-metrics-token';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  testIgnore: [],
  outputDir: '../../test-results/cluster',
  timeout: 120_000,
  use: { ...base.use, baseURL },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node scripts/ensure-haproxy.mjs && rm -rf ${dataDir} && node --import tsx apps/server/src/cluster/main.ts`,
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      COPIES: '2',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: 'Demo-Care-2026',
      THROTTLE_SCALE: '10',
      METRICS_TOKEN: metricsToken,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SIMULATOR: 'off',
      // The watchdog test blocks a copy on purpose (a route only TEST_ROUTES has) and waits for its kill.
      TEST_ROUTES: 'true',
      EVENT_LOOP_STALL_MS: '4000',
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
