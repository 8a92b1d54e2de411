import { CHAT_EVENTS } from '@nethub/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { apiUrl, http, server } from '@/testing/server';
import { openScreen, serveChat } from '../testing/chat-screen';
import { BOB, buildChannel, buildMessage, CARA, chatWorld } from '../testing/chat-world';
import {
  connectSocket,
  dropSocket,
  emittedAs,
  push,
  realtime,
  RealtimeUnavailableError,
} from '../testing/fake-realtime';

beforeEach(() => realtime.reset());

const openChat = (url: string) =>
  openScreen(url, () => screen.findByRole('heading', { level: 1, name: 'Messages' }));
const messagesLog = () => screen.findByRole('log', { name: 'Messages' });
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const reconnecting = () => screen.queryByText('Reconnecting…');

/** The conversation with Bob open and live, as a restart finds it. */
async function liveWithBob(world = chatWorld()) {
  const withBob = buildChannel(BOB);
  const withCara = buildChannel(CARA);
  const seen = buildMessage({ channel: withBob.channel, content: 'Seen before the restart' });
  world.channels = [withBob, withCara];
  world.messages[withBob.channel] = [seen];
  const log = serveChat(world);
  const view = await openChat(paths.messages.getHref('direct-messages', withBob.channel));
  const conversation = await messagesLog();
  await within(conversation).findByText('Seen before the restart');
  connectSocket();
  await waitFor(() => expect(emittedAs(CHAT_EVENTS.subscribe)).toHaveLength(1));
  return { ...view, world, log, withBob, withCara, conversation };
}

describe('chat: the first connection', () => {
  it('fetches a message sent after the history loaded but before the subscription took', async () => {
    const withBob = buildChannel(BOB);
    const world = chatWorld({ channels: [withBob] });
    world.messages[withBob.channel] = [
      buildMessage({ channel: withBob.channel, content: 'Hello' }),
    ];
    serveChat(world);
    await openChat(paths.messages.getHref('direct-messages', withBob.channel));
    const conversation = await messagesLog();
    await within(conversation).findByText('Hello');

    world.messages[withBob.channel]!.push(
      buildMessage({ channel: withBob.channel, content: 'Sent before you listened' }),
    );
    connectSocket();

    expect(await within(conversation).findByText('Sent before you listened')).toBeInTheDocument();
    expect(within(conversation).getAllByText('Hello')).toHaveLength(1);
  });
});

describe('chat: through a server restart', () => {
  it('says it is reconnecting, then subscribes again and fetches what it missed', async () => {
    const { world, log, withBob, withCara, conversation } = await liveWithBob();
    expect(reconnecting()).not.toBeInTheDocument();
    await waitFor(() => expect(within(tab('Direct messages')).queryByText('1')).toBeNull());

    // The server disconnects every socket as it stops ('io server disconnect').
    dropSocket();
    const status = await screen.findByText('Reconnecting…');
    expect(status.closest('[role="status"]')).toBeInTheDocument();

    // Written while this page heard nothing: two messages from Bob, one from Cara.
    world.messages[withBob.channel]!.push(
      buildMessage({ channel: withBob.channel, content: 'Missed one' }),
      buildMessage({ channel: withBob.channel, content: 'Missed two' }),
    );
    world.channels = world.channels.map((channel) =>
      channel.channel === withCara.channel
        ? {
            ...channel,
            unReadMessage: 1,
            lastMessage: buildMessage({ channel: withCara.channel, userId: CARA._id }),
          }
        : channel,
    );
    const historyBefore = log.history.length;

    connectSocket();

    await waitFor(() => expect(reconnecting()).not.toBeInTheDocument());
    await waitFor(() => expect(emittedAs(CHAT_EVENTS.subscribe)).toHaveLength(2));
    expect(emittedAs(CHAT_EVENTS.subscribe)[1]).toEqual(emittedAs(CHAT_EVENTS.subscribe)[0]);
    expect(await within(conversation).findByText('Missed two')).toBeInTheDocument();
    expect(within(conversation).getAllByText('Missed one')).toHaveLength(1);
    expect(within(conversation).getAllByText('Seen before the restart')).toHaveLength(1);
    // Newer than the newest held, from the newest page back: one page reached it.
    const caughtUp = log.history.slice(historyBefore);
    expect(caughtUp.map((query) => [query.get('before'), query.get('limit')])).toEqual([
      [null, '100'],
    ]);
    // The lists and unread counts load again: Cara's conversation is unread now.
    await waitFor(() => expect(within(tab('Direct messages')).getByText('1')).toBeInTheDocument());
  });

  it('does not leave the conversation on screen counted as unread after catching up', async () => {
    const { world, log, withBob, conversation } = await liveWithBob();
    // The unread counts the catch-up asks for are held until the test lets them go.
    let held = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiUrl('/chat/channel-time-token'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('getUnread') !== 'true') return undefined;
        held += 1;
        await gate;
        return undefined;
      }),
    );
    dropSocket();
    connectSocket();
    await waitFor(() => expect(held).toBeGreaterThan(0));

    // Bob writes while the counts are on their way: shown and read at once, but the server
    // counts it unread until my marker is saved, a second later.
    const latest = buildMessage({ channel: withBob.channel, content: 'Are you there?' });
    world.messages[withBob.channel]!.push(latest);
    world.channels = world.channels.map((channel) =>
      channel.channel === withBob.channel
        ? { ...channel, unReadMessage: 1, lastMessage: latest }
        : channel,
    );
    push(CHAT_EVENTS.message, latest);
    expect(await within(conversation).findByText('Are you there?')).toBeInTheDocument();
    release();
    await waitFor(() => expect(within(tab('Direct messages')).getByText('1')).toBeInTheDocument());

    await waitFor(() =>
      expect(log.readMarkers).toContainEqual({
        messages: [{ channel: withBob.channel, timeToken: latest.timeToken }],
      }),
    );
    await waitFor(() => expect(within(tab('Direct messages')).getByText('0')).toBeInTheDocument());
  });

  it('keeps what I write while the server is down and sends it in order once it is back', async () => {
    const { user, world, withBob, conversation } = await liveWithBob();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    dropSocket();
    world.down = true;

    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'First while down{Enter}');
    await user.type(box, 'Second while down{Enter}');

    expect(within(conversation).getByText('First while down')).toBeInTheDocument();
    expect(within(conversation).getByText('Second while down')).toBeInTheDocument();
    await waitFor(() => expect(within(conversation).getAllByText('Sending…')).toHaveLength(2));
    expect(within(conversation).queryByText(/^Not sent/)).not.toBeInTheDocument();
    expect(emittedAs(CHAT_EVENTS.publish)).toEqual([]);

    world.down = false;
    connectSocket();

    await waitFor(() =>
      expect(within(conversation).queryByText('Sending…')).not.toBeInTheDocument(),
    );
    const published = emittedAs(CHAT_EVENTS.publish);
    expect(published.map((payload) => payload.content)).toEqual([
      'First while down',
      'Second while down',
    ]);
    expect(world.messages[withBob.channel]?.map((message) => message.content)).toEqual([
      'Seen before the restart',
      'First while down',
      'Second while down',
    ]);
    expect(within(conversation).getAllByText('First while down')).toHaveLength(1);
    expect(within(conversation).getAllByText('Second while down')).toHaveLength(1);
    warn.mockRestore();
  });

  it('saves once it is back a read marker that could not be saved while the server was down', async () => {
    const { world, log, withBob } = await liveWithBob();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    dropSocket();
    world.down = true;
    // Reading pauses a second before the marker is saved: that save fails.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Chat: saving the read marker', expect.anything()),
    );
    expect(log.readMarkers).toEqual([]);

    world.down = false;
    connectSocket();

    const seen = world.messages[withBob.channel]![0]!;
    await waitFor(() =>
      expect(log.readMarkers).toEqual([
        { messages: [{ channel: withBob.channel, timeToken: seen.timeToken }] },
      ]),
    );
    warn.mockRestore();
  });

  it('sends again, with the same client id, a message whose acknowledgement was lost', async () => {
    const { user, world, withBob, conversation } = await liveWithBob();
    const answer = realtime.answer;
    // The server stores the message, then dies before it acknowledges it.
    realtime.answer = (event, payload) => {
      if (event !== CHAT_EVENTS.publish) return answer(event, payload);
      answer(event, payload);
      realtime.connected = false;
      world.down = true;
      throw new RealtimeUnavailableError('socket has been disconnected');
    };

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Did you get this?{Enter}');
    dropSocket();
    expect(await within(conversation).findByText('Sending…')).toBeInTheDocument();

    realtime.answer = answer;
    world.down = false;
    connectSocket();

    await waitFor(() =>
      expect(within(conversation).queryByText('Sending…')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(emittedAs(CHAT_EVENTS.publish)).toHaveLength(2));
    const [first, again] = emittedAs(CHAT_EVENTS.publish);
    expect(again?.clientId).toBe(first?.clientId);
    expect(world.messages[withBob.channel]).toHaveLength(2);
    expect(within(conversation).getAllByText('Did you get this?')).toHaveLength(1);
  });

  it('subscribes again until it works, while the connection lasts', async () => {
    const { world } = await liveWithBob();
    const answer = realtime.answer;
    let refusals = 1;
    realtime.answer = (event, payload) => {
      if (event === CHAT_EVENTS.subscribe && refusals > 0) {
        refusals -= 1;
        return { error: { status: 500, message: 'INTERNAL_ERROR' } };
      }
      return answer(event, payload);
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    dropSocket();
    connectSocket();

    await waitFor(() => expect(emittedAs(CHAT_EVENTS.subscribe)).toHaveLength(3), {
      timeout: 10_000,
    });
    expect(world.down).toBe(false);
    vi.mocked(console.warn).mockRestore();
  });
});
