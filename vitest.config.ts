/** One runner for every test: pure units, server integration on real Postgres, browser journeys. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/admin/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Servers the tests start (main.ts in a child process) refuse a pool connection inside a transaction.
          env: { POOL_GUARD: 'throw' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['e2e/crash/**'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'crash',
          include: ['e2e/crash/**/*.test.ts'],
          // The servers the storm kills and restarts refuse a pool connection inside a transaction.
          env: { POOL_GUARD: 'throw' },
          testTimeout: 600_000,
        },
      },
    ],
  },
});
