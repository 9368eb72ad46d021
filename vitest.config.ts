import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './test-support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
