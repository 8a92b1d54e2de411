import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The test files under `dir` whose source passes `test`, relative to apps/web. */
function testFiles(test: (source: string) => boolean, dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(test, path);
    if (!/\.test\.tsx?$/.test(entry.name)) return [];
    return test(readFileSync(path, 'utf8')) ? [relative(root, path)] : [];
  });
}

/**
 * Test files that replace modules (`vi.mock`): a mock only takes effect where the module is
 * imported after it, so each of these files needs a module graph of its own.
 */
const mockingTestFiles = testFiles((source) => /\bvi\.(mock|doMock)\(/.test(source));

/**
 * Test files that import `hardNavigate` to check where a screen sends the browser: it is a spy
 * in their project (src/testing/hard-navigate-setup.ts).
 */
const navigatingTestFiles = testFiles((source) =>
  /import \{[^}]*\bhardNavigate\b[^}]*\} from '@\/lib\/browser'/.test(source),
).filter((file) => !mockingTestFiles.includes(file));

/** The chat's screen tests: lib/realtime is the fake the test plays the server with. */
const chatScreenTestFiles = 'src/features/chat/components/**/*.test.tsx';

// The test settings themselves are in vite.config.ts; this file splits the suite in four
// (docs/decisions/017).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        { extends: true, test: { name: 'isolated', include: mockingTestFiles } },
        {
          extends: true,
          // The chat's screen files share their worker's modules like `shared` below, with
          // lib/realtime replaced once, for the worker, by the fake they push events through
          // (a file that mocks something else as well still runs in `isolated`).
          test: {
            name: 'chat',
            include: [chatScreenTestFiles],
            exclude: [...configDefaults.exclude, ...mockingTestFiles],
            setupFiles: ['./src/features/chat/testing/realtime-setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          // The same for the files that check where a screen sends the browser, with
          // lib/browser's hardNavigate a spy.
          test: {
            name: 'navigation',
            include: navigatingTestFiles,
            setupFiles: ['./src/testing/hard-navigate-setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          // Every other file shares its worker's modules (React, Mantine, the app) with the
          // files run before it, instead of importing them again. The setup file resets what a
          // test leaves behind (rendered trees, request handlers, storage, toasts) after every
          // test, and each render builds its own query client.
          test: {
            name: 'shared',
            exclude: [
              ...configDefaults.exclude,
              ...mockingTestFiles,
              ...navigatingTestFiles,
              chatScreenTestFiles,
            ],
            isolate: false,
          },
        },
      ],
    },
  }),
);
