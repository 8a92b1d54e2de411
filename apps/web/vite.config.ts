import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': server,
      '^/dev(/|$)': server,
      '/socket.io': { target: server, ws: true },
      '/sitemap.xml': server,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Screen tests type and wait like a person; a busy 2-core CI machine needs the headroom.
    testTimeout: 20_000,
  },
});
