import { beforeEach, vi } from 'vitest';
import { hardNavigate } from '@/lib/browser';

/*
 * The set-up file of the `navigation` test project (vitest.config.ts): the files that import
 * `hardNavigate` to check where a screen sends the browser (a hosted checkout, the sign-in
 * page). A full page load would end the test's document, so it is a spy, set for the worker so
 * the files can share their modules, and emptied before each test.
 *
 * This file runs again before each file of the worker and registers the mock again, which
 * builds the mocked module again: the spy is kept on the global object, so the modules the
 * files before imported (lib/checkout, lib/auth) and the file now running hold the same one.
 */
const spy = vi.hoisted(() => {
  const key: unique symbol = Symbol.for('nethub.hardNavigateSpy');
  const global = globalThis as typeof globalThis & { [key]?: (url: string) => void };
  return (global[key] ??= vi.fn());
});

vi.mock('@/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  hardNavigate: spy,
}));

beforeEach(() => vi.mocked(hardNavigate).mockReset());
