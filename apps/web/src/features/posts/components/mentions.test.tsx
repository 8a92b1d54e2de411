import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, server } from '@/testing/server';
import {
  buildPost,
  buildPostWorld,
  buildResponse,
  postHandlers,
  type PostWorld,
} from '../testing/post-world';
import { mentionIdsIn, splitMentions } from './mentions';
import { PostFeed } from './post-feed';

const GROUP_ID = '0b1c2d3e-4f5a-4b6c-8d7e-000000000009';
const ava = buildMemberCard({ firstName: 'Ava', lastName: 'Thompson', headline: 'Lawyer' });
const cleo = buildMemberCard({ firstName: 'Cleo', lastName: 'Avery' });
const ref = (card: typeof ava) => ({
  _id: card._id,
  firstName: card.firstName,
  lastName: card.lastName,
});

function serve(world: PostWorld) {
  const { handlers, log } = postHandlers(world);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openCommunity() {
  const user = userEvent.setup();
  renderApp('/community', { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  return user;
}

const composer = () => screen.getByRole('textbox', { name: 'Share something with the community' });
const options = () =>
  within(screen.getByRole('listbox', { name: 'Members to mention' })).getAllByRole('option');
const activeOption = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

describe('mentioning members in the composer', () => {
  it('offers members as @ + letters are typed, walked and picked with the keyboard', async () => {
    const world = buildPostWorld({ mentionable: { community: [ava, cleo], groups: {} } });
    const log = serve(world);
    const user = await openCommunity();

    await user.click(composer());
    await user.keyboard('Thanks @av');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(log.suggestions.at(-1)).toEqual({ q: 'av', groupId: null });
    expect(options()[0]).toHaveTextContent('Ava Thompson');
    expect(options()[0]).toHaveTextContent('Lawyer');
    expect(composer()).toHaveAttribute('aria-autocomplete', 'list');
    expect(activeOption(composer())).toBe(options()[0]);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(activeOption(composer())).toBe(options()[1]);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(composer())).toBe(options()[0]);
    await user.keyboard('{ArrowUp}');
    expect(activeOption(composer())).toHaveTextContent('Cleo Avery');
    await user.keyboard('{ArrowUp}{Enter}');

    expect(composer()).toHaveValue('Thanks @Ava Thompson ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(composer()).toHaveFocus();
    await user.keyboard('and @cle');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.keyboard('{Tab}for the intro');
    expect(composer()).toHaveValue('Thanks @Ava Thompson and @Cleo Avery for the intro');

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(log.created).toHaveLength(1));
    expect(log.created[0]?.mentionIds).toEqual([ava._id, cleo._id]);
    const [post] = await screen.findAllByRole('article');
    expect(within(post!).getByRole('link', { name: '@Ava Thompson' })).toHaveAttribute(
      'href',
      `/profile/${ava._id}`,
    );
  });

  it('closes the list with Escape, and sends no mention whose name was deleted', async () => {
    const world = buildPostWorld({ mentionable: { community: [ava], groups: {} } });
    const log = serve(world);
    const user = await openCommunity();

    await user.click(composer());
    await user.keyboard('@ava');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(composer()).not.toHaveAttribute('aria-activedescendant');
    // Enter after Escape writes a new line, it does not pick.
    await user.keyboard('{Enter}');
    expect(composer()).toHaveValue('@ava\n');

    await user.clear(composer());
    await user.keyboard('Hi @ava');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.click(options()[0]!);
    expect(composer()).toHaveValue('Hi @Ava Thompson ');
    // The name is edited away: no mention is sent.
    await user.clear(composer());
    await user.keyboard('Hi everyone');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(log.created).toHaveLength(1));
    expect(log.created[0]?.mentionIds).toEqual([]);
  });

  it("offers only the group's members on a group's feed, and says why a mention is refused", async () => {
    const world = buildPostWorld({
      mentionable: { community: [ava, cleo], groups: { [GROUP_ID]: [cleo] } },
    });
    const log = serve(world);
    server.use(
      http.post(apiUrl('/community-posts'), () =>
        apiError(400, 'MENTION_NOT_ALLOWED', {
          mentionIds: 'Only members of this group can be mentioned here',
        }),
      ),
    );
    const user = userEvent.setup();
    render(
      <AppProvider env="test">
        <MemoryRouter>
          <PostFeed networkDirectoryId={GROUP_ID} />
        </MemoryRouter>
      </AppProvider>,
    );
    const box = await screen.findByRole('textbox', { name: 'Share something with the group' });

    await user.click(box);
    await user.keyboard('@av');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('Cleo Avery');
    expect(log.suggestions.at(-1)).toEqual({ q: 'av', groupId: GROUP_ID });
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText(/Someone you mentioned cannot see this post/),
    ).toBeInTheDocument();
  });
});

describe('mentions in posts and responses', () => {
  it('links each stored mention to its profile and leaves everything else as text', async () => {
    const post = buildPost({
      content: 'Ask @Ava Thompson <b>not bold</b> or @Nobody Here',
      mentions: [ref(ava)],
      responseCount: 1,
    });
    const world = buildPostWorld({
      posts: [post],
      responses: {
        [post._id]: [buildResponse({ content: '@Cleo Avery agrees', mentions: [ref(cleo)] })],
      },
      mentionable: { community: [ava, cleo], groups: {} },
    });
    const log = serve(world);
    const user = userEvent.setup();
    renderApp(`/community/posts/${post._id}`, { user: buildUser() });

    const article = await screen.findByRole('article');
    const link = within(article).getByRole('link', { name: '@Ava Thompson' });
    expect(link).toHaveAttribute('href', `/profile/${ava._id}`);
    expect(article).toHaveTextContent('Ask @Ava Thompson <b>not bold</b> or @Nobody Here');
    expect(article.querySelector('b')).toBeNull();
    expect(within(article).queryByRole('link', { name: /Nobody/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '@Cleo Avery' })).toHaveAttribute(
      'href',
      `/profile/${cleo._id}`,
    );

    const reply = screen.getByRole('textbox', { name: 'Your response' });
    await user.click(reply);
    await user.keyboard('Thanks @ava');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(log.responses).toHaveLength(1));
    expect(log.responses[0]).toMatchObject({
      content: 'Thanks @Ava Thompson',
      mentionIds: [ava._id],
    });
    await act(async () => {});
    expect(await screen.findAllByRole('link', { name: '@Ava Thompson' })).toHaveLength(2);
  });
});

describe('mention text', () => {
  it('finds the longest name first and keeps the order the text names them in', () => {
    const ann = { _id: 'a', firstName: 'Ann', lastName: 'Lee' };
    const annLeeds = { _id: 'b', firstName: 'Ann', lastName: 'Leeds' };
    expect(splitMentions('Hi @Ann Leeds and @Ann Lee!', [ann, annLeeds])).toEqual([
      { text: 'Hi ' },
      { text: '@Ann Leeds', mention: annLeeds },
      { text: ' and ' },
      { text: '@Ann Lee', mention: ann },
      { text: '!' },
    ]);
    expect(mentionIdsIn('@Ann Leeds then @Ann Lee', [ann, annLeeds])).toEqual(['b', 'a']);
    expect(mentionIdsIn('nobody', [ann])).toEqual([]);
  });
});
