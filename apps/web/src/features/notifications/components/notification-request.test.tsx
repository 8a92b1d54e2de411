import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/lib/errors';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiUrl, http, HttpResponse, server } from '@/testing/server';
import {
  buildNotification,
  notificationHandlers,
  type NotificationWorld,
} from '../testing/notification-world';

const CONNECTION = '5a6b7c8d-9e0f-4a1b-8c2d-000000000001';
const ava = {
  _id: '6b7c8d9e-0f1a-4b2c-9d3e-000000000001',
  firstName: 'Ava',
  lastName: 'Thompson',
  avatarUrl: 'https://files.test/ava.png',
};
const sam = {
  ...ava,
  _id: '6b7c8d9e-0f1a-4b2c-9d3e-000000000002',
  firstName: 'Sam',
  avatarUrl: null,
};

const request = (relationship: 'request_received' | 'connected' | 'none') =>
  buildNotification({
    type: 'CONNECTION_REQUEST',
    message: 'Ava Thompson would like to connect with you',
    link: '/connections',
    actor: ava,
    request: { relationship, connectionId: relationship === 'none' ? null : CONNECTION },
  });

/** The notifications and the answer endpoint: answering changes the world like the server. */
function serve(world: NotificationWorld) {
  const { handlers } = notificationHandlers(world);
  const answers: unknown[] = [];
  server.use(
    ...handlers,
    http.post(apiUrl('/connections/response'), async ({ request: req }) => {
      const body = (await req.json()) as { status: 'CONNECTED' | 'REJECTED' };
      answers.push(body);
      world.personal = world.personal.map((row) =>
        row.request
          ? {
              ...row,
              request:
                body.status === 'CONNECTED'
                  ? { relationship: 'connected', connectionId: CONNECTION }
                  : { relationship: 'none', connectionId: null },
            }
          : row,
      );
      return HttpResponse.json({
        data: { _id: CONNECTION, status: body.status, direction: 'incoming' },
      });
    }),
  );
  return answers;
}

async function openNotifications() {
  const user = userEvent.setup();
  renderApp(paths.notifications.getHref(), { user: buildUser() });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return user;
}

describe('a connection request in the notifications', () => {
  it('shows the asker’s photo, and accepting in the list turns it to Connected', async () => {
    const world: NotificationWorld = {
      personal: [
        request('request_received'),
        buildNotification({ message: 'Sam Thompson passed you a lead', actor: sam }),
      ],
      group: [],
    };
    const answers = serve(world);
    const user = await openNotifications();
    const main = screen.getByRole('main');

    await within(main).findByText('Ava Thompson would like to connect with you');
    // The face: Ava's photo, decorative beside her name; Sam's initials.
    const photo = main.querySelector(`img[src="${ava.avatarUrl}"]`);
    expect(photo).not.toBeNull();
    expect(photo).toHaveAttribute('alt', '');
    expect(within(main).getByText('ST')).toBeInTheDocument();
    // Only the request has buttons.
    expect(within(main).getAllByRole('button', { name: /^Accept request/ })).toHaveLength(1);

    await user.click(
      within(main).getByRole('button', { name: 'Accept request from Ava Thompson' }),
    );

    expect(await screen.findByText(MESSAGES.connectedWith('Ava Thompson'))).toBeInTheDocument();
    expect(await within(main).findByText('Connected')).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: /Accept request/ })).toBeNull();
    expect(answers).toEqual([{ connectionId: CONNECTION, status: 'CONNECTED' }]);
    // Still on the list.
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('declines in the list, and the buttons go', async () => {
    const world: NotificationWorld = { personal: [request('request_received')], group: [] };
    const answers = serve(world);
    const user = await openNotifications();
    const main = screen.getByRole('main');

    await user.click(
      await within(main).findByRole('button', { name: 'Decline request from Ava Thompson' }),
    );

    expect(
      await screen.findByText(MESSAGES.connectionDeclined('Ava Thompson')),
    ).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(main).queryByRole('button', { name: /request from Ava/ })).toBeNull(),
    );
    expect(within(main).queryByText('Connected')).toBeNull();
    expect(answers).toEqual([{ connectionId: CONNECTION, status: 'REJECTED' }]);
  });

  it('offers nothing for a request already answered elsewhere', async () => {
    serve({ personal: [request('none')], group: [] });
    await openNotifications();
    const main = screen.getByRole('main');
    await within(main).findByText('Ava Thompson would like to connect with you');
    expect(within(main).queryByRole('button', { name: /request from Ava/ })).toBeNull();
  });
});
