import { POST_CREATED_EVENT, POST_REACTIONS_EVENT } from '@nethub/contract/constants';
import type { PostCreated, PostReactionsChanged } from '@nethub/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildPost,
  buildPostWorld,
  buildResponse,
  postHandlers,
  type PostWorld,
} from '../testing/post-world';

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

describe('live reactions', () => {
  const carol = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
  const dev = buildMemberCard({ firstName: 'Dev', lastName: 'Shah' });
  const changed = (over: Partial<PostReactionsChanged>): PostReactionsChanged => ({
    postId: '',
    responseId: null,
    counts: [],
    ...over,
  });

  it("shows others' reactions to a post in the feed as they are given, keeping mine", async () => {
    const post = buildPost({
      author: carol,
      reactions: { counts: [{ emoji: '👍', count: 1 }], mine: '👍' },
    });
    serve(buildPostWorld({ posts: [post] }));
    renderApp('/community', { user: buildUser() });
    const card = await screen.findByRole('article', { name: 'Post by Carol Jones' });
    await waitFor(() => expect(realtime.handlers.get(POST_REACTIONS_EVENT)?.size).toBe(1));

    const counts = [
      { emoji: '👏' as const, count: 2 },
      { emoji: '👍' as const, count: 1 },
    ];
    push(POST_REACTIONS_EVENT, changed({ postId: post._id, counts }));
    expect(
      await within(card).findByRole('img', { name: '3 reactions: 2 Applause, 1 Like' }),
    ).toBeVisible();
    expect(
      within(card).getByRole('button', {
        name: "Take back your Like reaction to Carol Jones's post",
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // My reaction taken back in another tab of mine.
    push(POST_REACTIONS_EVENT, changed({ postId: post._id, counts: [counts[0]!], mine: null }));
    expect(
      await within(card).findByRole('button', { name: "Like Carol Jones's post" }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows a reaction to a response on the post's page", async () => {
    const post = buildPost({ author: carol });
    const response = buildResponse({ author: dev, content: 'Well deserved' });
    post.responseCount = 1;
    serve(buildPostWorld({ posts: [post], responses: { [post._id]: [response] } }));
    renderApp(`/community/posts/${post._id}`, { user: buildUser() });
    const responses = await screen.findByRole('region', { name: /^Responses/ });
    await within(responses).findByText('Well deserved');
    await waitFor(() => expect(realtime.handlers.get(POST_REACTIONS_EVENT)?.size).toBe(1));

    push(
      POST_REACTIONS_EVENT,
      changed({ postId: post._id, responseId: response._id, counts: [{ emoji: '💡', count: 1 }] }),
    );
    expect(
      await within(responses).findByRole('img', { name: '1 reaction: 1 Insightful' }),
    ).toBeVisible();
  });
});
