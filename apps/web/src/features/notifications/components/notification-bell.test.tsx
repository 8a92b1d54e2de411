import type { NotificationCounts } from '@nethub/contract';
import { NOTIFICATION_COUNT_EVENT, NOTIFICATION_MESSAGES } from '@nethub/contract/constants';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { onRealtime } from '@/lib/realtime';
import { REALTIME_RECONNECT } from '@/lib/realtime-events';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildGroupNotification,
  buildNotification,
  notificationHandlers,
  type NotificationWorld,
} from '../testing/notification-world';

/** The live connection, played by the test: `push` is the server sending an event. */
const realtime = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));
vi.mock('@/lib/realtime', () => ({
  onRealtime: vi.fn((event: string, handler: (payload: unknown) => void) => {
    realtime.handlers.set(event, handler);
    return () => realtime.handlers.delete(event);
  }),
}));
const push = (event: string, payload: unknown) =>
  act(() => {
    const handler = realtime.handlers.get(event);
    if (!handler) throw new Error(`nobody listens to ${event}`);
    handler(payload);
  });

beforeEach(() => {
  realtime.handlers.clear();
  vi.mocked(onRealtime).mockClear();
});

function serve(world: NotificationWorld) {
  const { handlers, log } = notificationHandlers(world);
  server.use(...handlers);
  return log;
}

/** A page that loads nothing else: only the header's calls reach the server. */
async function openShell() {
  const user = userEvent.setup();
  const view = renderApp(paths.settings.password.getHref(), { user: buildUser() });
  await screen.findByRole('heading', { level: 1 });
  return { user, ...view };
}

const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` });

const counts = (overrides: Partial<NotificationCounts>): NotificationCounts => ({
  countNotification: 0,
  countUnreadNotification: 0,
  countGroupNotification: 0,
  countUnreadGroupNotification: 0,
  ...overrides,
});

describe('notification bell', () => {
  it('shows the unread total and follows the counts the server pushes', async () => {
    serve({
      personal: [
        buildNotification(),
        buildNotification(),
        buildNotification({ readAt: '2025-05-01T09:00:00.000Z' }),
      ],
      group: [buildGroupNotification()],
    });
    await openShell();

    const button = await bell(3);
    const indicator = button.parentElement as HTMLElement;
    expect(within(indicator).getByText('3')).toBeInTheDocument();
    expect(onRealtime).toHaveBeenCalledWith(NOTIFICATION_COUNT_EVENT, expect.any(Function));

    push(
      NOTIFICATION_COUNT_EVENT,
      counts({ countUnreadNotification: 4, countUnreadGroupNotification: 1 }),
    );
    expect(await bell(5)).toBe(button);
    expect(within(indicator).getByText('5')).toBeInTheDocument();

    push(NOTIFICATION_COUNT_EVENT, counts({ countUnreadNotification: 120 }));
    expect(await bell(120)).toBe(button);
    expect(within(indicator).getByText('99+')).toBeInTheDocument();

    push(NOTIFICATION_COUNT_EVENT, counts({}));
    expect(await bell(0)).toBe(button);
    expect(within(indicator).queryByText('0')).not.toBeInTheDocument();
  });

  it('fetches the counts again when the window regains focus', async () => {
    const world: NotificationWorld = { personal: [buildNotification()], group: [] };
    serve(world);
    await openShell();
    await bell(1);

    world.personal = [buildNotification(), ...world.personal];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    expect(await bell(2)).toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });

  it('fetches the counts again after the live connection comes back', async () => {
    const world: NotificationWorld = { personal: [buildNotification()], group: [] };
    serve(world);
    await openShell();
    await bell(1);

    // Notified while the connection was down: the push never came.
    world.personal = [buildNotification(), buildNotification(), ...world.personal];
    push(REALTIME_RECONNECT, undefined);

    expect(await bell(3)).toBeInTheDocument();
  });

  it('lists the latest ten; a click marks one read, follows its link and closes the panel', async () => {
    const world: NotificationWorld = {
      personal: [
        buildNotification({
          type: 'DIRECT_MESSAGE',
          message: 'Bob Stone sent you a message',
          link: paths.messages.getHref(),
        }),
        ...Array.from({ length: 11 }, () => buildNotification()),
      ],
      group: [],
    };
    const log = serve(world);
    const { user, location } = await openShell();

    await user.click(await bell(12));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    const items = await within(panel).findAllByRole('link', { name: /ago Unread$/ });
    expect(items).toHaveLength(10);
    expect(log.queries.at(-1)?.get('scope')).toBe('all');
    expect(log.queries.at(-1)?.get('offset')).toBe('10');
    expect(log.queries.at(-1)?.get('page')).toBe('1');
    // Browsers put spaces between the block-level label and description; jsdom, without CSS, not.
    expect(items[0]).toHaveAccessibleName(
      /^Bob Stone sent you a message\s?\d+ minutes? ago\s?Unread$/,
    );

    await user.click(items[0] as HTMLElement);

    await waitFor(() => expect(location()).toBe('/hub-chat?type=direct-messages'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(log.read).toEqual([world.personal[0]?._id]);
    expect(await bell(11)).toBeInTheDocument();

    await user.click(await bell(11));
    const reopened = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(reopened).findByRole('link', { name: /^Bob Stone sent you a message/ }),
    ).not.toHaveAccessibleName(/Unread$/);
  });

  it('opens and closes by keyboard, focus moving into the panel and back', async () => {
    serve({ personal: [buildNotification()], group: [] });
    const { user } = await openShell();
    const button = await bell(1);

    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(await within(panel).findByRole('link', { name: /^Notification/ })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks everything read: the exact message, every item read, the count at zero', async () => {
    const log = serve({
      personal: [buildNotification(), buildNotification()],
      group: [buildGroupNotification()],
    });
    const { user } = await openShell();

    await user.click(await bell(3));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findAllByText('Unread')).toHaveLength(3);
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText(NOTIFICATION_MESSAGES.allRead)).toBeInTheDocument();
    expect(NOTIFICATION_MESSAGES.allRead).toBe('All notifications marked as read');
    expect(log.readAll).toEqual([{}]);
    expect(await bell(0)).toBeInTheDocument();
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when there is nothing to read, and links to the full list', async () => {
    serve({ personal: [], group: [] });
    const { user, location } = await openShell();

    await user.click(await bell(0));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText("You're all caught up.")).toBeInTheDocument();

    await user.click(within(panel).getByRole('link', { name: 'See all notifications' }));
    await waitFor(() => expect(location()).toBe('/notifications'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
