import { ErrorCode, type ExploreRow } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildMemberCard, buildUser, COUNTRIES, IDS, REGIONS } from '@/testing/factories';
import { exploreHandler, referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const us = { country: COUNTRIES[1] ?? null, region: REGIONS[1] ?? null };

function serveExplore(rows: ExploreRow[]) {
  const queries: URLSearchParams[] = [];
  server.use(...referenceHandlers(), exploreHandler(rows, queries));
  return queries;
}

async function openExplore() {
  const user = userEvent.setup();
  renderApp('/explore', { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
  return user;
}

const stranger = (overrides: Partial<ExploreRow['member']> = {}): ExploreRow => ({
  member: buildMemberCard(overrides),
  connection: null,
});

describe('explore', () => {
  it('searches as the member types (debounced), filters, resets to page 1 and loads more', async () => {
    const rows = [
      ...Array.from({ length: 11 }, () => stranger()),
      stranger({ firstName: 'Zoe', lastName: 'Park', location: us }),
    ];
    const queries = serveExplore(rows);
    const user = await openExplore();

    expect(await screen.findByText('Showing 10 of 12 members')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Regions' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 12 members')).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const before = queries.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zoe');
    expect(await screen.findByText('Showing 1 member')).toBeInTheDocument();
    // One request for the whole word, not one per key, and from page 1 again.
    const searches = queries.slice(before);
    expect(searches.map((query) => query.get('textSearch'))).toEqual(['zoe']);
    expect(searches[0]?.get('page')).toBe('1');
    const card = screen.getByRole('article', { name: 'Zoe Park' });
    expect(within(card).getByRole('link', { name: 'Zoe Park' })).toHaveAttribute(
      'href',
      `/profile/${rows[11]?.member._id}`,
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search members' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
    await waitFor(() => expect(queries.at(-1)?.get('country')).toBe(IDS.us));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(await screen.findByText('Showing 1 member')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Regions' })).toBeEnabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No members found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Showing 10 of 12 members')).toBeInTheDocument();
    const last = queries.at(-1);
    expect(last?.get('page')).toBe('1');
    expect(last?.has('country')).toBe(false);
    expect(last?.has('textSearch')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Regions' })).toBeDisabled();
  });

  it('says "about" when the server estimates the total, and loads more by hasMore', async () => {
    const rows = Array.from({ length: 10 }, () => stranger());
    server.use(
      ...referenceHandlers(),
      http.get(apiUrl('/connections/explore'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          data: {
            rows: page === 1 ? rows : [],
            totalRows: 12_345,
            totalPages: 1_235,
            page,
            offset: 10,
            totalRowsExact: false,
            hasMore: true,
          },
        });
      }),
    );
    await openExplore();
    expect(await screen.findByText('Showing 10 of about 12,345 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('shows where each request stands', async () => {
    const sent = stranger({ firstName: 'Sam', lastName: 'Sent' });
    const asked = stranger({ firstName: 'Ada', lastName: 'Asks' });
    const declined = stranger({ firstName: 'Dee', lastName: 'Declined' });
    serveExplore([
      { ...sent, connection: { _id: IDS.finance, status: 'REQUESTED', direction: 'outgoing' } },
      { ...asked, connection: { _id: IDS.marketing, status: 'REQUESTED', direction: 'incoming' } },
      { ...declined, connection: { _id: IDS.london, status: 'REJECTED', direction: 'incoming' } },
    ]);
    await openExplore();

    const sentCard = await screen.findByRole('article', { name: 'Sam Sent' });
    expect(within(sentCard).getByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(
      within(sentCard).getByRole('button', { name: 'Withdraw request to Sam Sent' }),
    ).toBeEnabled();
    const askedCard = screen.getByRole('article', { name: 'Ada Asks' });
    expect(
      within(askedCard).getByRole('button', { name: 'Accept request from Ada Asks' }),
    ).toBeInTheDocument();
    expect(
      within(askedCard).getByRole('button', { name: 'Decline request from Ada Asks' }),
    ).toBeInTheDocument();
    // I declined Dee's request: I may ask myself now.
    expect(
      within(screen.getByRole('article', { name: 'Dee Declined' })).getByRole('button', {
        name: 'Connect with Dee Declined',
      }),
    ).toBeInTheDocument();
  });

  it('sends a request and says so', async () => {
    const bob = stranger({ firstName: 'Bob', lastName: 'Stone' });
    const rows = [bob];
    serveExplore(rows);
    const sentTo: unknown[] = [];
    server.use(
      http.post(apiUrl('/connections/request'), async ({ request }) => {
        const body = (await request.json()) as { userId: string };
        sentTo.push(body);
        rows[0] = {
          ...bob,
          connection: { _id: IDS.finance, status: 'REQUESTED', direction: 'outgoing' },
        };
        return HttpResponse.json({
          data: { _id: IDS.finance, status: 'REQUESTED', direction: 'outgoing' },
        });
      }),
    );
    const user = await openExplore();

    await user.click(await screen.findByRole('button', { name: 'Connect with Bob Stone' }));

    expect(await screen.findByText(MESSAGES.connectRequestSent)).toBeInTheDocument();
    expect(sentTo).toEqual([{ userId: bob.member._id }]);
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDisabled();
  });

  it.each([
    [409, ErrorCode.ALREADY_CONNECTED, MESSAGES.alreadyConnected],
    [409, ErrorCode.ALREADY_SENT_REQUEST, MESSAGES.alreadySentRequest],
    [400, ErrorCode.RECIPIENT_IS_ORG_OWNER, MESSAGES.recipientIsOrgOwner],
    [400, ErrorCode.CANNOT_CONNECT_TO_SELF, MESSAGES.cannotConnectToSelf],
  ])('shows the catalogue message for %s %s', async (status, code, message) => {
    serveExplore([stranger({ firstName: 'Bob', lastName: 'Stone' })]);
    server.use(http.post(apiUrl('/connections/request'), () => apiError(status, code)));
    const user = await openExplore();

    await user.click(await screen.findByRole('button', { name: 'Connect with Bob Stone' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('connects by e-mail, inviting someone who is not a member yet', async () => {
    serveExplore([]);
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post(apiUrl('/connections/request'), async ({ request }) => {
        calls.push({ path: 'request', body: await request.json() });
        return apiError(404, ErrorCode.RECIPIENT_NOT_FOUND);
      }),
      http.post(apiUrl('/connections/request-by-email'), async ({ request }) => {
        const body = (await request.json()) as { email: string };
        calls.push({ path: 'request-by-email', body });
        return HttpResponse.json({ data: { invited: true, email: body.email } });
      }),
    );
    const user = await openExplore();
    expect(await screen.findByRole('heading', { name: 'No members found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Connect by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect by e-mail' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'not-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /E-mail address/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /E-mail address/ }),
      ' new@example.com ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(MESSAGES.invitationSent('new@example.com'))).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'request', body: { email: 'new@example.com' } },
      { path: 'request-by-email', body: { email: 'new@example.com' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so in the form when that address was already invited', async () => {
    serveExplore([]);
    server.use(
      http.post(apiUrl('/connections/request'), () => apiError(404, ErrorCode.RECIPIENT_NOT_FOUND)),
      http.post(apiUrl('/connections/request-by-email'), () =>
        apiError(409, ErrorCode.ALREADY_SENT_REQUEST),
      ),
    );
    const user = await openExplore();

    await user.click(await screen.findByRole('button', { name: 'Connect by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect by e-mail' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'x@y.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText(MESSAGES.alreadySentRequest)).toBeInTheDocument();
  });
});
