import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/faults/**', '**/node_modules/**'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each test file builds its own app on its own database copy and nothing mocks modules,
    // so a fork can run many files: re-importing the server per file cost about half the
    // suite's CPU time (ADR 017).
    isolate: false,
    maxWorkers: 2,
  },
});
