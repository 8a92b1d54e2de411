import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/nethub-e2e-${process.pid}`;

/** Journeys in Debian's Chromium against the production build served by the real server. */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A journey's time budget, not a performance check: on a shared, slow day the longest
  // journeys (screenshots and axe on several screens) took 52–59 s of a 60 s budget.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // The compiled server (`npm run build`), as `npm start` and the container run it.
    command: `rm -rf ${dataDir} && node --enable-source-maps dist/main.js`,
    cwd: '../apps/server',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    // A fresh start migrates and seeds the embedded database: seconds when quiet, over a
    // minute on a busy 2-core machine.
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL: '0',
      // Journeys sign in more than ten times a minute from one address; the limits have server tests.
      RATE_LIMITS: 'off',
    },
  },
});
