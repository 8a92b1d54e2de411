import type { ConnectionRow } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildConnectionRow, buildMemberCard, buildUser } from '@/testing/factories';
import { connectionListHandlers, referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';

const row = (firstName: string, overrides: Partial<ConnectionRow> = {}) =>
  buildConnectionRow({ member: buildMemberCard({ firstName, lastName: 'Test' }), ...overrides });

/** The list, the tab counts and every mutation over one array the handlers change. */
function serveConnections(rows: ConnectionRow[]) {
  const queries: URLSearchParams[] = [];
  const posted: Record<string, unknown[]> = { response: [], disconnect: [], bookmark: [] };
  server.use(
    ...referenceHandlers(),
    ...connectionListHandlers(rows, queries),
    http.post(apiUrl('/connections/response'), async ({ request }) => {
      const body = (await request.json()) as { connectionId: string; status: 'CONNECTED' };
      posted.response?.push(body);
      const found = rows.find((item) => item._id === body.connectionId);
      if (found) found.status = body.status;
      return HttpResponse.json({
        data: { _id: body.connectionId, status: body.status, direction: 'incoming' },
      });
    }),
    http.post(apiUrl('/connections/disconnect'), async ({ request }) => {
      const body = (await request.json()) as { userId: string };
      posted.disconnect?.push(body);
      const index = rows.findIndex((item) => item.member._id === body.userId);
      if (index >= 0) rows.splice(index, 1);
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.post(apiUrl('/users/bookmark-status'), async ({ request }) => {
      const body = (await request.json()) as { type: string; id: string; bookmark: boolean };
      posted.bookmark?.push(body);
      const found = rows.find((item) => item._id === body.id);
      if (found) found.bookmark = body.bookmark;
      return HttpResponse.json({ data: body });
    }),
  );
  return { queries, posted };
}

async function openConnections() {
  const user = userEvent.setup();
  renderApp('/connections', { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeInTheDocument();
  return user;
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('connections', () => {
  it('shows the tab counts, and a tab, sort or bookmark filter starts again at page 1', async () => {
    const rows = [
      ...Array.from({ length: 11 }, (_, index) => row(`Con${index}`)),
      row('Ivy', { status: 'REQUESTED', direction: 'incoming' }),
      row('Rex', { status: 'REJECTED', direction: 'incoming' }),
    ];
    const { queries } = serveConnections(rows);
    const user = await openConnections();

    expect(await screen.findByText('Showing 10 of 13')).toBeInTheDocument();
    await waitFor(() => expect(tab('All')).toHaveTextContent('13'));
    expect(tab('Connections')).toHaveTextContent('11');
    expect(tab('Pending')).toHaveTextContent('1');
    expect(tab('Rejected')).toHaveTextContent('1');
    expect(queries.at(-1)?.get('sort')).toBe('firstName');
    expect(queries.at(-1)?.get('order')).toBe('ASC');
    expect(queries.at(-1)?.has('status')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 13 of 13')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');

    await user.click(tab('Connections'));
    expect(await screen.findByText('Showing 10 of 11')).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('CONNECTED');
    expect(queries.at(-1)?.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Last name');
    await user.click(screen.getByRole('radio', { name: 'Descending' }));
    await waitFor(() => expect(queries.at(-1)?.get('order')).toBe('DESC'));
    expect(queries.at(-1)?.get('sort')).toBe('lastName');
    expect(queries.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('checkbox', { name: 'Bookmarked only' }));
    expect(await screen.findByRole('heading', { name: 'No matches' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('bookmark')).toBe('true');
  });

  it('accepts and declines requests, and the counts follow', async () => {
    const rows = [
      row('Ivy', { status: 'REQUESTED', direction: 'incoming' }),
      row('Jay', { status: 'REQUESTED', direction: 'incoming' }),
      row('Out', { status: 'REQUESTED', direction: 'outgoing' }),
    ];
    const { posted } = serveConnections(rows);
    const user = await openConnections();

    const ivy = await screen.findByRole('article', { name: 'Ivy Test' });
    expect(within(ivy).getByText('Awaiting your reply')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Out Test' })).getByRole('button', {
        name: 'Withdraw request to Out Test',
      }),
    ).toBeInTheDocument();

    await user.click(within(ivy).getByRole('button', { name: 'Accept request from Ivy Test' }));
    expect(await screen.findByText(MESSAGES.connectedWith('Ivy Test'))).toBeInTheDocument();
    await waitFor(() => expect(tab('Connections')).toHaveTextContent('1'));
    expect(
      within(screen.getByRole('article', { name: 'Ivy Test' })).getByText('Connected'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline request from Jay Test' }));
    expect(await screen.findByText(MESSAGES.connectionDeclined('Jay Test'))).toBeInTheDocument();
    await waitFor(() => expect(tab('Rejected')).toHaveTextContent('1'));
    expect(tab('Pending')).toHaveTextContent('1');
    expect(posted.response).toEqual([
      { connectionId: rows[0]?._id, status: 'CONNECTED' },
      { connectionId: rows[1]?._id, status: 'REJECTED' },
    ]);
  });

  it('disconnects only once the member confirms', async () => {
    const rows = [row('Kim'), row('Lou')];
    const kim = rows[0] as ConnectionRow;
    const { posted } = serveConnections(rows);
    const user = await openConnections();

    await user.click(await screen.findByRole('button', { name: 'Disconnect from Kim Test' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect from Kim Test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted.disconnect).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Disconnect from Kim Test' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect from Kim Test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText(MESSAGES.disconnected('Kim Test'))).toBeInTheDocument();
    expect(posted.disconnect).toEqual([{ userId: kim.member._id }]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Kim Test' })).not.toBeInTheDocument(),
    );
    expect(tab('All')).toHaveTextContent('1');
  });

  it('offers to pass a lead to a connection, and to see their campaigns, only', async () => {
    const rows = [row('Kim'), row('Ivy', { status: 'REQUESTED', direction: 'incoming' })];
    serveConnections(rows);
    await openConnections();

    const kim = await screen.findByRole('article', { name: 'Kim Test' });
    expect(within(kim).getByRole('link', { name: 'Pass a lead to Kim Test' })).toHaveAttribute(
      'href',
      `/leads/new?recipient=${rows[0]?.member._id}`,
    );
    expect(within(kim).getByRole('link', { name: 'Campaigns from Kim Test' })).toHaveAttribute(
      'href',
      `/rewards/connection/${rows[0]?.member._id}`,
    );
    const ivy = screen.getByRole('article', { name: 'Ivy Test' });
    expect(within(ivy).queryByRole('link', { name: /Pass a lead/ })).not.toBeInTheDocument();
    expect(within(ivy).queryByRole('link', { name: /Campaigns/ })).not.toBeInTheDocument();
  });

  it('bookmarks a connection with a toggle button', async () => {
    const rows = [row('Max')];
    const { posted } = serveConnections(rows);
    const user = await openConnections();

    const star = await screen.findByRole('button', { name: 'Bookmark Max Test' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bookmark Max Test' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(posted.bookmark).toEqual([{ type: 'connections', id: rows[0]?._id, bookmark: true }]);

    await user.click(screen.getByRole('checkbox', { name: 'Bookmarked only' }));
    expect(await screen.findByRole('article', { name: 'Max Test' })).toBeInTheDocument();
  });
});
