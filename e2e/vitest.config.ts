import { defineConfig } from 'vitest/config';

/** Browser tests: one server and one Chromium per run, files one after another. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./setup.ts'],
    fileParallelism: false,
    // A cap, not a target: two halves run side by side on two cores (scripts/test.mjs).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A screen's data may take seconds on this machine with both halves running (vitest's default is
    // 1 s: the withdraw screen's "withdrawable" read "—" for longer once and failed a run). A poll
    // still fails if the value never comes; only how long it waits changes.
    expect: { poll: { timeout: 10_000 } },
  },
});
