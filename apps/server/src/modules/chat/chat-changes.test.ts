import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, type ChatMessage, type ChatTyping } from '@nethub/contract';
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

/** Edits, deletions, reactions and typing (issue #20), and sub-group channels in the lists. */
let t: TestApp;
let api: ReturnType<typeof memberApi>;
let url: string;
let ann: Member;
let bob: Member;
let outsider: Member;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [ann, bob, outsider] = await Promise.all([
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
  ]);
  await connectMembers(t, ann, bob);
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

async function subscribed(member: Member, channel: string) {
  const socket = await openSocket(member);
  const answer = await ask(socket, CHAT_EVENTS.subscribe, {
    token: await grant(member),
    channels: [channel],
  });
  expect(answer.data).toEqual({ granted: [channel], denied: [] });
  return socket;
}

/** The next change of a message pushed to a socket. */
const nextChange = (socket: Socket, id: string) =>
  new Promise<ChatMessage>((resolve) => {
    const listener = (message: ChatMessage) => {
      if (message._id !== id) return;
      socket.off(CHAT_EVENTS.messageChanged, listener);
      resolve(message);
    };
    socket.on(CHAT_EVENTS.messageChanged, listener);
  });

const collect = <T>(socket: Socket, event: string) => {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function directChannel(a: Member, b: Member): Promise<string> {
  const res = await api(a, 'POST', '/chat/get-channel', { users: [a.user._id, b.user._id] });
  return res.json().data.channel;
}

async function send(member: Member, channel: string, content: string): Promise<ChatMessage> {
  const res = await api(member, 'POST', '/chat/send-message', { channel, content });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const historyOf = async (member: Member, channel: string): Promise<ChatMessage[]> =>
  (await api(member, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)).json().data
    .messages;

const answer = (res: { statusCode: number; json(): { message: string } }) => [
  res.statusCode,
  res.json().message,
];

describe('editing my message', () => {
  it('changes it for everyone live, in its place, once however often it is retried', async () => {
    const channel = await directChannel(ann, bob);
    const first = await send(ann, channel, 'See you at 7');
    const second = await send(bob, channel, 'Great');
    const bobSocket = await subscribed(bob, channel);
    const live = nextChange(bobSocket, first._id);

    const edit = { content: 'See you at 7:30', version: 0 };
    const res = await api(ann, 'PATCH', `/chat/messages/${first._id}`, edit);
    expect(res.statusCode).toBe(200);
    const edited = res.json().data as ChatMessage;
    expect(edited).toMatchObject({
      content: 'See you at 7:30',
      version: 1,
      timeToken: first.timeToken,
    });
    expect(edited.editedAt).not.toBeNull();
    expect(await live).toMatchObject({ _id: first._id, content: 'See you at 7:30', version: 1 });

    // The same edit again (a retry after a lost answer) is applied once.
    const retried = await api(ann, 'PATCH', `/chat/messages/${first._id}`, edit);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ version: 1, content: 'See you at 7:30' });
    // Another edit made on the old version is refused: it would undo the first.
    const stale = await api(ann, 'PATCH', `/chat/messages/${first._id}`, {
      content: 'See you at 8',
      version: 0,
    });
    expect(answer(stale)).toEqual([409, 'MESSAGE_CHANGED']);

    const history = await historyOf(bob, channel);
    expect(history.map((m) => [m._id, m.timeToken])).toEqual([
      [first._id, first.timeToken],
      [second._id, second.timeToken],
    ]);
    expect(history[0]).toMatchObject({ content: 'See you at 7:30', version: 1 });
  });

  it('is its author’s alone: another member is refused, a stranger finds nothing', async () => {
    const channel = await directChannel(ann, bob);
    const message = await send(ann, channel, 'Mine');
    const body = { content: 'Hijacked', version: 0 };
    expect(answer(await api(bob, 'PATCH', `/chat/messages/${message._id}`, body))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(answer(await api(outsider, 'PATCH', `/chat/messages/${message._id}`, body))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(answer(await api(outsider, 'DELETE', `/chat/messages/${message._id}`))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(answer(await api(bob, 'DELETE', `/chat/messages/${message._id}`))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    const empty = await api(ann, 'PATCH', `/chat/messages/${message._id}`, {
      content: '  ',
      version: 0,
    });
    expect(answer(empty)).toEqual([400, 'VALIDATION_ERROR']);
    expect((await historyOf(ann, channel)).at(-1)).toMatchObject({ content: 'Mine', version: 0 });
  });

  it('refuses the author once they are no longer in the channel', async () => {
    const carl = await signedInMember(t);
    await connectMembers(t, ann, carl);
    const group = (
      await api(ann, 'POST', '/chat/create-channel-group', { name: 'Trio', users: [carl.user._id] })
    ).json().data.channel as string;
    const message = await send(carl, group, 'Before I go');
    await api(carl, 'POST', '/chat/leave-group', { channel: group });
    const res = await api(carl, 'PATCH', `/chat/messages/${message._id}`, {
      content: 'Changed after leaving',
      version: 0,
    });
    expect(answer(res)).toEqual([404, 'NOT_FOUND']);
  });
});

describe('deleting my message', () => {
  it('shows it deleted to everyone live, keeps its place, and takes no more edits or reactions', async () => {
    const channel = await directChannel(ann, bob);
    const message = await send(ann, channel, 'Oops, wrong chat');
    const after = await send(bob, channel, 'Next');
    await api(bob, 'PUT', `/chat/messages/${message._id}/reactions`, {
      emoji: '😂',
      reacted: true,
    });
    const bobSocket = await subscribed(bob, channel);
    const live = nextChange(bobSocket, message._id);

    const res = await api(ann, 'DELETE', `/chat/messages/${message._id}`);
    expect(res.statusCode).toBe(200);
    const deleted = await live;
    expect(deleted).toMatchObject({ content: '', reactions: [], timeToken: message.timeToken });
    expect(deleted.deletedAt).not.toBeNull();
    // Deleting again (a retry) answers the same message and tells nobody twice.
    const changes = collect<ChatMessage>(bobSocket, CHAT_EVENTS.messageChanged);
    const again = await api(ann, 'DELETE', `/chat/messages/${message._id}`);
    expect(again.json().data.deletedAt).toBe(deleted.deletedAt);
    await settle();
    expect(changes).toEqual([]);

    expect((await historyOf(bob, channel)).slice(-2).map((m) => [m._id, m.content])).toEqual([
      [message._id, ''],
      [after._id, 'Next'],
    ]);
    const edit = await api(ann, 'PATCH', `/chat/messages/${message._id}`, {
      content: 'Back',
      version: 0,
    });
    expect(answer(edit)).toEqual([409, 'MESSAGE_DELETED']);
    const react = await api(bob, 'PUT', `/chat/messages/${message._id}/reactions`, {
      emoji: '👍',
      reacted: true,
    });
    expect(answer(react)).toEqual([409, 'MESSAGE_DELETED']);
  });
});

describe('reactions', () => {
  it('counts who reacted with what, live, once each however often it is sent', async () => {
    const channel = await directChannel(ann, bob);
    const message = await send(ann, channel, 'Signed the lease!');
    const annSocket = await subscribed(ann, channel);
    const live = nextChange(annSocket, message._id);
    const react = (member: Member, emoji: string, reacted: boolean) =>
      api(member, 'PUT', `/chat/messages/${message._id}/reactions`, { emoji, reacted });

    expect((await react(bob, '🎉', true)).statusCode).toBe(200);
    expect((await live).reactions).toEqual([{ emoji: '🎉', userIds: [bob.user._id] }]);
    const changes = collect<ChatMessage>(annSocket, CHAT_EVENTS.messageChanged);
    await react(bob, '🎉', true); // a retry
    await settle();
    expect(changes).toEqual([]);
    const both = (await react(ann, '🎉', true)).json().data as ChatMessage;
    expect(both.reactions).toEqual([{ emoji: '🎉', userIds: [bob.user._id, ann.user._id] }]);
    await react(bob, '❤️', true);
    await react(bob, '🎉', false);
    await react(bob, '🎉', false);
    const history = await historyOf(bob, channel);
    expect(history.find((m) => m._id === message._id)?.reactions).toEqual([
      { emoji: '🎉', userIds: [ann.user._id] },
      { emoji: '❤️', userIds: [bob.user._id] },
    ]);
  });

  it('takes only the offered emoji, and nothing from a stranger', async () => {
    const channel = await directChannel(ann, bob);
    const message = await send(ann, channel, 'Hello');
    const odd = await api(bob, 'PUT', `/chat/messages/${message._id}/reactions`, {
      emoji: '<script>',
      reacted: true,
    });
    expect(answer(odd)).toEqual([400, 'VALIDATION_ERROR']);
    const stranger = await api(outsider, 'PUT', `/chat/messages/${message._id}/reactions`, {
      emoji: '👍',
      reacted: true,
    });
    expect(answer(stranger)).toEqual([404, 'NOT_FOUND']);
    expect((await historyOf(ann, channel)).at(-1)?.reactions).toEqual([]);
  });
});

describe('typing', () => {
  it('tells the channel’s members who is typing, and a stranger can neither tell nor hear', async () => {
    const channel = await directChannel(ann, bob);
    const bobSocket = await subscribed(bob, channel);
    const outsiderSocket = await openSocket(outsider);
    const denied = await ask(outsiderSocket, CHAT_EVENTS.subscribe, {
      token: await grant(outsider),
      channels: [channel],
    });
    expect(denied.data).toEqual({ granted: [], denied: [channel] });
    const heardByOutsider = collect<ChatTyping>(outsiderSocket, CHAT_EVENTS.typing);
    const heardByBob = collect<ChatTyping>(bobSocket, CHAT_EVENTS.typing);
    const before = await historyOf(ann, channel);

    const annSocket = await openSocket(ann);
    const told = await ask(annSocket, CHAT_EVENTS.typing, { token: await grant(ann), channel });
    expect(told).toEqual({ data: { ok: true } });
    const refused = await ask(outsiderSocket, CHAT_EVENTS.typing, {
      token: await grant(outsider),
      channel,
    });
    expect(refused).toEqual({ error: { status: 404, message: 'NOT_FOUND' } });
    await settle();
    expect(heardByBob).toEqual([{ channel, userId: ann.user._id }]);
    expect(heardByOutsider).toEqual([]);
    expect(await historyOf(ann, channel)).toEqual(before);
  });
});

describe('sub-group channels', () => {
  it('are listed for their members, by themselves with type=sub_group and under their group', async () => {
    const [owner, member, other] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    const org = await createOrganization(t.database.db, { name: 'Guild', ownerId: owner.user._id });
    const group = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Guild',
    });
    const table = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Guild Table',
      parentId: group.id,
    });
    const join = async (who: Member, subgroups: string[] = []) => {
      await api(who, 'POST', `/network-directory/${group.id}/request-to-join`, { subgroups });
      await api(owner, 'POST', `/network-directory/${group.id}/requests/${who.user._id}`, {
        decision: 'approve',
      });
    };
    await join(member);
    await join(other);
    await join(member, [table.id]);
    const list = async (who: Member, type: string) =>
      (await api(who, 'GET', `/chat/channel-time-token?type=${type}`)).json().data;

    const subgroups = await list(member, 'sub_group');
    expect(subgroups.rows).toMatchObject([
      { type: 'sub_group', nameGroup: 'Guild Table', channel: `directory.subgroup.${table.id}` },
    ]);
    expect(subgroups.totalRows).toBe(1);
    // Under its group in the other lists, once.
    for (const type of ['all', 'group']) {
      const rows = (await list(member, type)).rows as Array<{
        type: string;
        subgroups: Array<{ nameGroup: string }>;
      }>;
      expect(rows.map((row) => row.type)).toEqual(['directory']);
      expect(rows[0]!.subgroups).toMatchObject([{ nameGroup: 'Guild Table' }]);
    }
    // A member of the group who is not at the table sees none of it.
    expect((await list(other, 'sub_group')).rows).toEqual([]);
    expect((await list(other, 'all')).rows[0].subgroups).toEqual([]);
    // A message there counts as unread for the sub-group's members.
    const channel = `directory.subgroup.${table.id}`;
    const unread = (await list(member, 'sub_group')).rows[0].unReadMessage as number;
    await send(owner, channel, 'Table tonight?');
    expect((await list(member, 'sub_group')).rows[0].unReadMessage).toBe(unread + 1);
  });
});

describe.runIf(process.env.REDIS_URL)('two instances (Redis)', () => {
  it('tells an edit, a reaction and typing made on one instance to a socket on the other', async () => {
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
      const firstApi = memberApi(first);
      const [writer, reader] = await Promise.all([signedInMember(first), signedInMember(first)]);
      await connectMembers(first, writer, reader);
      const channel = (
        await firstApi(writer, 'POST', '/chat/get-channel', {
          users: [writer.user._id, reader.user._id],
        })
      ).json().data.channel as string;
      const message = (
        await firstApi(writer, 'POST', '/chat/send-message', { channel, content: 'Draft' })
      ).json().data as ChatMessage;
      const onSecond = connectSocket(secondUrl, {
        auth: { token: reader.accessToken },
        transports: ['websocket'],
      });
      sockets.push(onSecond);
      await new Promise<void>((resolve) => onSecond.on('connect', () => resolve()));
      const readerGrant = (await firstApi(reader, 'POST', '/chat/grant-token')).json().data;
      await ask(onSecond, CHAT_EVENTS.subscribe, { token: readerGrant, channels: [channel] });

      const edited = nextChange(onSecond, message._id);
      await firstApi(writer, 'PATCH', `/chat/messages/${message._id}`, {
        content: 'Final',
        version: 0,
      });
      expect(await edited).toMatchObject({ content: 'Final', version: 1 });
      const reacted = nextChange(onSecond, message._id);
      await firstApi(writer, 'PUT', `/chat/messages/${message._id}/reactions`, {
        emoji: '👍',
        reacted: true,
      });
      expect((await reacted).reactions).toEqual([{ emoji: '👍', userIds: [writer.user._id] }]);

      const typing = new Promise<ChatTyping>((resolve) => onSecond.on(CHAT_EVENTS.typing, resolve));
      const onFirst = connectSocket(
        `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`,
        { auth: { token: writer.accessToken }, transports: ['websocket'] },
      );
      sockets.push(onFirst);
      await new Promise<void>((resolve) => onFirst.on('connect', () => resolve()));
      const writerGrant = (await firstApi(writer, 'POST', '/chat/grant-token')).json().data;
      await ask(onFirst, CHAT_EVENTS.typing, { token: writerGrant, channel });
      expect(await typing).toEqual({ channel, userId: writer.user._id });
    } finally {
      await second.close();
      await first.close();
    }
  });
});
