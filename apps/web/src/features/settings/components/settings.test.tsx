import { ErrorCode, NOTIFICATION_SETTINGS, type NotificationConfig } from '@nethub/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildPreferences, buildUser } from '@/testing/factories';
import { referenceHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const allOn = Object.fromEntries(
  NOTIFICATION_SETTINGS.map(({ key }) => [key, true]),
) as NotificationConfig;

function serveSettings({ failSave = false } = {}) {
  const calls = { notifications: [] as unknown[], preferences: [] as unknown[] };
  let config = { ...allOn };
  server.use(
    ...referenceHandlers(),
    http.get(apiUrl('/users/notification-config'), () => HttpResponse.json({ data: config })),
    http.post(apiUrl('/users/notification-config'), async ({ request }) => {
      const body = (await request.json()) as { config: Partial<NotificationConfig> };
      calls.notifications.push(body);
      if (failSave) return apiError(500, ErrorCode.INTERNAL_ERROR);
      config = { ...config, ...body.config };
      return HttpResponse.json({ data: config });
    }),
    http.put(apiUrl('/users/preferences'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.preferences.push(body);
      return HttpResponse.json({ data: buildPreferences({ currency: 'EUR' }) });
    }),
  );
  return calls;
}

describe('settings', () => {
  it('saves a notification switch as soon as it changes', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });

    const leads = await screen.findByRole('switch', { name: 'New lead' });
    expect(screen.getAllByRole('switch')).toHaveLength(10);
    expect(leads).toBeChecked();
    await user.click(leads);

    expect(leads).not.toBeChecked();
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument();
    expect(calls.notifications).toEqual([{ config: { NEW_LEAD_NOTIFICATION: false } }]);
  });

  it('moves the switch back when the server refuses the change', async () => {
    serveSettings({ failSave: true });
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });

    const messages = await screen.findByRole('switch', { name: 'New direct messages' });
    await user.click(messages);

    expect(await screen.findByText(MESSAGES.generic)).toBeInTheDocument();
    await waitFor(() => expect(messages).toBeChecked());
  });

  it('saves the preferences with the food choices', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(screen.getByText('Amounts show like €1,234.50.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'My connections only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gluten Free / Coeliac' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText(MESSAGES.preferenceUpdated)).toBeInTheDocument();
    expect(calls.preferences).toEqual([
      {
        currency: 'EUR',
        countryId: '1e3f2c40-1111-4a2b-8c3d-000000000001',
        regionId: '2e3f2c40-2222-4a2b-8c3d-000000000001',
        profileVisibility: 'connections',
        foodPreferences: ['glutenFree'],
      },
    ]);
  });

  it('links to the password and email screens', async () => {
    serveSettings();
    renderApp('/settings', { user: buildUser() });
    expect(await screen.findByRole('link', { name: /Change password/ })).toHaveAttribute(
      'href',
      '/settings/password',
    );
    expect(screen.getByRole('link', { name: /Change email/ })).toHaveAttribute(
      'href',
      '/settings/email',
    );
  });
});
