import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const MEASURES_THE_PROCESS = ['apps/server/src/modules/realtime/socket-rules.test.ts'];

/**
 * The server files that take longest, longest first (seconds in a fresh-clone `npm test`): most wait
 * on processes, rounds or a clock. Vitest starts a file it has no timings for by size, so a fresh
 * clone started these last: the run ended on one or two of them with a core idle for a minute.
 */
const LONGEST = [
  'apps/server/src/main.test.ts', // 75
  'apps/server/src/modules/rounds/fairness.test.ts', // 47
  'apps/server/src/http/burst.test.ts', // 43
  'apps/server/src/modules/scheduler/scheduler.process.test.ts', // 27
  'apps/server/src/modules/backups/backups.process.test.ts', // 22
  'apps/server/src/drain.process.test.ts', // 21
  'apps/server/src/db/backup.process.test.ts', // 20
  'apps/server/src/modules/games/games.routes.test.ts', // 18
  'apps/server/src/modules/realtime/db-restart.process.test.ts', // 16
  'apps/server/src/modules/scheduler/scheduler.test.ts', // 15
  'apps/server/src/db/pitr.process.test.ts', // 12
];

/** Vitest's order (its own timings first, where it has them), with LONGEST ahead within each project. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return at === -1 ? LONGEST.length : at;
    };
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    // A stable sort: files of equal rank keep vitest's order.
    return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

/** Unit and integration tests; the browser tests have their own config in e2e/. */
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
          // Two cores, three files at a time, each on its own database: many wait on a process or a
          // clock, and the third keeps a core busy meanwhile (decision 041).
          maxWorkers: 3,
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
