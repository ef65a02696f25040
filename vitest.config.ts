import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here: two test files at a time, each on its own database.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      { test: { name: 'care-records-simulator', include: ['apps/care-records-simulator/src/**/*.test.ts'] } },
      // The layering of the whole tree (server modules side by side, web features, packages), read from its imports.
      { test: { name: 'structure', include: ['scripts/structure/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
