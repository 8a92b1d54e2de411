import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { prerenderPages } from './prerender-plugin.ts';

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

/**
 * Writes .vite/modules.json: the source modules of each emitted chunk, relative to apps/web.
 * scripts/check-bundle-budget.mjs reads it to tell whether a screen reached the first load: the
 * manifest names only route chunks, and a module the entry imports is merged into its chunk.
 */
const chunkModules = (): Plugin => ({
  name: 'nethub:chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const modules: Record<string, string[]> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      modules[chunk.fileName] = Object.keys(chunk.modules).map((id) =>
        path.relative(root, id).split(path.sep).join('/'),
      );
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/modules.json',
      source: JSON.stringify(modules),
    });
  },
});

/**
 * What signed-in home imports beyond the entry, in one chunk ('ui') instead of ~20 small ones,
 * each a request with its own imports and exports, compressed apart: Mantine's everyday
 * components (Alert, Card, Grid, Progress...), the bar chart, the retry alert, the lead stages and
 * home's icons. Other screens use most of them; one that uses a few loads the rest (~12 kB
 * gzip in all). Listed by hand: following home's imports would follow @mantine/core's index,
 * which imports every component. A module home stops using only makes the chunk larger.
 */
const HOME_UI = new RegExp(
  [
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]` +
      String.raw`(Alert|Card|Grid|List|Progress|SimpleGrid|ThemeIcon|VisuallyHidden)[\\/]`,
    String.raw`node_modules[\\/]@tabler[\\/]icons-react[\\/].*[\\/]Icon(AlertCircle|Cash|Send|Speakerphone)\.mjs$`,
    String.raw`src[\\/]components[\\/](bar-chart|retry-alert)\.tsx$`,
    String.raw`src[\\/]features[\\/]leads[\\/]lead-constants\.ts$`,
  ].join('|'),
);

/**
 * Mantine's inputs, which every form uses, in one chunk: out of home's first load (its only
 * input, the pipeline's year, loads when there are leads to chart), one request for a form.
 */
const INPUTS = new RegExp(
  String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]` +
    String.raw`(Input|InputBase|NativeSelect|Combobox[\\/]ComboboxChevron)[\\/]`,
);

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102:
 * its dev warnings and checks in every page's entry); a build takes the production build the
 * package also ships.
 */
const reactRouterProduction = (): Plugin => {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router')),
    '..',
  );
  return {
    name: 'nethub:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'production/index.mjs') },
          {
            find: /^react-router\/dom$/,
            replacement: path.join(dist, 'production/dom-export.mjs'),
          },
        ],
      },
    }),
  };
};

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    noFunctionConstructorGlobal(),
    chunkModules(),
    prerenderPages(),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': server,
      '^/dev(/|$)': server,
      '/socket.io': { target: server, ws: true },
      '/sitemap.xml': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Vite's modulepreload polyfill (~0.5 kB gzip of every first load) only makes a browser
    // without <link rel="modulepreload"> (Safari before 17, Firefox before 115) fetch a lazy
    // screen's chunks ahead; without it such a browser loads them when imported, as it would
    // anyway. Its bytes paid for the first paint's head start on a phone (P11, decision 018).
    modulePreload: { polyfill: false },
    // The entry is one chunk of ~560 kB before compression (~160 kB gzip, what P10 measures, in
    // scripts/check-bundle-budget.mjs): Vite's 500 kB warning would only repeat that.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, Mantine's core, the
            // shell) in one chunk: the browser downloads all of it before the first paint
            // anyway, and left to itself the bundler cut it into ~60 small chunks by which lazy
            // screens share each module, each one a request with its own imports and exports,
            // compressed apart (decision 018: the first load 223 -> 199 kB gzip).
            { name: 'app', tags: ['$initial'] },
            { name: 'ui', test: HOME_UI },
            { name: 'inputs', test: INPUTS },
          ],
        },
      },
    },
  },
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
