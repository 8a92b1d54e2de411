import { vi } from 'vitest';

/*
 * The set-up file of the `chat` test project (vitest.config.ts): every chat screen test plays
 * the socket itself through fake-realtime (chat-screen.ts). Replaced here, once for the worker,
 * the chat files share their modules instead of each importing the app again; each file still
 * calls `realtime.reset()` before each test.
 */
vi.mock('@/lib/realtime', () => import('./fake-realtime'));
