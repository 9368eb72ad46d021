import { defineConfig } from 'vitest/config';
import { DemoBooksLastSequencer } from './test-support/demo-books-last-sequencer.ts';

export default defineConfig({
  test: {
    reporters: ['default', './test-support/summary-reporter.ts'],
    sequence: { sequencer: DemoBooksLastSequencer },
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
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // Each check builds a TypeScript program: seconds on a busy 2-core machine.
          testTimeout: 120_000,
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
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Component tests: the real app in a DOM (happy-dom), the network as a fake fetch.
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          // A busy 2-core machine (CI, or several runs at once) takes seconds per render.
          testTimeout: 60_000,
          // Every test is unmounted and settled before its DOM goes (test-support/settle-component-test.ts);
          // hooks in the order defined, so that one runs before a file's own after-each steps.
          setupFiles: ['apps/web/src/test-support/component-test-setup.ts'],
          sequence: { hooks: 'list' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // One Chromium and one server for the run, on a 2-core machine: one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A poll waits for the page (an image, a route change): on a loaded 2-core machine that takes
          // seconds, not the default one.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
