import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, REMOVE_MEMBER, controlChannelOf, type ChatMessage } from '@nethub/contract';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { createChatRepository } from './chat.repository.js';
import { chatChannels } from './chat.tables.js';
import { createGrantTokens } from './grant-token.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let url: string;
let ann: Member;
let bob: Member;
let cat: Member;
let outsider: Member;
const sockets: Socket[] = [];
let clientIds = 0;
const clientId = () => `client-${Date.now()}-${++clientIds}`;

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [ann, bob, cat, outsider] = await Promise.all([
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
  ]);
  await connectMembers(t, ann, bob);
  await connectMembers(t, ann, cat);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await t?.close();
});

async function openSocket(member: Member) {
  const socket = connectSocket(url, {
    auth: { token: member.accessToken },
    transports: ['websocket'],
  });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return socket;
}

const grant = async (member: Member) =>
  (await api(member, 'POST', '/chat/grant-token')).json().data as string;

function ask<T = { data?: unknown; error?: { status: number; message: string } }>(
  socket: Socket,
  event: string,
  payload: object,
): Promise<T> {
  return new Promise((resolve) => socket.emit(event, payload, resolve));
}

const nextMessage = (socket: Socket, channel: string) =>
  new Promise<ChatMessage>((resolve) =>
    socket.on(CHAT_EVENTS.message, (message: ChatMessage) => {
      if (message.channel === channel) resolve(message);
    }),
  );

async function directChannel(a: Member, b: Member): Promise<string> {
  const res = await api(a, 'POST', '/chat/get-channel', { users: [a.user._id, b.user._id] });
  expect(res.statusCode).toBe(200);
  return res.json().data.channel;
}

const send = (member: Member, channel: string, content: string, id = clientId()) =>
  api(member, 'POST', '/chat/send-message', { channel, content, clientId: id });

describe('direct channels', () => {
  it('gives a pair one channel, between connections only', async () => {
    const first = await directChannel(ann, bob);
    expect(await directChannel(bob, ann)).toBe(first);
    const detail = (await api(ann, 'GET', `/chat/${encodeURIComponent(first)}`)).json().data;
    expect(detail).toMatchObject({
      type: 'single',
      otherMember: { _id: bob.user._id },
      memberCount: 2,
    });
    const refused = await api(outsider, 'POST', '/chat/get-channel', {
      users: [outsider.user._id, ann.user._id],
    });
    expect(refused.json()).toEqual({ statusCode: 403, message: 'CHAT_NOT_ALLOWED' });
  });

  it('keeps a conversation in order, newest last, 20 a page, scrolling back', async () => {
    const channel = await directChannel(ann, cat);
    for (let i = 1; i <= 25; i++) await send(i % 2 ? ann : cat, channel, `message ${i}`);
    const latest = (
      await api(ann, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)
    ).json().data;
    expect(latest.messages).toHaveLength(20);
    expect(latest.messages.at(-1).content).toBe('message 25');
    expect(latest.hasMore).toBe(true);
    const tokens = latest.messages.map((m: ChatMessage) => BigInt(m.timeToken));
    expect(tokens).toEqual([...tokens].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const older = (
      await api(
        ann,
        'GET',
        `/chat/messages?channel=${encodeURIComponent(channel)}&before=${latest.messages[0].timeToken}`,
      )
    ).json().data;
    expect(older.messages.map((m: ChatMessage) => m.content)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    expect(older.hasMore).toBe(false);
  });

  it('refuses messages over 1000 characters with the spec’s words, and empty ones', async () => {
    const channel = await directChannel(ann, bob);
    const long = await send(ann, channel, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().details)).toContain('Message length 1000 characters maximum');
    expect((await send(ann, channel, '   ')).statusCode).toBe(400);
    expect((await send(ann, channel, 'x'.repeat(1000))).statusCode).toBe(200);
  });

  it('never stores a retried message twice', async () => {
    const channel = await directChannel(ann, bob);
    const id = clientId();
    const [a, b] = await Promise.all([
      send(ann, channel, 'only once', id),
      send(ann, channel, 'only once', id),
    ]);
    expect(a.json().data._id).toBe(b.json().data._id);
    const again = await send(ann, channel, 'only once', id);
    expect(again.json().data._id).toBe(a.json().data._id);
    const history = (
      await api(bob, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)
    ).json().data;
    expect(history.messages.filter((m: ChatMessage) => m.clientId === id)).toHaveLength(1);
  });

  it("takes the spec's payload without a client id: each call is a new message from me", async () => {
    const channel = await directChannel(ann, bob);
    const specBody = {
      content: 'hello from a spec client',
      userId: bob.user._id, // not trusted: the sender is whoever is signed in
      messageType: 'text',
      timeToken: 17000000000000000,
      channel,
      usersOnlineChannel: controlChannelOf(channel),
    };
    const first = await api(ann, 'POST', '/chat/send-message', specBody);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      channel,
      userId: ann.user._id,
      content: 'hello from a spec client',
      clientId: null,
    });
    expect(first.json().data.timeToken).not.toBe(String(specBody.timeToken));
    const second = await api(ann, 'POST', '/chat/send-message', {
      ...specBody,
      timeToken: '17000000000000000',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data._id).not.toBe(first.json().data._id);
    const history = (
      await api(bob, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)
    ).json().data;
    expect(
      history.messages.filter((m: ChatMessage) => m.content === 'hello from a spec client'),
    ).toHaveLength(2);
    const bad = await api(ann, 'POST', '/chat/send-message', { ...specBody, clientId: 'short' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('who may see a channel', () => {
  it('keeps a non-member from its history, from publishing and from its presence', async () => {
    const channel = await directChannel(ann, bob);
    const encoded = encodeURIComponent(channel);
    expect((await api(outsider, 'GET', `/chat/messages?channel=${encoded}`)).statusCode).toBe(404);
    expect((await send(outsider, channel, 'let me in')).statusCode).toBe(404);
    expect((await api(outsider, 'GET', `/chat/${encoded}`)).statusCode).toBe(404);
    expect((await api(outsider, 'GET', `/chat/users-channel/${encoded}`)).statusCode).toBe(404);
    const access = await api(outsider, 'POST', '/chat/access-manager-channels', {
      channels: [channel, controlChannelOf(channel)],
    });
    expect(access.json().data).toEqual({
      granted: [],
      denied: [channel, controlChannelOf(channel)],
    });

    const socket = await openSocket(outsider);
    const token = await grant(outsider);
    const subscribed = await ask(socket, CHAT_EVENTS.subscribe, { token, channels: [channel] });
    expect(subscribed.data).toEqual({ granted: [], denied: [channel] });
    const published = await ask(socket, CHAT_EVENTS.publish, {
      token,
      channel,
      content: 'hi',
      clientId: clientId(),
    });
    expect(published.error).toEqual({ status: 404, message: 'NOT_FOUND' });
    const here = await ask(socket, CHAT_EVENTS.hereNow, { token, channel });
    expect(here.error).toEqual({ status: 404, message: 'NOT_FOUND' });
  });

  it('answers an expired grant with 403 "Token is expired." and takes a fresh one', async () => {
    const channel = await directChannel(ann, bob);
    const socket = await openSocket(ann);
    const expired = await createGrantTokens(t.config.jwtSecret, 0).issue(ann.user._id);
    const refused = await ask(socket, CHAT_EVENTS.subscribe, {
      token: expired,
      channels: [channel],
    });
    expect(refused.error).toEqual({ status: 403, message: 'Token is expired.' });
    const someoneElses = await grant(bob);
    expect(
      (await ask(socket, CHAT_EVENTS.subscribe, { token: someoneElses, channels: [channel] })).error
        ?.status,
    ).toBe(403);
    const fresh = await ask(socket, CHAT_EVENTS.subscribe, {
      token: await grant(ann),
      channels: [channel],
    });
    expect(fresh.data).toEqual({ granted: [channel], denied: [] });
  });
});

describe('live delivery, presence and read state', () => {
  it('delivers a message to a subscribed member at once, and shows who is here', async () => {
    const channel = await directChannel(ann, bob);
    const [annSocket, bobSocket] = await Promise.all([openSocket(ann), openSocket(bob)]);
    await ask(bobSocket, CHAT_EVENTS.subscribe, { token: await grant(bob), channels: [channel] });
    await ask(annSocket, CHAT_EVENTS.subscribe, { token: await grant(ann), channels: [channel] });
    const arrives = nextMessage(bobSocket, channel);
    const published = await ask<{ data: ChatMessage }>(annSocket, CHAT_EVENTS.publish, {
      token: await grant(ann),
      channel,
      content: 'Lunch on Friday?',
      clientId: clientId(),
    });
    const received = await arrives;
    expect(received).toMatchObject({
      _id: published.data._id,
      content: 'Lunch on Friday?',
      userId: ann.user._id,
    });
    const here = await ask<{ data: { userIds: string[] } }>(bobSocket, CHAT_EVENTS.hereNow, {
      token: await grant(bob),
      channel,
    });
    expect(here.data.userIds.sort()).toEqual([ann.user._id, bob.user._id].sort());
  });

  it('tells a burst of messages in the order it stores them, each once, retries included', async () => {
    const channel = await directChannel(ann, bob);
    const [annSocket, bobSocket] = await Promise.all([openSocket(ann), openSocket(bob)]);
    await ask(bobSocket, CHAT_EVENTS.subscribe, { token: await grant(bob), channels: [channel] });
    const received: ChatMessage[] = [];
    bobSocket.on(CHAT_EVENTS.message, (message: ChatMessage) => {
      if (message.channel === channel) received.push(message);
    });
    const token = await grant(ann);
    const ids = Array.from({ length: 12 }, () => clientId());
    // Published at once, over the socket and over HTTP; the third is also retried meanwhile.
    const answers = await Promise.all([
      ...ids.map((id, i) =>
        i % 2
          ? send(ann, channel, `together ${i}`, id).then((res) => res.json().data as ChatMessage)
          : ask<{ data: ChatMessage }>(annSocket, CHAT_EVENTS.publish, {
              token,
              channel,
              content: `together ${i}`,
              clientId: id,
            }).then((answer) => answer.data),
      ),
      send(ann, channel, 'together 2', ids[2]).then((res) => res.json().data as ChatMessage),
    ]);
    expect(answers.at(-1)!._id).toBe(answers[2]!._id);
    await expect.poll(() => received.length).toBe(12);
    const tokens = received.map((message) => BigInt(message.timeToken));
    expect(tokens.every((token, i) => i === 0 || token > tokens[i - 1]!)).toBe(true);
    expect(new Set(received.map((message) => message._id)).size).toBe(12);
    const history = (
      await api(bob, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}&limit=100`)
    ).json().data.messages as ChatMessage[];
    expect(
      history
        .filter((message) => message.content.startsWith('together '))
        .map((message) => message._id),
    ).toEqual(received.map((message) => message._id));
  });

  it('stores a batch in order with consecutive tokens, skipping client ids already taken', async () => {
    const channel = await directChannel(ann, bob);
    const earlier = (await send(ann, channel, 'before the batch', 'taken-id')).json()
      .data as ChatMessage;
    const repo = createChatRepository(t.database.db);
    const [row] = await t.database.db
      .select({ id: chatChannels.id })
      .from(chatChannels)
      .where(eq(chatChannels.name, channel));
    const message = (content: string, clientId: string | null) => ({
      senderId: ann.user._id,
      type: 'text' as const,
      content,
      mediaId: null,
      meta: null,
      clientId,
      replyToId: null,
    });
    const fresh = `fresh-${Date.now()}`;
    const answers = await repo.appendMessages(row!.id, [
      message('first', fresh),
      message('again', 'taken-id'),
      message('twice in the batch', fresh),
      message('last', null),
    ]);
    expect(answers.map((answer) => answer?.row.content ?? null)).toEqual([
      'first',
      null,
      null,
      'last',
    ]);
    const [first, , , last] = answers;
    expect(first!.previous).toBe(BigInt(earlier.timeToken));
    expect(last!.previous).toBe(first!.row.timeToken);
    expect(last!.row.timeToken > first!.row.timeToken).toBe(true);
    expect(first!.row.meta).toBeNull();
  });

  it('tells joins and leaves live in a direct conversation, not in a group', async () => {
    const direct = await directChannel(ann, bob);
    const group = (
      await api(ann, 'POST', '/chat/create-channel-group', { name: 'Quiet', users: [bob.user._id] })
    ).json().data.channel as string;
    const bobSocket = await openSocket(bob);
    await ask(bobSocket, CHAT_EVENTS.subscribe, {
      token: await grant(bob),
      channels: [direct, group],
    });
    const heard: Array<{ channel: string; action: string }> = [];
    bobSocket.on(CHAT_EVENTS.presence, ({ channel, action }) => heard.push({ channel, action }));
    const annSocket = await openSocket(ann);
    await ask(annSocket, CHAT_EVENTS.subscribe, {
      token: await grant(ann),
      channels: [group, direct],
    });
    await expect.poll(() => heard).toEqual([{ channel: direct, action: 'join' }]);
    annSocket.disconnect();
    await expect
      .poll(() => heard)
      .toEqual([
        { channel: direct, action: 'join' },
        { channel: direct, action: 'leave' },
      ]);
    // Who is on the group is still answered when asked.
    const here = await ask<{ data: { userIds: string[] } }>(bobSocket, CHAT_EVENTS.hereNow, {
      token: await grant(bob),
      channel: group,
    });
    expect(here.data.userIds).toEqual([bob.user._id]);
  });

  it('refuses a message with a NUL byte as a validation error, not a 500', async () => {
    const channel = await directChannel(ann, bob);
    const socket = await openSocket(ann);
    const published = await ask(socket, CHAT_EVENTS.publish, {
      token: await grant(ann),
      channel,
      content: 'a\u0000b',
      clientId: clientId(),
    });
    expect(published.error).toEqual({ status: 400, message: 'VALIDATION_ERROR' });
  });

  it('still parses what a client sends: the wire’s types do not reach the other end', async () => {
    const socket = await openSocket(ann);
    const token = await grant(ann);
    for (const [event, payload] of [
      [CHAT_EVENTS.subscribe, { token, channels: 'not-a-list' }],
      [CHAT_EVENTS.unsubscribe, { token }],
      [CHAT_EVENTS.publish, { token, channel: '', content: 'hi', clientId: clientId() }],
      [CHAT_EVENTS.hereNow, { token, channel: 42 }],
    ] as const) {
      const answer = await ask(socket, event, payload);
      expect(answer, event).toEqual({ error: { status: 400, message: 'VALIDATION_ERROR' } });
    }
  });

  it('counts unread per channel and channels with unread in total; reading clears them', async () => {
    const dave = await signedInMember(t);
    await connectMembers(t, dave, ann);
    await connectMembers(t, dave, bob);
    const withAnn = await directChannel(ann, dave);
    const withBob = await directChannel(bob, dave);
    await send(ann, withAnn, 'one');
    await send(ann, withAnn, 'two');
    const last = (await send(bob, withBob, 'three')).json().data;
    const list = (await api(dave, 'GET', '/chat/channel-time-token?type=single')).json().data;
    expect(list.totalUnread).toBe(2);
    expect(list.rows[0]).toMatchObject({
      channel: withBob,
      unReadMessage: 1,
      lastMessage: { content: 'three' },
    });
    expect(list.rows[1]).toMatchObject({ channel: withAnn, unReadMessage: 2 });
    await api(dave, 'POST', '/chat/save-message-time-token', {
      messages: [{ channel: withBob, timeToken: last.timeToken }],
    });
    // A channel Dave is not in answers 404, as every chat call does, and the batch moves nothing.
    const foreign = await api(dave, 'POST', '/chat/save-message-time-token', {
      messages: [
        { channel: withAnn, timeToken: last.timeToken },
        { channel: 'not-my-channel', timeToken: last.timeToken },
      ],
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'NOT_FOUND']);
    const others = await api(ann, 'POST', '/chat/save-message-time-token', {
      messages: [{ channel: withBob, timeToken: last.timeToken }],
    });
    expect(others.statusCode).toBe(404);
    const after = (await api(dave, 'GET', '/chat/channel-time-token?getUnread=true')).json().data;
    expect(after.totalUnread).toBe(1);
    expect(after.rows.map((r: { channel: string }) => r.channel)).toEqual([withAnn]);
    const header = (await api(dave, 'GET', '/chat/channel-time-token?position=HEADER')).json().data;
    expect(header.offset).toBe(6);

    const notes = (await api(dave, 'GET', '/notification')).json().data.rows;
    // One notification per conversation left unread, not one per message.
    expect(notes.filter((n: { type: string }) => n.type === 'DIRECT_MESSAGE')).toHaveLength(2);
  });

  it('does not notify a member who muted the channel', async () => {
    const eve = await signedInMember(t);
    await connectMembers(t, eve, ann);
    const channel = await directChannel(ann, eve);
    await api(eve, 'POST', '/chat/adjust-notification', {
      channelName: channel,
      turnOffNoti: true,
    });
    await send(ann, channel, 'shh');
    expect(
      (await api(eve, 'GET', '/notification'))
        .json()
        .data.rows.filter((n: { type: string }) => n.type === 'DIRECT_MESSAGE'),
    ).toEqual([]);
    expect((await api(eve, 'GET', `/chat/${encodeURIComponent(channel)}`)).json().data.muted).toBe(
      true,
    );
  });

  it('loses nothing and duplicates nothing when a client keeps reconnecting and retrying', async () => {
    const channel = await directChannel(ann, bob);
    const sent: string[] = [];
    let socket = await openSocket(ann);
    for (let i = 0; i < 40; i++) {
      const body = {
        token: await grant(ann),
        channel,
        content: `burst ${i}`,
        clientId: clientId(),
      };
      if (i % 7 === 3) {
        // The connection drops right after publishing; the client reconnects and retries.
        socket.emit(CHAT_EVENTS.publish, body);
        socket.disconnect();
        socket = await openSocket(ann);
      }
      const answer = await ask<{ data: ChatMessage }>(socket, CHAT_EVENTS.publish, body);
      sent.push(answer.data._id);
    }
    const history = (
      await api(bob, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}&limit=100`)
    ).json().data;
    const bursts = history.messages.filter((m: ChatMessage) => m.content.startsWith('burst '));
    expect(bursts.map((m: ChatMessage) => m._id)).toEqual(sent);
    expect(bursts.map((m: ChatMessage) => m.content)).toEqual(sent.map((_, i) => `burst ${i}`));
  });
});

describe('group chats', () => {
  it('creates a group of connections, tells every change in it, and drops a removed member', async () => {
    const created = await api(ann, 'POST', '/chat/create-channel-group', {
      name: 'Referral circle',
      users: [bob.user._id, cat.user._id],
    });
    expect(created.statusCode).toBe(201);
    const channel = created.json().data.channel as string;
    expect(created.json().data).toMatchObject({
      type: 'group',
      nameGroup: 'Referral circle',
      memberCount: 3,
      isAdmin: true,
    });
    expect(
      (
        await api(ann, 'POST', '/chat/create-channel-group', {
          name: 'x',
          users: [outsider.user._id],
        })
      ).statusCode,
    ).toBe(403);

    const catSocket = await openSocket(cat);
    await ask(catSocket, CHAT_EVENTS.subscribe, {
      token: await grant(cat),
      channels: [channel, controlChannelOf(channel)],
    });
    const removal = nextMessage(catSocket, controlChannelOf(channel));
    expect(
      (await api(bob, 'PUT', '/chat/edit-channel-group', { channel, name: 'Mine now' })).statusCode,
    ).toBe(403);
    const renamed = await api(ann, 'PUT', '/chat/edit-channel-group', {
      channel,
      name: 'Referral circle North',
    });
    // The admin's own edit is not unread for them; it is for the others.
    expect(renamed.json().data.unReadMessage).toBe(0);
    expect(
      (await api(cat, 'GET', `/chat/${encodeURIComponent(channel)}`)).json().data.unReadMessage,
    ).toBe(1);
    await api(ann, 'PUT', '/chat/edit-channel-group', { channel, removeUsers: [cat.user._id] });
    expect((await removal).meta).toEqual({ action: REMOVE_MEMBER, userId: cat.user._id });
    expect(
      (await api(cat, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)).statusCode,
    ).toBe(404);

    await api(bob, 'POST', '/chat/leave-group', { channel });
    const history = (
      await api(ann, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)
    ).json().data;
    expect(history.messages.map((m: ChatMessage) => [m.messageType, m.content])).toEqual([
      ['edit_group', 'Group name has been changed to Referral circle North'],
      ['edit_group', 'A member has been removed'],
      ['edit_group', 'Member Test Member left Referral circle North'],
    ]);
    const members = (
      await api(ann, 'GET', `/chat/users-channel/${encodeURIComponent(channel)}`)
    ).json().data.rows;
    expect(members.map((m: { _id: string }) => m._id)).toEqual([ann.user._id]);
    expect((await api(ann, 'POST', '/chat/remove-group', { channel })).statusCode).toBe(200);
    expect((await api(ann, 'GET', `/chat/${encodeURIComponent(channel)}`)).statusCode).toBe(404);
  });
});

/** Two server instances, one database, one Redis: a conversation spans them. */
describe.runIf(process.env.REDIS_URL)('two instances (Redis)', () => {
  it('delivers a message sent through one instance to a socket on the other; unread counts agree', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const first = await createTestApp({ redisUrl });
    const second = await buildApp({
      config: { ...first.config, redisUrl },
      database: first.database,
      mailTransport: { kind: 'outbox', deliver: async () => {}, close: async () => {} },
    });
    try {
      await Promise.all([
        first.app.listen({ port: 0, host: '127.0.0.1' }),
        second.listen({ port: 0, host: '127.0.0.1' }),
      ]);
      const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      const [sender, reader] = await Promise.all([signedInMember(first), signedInMember(first)]);
      await connectMembers(first, sender, reader);
      const firstApi = memberApi(first);
      const channel = (
        await firstApi(sender, 'POST', '/chat/get-channel', {
          users: [sender.user._id, reader.user._id],
        })
      ).json().data.channel as string;
      const socket = connectSocket(secondUrl, {
        auth: { token: reader.accessToken },
        transports: ['websocket'],
      });
      sockets.push(socket);
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      const token = (await firstApi(reader, 'POST', '/chat/grant-token')).json().data;
      await ask(socket, CHAT_EVENTS.subscribe, { token, channels: [channel] });
      const arrives = nextMessage(socket, channel);
      const sent = (
        await firstApi(sender, 'POST', '/chat/send-message', {
          channel,
          content: 'across',
          clientId: clientId(),
        })
      ).json().data;
      expect((await arrives)._id).toBe(sent._id);
      const secondApi = memberApi({ ...first, app: second });
      const viaFirst = (await firstApi(reader, 'GET', '/chat/channel-time-token')).json().data;
      const viaSecond = (await secondApi(reader, 'GET', '/chat/channel-time-token')).json().data;
      expect(viaFirst.totalUnread).toBe(1);
      expect(viaSecond.rows[0].unReadMessage).toBe(viaFirst.rows[0].unReadMessage);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('network group channels', () => {
  it('gives a group and its sub-groups channels that follow membership', async () => {
    const [owner, member] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const org = await createOrganization(t.database.db, {
      name: 'Chamber',
      ownerId: owner.user._id,
    });
    const group = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Circle',
    });
    const table = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Circle Table',
      parentId: group.id,
    });
    const approve = async (subgroups: string[] = []) => {
      await api(member, 'POST', `/network-directory/${group.id}/request-to-join`, { subgroups });
      await api(owner, 'POST', `/network-directory/${group.id}/requests/${member.user._id}`, {
        decision: 'approve',
      });
    };
    await approve();
    const groups = (await api(member, 'GET', '/chat/channel-time-token?type=group')).json().data;
    expect(groups.rows).toMatchObject([{ type: 'directory', nameGroup: 'Circle', memberCount: 2 }]);
    const channel = groups.rows[0].channel as string;
    const asOwner = (await api(owner, 'GET', `/chat/${encodeURIComponent(channel)}`)).json().data;
    expect(asOwner.isAdmin).toBe(true);

    await approve([table.id]);
    const withTable = (await api(member, 'GET', '/chat/channel-time-token?type=group')).json().data;
    expect(withTable.rows[0].subgroups).toMatchObject([{ nameGroup: 'Circle Table' }]);
    expect(withTable.rows[0].subgroups[0].channel).toContain('subgroup');

    const socket = await openSocket(member);
    await ask(socket, CHAT_EVENTS.subscribe, {
      token: await grant(member),
      channels: [controlChannelOf(channel)],
    });
    const removal = nextMessage(socket, controlChannelOf(channel));
    await api(member, 'PUT', `/network-directory/${group.id}/leave`);
    expect((await removal).meta).toEqual({ action: REMOVE_MEMBER, userId: member.user._id });
    expect(
      (await api(member, 'GET', '/chat/channel-time-token?type=group')).json().data.rows,
    ).toEqual([]);
    const history = (
      await api(owner, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)
    ).json().data;
    expect(history.messages.map((m: ChatMessage) => m.messageType)).toEqual([
      'create_directory',
      'edit_group',
    ]);
  });
});
