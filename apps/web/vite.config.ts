import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * No eval in the bundle (the CSP forbids it): some dependencies (engine.io-client) find the
 * global object with `Function('return this')()` where neither `self`
 * nor `window` exists. Every browser the app supports has `globalThis`.
 */
const noFunctionConstructorGlobal = (): Plugin => ({
  name: 'nethub:no-function-return-this',
  apply: 'build',
  renderChunk(code) {
    const pattern = /(?<![\w$.])Function\((['"`])return this\1\)\(\)/g;
    return pattern.test(code) ? { code: code.replace(pattern, 'globalThis'), map: null } : null;
  },
});

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), noFunctionConstructorGlobal()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': server,
      '^/dev(/|$)': server,
      '/socket.io': { target: server, ws: true },
      '/sitemap.xml': server,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Screen tests type and wait like a person; a busy 2-core CI machine needs the headroom:
    // feed, explore and directory tests passed in 25–50 s at a load average of 15, and a CI run
    // failed on one test by its timeout alone. Each wait inside a test still ends at 10 s.
    testTimeout: 60_000,
    // Vitest's default leaves a core to its main process (one worker on two cores). Measured
    // on clean-clone CI runs: 366 s with a worker per core, 467 s with the default.
    maxWorkers: availableParallelism(),
  },
});
