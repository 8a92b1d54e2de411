import type { ChatMessage, SearchResult } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { exploreHandler } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const sarah = {
  ...buildMemberCard({ firstName: 'Sarah', lastName: 'Jones', headline: 'Payroll adviser' }),
  connected: true,
};
const sam = {
  ...buildMemberCard({ firstName: 'Sam', lastName: 'Reed', headline: null, jobTitle: null }),
  connected: false,
};
const message: ChatMessage = {
  _id: crypto.randomUUID(),
  channel: 'single.test',
  userId: sarah._id,
  messageType: 'text',
  content: 'Sarah said hello',
  timeToken: '17000000000000001',
  clientId: null,
  file: null,
  meta: null,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  editedAt: null,
  deletedAt: null,
  version: 0,
  reactions: [],
  replyTo: null,
};
const RESULT: SearchResult = {
  people: { rows: [sarah, sam], hasMore: true },
  groups: {
    rows: [
      {
        _id: crypto.randomUUID(),
        name: 'Sarum Breakfast',
        parentId: null,
        memberCount: 12,
        isMember: true,
      },
    ],
    hasMore: false,
  },
  posts: { rows: [], hasMore: false },
  messages: {
    rows: [
      {
        message,
        channelType: 'single',
        channelName: 'Sarah Jones',
        highlight: [
          { text: 'Sarah', match: true },
          { text: ' said hello', match: false },
        ],
      },
    ],
    hasMore: false,
  },
};
const EMPTY: SearchResult = {
  people: { rows: [], hasMore: false },
  groups: { rows: [], hasMore: false },
  posts: { rows: [], hasMore: false },
  messages: { rows: [], hasMore: false },
};

function serve(answer: (q: string) => SearchResult | Response) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/search'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      const data = answer(q);
      return data instanceof Response ? data : HttpResponse.json({ data });
    }),
  );
  return asked;
}

async function openOnExplore() {
  const user = userEvent.setup();
  const queries: URLSearchParams[] = [];
  server.use(exploreHandler([], queries));
  const view = renderApp('/explore', { user: buildUser() });
  await screen.findByRole('heading', { level: 1, name: 'Explore' });
  return { user, queries, ...view };
}

describe('the header search', () => {
  it('opens with "/", groups the results under headings and opens one with the keyboard', async () => {
    const asked = serve(() => RESULT);
    const { user, location, queries } = await openOnExplore();
    expect(screen.getAllByRole('button', { name: /^search/i })).toHaveLength(2);

    await user.keyboard('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: /search people/i });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'sar');

    const list = await within(dialog).findByRole('listbox', { name: 'Search results' });
    const people = within(list).getByRole('group', { name: 'People' });
    expect(
      within(people)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sarah JonesConnection · Payroll adviser', 'Sam Reed', 'See all people']);
    expect(within(list).getByRole('group', { name: 'Groups' })).toHaveTextContent(
      'Sarum Breakfast',
    );
    expect(within(list).queryByRole('group', { name: 'Posts' })).not.toBeInTheDocument();
    const messages = within(list).getByRole('group', { name: 'Messages' });
    expect(within(messages).getByText('Sarah', { selector: 'mark' })).toBeInTheDocument();
    expect(asked).toEqual(['sar']);

    // The first result is active; arrows move, wrapping; Enter opens the active one.
    const options = within(list).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Enter}');

    // "See all people" opens explore searching the same words.
    await waitFor(() => expect(location()).toBe('/explore?q=sar'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('sar'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('textSearch')).toBe('sar'));
  });

  it('opens with Ctrl+K, says so when nothing matches, and closes with Escape', async () => {
    serve(() => EMPTY);
    const { user } = await openOnExplore();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(/at least two characters/);
    await user.type(within(dialog).getByRole('combobox'), 'zzqx');
    expect(await within(dialog).findByText('Nothing matches “zzqx”.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says in words when the search fails, and tries again', async () => {
    let fail = true;
    serve(() => (fail ? apiError(500, 'INTERNAL_ERROR') : RESULT));
    const { user } = await openOnExplore();
    await user.click(screen.getAllByRole('button', { name: /^search/i })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(dialog).getByRole('combobox'), 'sarah');
    expect(await within(dialog).findByText(/did not answer/)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('group', { name: 'People' })).toBeInTheDocument();
  });
});
