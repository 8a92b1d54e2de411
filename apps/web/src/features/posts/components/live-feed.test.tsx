import { POST_CREATED_EVENT } from '@nethub/contract/constants';
import type { PostCreated } from '@nethub/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildPost, buildPostWorld, postHandlers, type PostWorld } from '../testing/post-world';

/** The live connection, played by the test: `push` is the server sending an event. */
const realtime = vi.hoisted(() => ({
  handlers: new Map<string, Set<(payload: unknown) => void>>(),
  status: 'online' as 'online' | 'reconnecting',
}));
vi.mock('@/lib/realtime', () => ({
  onRealtime: (event: string, handler: (payload: unknown) => void) => {
    const set = realtime.handlers.get(event) ?? new Set();
    realtime.handlers.set(event, set.add(handler));
    return () => set.delete(handler);
  },
  getRealtimeStatus: () => realtime.status,
  onRealtimeStatus: () => () => {},
}));
const push = (event: string, payload: unknown) =>
  act(() => {
    const listeners = [...(realtime.handlers.get(event) ?? [])];
    if (!listeners.length) throw new Error(`nobody listens to ${event}`);
    for (const listener of listeners) listener(payload);
  });

beforeEach(() => {
  realtime.handlers.clear();
});

function serve(world: PostWorld) {
  const { handlers, log } = postHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

const GROUP_ID = '0b1c2d3e-4f5a-4b6c-8d7e-00000000000a';
const created = (overrides: Partial<PostCreated> = {}): PostCreated => ({
  postId: '4f5e6d7c-8b9a-4c0d-8e1f-999999999999',
  authorId: '1a2b3c4d-5e6f-4a7b-8c9d-999999999999',
  groupId: null,
  ...overrides,
});

describe('the live feed', () => {
  it('shows the new posts banner as soon as a post is pushed, without waiting for the poll', async () => {
    const world = buildPostWorld({ posts: [buildPost()] });
    const log = serve(world);
    userEvent.setup();
    renderApp('/community', { user: buildUser() });
    await screen.findAllByRole('article');
    await waitFor(() => expect(realtime.handlers.get(POST_CREATED_EVENT)?.size).toBe(1));
    expect(log.checks).toHaveLength(0);

    // Another group's post is not this feed's news.
    push(POST_CREATED_EVENT, created({ groupId: GROUP_ID }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.checks).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();

    world.newPosts = { total: 1, newPost: true };
    push(POST_CREATED_EVENT, created());
    expect(await screen.findByRole('button', { name: '1 new post — show' })).toBeInTheDocument();
    expect(log.checks.length).toBeGreaterThan(0);
  });

  it('asks again after a reconnection, when pushes may have been missed', async () => {
    const world = buildPostWorld({ posts: [buildPost()] });
    const log = serve(world);
    renderApp('/community', { user: buildUser() });
    await screen.findAllByRole('article');
    world.newPosts = { total: 3, newPost: true };
    await waitFor(() =>
      expect(realtime.handlers.get('realtime:reconnect')?.size).toBeGreaterThan(0),
    );
    push('realtime:reconnect', undefined);
    expect(await screen.findByRole('button', { name: '3 new posts — show' })).toBeInTheDocument();
    expect(log.checks).toHaveLength(1);
  });
});
