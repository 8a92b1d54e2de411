import { POST_MESSAGES } from '@nethub/contract/constants';
import type * as constants from '@nethub/contract/constants';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { buildMediaItem, buildMemberCard, buildUser, IDS } from '@/testing/factories';
import { referenceHandlers, uploadHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';
import {
  buildPost,
  buildPostWorld,
  minutesAgo,
  myCard,
  postHandlers,
  type PostWorld,
} from '../testing/post-world';
import { PostFeed } from './post-feed';

// Toasts stay until closed here: a slow run must not see one close by its 10 s timer and take
// that for the page-bound toast closing when the member leaves the page.
vi.mock('@nethub/contract/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof constants>()),
  TOAST_AUTO_CLOSE_MS: 10 * 60_000,
}));

const GROUP_ID = '0b1c2d3e-4f5a-4b6c-8d7e-000000000001';
const GOLD = { _id: '0c1d2e3f-4a5b-4c6d-8e7f-000000000001', name: 'Gold plan' };
const SILVER = { _id: '0c1d2e3f-4a5b-4c6d-8e7f-000000000002', name: 'Silver plan' };

function serve(world: PostWorld, holdBookmarks?: () => Promise<void>) {
  const { handlers, log } = postHandlers(world, holdBookmarks);
  server.use(...referenceHandlers(), ...handlers);
  return log;
}

async function openCommunity() {
  const user = userEvent.setup();
  renderApp('/community', { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  return user;
}

const posts = () => screen.queryAllByRole('article');
const lastQuery = (log: ReturnType<typeof serve>) => log.feeds.at(-1)?.query;
const composer = () => screen.getByRole('textbox', { name: 'Share something with the community' });

/** The browser tab is shown again: TanStack Query counts that as the window regaining focus. */
const returnToTab = () => act(() => window.dispatchEvent(new Event('visibilitychange')));

describe('community feed', () => {
  it('shows posts newest first: author, headline, time ago, text with its line breaks, media and responses', async () => {
    const carol = buildMemberCard({
      firstName: 'Carol',
      lastName: 'Jones',
      headline: 'Bookkeeper',
    });
    const photo = buildMediaItem({ name: 'Team.png', type: 'IMAGE', contentType: 'image/png' });
    const minutes = buildMediaItem({ name: 'Minutes.pdf', size: 2048 });
    const world = buildPostWorld({
      posts: [
        buildPost({ content: 'Older news', media: [photo, minutes], createdAt: minutesAgo(90) }),
        buildPost({
          author: carol,
          content: 'First line\nSecond line',
          responseCount: 1,
          createdAt: minutesAgo(5),
        }),
      ],
    });
    serve(world);
    await openCommunity();

    await waitFor(() => expect(posts()).toHaveLength(2));
    const [newest, older] = posts() as [HTMLElement, HTMLElement];
    expect(newest).toHaveAccessibleName('Post by Carol Jones');
    expect(within(newest).getByRole('link', { name: 'Carol Jones' })).toHaveAttribute(
      'href',
      `/profile/${carol._id}`,
    );
    expect(within(newest).getByText('Bookkeeper')).toBeInTheDocument();
    const time = within(newest).getByText('5 minutes ago');
    expect(time).toHaveAttribute('dateTime', world.posts[1]?.createdAt);
    expect(time.getAttribute('title')).toMatch(/\d\d\/\d\d\/\d\d \d{1,2}:\d\d [ap]m/);
    expect(within(newest).getByText(/First line/)).toHaveTextContent('First line Second line');
    expect(within(newest).getByText(/First line/).textContent).toBe('First line\nSecond line');
    expect(within(newest).getByRole('link', { name: '1 response' })).toHaveAttribute(
      'href',
      `/community/posts/${world.posts[1]?._id}`,
    );
    // The community feed never holds group posts: no group chip.
    expect(within(newest).queryByRole('link', { name: /group/i })).not.toBeInTheDocument();

    expect(within(older).getByRole('img', { name: 'Team.png' })).toHaveAttribute('src', photo.url);
    const download = within(older).getByRole('link', { name: /Minutes\.pdf/ });
    expect(download).toHaveAttribute('href', minutes.url);
    expect(download).toHaveAttribute('download', 'Minutes.pdf');
    expect(within(older).getByRole('link', { name: '0 responses' })).toBeInTheDocument();
  });

  it('the "published" toast is about the feed: it closes when the member opens the post', async () => {
    const world = buildPostWorld({ posts: [] });
    serve(world);
    const user = await openCommunity();
    await user.type(composer(), 'Hosting a tax clinic');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(POST_MESSAGES.created)).toBeInTheDocument();
    const mine = await screen.findByRole('article', { name: 'Post by Ann Lee' });
    // A new search on the same page keeps it.
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'tax');
    expect(screen.getByText(POST_MESSAGES.created)).toBeInTheDocument();

    await user.click(within(mine).getByRole('link', { name: /responses?/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post by Ann Lee' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(POST_MESSAGES.created)).not.toBeInTheDocument());
  });

  it('publishes a post with files: it shows on top with a toast, and the composer clears', async () => {
    const world = buildPostWorld({ posts: [buildPost({ content: 'Earlier post' })] });
    const log = serve(world);
    server.use(...uploadHandlers(world.library).handlers);
    const user = await openCommunity();
    await waitFor(() => expect(posts()).toHaveLength(1));

    const postButton = screen.getByRole('button', { name: 'Post' });
    expect(postButton).toBeDisabled();

    await user.type(composer(), 'Our new office is open');
    await user.upload(screen.getByLabelText('Attach files'), [
      new File(['png'], 'Office.png', { type: 'image/png' }),
      new File(['%PDF'], 'Agenda.pdf', { type: 'application/pdf' }),
    ]);
    const attached = await screen.findByRole('list', { name: 'Attached files' });
    expect(await within(attached).findByText('Agenda.pdf')).toBeInTheDocument();
    expect(within(attached).getByRole('img', { name: 'Office.png' })).toBeInTheDocument();

    await user.click(within(attached).getByRole('button', { name: 'Remove Agenda.pdf' }));
    expect(within(attached).queryByText('Agenda.pdf')).not.toBeInTheDocument();

    await user.click(postButton);
    expect(await screen.findByText(POST_MESSAGES.created)).toBeInTheDocument();
    const office = world.library.find((item) => item.name === 'Office.png');
    expect(log.created).toEqual([
      { content: 'Our new office is open', mediaIds: [office?._id], mentionIds: [] },
    ]);

    await waitFor(() => expect(posts()).toHaveLength(2));
    const top = posts()[0] as HTMLElement;
    expect(top).toHaveAccessibleName('Post by Ann Lee');
    expect(within(top).getByText('Our new office is open')).toBeInTheDocument();
    expect(within(top).getByRole('img', { name: 'Office.png' })).toBeInTheDocument();
    expect(composer()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('attaches at most four files to a post', async () => {
    const world = buildPostWorld();
    serve(world);
    const upload = uploadHandlers(world.library);
    server.use(...upload.handlers);
    const user = await openCommunity();
    await screen.findByText('No posts yet. Be the first to share something.');

    const files = ['a', 'b', 'c', 'd', 'e'].map(
      (name) => new File(['%PDF'], `${name}.pdf`, { type: 'application/pdf' }),
    );
    await user.upload(screen.getByLabelText('Attach files'), files);

    expect(await screen.findByRole('alert')).toHaveTextContent('A post can carry up to 4 files.');
    const attached = await screen.findByRole('list', { name: 'Attached files' });
    await waitFor(() => expect(within(attached).getAllByRole('listitem')).toHaveLength(4));
    expect(upload.log.presigned.map((body) => body.fileName)).toEqual([
      'a.pdf',
      'b.pdf',
      'c.pdf',
      'd.pdf',
    ]);
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled();
  });

  it('refuses a post with no text and no file, in the contract’s words', async () => {
    const log = serve(buildPostWorld());
    const user = await openCommunity();
    await screen.findByText('No posts yet. Be the first to share something.');

    await user.type(composer(), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Write something or add a file')).toBeInTheDocument();
    expect(composer()).toHaveAttribute('aria-invalid', 'true');
    expect(log.created).toHaveLength(0);
  });

  it('sends the author filters (lists comma-joined) and starts again at page 1 on every change', async () => {
    const world = buildPostWorld({
      posts: Array.from({ length: 12 }, () => buildPost()),
      subscriptions: [GOLD, SILVER],
    });
    const log = serve(world);
    const user = await openCommunity();

    await waitFor(() => expect(posts()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(posts()).toHaveLength(12));
    expect(lastQuery(log)?.get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
    await waitFor(() => expect(lastQuery(log)?.get('country')).toBe(IDS.uk));
    expect(lastQuery(log)?.get('page')).toBe('1');
    await waitFor(() => expect(posts()).toHaveLength(10));

    await user.click(screen.getByRole('combobox', { name: 'Regions' }));
    await user.click(await screen.findByRole('option', { name: 'London' }));
    await waitFor(() => expect(lastQuery(log)?.get('regions')).toBe(IDS.london));

    await user.click(screen.getByRole('combobox', { name: 'Sectors' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await user.click(await screen.findByRole('option', { name: 'Marketing' }));
    await waitFor(() =>
      expect(lastQuery(log)?.get('sectors')).toBe(`${IDS.finance},${IDS.marketing}`),
    );

    await user.type(screen.getByRole('combobox', { name: 'Subscriptions' }), 'plan');
    await user.click(await screen.findByRole('option', { name: 'Gold plan' }));
    await user.click(await screen.findByRole('option', { name: 'Silver plan' }));
    await waitFor(() =>
      expect(lastQuery(log)?.get('subscriptions')).toBe(`${GOLD._id},${SILVER._id}`),
    );
    expect(lastQuery(log)?.get('page')).toBe('1');
    expect(lastQuery(log)?.get('country')).toBe(IDS.uk);
    expect(lastQuery(log)?.get('regions')).toBe(IDS.london);
  });

  it('sends the bookmark switch and the search, each from page 1', async () => {
    const log = serve(buildPostWorld({ posts: Array.from({ length: 12 }, () => buildPost()) }));
    const user = await openCommunity();

    await waitFor(() => expect(posts()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(lastQuery(log)?.get('page')).toBe('2'));

    await user.click(screen.getByRole('switch', { name: 'Bookmarked only' }));
    expect(await screen.findByText('No posts match these filters.')).toBeInTheDocument();
    expect(lastQuery(log)?.get('bookmark')).toBe('true');
    expect(lastQuery(log)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(posts()).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'number 1');
    await waitFor(() => expect(lastQuery(log)?.get('textSearch')).toBe('number 1'));
    expect(lastQuery(log)?.get('page')).toBe('1');
    expect(lastQuery(log)?.has('bookmark')).toBe(false);
  });

  it('bookmarks a post at once, before the server answers', async () => {
    const world = buildPostWorld({
      posts: [buildPost({ author: buildMemberCard({ firstName: 'Dan', lastName: 'Poe' }) })],
    });
    let release = () => {};
    const log = serve(world, () => new Promise<void>((resolve) => (release = resolve)));
    const user = await openCommunity();

    const star = await screen.findByRole('button', { name: 'Bookmark post by Dan Poe' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(log.bookmarks).toHaveLength(1));
    expect(log.bookmarks[0]).toEqual({ type: 'posts', id: world.posts[0]?._id, bookmark: true });

    release();
    await waitFor(() => expect(world.posts[0]?.bookmark).toBe(true));
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets the author edit a post and remove it after confirming; others’ posts only offer Report', async () => {
    const mine = buildPost({
      author: myCard(),
      isMine: true,
      canDeactivate: true,
      content: 'Draft',
    });
    const theirs = buildPost({ author: buildMemberCard({ firstName: 'Eve', lastName: 'Ray' }) });
    const world = buildPostWorld({ posts: [mine, theirs] });
    const log = serve(world);
    const user = await openCommunity();

    await waitFor(() => expect(posts()).toHaveLength(2));
    const other = screen.getByRole('article', { name: 'Post by Eve Ray' });
    await user.click(within(other).getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const own = () => screen.getByRole('article', { name: 'Post by Ann Lee' });
    await user.click(within(own()).getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    const text = within(dialog).getByRole('textbox', { name: 'Post' });
    expect(text).toHaveValue('Draft');
    await user.clear(text);
    await user.type(text, 'Final words');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(POST_MESSAGES.updated)).toBeInTheDocument();
    expect(log.updated).toEqual([
      { id: mine._id, body: { content: 'Final words', mediaIds: [], mentionIds: [] } },
    ]);
    await waitFor(() => expect(within(own()).getByText('Final words')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(own()).getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this post?' });
    expect(log.deactivated).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(POST_MESSAGES.deactivated)).toBeInTheDocument();
    expect(log.deactivated).toEqual([mine._id]);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toHaveAccessibleName('Post by Eve Ray');
  });

  it('reports another member’s post: a reason is required, details are optional, once only', async () => {
    const theirs = buildPost({ author: buildMemberCard({ firstName: 'Eve', lastName: 'Ray' }) });
    serve(buildPostWorld({ posts: [theirs] }));
    const reports: unknown[] = [];
    server.use(
      http.post(apiUrl('/reports'), async ({ request }) => {
        const body = await request.json();
        reports.push(body);
        if (reports.length > 1) return apiError(409, 'REPORT_EXISTS');
        return HttpResponse.json(
          {
            data: {
              _id: '0d1e2f3a-4b5c-4d6e-8f7a-000000000001',
              kind: 'post',
              targetId: theirs._id,
              reason: 'spam',
              status: 'open',
              createdAt: new Date().toISOString(),
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = await openCommunity();
    const post = await screen.findByRole('article', { name: 'Post by Eve Ray' });
    const openReport = async () => {
      await user.click(within(post).getByRole('button', { name: 'Post options' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
      return screen.findByRole('dialog', { name: 'Report this post' });
    };
    let dialog = await openReport();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    expect(reports).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), 'Sells followers');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Your report was sent/)).toBeInTheDocument();
    expect(reports).toEqual([
      { kind: 'post', targetId: theirs._id, reason: 'spam', details: 'Sells followers' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openReport();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/already reported this/)).toBeInTheDocument();
  });

  it('announces others’ new posts when the member comes back, and shows them from page 1', async () => {
    const world = buildPostWorld({ posts: Array.from({ length: 12 }, () => buildPost()) });
    const log = serve(world);
    const user = await openCommunity();
    const openedAt = Date.now();

    await waitFor(() => expect(posts()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(posts()).toHaveLength(12));
    // A feed just loaded has nothing new: no question until a minute passes or the member returns.
    expect(log.checks).toHaveLength(0);

    world.posts.push(
      buildPost({ content: 'Fresh one', createdAt: new Date().toISOString() }),
      buildPost({ content: 'Fresh two', createdAt: new Date(Date.now() + 1).toISOString() }),
    );
    world.newPosts = { total: 2, newPost: true };
    returnToTab();

    const banner = await screen.findByRole('button', { name: '2 new posts — show' });
    expect(screen.getByRole('status')).toContainElement(banner);
    const fromDate = log.checks[0]?.get('fromDate') ?? '';
    expect(Date.parse(fromDate)).toBeLessThanOrEqual(openedAt);
    expect(log.checks[0]?.has('networkDirectoryId')).toBe(false);

    const requestsBefore = log.feeds.length;
    world.newPosts = { total: 0, newPost: false };
    await user.click(banner);

    await waitFor(() => expect(posts()[0]).toHaveTextContent('Fresh two'));
    expect(posts()[1]).toHaveTextContent('Fresh one');
    expect(posts()).toHaveLength(10);
    expect(log.feeds.slice(requestsBefore).map((feed) => feed.query.get('page'))).toEqual(['1']);
    expect(screen.queryByRole('button', { name: /new posts/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveFocus();

    // The next question counts from the moment the new posts were shown.
    returnToTab();
    await waitFor(() => expect(log.checks).toHaveLength(2));
    expect(Date.parse(log.checks[1]?.get('fromDate') ?? '')).toBeGreaterThan(Date.parse(fromDate));
  });

  it('says so when there are no posts, or none match, and retries a failed load', async () => {
    const world = buildPostWorld();
    serve(world);
    server.use(
      http.get(apiUrl('/community-posts'), () => apiError(400, 'VALIDATION_ERROR'), {
        once: true,
      }),
    );
    const user = await openCommunity();

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No posts yet. Be the first to share something.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'nothing');
    expect(await screen.findByText('No posts match these filters.')).toBeInTheDocument();
  });
});

describe('group feed', () => {
  const renderGroupFeed = () => {
    const user = userEvent.setup();
    render(
      <AppProvider env="test">
        <MemoryRouter>
          <PostFeed networkDirectoryId={GROUP_ID} />
        </MemoryRouter>
      </AppProvider>,
    );
    return user;
  };

  it('reads and writes the group’s own feed', async () => {
    const group = { _id: GROUP_ID, name: 'Makers', parentId: null };
    const world = buildPostWorld({
      posts: [buildPost({ group, content: 'Group news' }), buildPost({ content: 'Elsewhere' })],
    });
    const log = serve(world);
    const user = renderGroupFeed();

    const post = await screen.findByRole('article');
    expect(post).toHaveTextContent('Group news');
    expect(log.feeds[0]?.path).toBe(`/api/v1/community-posts/${GROUP_ID}`);
    expect(within(post).getByRole('link', { name: 'Makers' })).toHaveAttribute(
      'href',
      `/network-directory/${GROUP_ID}?tab=feed`,
    );

    await user.type(
      screen.getByRole('textbox', { name: 'Share something with the group' }),
      'Hello makers',
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(log.created).toEqual([
      { content: 'Hello makers', mediaIds: [], mentionIds: [], networkDirectoryId: GROUP_ID },
    ]);
    expect(posts()[0]).toHaveTextContent('Hello makers');

    returnToTab();
    await waitFor(() => expect(log.checks).toHaveLength(1));
    expect(log.checks[0]?.get('networkDirectoryId')).toBe(GROUP_ID);
  });

  it('asks non-members to join', async () => {
    const log = serve(buildPostWorld({ closedGroups: [GROUP_ID] }));
    renderGroupFeed();

    expect(await screen.findByText('Join this group to see its feed.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
    returnToTab();
    expect(log.checks).toHaveLength(0);
  });
});
