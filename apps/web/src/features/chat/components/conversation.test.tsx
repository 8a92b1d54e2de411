import { CHAT_EVENTS } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildUser } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { openScreen, serveChat } from '../testing/chat-screen';
import {
  BOB,
  buildChannel,
  buildGroupChannel,
  buildMessage,
  CARA,
  chatWorld,
  ME,
  type ChatWorld,
} from '../testing/chat-world';
import { connectSocket, emittedAs, push, realtime } from '../testing/fake-realtime';

beforeEach(() => realtime.reset());

const openChat = (url: string) =>
  openScreen(url, () => screen.findByRole('log', { name: 'Messages' }));

const me = { ...buildUser(), isAdmin: true, headline: null, company: null, jobTitle: null };
const card = (member: typeof BOB, isAdmin = false) => ({ ...member, isAdmin });

/** A group chat I run with Bob and Cara. */
function groupWorld(overrides: Partial<ChatWorld> = {}) {
  const group = buildGroupChannel({ nameGroup: 'Growth Circle', isAdmin: true });
  const world = chatWorld({
    channels: [group],
    members: {
      [group.channel]: [
        { ...BOB, ...me, _id: ME, firstName: 'Ann', lastName: 'Lee' },
        card(BOB),
        card(CARA),
      ],
    },
    ...overrides,
  });
  return { group, world };
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>, item: string) => {
  await user.click(screen.getByRole('button', { name: 'Conversation options' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
};

describe('chat: what a conversation shows', () => {
  it('names senders in a group, shows files to download and group events as lines', async () => {
    const { group, world } = groupWorld();
    world.messages[group.channel] = [
      buildMessage({ channel: group.channel, content: 'Welcome all' }),
      buildMessage({
        channel: group.channel,
        userId: null,
        messageType: 'edit_group',
        content: 'Group name has been changed to Growth Circle',
      }),
      buildMessage({
        channel: group.channel,
        userId: CARA._id,
        messageType: 'file',
        content: 'deck.pdf',
        file: {
          _id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000099',
          name: 'deck.pdf',
          contentType: 'application/pdf',
          size: 2048,
          url: 'https://files.example/deck.pdf',
        },
      }),
      buildMessage({ channel: group.channel, userId: ME, content: 'Thanks Cara' }),
    ];
    serveChat(world);
    await openChat(paths.messages.getHref('group-chats', group.channel));

    const conversation = screen.getByRole('log', { name: 'Messages' });
    expect(screen.getByRole('heading', { level: 2, name: 'Growth Circle' })).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(await within(conversation).findByText('Bob Stone')).toBeInTheDocument();
    expect(within(conversation).getByText('Cara Jones')).toBeInTheDocument();
    expect(
      within(conversation).getByText(/^Group name has been changed to Growth Circle ·/),
    ).toBeInTheDocument();
    const download = within(conversation).getByRole('link', { name: 'Download deck.pdf' });
    expect(download).toHaveAttribute('href', 'https://files.example/deck.pdf');
    expect(within(conversation).getByText('2 KB')).toBeInTheDocument();
    // My own messages carry no name above them.
    expect(within(conversation).queryByText('Ann Lee')).not.toBeInTheDocument();
  });

  it('sends a file through the media library as a file message', async () => {
    const withBob = buildChannel(BOB);
    const world = chatWorld({ channels: [withBob] });
    const log = serveChat(world);
    const { user } = await openChat(paths.messages.getHref('direct-messages', withBob.channel));

    const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attach a file', { selector: 'input' }), file);

    const conversation = screen.getByRole('log', { name: 'Messages' });
    expect(
      await within(conversation).findByRole('link', { name: 'Download plan.pdf' }),
    ).toBeInTheDocument();
    expect(log.sent).toEqual([
      {
        channel: withBob.channel,
        messageType: 'file',
        mediaId: world.media[0]?._id,
        clientId: expect.stringMatching(/^[0-9a-z]{32}$/),
      },
    ]);
  });
});

describe('chat: group chats', () => {
  it('creates a group chat with some of my connections and opens it', async () => {
    const world = chatWorld();
    const log = serveChat(world);
    const user = userEvent.setup();
    const { location } = renderApp(paths.messages.getHref('group-chats'), { user: buildUser() });
    connectSocket();

    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group chat' });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByText('Give the group a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one connection.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Launch team');
    await user.click(within(dialog).getByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: /Cara Jones/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));

    expect(await screen.findByText('Group chat Launch team created.')).toBeInTheDocument();
    expect(log.created).toEqual([{ name: 'Launch team', users: [CARA._id] }]);
    const created = world.channels[0]!;
    await waitFor(() =>
      expect(location()).toBe(paths.messages.getHref('group-chats', created.channel)),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Launch team' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(emittedAs(CHAT_EVENTS.subscribe).at(-1)?.channels).toContain(created.channel),
    );
  });

  it('lets the admin rename the group and remove a member', async () => {
    const { group, world } = groupWorld();
    const log = serveChat(world);
    const { user } = await openChat(paths.messages.getHref('group-chats', group.channel));

    await openMenu(user, 'Edit group');
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Growth Circle North');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Cara Jones' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Ann Lee' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Group chat updated.')).toBeInTheDocument();
    expect(log.edited).toEqual([
      {
        channel: group.channel,
        name: 'Growth Circle North',
        addUsers: [],
        removeUsers: [CARA._id],
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Growth Circle North' }),
    ).toBeInTheDocument();
  });

  it('shows a group edit made elsewhere as it comes', async () => {
    const { group, world } = groupWorld();
    serveChat(world);
    await openChat(paths.messages.getHref('group-chats', group.channel));
    connectSocket();

    world.channels = [{ ...group, nameGroup: 'Circle 2' }];
    push(
      CHAT_EVENTS.message,
      buildMessage({
        channel: group.channel,
        userId: null,
        messageType: 'edit_group',
        content: 'Group name has been changed to Circle 2',
      }),
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Circle 2' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('log', { name: 'Messages' })).getByText(
        /^Group name has been changed to Circle 2/,
      ),
    ).toBeInTheDocument();
  });

  it('lists the members, admins marked', async () => {
    const { group, world } = groupWorld();
    serveChat(world);
    const { user } = await openChat(paths.messages.getHref('group-chats', group.channel));

    await openMenu(user, 'Members');

    const dialog = await screen.findByRole('dialog', { name: 'Members' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Ann LeeAdmin$/),
      expect.stringMatching(/Bob Stone$/),
      expect.stringMatching(/Cara Jones$/),
    ]);
    expect(within(dialog).getByRole('link', { name: 'Bob Stone' })).toHaveAttribute(
      'href',
      paths.profile.member.getHref(BOB._id),
    );
  });

  it('mutes the conversation and turns it on again', async () => {
    const { group, world } = groupWorld();
    const log = serveChat(world);
    const { user } = await openChat(paths.messages.getHref('group-chats', group.channel));

    await openMenu(user, 'Mute notifications');

    expect(
      await screen.findByText('Notifications of this conversation are off.'),
    ).toBeInTheDocument();
    expect(log.muted).toEqual([{ channelName: group.channel, turnOffNoti: true }]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^Growth Circle/ })).toHaveAccessibleName(/Muted$/),
    );

    await openMenu(user, 'Unmute notifications');
    await waitFor(() => expect(log.muted).toHaveLength(2));
    expect(log.muted[1]).toEqual({ channelName: group.channel, turnOffNoti: false });
  });

  it('leaves a group chat once confirmed', async () => {
    const { group, world } = groupWorld();
    const log = serveChat(world);
    const { user, location } = await openChat(paths.messages.getHref('group-chats', group.channel));

    await openMenu(user, 'Leave group');
    const dialog = await screen.findByRole('dialog', { name: 'Leave Growth Circle?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));

    expect(await screen.findByText('You left Growth Circle.')).toBeInTheDocument();
    expect(log.left).toEqual([{ channel: group.channel }]);
    await waitFor(() => expect(location()).toBe('/hub-chat?type=group-chats'));
    expect(await screen.findByText('No group chats yet.')).toBeInTheDocument();
  });
});
