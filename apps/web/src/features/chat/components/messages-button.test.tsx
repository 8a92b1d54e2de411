import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildMemberCard } from '@/testing/factories';
import { openScreen, serveChat } from '../testing/chat-screen';
import {
  BOB,
  buildChannel,
  buildGroupChannel,
  buildMessage,
  chatWorld,
} from '../testing/chat-world';
import { connectSocket, realtime } from '../testing/fake-realtime';

beforeEach(() => realtime.reset());

/** A page that loads nothing else of the chat: only the header's calls reach the server. */
const openShell = () =>
  openScreen(paths.settings.password.getHref(), () => screen.findByRole('heading', { level: 1 }));

const header = () => screen.getByRole('banner');

describe('header messages button', () => {
  it('shows how many conversations are unread once the live connection is up', async () => {
    const log = serveChat(
      chatWorld({
        channels: [
          buildChannel(BOB, { unReadMessage: 4 }),
          buildGroupChannel({ unReadMessage: 1 }),
          buildChannel(buildMemberCard()),
        ],
      }),
    );
    await openShell();

    const button = within(header()).getByRole('button', { name: 'Messages' });
    // Nothing of the chat is asked for before the connection.
    expect(log.lists).toEqual([]);
    expect(log.grants).toEqual([]);

    connectSocket();

    expect(await within(header()).findByRole('button', { name: 'Messages, 2 unread' })).toBe(
      button,
    );
    expect(within(button.parentElement as HTMLElement).getByText('2')).toBeInTheDocument();
    const countQuery = log.lists.find((query) => query.get('getUnread') === 'true');
    expect(countQuery?.get('type')).toBe('all');
  });

  it('lists the latest six conversations, each opening in the chat, and all of them', async () => {
    const group = buildGroupChannel({ nameGroup: 'Growth Circle' });
    const world = chatWorld({
      channels: [
        buildChannel(BOB, { lastMessage: buildMessage({ content: 'Lunch on Friday?' }) }),
        group,
        ...Array.from({ length: 6 }, () => buildChannel(buildMemberCard())),
      ],
    });
    const log = serveChat(world);
    const { user, location } = await openShell();

    await user.click(within(header()).getByRole('button', { name: /^Messages/ }));
    const panel = await screen.findByRole('dialog', { name: 'Messages' });
    expect(panel).toHaveFocus();
    const items = await within(panel).findAllByRole('link', { name: /No messages yet|Friday/ });
    expect(items).toHaveLength(6);
    expect(log.lists.at(-1)?.get('position')).toBe('HEADER');
    expect(items[0]).toHaveAccessibleName(/^Bob Stone.*Lunch on Friday\?$/);

    await user.click(within(panel).getByRole('link', { name: /^Growth Circle/ }));
    await waitFor(() =>
      expect(location()).toBe(paths.messages.getHref('group-chats', group.channel)),
    );
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('opens and closes by keyboard, and links to every conversation', async () => {
    serveChat(chatWorld());
    const { user, location } = await openShell();
    const button = within(header()).getByRole('button', { name: /^Messages/ });

    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Messages' });
    expect(await within(panel).findByText('No conversations yet.')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Messages' })).getByRole('link', {
        name: 'See all messages',
      }),
    );
    await waitFor(() => expect(location()).toBe('/hub-chat?type=direct-messages'));
  });
});
