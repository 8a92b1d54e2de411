import userEvent from '@testing-library/user-event';
import { buildUser } from '@/testing/factories';
import { referenceHandlers, uploadHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { answerChat, chatHandlers, type ChatWorld } from './chat-world';

/*
 * The set-up of the chat's screen tests. Each test file also plays the socket itself: lib/realtime
 * is fake-realtime in every file of the `chat` test project (realtime-setup.ts, vitest.config.ts),
 * and each file calls `beforeEach(() => realtime.reset())`.
 */

/**
 * The server over `world`: the chat's HTTP calls, the reference lists, uploads into
 * `world.media`, and the socket's answers. Returns what the screens asked for.
 */
export function serveChat(world: ChatWorld) {
  const { handlers, log } = chatHandlers(world);
  server.use(...referenceHandlers(), ...handlers, ...uploadHandlers(world.media).handlers);
  answerChat(world);
  return log;
}

/** Renders `url` for a signed-in member and waits until `ready` finds the screen. */
export async function openScreen(url: string, ready: () => Promise<unknown>) {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildUser() });
  await ready();
  return { user, ...view };
}
