import { ErrorCode } from '@nethub/contract/constants';
import { NOTIFICATION_SETTINGS, type SignedInSession } from '@nethub/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildUser } from '@/testing/factories';
import { noDataExportsHandler, referenceHandlers, twoFactorOffHandler } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const THIS_LAPTOP: SignedInSession = {
  _id: '0b5d7a4e-8c1f-4b1e-9a51-2f0c2d3e4f01',
  current: true,
  browser: 'Chrome 131',
  os: 'Windows',
  device: 'desktop',
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-28T09:00:00.000Z',
};
const OLD_PHONE: SignedInSession = {
  _id: '0b5d7a4e-8c1f-4b1e-9a51-2f0c2d3e4f02',
  current: false,
  browser: 'Safari 17',
  os: 'iOS',
  device: 'mobile',
  signedInAt: '2026-10-01T09:00:00.000Z',
  lastSeenAt: '2026-11-02T18:30:00.000Z',
};

/** The rest of the settings page, answered quietly; the sessions as given. */
function serveSettingsPage(sessions: SignedInSession[] = [THIS_LAPTOP]) {
  const config = Object.fromEntries(NOTIFICATION_SETTINGS.map(({ key }) => [key, true]));
  let standing = [...sessions];
  server.use(
    http.get(apiUrl('/auth/sessions'), () => HttpResponse.json({ data: standing })),
    http.delete(apiUrl('/auth/sessions/:id'), ({ params }) => {
      standing = standing.filter((session) => session._id !== params.id);
      return HttpResponse.json({ data: { ok: true } });
    }),
    twoFactorOffHandler(),
    noDataExportsHandler(),
    ...referenceHandlers(),
    http.get(apiUrl('/users/notification-config'), () => HttpResponse.json({ data: config })),
    http.get(apiUrl('/users/device-auth-token'), () =>
      HttpResponse.json({ data: { tokens: [], pushEnabled: false, vapidPublicKey: null } }),
    ),
  );
}

describe('where you are signed in', () => {
  it('lists each session, this device first, and signs another one out', async () => {
    serveSettingsPage([THIS_LAPTOP, OLD_PHONE]);
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });

    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome 131 on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Safari 17 on iOS');
    expect(items[1]).toHaveTextContent('Signed in 01/10/26');

    await user.click(within(items[1]!).getByRole('button', { name: /^Sign out Safari 17 on iOS/ }));

    expect(await screen.findByText(MESSAGES.sessionSignedOut)).toBeInTheDocument();
    expect(await screen.findByText('Chrome 131 on Windows')).toBeInTheDocument();
    expect(screen.queryByText('Safari 17 on iOS')).not.toBeInTheDocument();
    // Nothing else to end: the all-others button rests.
    expect(screen.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
  });
});

describe('sign out other sessions', () => {
  it('ends the other sessions and says so', async () => {
    serveSettingsPage([THIS_LAPTOP, OLD_PHONE]);
    const calls: string[] = [];
    server.use(
      http.post(apiUrl('/auth/sessions/revoke-others'), ({ request }) => {
        calls.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ data: { revoked: 2 } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });

    await user.click(await screen.findByRole('button', { name: 'Sign out other sessions' }));

    expect(await screen.findByText(MESSAGES.otherSessionsSignedOut)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^Bearer /);
  });

  it('shows what went wrong', async () => {
    serveSettingsPage([THIS_LAPTOP, OLD_PHONE]);
    server.use(
      http.post(apiUrl('/auth/sessions/revoke-others'), () =>
        apiError(500, ErrorCode.INTERNAL_ERROR),
      ),
    );
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });

    await user.click(await screen.findByRole('button', { name: 'Sign out other sessions' }));

    expect(await screen.findByText(MESSAGES.generic)).toBeInTheDocument();
  });
});
