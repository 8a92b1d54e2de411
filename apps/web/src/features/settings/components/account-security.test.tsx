import { ErrorCode } from '@nethub/contract/constants';
import { NOTIFICATION_SETTINGS } from '@nethub/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

/** The rest of the settings page, answered quietly. */
function serveSettingsPage() {
  const config = Object.fromEntries(NOTIFICATION_SETTINGS.map(({ key }) => [key, true]));
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/users/notification-config'), () => HttpResponse.json({ data: config })),
    http.get(apiUrl('/users/device-auth-token'), () =>
      HttpResponse.json({ data: { tokens: [], pushEnabled: false, vapidPublicKey: null } }),
    ),
  );
}

describe('sign out other sessions', () => {
  it('ends the other sessions and says so', async () => {
    serveSettingsPage();
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
    serveSettingsPage();
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
