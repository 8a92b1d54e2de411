import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildPost, buildPostWorld, buildResponse, postHandlers } from '../testing/post-world';

const carol = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
const dev = buildMemberCard({ firstName: 'Dev', lastName: 'Shah' });

function serveWorld() {
  const post = buildPost({
    author: carol,
    content: 'We won the tender',
    reactions: { counts: [{ emoji: '👏', count: 2 }], mine: null },
  });
  const response = buildResponse({ author: dev, content: 'Well deserved' });
  post.responseCount = 1;
  const world = buildPostWorld({ posts: [post], responses: { [post._id]: [response] } });
  const { handlers, log } = postHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return { post, log };
}

describe('reactions', () => {
  it('likes a post in one press, picks another reaction, and takes it back', async () => {
    const { post, log } = serveWorld();
    const user = userEvent.setup();
    renderApp(`/community/posts/${post._id}`, { user: buildUser() });
    const card = await screen.findByRole('article', { name: 'Post by Carol Jones' });
    expect(within(card).getByRole('img', { name: '2 reactions: 2 Applause' })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: "Like Carol Jones's post" }));
    const mine = await within(card).findByRole('button', {
      name: "Take back your Like reaction to Carol Jones's post",
    });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(card).getByRole('img', { name: '3 reactions: 2 Applause, 1 Like' }),
    ).toBeVisible();

    await user.click(
      within(card).getByRole('button', { name: "More reactions to Carol Jones's post" }),
    );
    const picker = await screen.findByRole('group', { name: "React to Carol Jones's post" });
    await user.click(within(picker).getByRole('button', { name: 'Celebrate' }));
    expect(
      await within(card).findByRole('button', {
        name: "Take back your Celebrate reaction to Carol Jones's post",
      }),
    ).toBeVisible();
    expect(
      within(card).getByRole('img', { name: '3 reactions: 2 Applause, 1 Celebrate' }),
    ).toBeVisible();

    await user.click(
      within(card).getByRole('button', {
        name: "Take back your Celebrate reaction to Carol Jones's post",
      }),
    );
    expect(
      await within(card).findByRole('button', { name: "Like Carol Jones's post" }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(log.reacted).toEqual([
      { id: post._id, emoji: '👍' },
      { id: post._id, emoji: '🎉' },
      { id: post._id, emoji: null },
    ]);
  });

  it('reacts to a response', async () => {
    const { post } = serveWorld();
    const user = userEvent.setup();
    renderApp(`/community/posts/${post._id}`, { user: buildUser() });
    const responses = await screen.findByRole('region', { name: /^Responses/ });
    await user.click(
      await within(responses).findByRole('button', {
        name: "More reactions to Dev Shah's response",
      }),
    );
    const picker = await screen.findByRole('group', { name: "React to Dev Shah's response" });
    await user.click(within(picker).getByRole('button', { name: 'Insightful' }));
    expect(
      await within(responses).findByRole('img', { name: '1 reaction: 1 Insightful' }),
    ).toBeVisible();
  });
});
