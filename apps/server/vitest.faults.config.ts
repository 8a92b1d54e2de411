import { defineConfig } from 'vitest/config';

/**
 * The fault suite: real server processes, private PostgreSQL clusters, proxies and SMTP sinks
 * that each test starts, breaks and stops itself. One file at a time: they spawn processes.
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
