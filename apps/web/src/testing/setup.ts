import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';

// findBy* and waitFor wait up to 1 s by default: too short for a debounce, a mocked request and
// a render on a loaded 2-core CI machine, where screens then fail by timing alone. A file's first
// screen also imports its lazy route chunk, which took over 5 s with two workers on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// Browser APIs Mantine needs that jsdom lacks (Mantine's testing guide). This file runs again
// for each test file where files share a worker (vitest.config.ts): wrap jsdom's own function,
// not the wrapper of the file before.
const jsdomGetComputedStyleKey = Symbol.for('nethub.jsdomGetComputedStyle');
const browser = window as typeof window & {
  [jsdomGetComputedStyleKey]?: typeof window.getComputedStyle;
};
const getComputedStyle = (browser[jsdomGetComputedStyleKey] ??= window.getComputedStyle);
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
// jsdom lays nothing out: treat whatever is observed as on screen, as on a large desktop.
class IntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as globalThis.IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserver as unknown as typeof window.IntersectionObserver;
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
  });
}

// The shell opens a real-time socket once idle; screen tests have no server for it.
vi.mock('socket.io-client', () => ({
  io: () => ({
    on() {},
    off() {},
    onAny() {},
    offAny() {},
    connect() {},
    disconnect() {},
    auth: {},
    connected: false,
  }),
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's toast must not reach the next test.
  notifications.clean();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
