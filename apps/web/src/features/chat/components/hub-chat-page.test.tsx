import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  controlChannelOf,
  STORAGE_KEYS,
} from '@nethub/contract/constants';
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
  CARA,
  chatWorld,
  DEV,
  ME,
} from '../testing/chat-world';
import { connectSocket, emittedAs, push, realtime } from '../testing/fake-realtime';

beforeEach(() => realtime.reset());

const openChat = (url: string) =>
  openScreen(url, () => screen.findByRole('heading', { level: 1, name: 'Messages' }));

const conversationList = () => screen.getByRole('list', { name: 'Conversations' });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const tabCount = async (name: string, count: number) =>
  waitFor(() => expect(within(tab(name)).getByText(String(count))).toBeInTheDocument());
const messagesLog = () => screen.findByRole('log', { name: 'Messages' });

describe('chat: the conversation list', () => {
  it('lists conversations with their unread counts, and switches tabs', async () => {
    const withBob = buildChannel(BOB, {
      unReadMessage: 3,
      lastMessage: buildMessage({ content: 'See you at 10' }),
    });
    const withCara = buildChannel(CARA, {
      muted: true,
      lastMessage: buildMessage({ userId: ME, content: 'Thanks!' }),
    });
    const withDev = buildChannel(DEV, { unReadMessage: 120 });
    const group = buildGroupChannel({ unReadMessage: 1, nameGroup: 'Growth Circle' });
    serveChat(chatWorld({ channels: [withBob, withCara, group, withDev] }));
    const { user, location } = await openChat(paths.messages.getHref('direct-messages'));

    const items = await within(
      await screen.findByRole('list', { name: 'Conversations' }),
    ).findAllByRole('link');
    expect(items).toHaveLength(3);
    // Browsers put spaces between the parts; jsdom, without CSS, not.
    expect(items[0]).toHaveAccessibleName(/^Bob Stone.*See you at 10\s?3\s?unread$/);
    expect(items[1]).toHaveAccessibleName(/^Cara Jones.*You: Thanks!\s?Muted$/);
    expect(items[2]).toHaveAccessibleName(/^Dev Patel\s?No messages yet\s?99\+\s?unread$/);
    expect(items[0]).toHaveAttribute(
      'href',
      paths.messages.getHref('direct-messages', withBob.channel),
    );
    expect(tab('Direct messages')).toHaveAttribute('aria-selected', 'true');
    await tabCount('Direct messages', 2);
    await tabCount('Group chats', 1);
    expect(screen.getByText('Choose a conversation to read it here.')).toBeInTheDocument();

    await user.click(tab('Group chats'));

    await waitFor(() => expect(location()).toBe('/hub-chat?type=group-chats'));
    const groups = await within(conversationList()).findAllByRole('link');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveAccessibleName(/^Growth Circle.*1\s?unread$/);
    expect(screen.getByRole('button', { name: 'New group' })).toBeInTheDocument();
  });

  it('loads more conversations, ten at a time', async () => {
    const channels = Array.from({ length: 12 }, () => buildChannel(buildMemberCard()));
    const log = serveChat(chatWorld({ channels }));
    const { user } = await openChat(paths.messages.getHref());

    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(await within(list).findAllByRole('link')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(12));
    const pages = log.lists.filter(
      (query) => query.get('type') === 'single' && !query.has('getUnread'),
    );
    expect(pages.map((query) => [query.get('page'), query.get('offset')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is no conversation yet', async () => {
    serveChat(chatWorld());
    const { user } = await openChat(paths.messages.getHref());

    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    await user.click(tab('Group chats'));
    expect(await screen.findByText('No group chats yet.')).toBeInTheDocument();
  });
});

describe('chat: a conversation', () => {
  it('shows the history oldest to newest, a line for each day, and reads it', async () => {
    const withBob = buildChannel(BOB, { unReadMessage: 2 });
    const history = [
      buildMessage({
        channel: withBob.channel,
        content: 'Morning!',
        createdAt: '2025-06-01T09:00:00.000Z',
      }),
      buildMessage({
        channel: withBob.channel,
        userId: ME,
        content: 'Hello back',
        createdAt: '2025-06-01T09:05:00.000Z',
      }),
      buildMessage({
        channel: withBob.channel,
        content: 'Next day',
        createdAt: '2025-06-02T16:30:00.000Z',
      }),
    ];
    const log = serveChat(
      chatWorld({ channels: [withBob], messages: { [withBob.channel]: history } }),
    );
    await openChat(paths.messages.getHref('direct-messages', withBob.channel));

    const conversation = await messagesLog();
    expect(screen.getByRole('heading', { level: 2, name: 'Bob Stone' })).toBeInTheDocument();
    const rows = () =>
      within(conversation)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    // London time (the member's region): 09:00 UTC is 10:00 am in June.
    await waitFor(() =>
      expect(rows()).toEqual([
        '01/06/25',
        'Bob Stone:Morning!10:00 am',
        'You:Hello back10:05 am',
        '02/06/25',
        'Bob Stone:Next day5:30 pm',
      ]),
    );
    expect(log.history[0]?.get('limit')).toBe('20');
    expect(log.history[0]?.has('before')).toBe(false);

    // Opening it reads it: the marker at the newest message, the counts down.
    await waitFor(() =>
      expect(log.readMarkers).toEqual([
        { messages: [{ channel: withBob.channel, timeToken: history[2]?.timeToken }] },
      ]),
    );
    await tabCount('Direct messages', 0);
    expect(
      within(conversationList()).getByRole('link', { name: /^Bob Stone/ }),
    ).not.toHaveAccessibleName(/unread$/);
  });

  it('loads 20 earlier messages at a time', async () => {
    const withBob = buildChannel(BOB);
    const history = Array.from({ length: 25 }, (_, index) =>
      buildMessage({ channel: withBob.channel, content: `Note ${index + 1}` }),
    );
    const log = serveChat(
      chatWorld({ channels: [withBob], messages: { [withBob.channel]: history } }),
    );
    const { user } = await openChat(paths.messages.getHref('direct-messages', withBob.channel));

    const conversation = await messagesLog();
    expect(within(conversation).queryByText('Note 5')).not.toBeInTheDocument();
    expect(within(conversation).getByText('Note 6')).toBeInTheDocument();
    await user.click(within(conversation).getByRole('button', { name: 'Load earlier messages' }));

    expect(await within(conversation).findByText('Note 1')).toBeInTheDocument();
    expect(log.history.at(-1)?.get('before')).toBe(history[5]?.timeToken);
    expect(
      within(conversation).queryByRole('button', { name: 'Load earlier messages' }),
    ).not.toBeInTheDocument();
  });

  it('goes back to the list when the history cannot be loaded', async () => {
    serveChat(chatWorld());
    const { location } = await openChat(paths.messages.getHref('group-chats', 'group.gone'));

    await waitFor(() => expect(location()).toBe('/hub-chat?type=group-chats'));
    expect(await screen.findByText('This conversation is not available.')).toBeInTheDocument();
  });
});

describe('chat: sending', () => {
  it('shows my message at once and sends it with its own client id', async () => {
    const withBob = buildChannel(BOB);
    const world = chatWorld({ channels: [buildChannel(CARA), withBob] });
    serveChat(world);
    const answer = realtime.answer;
    let deliver = () => {};
    realtime.answer = (event, payload) =>
      event === CHAT_EVENTS.publish
        ? new Promise((resolve) => {
            deliver = () => resolve(answer(event, payload));
          })
        : answer(event, payload);
    const { user } = await openChat(paths.messages.getHref('direct-messages', withBob.channel));
    connectSocket();
    await waitFor(() => expect(emittedAs(CHAT_EVENTS.subscribe)).toHaveLength(1));

    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hi Bob{Enter}');

    const conversation = await messagesLog();
    expect(within(conversation).getByText('Hi Bob')).toBeInTheDocument();
    expect(within(conversation).getByText('Sending…')).toBeInTheDocument();
    expect(box).toHaveValue('');
    const [published] = emittedAs(CHAT_EVENTS.publish);
    expect(published).toEqual({
      channel: withBob.channel,
      content: 'Hi Bob',
      messageType: 'text',
      clientId: expect.stringMatching(/^[0-9a-z]{32}$/),
      token: 'grant-1',
    });

    deliver();
    await waitFor(() =>
      expect(within(conversation).queryByText('Sending…')).not.toBeInTheDocument(),
    );
    expect(within(conversation).getAllByText('Hi Bob')).toHaveLength(1);
    expect(world.messages[withBob.channel]?.map((message) => message.clientId)).toEqual([
      published?.clientId,
    ]);
    // The conversation moves to the top of the list, with my message as its latest.
    const items = within(conversationList()).getAllByRole('link');
    expect(items[0]).toHaveAccessibleName(/^Bob Stone.*You: Hi Bob$/);
  });

  it('sends a failed message again with the same client id, so it is stored once', async () => {
    const withBob = buildChannel(BOB);
    const world = chatWorld({ channels: [withBob], publishDown: true, failedSends: 1 });
    const log = serveChat(world);
    const { user } = await openChat(paths.messages.getHref('direct-messages', withBob.channel));
    connectSocket();
    await waitFor(() => expect(emittedAs(CHAT_EVENTS.subscribe)).toHaveLength(1));

    await user.type(
      await screen.findByRole('textbox', { name: 'Message' }),
      'Are you there?{Enter}',
    );

    const conversation = await messagesLog();
    expect(await within(conversation).findByText(/^Not sent/)).toBeInTheDocument();
    await user.click(within(conversation).getByRole('button', { name: 'Retry' }));

    await waitFor(() =>
      expect(within(conversation).queryByText(/^Not sent/)).not.toBeInTheDocument(),
    );
    expect(within(conversation).getAllByText('Are you there?')).toHaveLength(1);
    // Each attempt: over the socket (no answer), then over HTTP; always the same id.
    const ids = [
      ...emittedAs(CHAT_EVENTS.publish).map((payload) => payload.clientId),
      ...log.sent.map((body) => body.clientId),
    ];
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(1);
    expect(world.messages[withBob.channel]).toHaveLength(1);
  });

  it('refuses a message over 1000 characters with the exact message', async () => {
    const withBob = buildChannel(BOB);
    const log = serveChat(chatWorld({ channels: [withBob] }));
    const { user } = await openChat(paths.messages.getHref('direct-messages', withBob.channel));

    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(box);
    await user.paste('a'.repeat(1001));

    expect(await screen.findByText(CHAT_MESSAGES.tooLong)).toBeInTheDocument();
    expect(CHAT_MESSAGES.tooLong).toBe('Message length 1000 characters maximum');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(log.sent).toEqual([]);
    expect(emittedAs(CHAT_EVENTS.publish)).toEqual([]);
    expect(box).toHaveValue('a'.repeat(1001));

    await user.keyboard('{Backspace}');
    expect(screen.queryByText(CHAT_MESSAGES.tooLong)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('chat: live messages', () => {
  it('raises the unread count of another conversation once and moves it to the top', async () => {
    const withBob = buildChannel(BOB);
    const withCara = buildChannel(CARA);
    const withDev = buildChannel(DEV);
    const log = serveChat(chatWorld({ channels: [withBob, withDev, withCara] }));
    await openChat(paths.messages.getHref('direct-messages', withBob.channel));
    await messagesLog();
    connectSocket();
    await tabCount('Direct messages', 0);
    const header = screen.getByRole('banner');
    await within(header).findByRole('button', { name: 'Messages, 0 unread' });

    push(
      CHAT_EVENTS.message,
      buildMessage({ channel: withCara.channel, userId: CARA._id, content: 'Ping' }),
    );

    const first = () => within(conversationList()).getAllByRole('link')[0];
    await waitFor(() => expect(first()).toHaveAccessibleName(/^Cara Jones.*Ping\s?1\s?unread$/));
    await tabCount('Direct messages', 1);
    expect(within(header).getByRole('button', { name: 'Messages, 1 unread' })).toBeInTheDocument();

    // A second message: one more unread in the conversation, still one conversation unread.
    const second = buildMessage({ channel: withCara.channel, userId: CARA._id, content: 'Pong' });
    push(CHAT_EVENTS.message, second);
    // The same message again (a reconnection) changes nothing.
    push(CHAT_EVENTS.message, second);

    await waitFor(() => expect(first()).toHaveAccessibleName(/^Cara Jones.*Pong\s?2\s?unread$/));
    await tabCount('Direct messages', 1);
    expect(within(header).getByRole('button', { name: 'Messages, 1 unread' })).toBeInTheDocument();

    // On the open conversation: shown at once, read, not counted.
    const fromBob = buildMessage({ channel: withBob.channel, content: 'Are we still on?' });
    push(CHAT_EVENTS.message, fromBob);
    expect(await within(await messagesLog()).findByText('Are we still on?')).toBeInTheDocument();
    await waitFor(() => expect(first()).toHaveAccessibleName(/^Bob Stone.*Are we still on\?$/));
    await waitFor(() =>
      expect(log.readMarkers).toContainEqual({
        messages: [{ channel: withBob.channel, timeToken: fromBob.timeToken }],
      }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.messageReadTimeToken) ?? '{}')).toEqual({
      [withBob.channel]: {
        channel: withBob.channel,
        userId: ME,
        lastReadTimeToken: fromBob.timeToken,
      },
    });
    await tabCount('Direct messages', 1);
  });

  it('leaves a group chat I was removed from', async () => {
    const group = buildGroupChannel({ nameGroup: 'Growth Circle' });
    const other = buildGroupChannel({ nameGroup: 'Founders' });
    const world = chatWorld({ channels: [group, other] });
    serveChat(world);
    const { location } = await openChat(paths.messages.getHref('group-chats', group.channel));
    await messagesLog();
    connectSocket();
    await waitFor(() => expect(emittedAs(CHAT_EVENTS.subscribe)).toHaveLength(1));
    const removal = (userId: string) =>
      buildMessage({
        channel: controlChannelOf(group.channel),
        userId: null,
        messageType: 'edit_group',
        content: 'A member has been removed',
        meta: { action: 'REMOVE_MEMBER', userId },
      });

    // Someone else removed: I stay.
    push(CHAT_EVENTS.message, removal(BOB._id));
    expect(location()).toBe(paths.messages.getHref('group-chats', group.channel));

    // The server has taken me out: the group is no longer among mine.
    world.channels = [other];
    push(CHAT_EVENTS.message, removal(ME));

    await waitFor(() => expect(location()).toBe('/hub-chat?type=group-chats'));
    await waitFor(() => expect(within(conversationList()).getAllByRole('link')).toHaveLength(1));
    expect(within(conversationList()).getByRole('link')).toHaveAccessibleName(/^Founders/);
    expect(emittedAs(CHAT_EVENTS.unsubscribe)).toEqual([
      expect.objectContaining({ channels: [group.channel, controlChannelOf(group.channel)] }),
    ]);
  });
});

describe('chat: the live connection', () => {
  it('subscribes to every conversation and its control channel, renewing an expired grant', async () => {
    const withBob = buildChannel(BOB);
    const group = buildGroupChannel({
      subgroups: [{ channel: 'group.sub.subgroup-1', nameGroup: 'Leeds', unReadMessage: 0 }],
    });
    const world = chatWorld({ channels: [withBob, group], expiredGrants: new Set(['grant-1']) });
    const log = serveChat(world);
    await openChat(paths.messages.getHref());
    await screen.findByRole('list', { name: 'Conversations' });

    connectSocket();

    await waitFor(() => expect(emittedAs(CHAT_EVENTS.subscribe)).toHaveLength(2));
    const channels = [
      withBob.channel,
      controlChannelOf(withBob.channel),
      group.channel,
      controlChannelOf(group.channel),
      'group.sub.subgroup-1',
      controlChannelOf('group.sub.subgroup-1'),
    ];
    expect(emittedAs(CHAT_EVENTS.subscribe)).toEqual([
      { channels, token: 'grant-1' },
      { channels, token: 'grant-2' },
    ]);
    expect(log.grants).toEqual(['grant-1', 'grant-2']);

    // After a reconnection the server has forgotten them: subscribe again, same grant.
    connectSocket();
    await waitFor(() => expect(emittedAs(CHAT_EVENTS.subscribe)).toHaveLength(3));
    expect(emittedAs(CHAT_EVENTS.subscribe)[2]).toEqual({ channels, token: 'grant-2' });
    expect(log.grants).toHaveLength(2);
  });

  it('shows who is online, follows presence, and listens to a chat I am added to', async () => {
    const withBob = buildChannel(BOB);
    const withCara = buildChannel(CARA);
    const world = chatWorld({ channels: [withBob, withCara], online: [ME, BOB._id] });
    serveChat(world);
    await openChat(paths.messages.getHref());
    await screen.findByRole('list', { name: 'Conversations' });

    connectSocket();

    const item = (name: RegExp) => within(conversationList()).getByRole('link', { name });
    await waitFor(() => expect(item(/^Bob Stone/)).toHaveAccessibleName(/Online/));
    expect(item(/^Cara Jones/)).not.toHaveAccessibleName(/Online/);
    expect(emittedAs(CHAT_EVENTS.hereNow)).toContainEqual({
      channel: withBob.channel,
      token: 'grant-1',
    });

    push(CHAT_EVENTS.presence, { channel: withBob.channel, userId: BOB._id, action: 'leave' });
    await waitFor(() => expect(item(/^Bob Stone/)).not.toHaveAccessibleName(/Online/));
    push(CHAT_EVENTS.presence, { channel: withCara.channel, userId: CARA._id, action: 'join' });
    await waitFor(() => expect(item(/^Cara Jones/)).toHaveAccessibleName(/Online/));

    const added = buildGroupChannel({ nameGroup: 'Founders' });
    world.channels = [added, ...world.channels];
    push(CHAT_EVENTS.channelAdded, { channel: added.channel });
    await waitFor(() =>
      expect(emittedAs(CHAT_EVENTS.subscribe).at(-1)).toEqual({
        channels: [added.channel, controlChannelOf(added.channel)],
        token: 'grant-1',
      }),
    );
  });
});
