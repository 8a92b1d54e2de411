import { POST_MESSAGES } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildPost,
  buildPostWorld,
  buildResponse,
  myCard,
  postHandlers,
  type PostWorld,
} from '../testing/post-world';

function serve(world: PostWorld) {
  const { handlers, log } = postHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

function openPost(id: string) {
  const user = userEvent.setup();
  const view = renderApp(`/community/posts/${id}`, { user: buildUser() });
  return { user, ...view };
}

const responseItems = () =>
  within(screen.getByRole('region', { name: /^Responses/ })).queryAllByRole('listitem');

describe('post page', () => {
  it('shows the post and its responses oldest first, loads more, and adds a reply at the end', async () => {
    const carol = buildMemberCard({ firstName: 'Carol', lastName: 'Jones' });
    const post = buildPost({ author: carol, content: 'Who knows a good accountant?' });
    const responses = Array.from({ length: 12 }, () => buildResponse());
    post.responseCount = responses.length;
    const world = buildPostWorld({ posts: [post], responses: { [post._id]: responses } });
    const log = serve(world);
    const { user } = openPost(post._id);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post by Carol Jones' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Community feed' })).toHaveAttribute(
      'href',
      '/community',
    );
    const card = screen.getByRole('article', { name: 'Post by Carol Jones' });
    expect(within(card).getByText('Who knows a good accountant?')).toBeInTheDocument();
    // The page is the post's own: no link to itself.
    expect(within(card).queryByRole('link', { name: /responses/ })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Responses (12)' })).toBeInTheDocument();
    await waitFor(() => expect(responseItems()).toHaveLength(10));
    expect(responseItems()[0]).toHaveTextContent(responses[0]?.content ?? '');
    expect(responseItems()[9]).toHaveTextContent(responses[9]?.content ?? '');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(responseItems()).toHaveLength(12));
    expect(log.responsePages).toEqual([1, 2]);
    expect(responseItems()[11]).toHaveTextContent(responses[11]?.content ?? '');

    const reply = screen.getByRole('button', { name: 'Reply' });
    expect(reply).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your response' }), 'Try Lee & Co.');
    await user.click(reply);

    expect(await screen.findByRole('heading', { name: 'Responses (13)' })).toBeInTheDocument();
    expect(log.responses).toEqual([{ postId: post._id, content: 'Try Lee & Co.', mentionIds: [] }]);
    expect(responseItems()).toHaveLength(13);
    const added = responseItems()[12] as HTMLElement;
    expect(added).toHaveTextContent('Try Lee & Co.');
    expect(within(added).getByRole('link', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your response' })).toHaveValue('');
  });

  it('leads back to the group’s feed for a group post', async () => {
    const group = { _id: '0b1c2d3e-4f5a-4b6c-8d7e-000000000009', name: 'Makers', parentId: null };
    const post = buildPost({ group });
    serve(buildPostWorld({ posts: [post] }));
    openPost(post._id);

    const back = await screen.findByRole('link', { name: 'Makers', description: undefined });
    expect(screen.getAllByRole('link', { name: 'Makers' })[0]).toHaveAttribute(
      'href',
      `/network-directory/${group._id}?tab=feed`,
    );
    expect(back).toBeInTheDocument();
    expect(
      await screen.findByText('No responses yet. Start the conversation.'),
    ).toBeInTheDocument();
  });

  it('goes back to the feed once the author removes the post', async () => {
    const post = buildPost({ author: myCard(), isMine: true, canDeactivate: true });
    const log = serve(buildPostWorld({ posts: [post] }));
    const { user, location } = openPost(post._id);

    await user.click(await screen.findByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this post?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(POST_MESSAGES.deactivated)).toBeInTheDocument();
    expect(log.deactivated).toEqual([post._id]);
    await waitFor(() => expect(location()).toBe('/community'));
  });

  it('says a post that is gone is not available', async () => {
    serve(buildPostWorld());
    openPost('4f5e6d7c-8b9a-4c0d-8e1f-999999999999');

    expect(await screen.findByText('This post is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute(
      'href',
      '/community',
    );
  });
});
