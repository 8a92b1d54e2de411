import { NOTIFICATION_MESSAGES } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiError, apiUrl, http, server } from '@/testing/server';
import {
  buildGroupNotification,
  buildNotification,
  GROUP,
  notificationHandlers,
  type NotificationWorld,
} from '../testing/notification-world';

function serve(world: NotificationWorld) {
  const { handlers, log } = notificationHandlers(world);
  server.use(...handlers);
  return log;
}

async function openNotifications(url: string = paths.notifications.getHref()) {
  const user = userEvent.setup();
  const view = renderApp(url, { user: buildUser() });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
  ).toBeInTheDocument();
  return { user, ...view };
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const main = () => screen.getByRole('main');

describe('notifications page', () => {
  it('switches between personal and group notifications, with unread counts on the tabs', async () => {
    const world: NotificationWorld = {
      personal: [buildNotification({ message: 'Ava Thompson passed you a lead' })],
      group: [
        buildGroupNotification({ message: 'New post in Growth Circle' }),
        buildGroupNotification({ readAt: '2025-05-01T09:00:00.000Z' }),
      ],
    };
    const log = serve(world);
    const { user, location } = await openNotifications();

    expect(await within(main()).findByText('Ava Thompson passed you a lead')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('scope')).toBe('personal');
    expect(log.queries.at(-1)?.get('offset')).toBe('20');
    await waitFor(() => expect(tab('Personal')).toHaveTextContent('1'));
    expect(tab('Group')).toHaveTextContent('1');

    await user.click(tab('Group'));

    expect(await within(main()).findByText('New post in Growth Circle')).toBeInTheDocument();
    expect(location()).toBe('/notifications?tab=group');
    expect(log.queries.at(-1)?.get('scope')).toBe('group');
    expect(log.queries.at(-1)?.get('page')).toBe('1');
    expect(within(main()).getAllByText(GROUP.name)).toHaveLength(2);
    expect(within(main()).getAllByText('Unread')).toHaveLength(1);

    await user.click(tab('Personal'));
    expect(await within(main()).findByText('Ava Thompson passed you a lead')).toBeInTheDocument();
    expect(location()).toBe('/notifications');
  });

  it('opens on the group tab from its address', async () => {
    const log = serve({ personal: [], group: [] });
    await openNotifications(paths.notifications.getHref('group'));

    expect(await screen.findByText('No group notifications yet.')).toBeInTheDocument();
    expect(tab('Group')).toHaveAttribute('aria-selected', 'true');
    expect(log.queries.at(-1)?.get('scope')).toBe('group');
  });

  it('loads twenty at a time, and more on request', async () => {
    const log = serve({
      personal: Array.from({ length: 25 }, () => buildNotification()),
      group: [],
    });
    const { user } = await openNotifications();

    expect(await screen.findByText('Showing 20 of 25')).toBeInTheDocument();
    expect(within(main()).getAllByRole('link', { name: /^Notification/ })).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 25 of 25')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('page')).toBe('2');
    expect(within(main()).getAllByRole('link', { name: /^Notification/ })).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows only unread notifications on request, from page 1', async () => {
    const log = serve({
      personal: [
        buildNotification({ message: 'Still to read' }),
        ...Array.from({ length: 20 }, () =>
          buildNotification({ readAt: '2025-05-01T09:00:00.000Z' }),
        ),
      ],
      group: [],
    });
    const { user } = await openNotifications();
    expect(await screen.findByText('Showing 20 of 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 21 of 21')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Unread only' }));

    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(log.queries.at(-1)?.get('unread')).toBe('true');
    expect(log.queries.at(-1)?.get('page')).toBe('1');
    expect(within(main()).getByText('Still to read')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    expect(await screen.findByText('Showing 20 of 21')).toBeInTheDocument();
    expect(log.queries.at(-1)?.has('unread')).toBe(false);
  });

  it('marks everything read: the exact message, every item read, both counts at zero', async () => {
    const log = serve({
      personal: [buildNotification(), buildNotification()],
      group: [buildGroupNotification()],
    });
    const { user } = await openNotifications();
    expect(await within(main()).findAllByText('Unread')).toHaveLength(2);
    await waitFor(() => expect(tab('Personal')).toHaveTextContent('2'));

    await user.click(within(main()).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText(NOTIFICATION_MESSAGES.allRead)).toBeInTheDocument();
    expect(log.readAll).toEqual([{}]);
    await waitFor(() => expect(tab('Personal')).toHaveTextContent('0'));
    expect(tab('Group')).toHaveTextContent('0');
    expect(within(main()).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();

    await user.click(tab('Group'));
    expect(await within(main()).findByText(GROUP.name)).toBeInTheDocument();
    expect(within(main()).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('marks a notification read on a click: one with a link leads there, one without stays', async () => {
    const world: NotificationWorld = {
      personal: [
        buildNotification({ message: 'Welcome to Net Hub', link: null }),
        buildNotification({
          message: 'Bob Stone sent you a message',
          link: paths.messages.getHref(),
        }),
      ],
      group: [],
    };
    const log = serve(world);
    const { user, location } = await openNotifications();

    const welcome = await within(main()).findByRole('button', { name: /^Welcome to Net Hub/ });
    await user.click(welcome);
    await waitFor(() => expect(welcome).not.toHaveTextContent('Unread'));
    expect(log.read).toEqual([world.personal[0]?._id]);
    expect(location()).toBe('/notifications');
    await waitFor(() => expect(tab('Personal')).toHaveTextContent('1'));

    await user.click(within(main()).getByRole('link', { name: /^Bob Stone sent you a message/ }));
    await waitFor(() => expect(location()).toBe('/hub-chat?type=direct-messages'));
    expect(log.read).toEqual([world.personal[0]?._id, world.personal[1]?._id]);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    serve({ personal: [], group: [] });
    await openNotifications();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const world: NotificationWorld = {
      personal: [buildNotification({ message: 'Back again' })],
      group: [],
    };
    serve(world);
    server.use(
      http.get(apiUrl('/notification'), () => apiError(400, 'VALIDATION_ERROR'), { once: true }),
    );
    const { user } = await openNotifications();

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await within(main()).findByText('Back again')).toBeInTheDocument();
  });
});
