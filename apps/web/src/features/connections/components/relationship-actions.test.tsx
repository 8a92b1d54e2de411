import { ErrorCode } from '@nethub/contract/constants';
import type { MemberProfile, RelationshipState } from '@nethub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildProfile, buildUser, IDS } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const CONNECTION = IDS.finance;

/**
 * Bob's profile as the server holds it: `state` is how I stand with him, changed by the
 * handlers the way the server would, so each answer fetched again shows the new state.
 */
function serveBob(initial: RelationshipState) {
  let state = initial;
  const posted: Record<string, unknown[]> = { request: [], response: [], withdraw: [], disc: [] };
  const bob = (): MemberProfile => ({
    profile: buildProfile({ _id: IDS.member, firstName: 'Bob', lastName: 'Stone' }),
    restricted: false,
    isMe: false,
    visibility: 'everyone',
    ...state,
  });
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/users/profile/:id'), () => HttpResponse.json({ data: bob() })),
    http.get(apiUrl('/notes/:userId'), () =>
      HttpResponse.json({ data: { userId: IDS.member, content: '', updatedAt: null } }),
    ),
    http.post(apiUrl('/connections/request'), async ({ request }) => {
      posted.request!.push(await request.json());
      state = { relationship: 'request_sent', connectionId: CONNECTION };
      return HttpResponse.json({
        data: { _id: CONNECTION, status: 'REQUESTED', direction: 'outgoing' },
      });
    }),
    http.post(apiUrl('/connections/response'), async ({ request }) => {
      const body = (await request.json()) as { status: string };
      posted.response!.push(body);
      state =
        body.status === 'CONNECTED'
          ? { relationship: 'connected', connectionId: CONNECTION }
          : { relationship: 'none', connectionId: null };
      return HttpResponse.json({
        data: { _id: CONNECTION, status: body.status, direction: 'incoming' },
      });
    }),
    http.post(apiUrl('/connections/withdraw'), async ({ request }) => {
      posted.withdraw!.push(await request.json());
      state = { relationship: 'none', connectionId: null };
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.post(apiUrl('/connections/disconnect'), async ({ request }) => {
      posted.disc!.push(await request.json());
      state = { relationship: 'none', connectionId: null };
      return HttpResponse.json({ data: { ok: true } });
    }),
  );
  return posted;
}

async function openProfile() {
  const user = userEvent.setup();
  const view = renderApp(`/profile/${IDS.member}`, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Bob Stone' })).toBeInTheDocument();
  return { user, view };
}

describe('a member profile offers what fits how we stand', () => {
  it('none: Connect sends a request, then shows it sent with Withdraw', async () => {
    const posted = serveBob({ relationship: 'none', connectionId: null });
    const { user } = await openProfile();
    expect(screen.queryByText('Connected')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message Bob Stone' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Connect with Bob Stone' }));

    expect(await screen.findByText(MESSAGES.connectRequestSent)).toBeInTheDocument();
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw request to Bob Stone' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect with Bob Stone' })).toBeNull();
    expect(posted.request).toEqual([{ userId: IDS.member }]);
  });

  it('request sent: Withdraw takes it back by its id', async () => {
    const posted = serveBob({ relationship: 'request_sent', connectionId: CONNECTION });
    const { user } = await openProfile();
    expect(screen.getByText('Request sent')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw request to Bob Stone' }));

    expect(await screen.findByText(MESSAGES.requestWithdrawn('Bob Stone'))).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Connect with Bob Stone' }),
    ).toBeInTheDocument();
    expect(posted.withdraw).toEqual([{ connectionId: CONNECTION }]);
  });

  it('request declined: says so, and may be withdrawn; no Connect', async () => {
    serveBob({ relationship: 'request_declined', connectionId: CONNECTION });
    await openProfile();
    expect(screen.getByText('Request declined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw request to Bob Stone' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect with Bob Stone' })).toBeNull();
  });

  it('request received: Accept connects, then shows Connected', async () => {
    const posted = serveBob({ relationship: 'request_received', connectionId: CONNECTION });
    const { user } = await openProfile();
    expect(screen.getByRole('button', { name: 'Decline request from Bob Stone' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Accept request from Bob Stone' }));

    expect(await screen.findByText(MESSAGES.connectedWith('Bob Stone'))).toBeInTheDocument();
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(posted.response).toEqual([{ connectionId: CONNECTION, status: 'CONNECTED' }]);
  });

  it('request received: Decline leaves Connect', async () => {
    const posted = serveBob({ relationship: 'request_received', connectionId: CONNECTION });
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Decline request from Bob Stone' }));
    expect(await screen.findByText(MESSAGES.connectionDeclined('Bob Stone'))).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Connect with Bob Stone' }),
    ).toBeInTheDocument();
    expect(posted.response).toEqual([{ connectionId: CONNECTION, status: 'REJECTED' }]);
  });

  it('connected: Connected, Message, Pass a lead, and Disconnect behind a menu and a confirm', async () => {
    const posted = serveBob({ relationship: 'connected', connectionId: CONNECTION });
    const { user } = await openProfile();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message Bob Stone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pass a lead' })).toHaveAttribute(
      'href',
      `/leads/new?recipient=${IDS.member}`,
    );
    expect(screen.queryByRole('button', { name: 'Connect with Bob Stone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'More actions for Bob Stone' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect from Bob Stone?' });
    expect(posted.disc).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText(MESSAGES.disconnected('Bob Stone'))).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Connect with Bob Stone' }),
    ).toBeInTheDocument();
    expect(posted.disc).toEqual([{ userId: IDS.member }]);
  });

  it('organisation owner: no Connect, says why', async () => {
    serveBob({ relationship: 'org_owner', connectionId: null });
    await openProfile();
    expect(screen.getByText('Organisation owner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect with Bob Stone' })).toBeNull();
  });

  it.each([
    [409, ErrorCode.ALREADY_CONNECTED, MESSAGES.alreadyConnected],
    [409, ErrorCode.ALREADY_SENT_REQUEST, MESSAGES.alreadySentRequest],
    [400, ErrorCode.RECIPIENT_IS_ORG_OWNER, MESSAGES.recipientIsOrgOwner],
  ])('shows the catalogue message for %s %s', async (status, code, message) => {
    serveBob({ relationship: 'none', connectionId: null });
    server.use(http.post(apiUrl('/connections/request'), () => apiError(status, code)));
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Connect with Bob Stone' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Connect with Bob Stone' })).toBeEnabled(),
    );
  });
});
