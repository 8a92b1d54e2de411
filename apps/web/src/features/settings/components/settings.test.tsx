import { ErrorCode } from '@nethub/contract/constants';
import { NOTIFICATION_SETTINGS, type NotificationConfig } from '@nethub/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/lib/errors';
import { buildPreferences, buildUser } from '@/testing/factories';
import { referenceHandlers, securityHandlers } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';

const allOn = Object.fromEntries(
  NOTIFICATION_SETTINGS.map(({ key }) => [key, true]),
) as NotificationConfig;

function serveSettings({ failSave = false, vapidPublicKey = null as string | null } = {}) {
  const calls = {
    notifications: [] as unknown[],
    preferences: [] as unknown[],
    chat: [] as unknown[],
    devices: [] as unknown[],
  };
  const tokens: Array<{ deviceToken: string; createdAt: string }> = [];
  let config = { ...allOn };
  let chat = { readReceipts: true };
  server.use(
    http.get(apiUrl('/chat/settings'), () => HttpResponse.json({ data: chat })),
    http.put(apiUrl('/chat/settings'), async ({ request }) => {
      const body = (await request.json()) as { readReceipts: boolean };
      calls.chat.push(body);
      chat = { ...chat, ...body };
      return HttpResponse.json({ data: chat });
    }),
    ...referenceHandlers(),
    ...securityHandlers(),
    http.get(apiUrl('/users/notification-config'), () => HttpResponse.json({ data: config })),
    http.post(apiUrl('/users/notification-config'), async ({ request }) => {
      const body = (await request.json()) as { config: Partial<NotificationConfig> };
      calls.notifications.push(body);
      if (failSave) return apiError(500, ErrorCode.INTERNAL_ERROR);
      config = { ...config, ...body.config };
      return HttpResponse.json({ data: config });
    }),
    http.get(apiUrl('/users/device-auth-token'), () =>
      HttpResponse.json({ data: { tokens, pushEnabled: vapidPublicKey !== null, vapidPublicKey } }),
    ),
    http.put(apiUrl('/users/update-device-token'), async ({ request }) => {
      const body = (await request.json()) as { deviceToken: string };
      calls.devices.push(body);
      tokens.push({ deviceToken: body.deviceToken, createdAt: new Date().toISOString() });
      return HttpResponse.json({ data: { ok: true } });
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
  it('turns read receipts off and on again', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });
    const receipts = await screen.findByRole('switch', { name: /Read receipts/ });
    expect(receipts).toBeChecked();
    await user.click(receipts);
    await waitFor(() => expect(receipts).not.toBeChecked());
    await waitFor(() => expect(receipts).toBeEnabled());
    await user.click(receipts);
    await waitFor(() => expect(receipts).toBeChecked());
    expect(calls.chat).toEqual([{ readReceipts: false }, { readReceipts: true }]);
  });

  it('saves a notification switch as soon as it changes', async () => {
    const calls = serveSettings();
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });

    const leads = await screen.findByRole('switch', { name: 'New lead' });
    // The notification switches, and the chat's read receipts.
    expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_SETTINGS.length + 1);
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

describe('notifications in this browser', () => {
  const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };

  /** A browser with the Push API whose member grants permission. */
  function fakePushBrowser() {
    let subscribed: (typeof subscription & { toJSON(): unknown }) | null = null;
    const pushManager = {
      getSubscription: async () => subscribed,
      subscribe: vi.fn(async () => {
        subscribed = { ...subscription, toJSON: () => subscription };
        return subscribed;
      }),
    };
    const registration = { pushManager };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        register: vi.fn(async () => registration),
        getRegistration: async () => registration,
      },
    });
    Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      value: { requestPermission: async () => 'granted' },
    });
    return pushManager;
  }

  afterEach(() => {
    for (const key of ['PushManager', 'Notification'] as const) Reflect.deleteProperty(window, key);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is not offered when the server has no push keys', async () => {
    serveSettings();
    fakePushBrowser();
    renderApp('/settings', { user: buildUser() });
    await screen.findByRole('switch', { name: 'New lead' });
    expect(screen.queryByRole('switch', { name: /this browser/ })).toBeNull();
  });

  it('subscribes this browser with the server key and registers the subscription', async () => {
    const calls = serveSettings({ vapidPublicKey: 'BElhbG8td29ybGQ' });
    const pushManager = fakePushBrowser();
    const user = userEvent.setup();
    renderApp('/settings', { user: buildUser() });
    const toggle = await screen.findByRole('switch', {
      name: 'Show notifications in this browser',
    });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(
      await screen.findByText('Notifications will appear in this browser.'),
    ).toBeInTheDocument();
    expect(pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(calls.devices).toEqual([{ deviceToken: JSON.stringify(subscription) }]);
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
