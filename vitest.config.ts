import { defineConfig } from 'vitest/config';

const MEASURES_THE_PROCESS = ['apps/server/src/modules/realtime/socket-rules.test.ts'];

/** Unit and integration tests; the browser tests have their own config in e2e/. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['apps/server/src/**/*.test.ts'],
          exclude: MEASURES_THE_PROCESS,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Two cores: two files at a time, each on its own database.
          maxWorkers: 2,
          // No test file mocks a module or keeps state in one: files of a worker share the loaded
          // modules instead of importing the whole server again for each (the run's time).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Files that measure their own process (its memory): alone in a fresh one, after the
          // others (vitest runs projects of one group order with one worker count).
          name: 'server-alone',
          sequence: { groupOrder: 2 },
          include: MEASURES_THE_PROCESS,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          maxWorkers: 1,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
