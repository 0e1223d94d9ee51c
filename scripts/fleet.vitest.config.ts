import { defineConfig } from 'vitest/config';

/** The fleet's process-level check (scripts/fleet.check.ts): its own stage of `npm test`. */
export default defineConfig({
  test: {
    include: ['scripts/fleet.check.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
