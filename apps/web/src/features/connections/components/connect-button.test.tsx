import { ErrorCode } from '@nethub/contract/constants';
import type { MemberProfile } from '@nethub/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildProfile, buildUser, IDS } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const bob: MemberProfile = {
  profile: buildProfile({ _id: IDS.member, firstName: 'Bob', lastName: 'Stone' }),
  restricted: false,
  isMe: false,
  visibility: 'everyone',
};

function serveProfile() {
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/users/profile/:id'), () => HttpResponse.json({ data: bob })),
    http.get(apiUrl('/notes/:userId'), () =>
      HttpResponse.json({ data: { userId: IDS.member, content: '', updatedAt: null } }),
    ),
  );
}

async function openProfile() {
  const user = userEvent.setup();
  renderApp(`/profile/${IDS.member}`, { user: buildUser() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Bob Stone' })).toBeInTheDocument();
  return user;
}

describe('connect from a member profile', () => {
  it('sends a request and shows it as sent', async () => {
    serveProfile();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/connections/request'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          data: { _id: IDS.finance, status: 'REQUESTED', direction: 'outgoing' },
        });
      }),
    );
    const user = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Connect with Bob Stone' }));

    expect(await screen.findByText(MESSAGES.connectRequestSent)).toBeInTheDocument();
    expect(bodies).toEqual([{ userId: IDS.member }]);
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  });

  it.each([
    [409, ErrorCode.ALREADY_CONNECTED, MESSAGES.alreadyConnected],
    [409, ErrorCode.ALREADY_SENT_REQUEST, MESSAGES.alreadySentRequest],
    [400, ErrorCode.RECIPIENT_IS_ORG_OWNER, MESSAGES.recipientIsOrgOwner],
  ])('shows the catalogue message for %s %s', async (status, code, message) => {
    serveProfile();
    server.use(http.post(apiUrl('/connections/request'), () => apiError(status, code)));
    const user = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Connect with Bob Stone' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect with Bob Stone' })).toBeEnabled();
  });
});
