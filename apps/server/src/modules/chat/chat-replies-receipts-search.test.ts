import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  type ChatMessage,
  type ChatRead,
  type ChatReceipts,
  type ChatSearchResult,
} from '@nethub/contract';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';

/** Replies that quote, read receipts with their switch, and message search (issue #20, ADR 030). */
let t: TestApp;
let api: ReturnType<typeof memberApi>;
let url: string;
let ann: Member;
let bob: Member;
let carl: Member;
let outsider: Member;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [ann, bob, carl, outsider] = await Promise.all([
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
  ]);
  await connectMembers(t, ann, bob);
  await connectMembers(t, ann, carl);
  await connectMembers(t, bob, outsider);
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

async function groupChannel(admin: Member, others: Member[], name = 'Team'): Promise<string> {
  const res = await api(admin, 'POST', '/chat/create-channel-group', {
    name,
    users: others.map((member) => member.user._id),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.channel;
}

async function send(
  member: Member,
  channel: string,
  content: string,
  extra: Record<string, unknown> = {},
): Promise<ChatMessage> {
  const res = await api(member, 'POST', '/chat/send-message', { channel, content, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const historyOf = async (member: Member, channel: string, query = ''): Promise<ChatMessage[]> =>
  (await api(member, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}${query}`)).json()
    .data.messages;

const markRead = (member: Member, channel: string, timeToken: string) =>
  api(member, 'POST', '/chat/save-message-time-token', { messages: [{ channel, timeToken }] });

const receiptsOf = async (member: Member, channel: string) => {
  const res = await api(member, 'GET', `/chat/receipts?channel=${encodeURIComponent(channel)}`);
  return { status: res.statusCode, data: res.json().data as ChatReceipts };
};

const search = async (member: Member, q: string) => {
  const res = await api(member, 'GET', `/chat/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as ChatSearchResult;
};

describe('replies that quote a message', () => {
  it('quote the original as it is now: its first line, its edits, its deletion', async () => {
    const channel = await directChannel(ann, bob);
    const original = await send(ann, channel, 'Lunch on Friday?\nThe usual place at noon');
    const body = { replyTo: original._id, clientId: 'reply-once-0001' };
    const reply = await send(bob, channel, 'Yes please', body);
    expect(reply.replyTo).toEqual({
      _id: original._id,
      userId: ann.user._id,
      excerpt: 'Lunch on Friday?',
      timeToken: original.timeToken,
      deleted: false,
    });
    // Sent again while reconnecting (same client id): one reply.
    const again = await send(bob, channel, 'Yes please', body);
    expect(again._id).toBe(reply._id);
    expect((await historyOf(ann, channel)).filter((m) => m.content === 'Yes please')).toHaveLength(
      1,
    );

    await api(ann, 'PATCH', `/chat/messages/${original._id}`, {
      content: 'Lunch on Saturday?',
      version: 0,
    });
    let held = (await historyOf(ann, channel)).find((m) => m._id === reply._id)!;
    expect(held.replyTo).toMatchObject({ excerpt: 'Lunch on Saturday?', deleted: false });

    await api(ann, 'DELETE', `/chat/messages/${original._id}`);
    held = (await historyOf(bob, channel)).find((m) => m._id === reply._id)!;
    expect(held.replyTo).toMatchObject({ _id: original._id, excerpt: '', deleted: true });
  });

  it('answer only a message of the same conversation, and stay unreadable to outsiders', async () => {
    const mine = await directChannel(ann, bob);
    const theirs = await directChannel(bob, outsider);
    const secret = await send(outsider, theirs, 'Between bob and me');
    const refused = await api(ann, 'POST', '/chat/send-message', {
      channel: mine,
      content: 'Quoting what I cannot read',
      replyTo: secret._id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('VALIDATION_ERROR');
    const missing = await api(ann, 'POST', '/chat/send-message', {
      channel: mine,
      content: 'Quoting nothing',
      replyTo: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(400);
    // Nothing was written by the refused replies.
    expect((await historyOf(ann, mine)).some((m) => m.content.startsWith('Quoting'))).toBe(false);

    const original = await send(ann, mine, 'Private plan');
    await send(bob, mine, 'Agreed', { replyTo: original._id });
    const peek = await api(outsider, 'GET', `/chat/messages?channel=${encodeURIComponent(mine)}`);
    expect(peek.statusCode).toBe(404);
    const jump = await api(
      outsider,
      'GET',
      `/chat/messages?channel=${encodeURIComponent(mine)}&since=${original.timeToken}`,
    );
    expect(jump.statusCode).toBe(404);
  });

  it('jump to a message: the history from a few messages before it up to the page asked', async () => {
    const channel = await groupChannel(ann, [bob], 'Jumping');
    const sent: ChatMessage[] = [];
    for (let i = 0; i < 40; i += 1) sent.push(await send(ann, channel, `Line ${i}`));
    const target = sent[10]!;
    const newest = await historyOf(ann, channel);
    const page = await api(
      ann,
      'GET',
      `/chat/messages?channel=${encodeURIComponent(channel)}&before=${newest[0]!.timeToken}&since=${target.timeToken}`,
    );
    const { messages, hasMore } = page.json().data as { messages: ChatMessage[]; hasMore: boolean };
    // Five before the target, the target, up to the oldest held (exclusive).
    expect(messages[0]!.content).toBe('Line 5');
    expect(messages.at(-1)!.timeToken < newest[0]!.timeToken).toBe(true);
    expect(messages.map((m) => m._id)).toContain(target._id);
    expect(hasMore).toBe(true);
  });
});

describe('read receipts', () => {
  it('tell the other member live how far I read, once however often the marker is saved', async () => {
    const channel = await directChannel(ann, carl);
    const message = await send(ann, channel, 'Did you see this?');
    const annSocket = await openSocket(ann);
    const reads = collect<ChatRead>(annSocket, CHAT_EVENTS.read);

    expect((await markRead(carl, channel, message.timeToken)).statusCode).toBe(200);
    // A retry of the same marker (reconnecting) moves nothing and tells nothing.
    await markRead(carl, channel, message.timeToken);
    await settle();
    expect(reads).toEqual([{ channel, userId: carl.user._id, timeToken: message.timeToken }]);

    const receipts = await receiptsOf(ann, channel);
    expect(receipts.data).toEqual({
      channel,
      enabled: true,
      readers: [{ userId: carl.user._id, timeToken: message.timeToken }],
    });
  });

  it('switched off: my reads are not shown, and I see nobody’s', async () => {
    const channel = await groupChannel(ann, [bob, carl], 'Receipts');
    const message = await send(ann, channel, 'Who read this?');
    expect((await api(bob, 'GET', '/chat/settings')).json().data).toEqual({ readReceipts: true });
    const off = await api(bob, 'PUT', '/chat/settings', { readReceipts: false });
    expect(off.json().data).toEqual({ readReceipts: false });

    const annSocket = await openSocket(ann);
    const reads = collect<ChatRead>(annSocket, CHAT_EVENTS.read);
    await markRead(bob, channel, message.timeToken);
    await markRead(carl, channel, message.timeToken);
    await settle();
    expect(reads.map((read) => read.userId)).toEqual([carl.user._id]);

    const forAnn = await receiptsOf(ann, channel);
    expect(forAnn.data.readers.map((r) => r.userId)).toEqual([carl.user._id]);
    expect((await receiptsOf(bob, channel)).data).toEqual({
      channel,
      enabled: false,
      readers: [],
    });

    await api(bob, 'PUT', '/chat/settings', { readReceipts: true });
    const back = await receiptsOf(ann, channel);
    expect(back.data.readers.map((r) => r.userId).sort()).toEqual(
      [bob.user._id, carl.user._id].sort(),
    );
    const bad = await api(bob, 'PUT', '/chat/settings', { readReceipts: 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it('are nobody else’s business: a non-member gets 404 and hears nothing', async () => {
    const channel = await directChannel(ann, bob);
    const message = await send(ann, channel, 'Just us');
    const outsiderSocket = await openSocket(outsider);
    const heard = collect<ChatRead>(outsiderSocket, CHAT_EVENTS.read);
    expect((await receiptsOf(outsider, channel)).status).toBe(404);
    expect((await markRead(outsider, channel, message.timeToken)).statusCode).toBe(404);
    await markRead(bob, channel, message.timeToken);
    await settle();
    expect(heard).toEqual([]);
  });
});

describe('message search', () => {
  it('finds my channels’ messages, best match first, with the match marked as plain text', async () => {
    const channel = await directChannel(ann, bob);
    const weak = await send(ann, channel, 'The quarterly budget meeting moved to Monday');
    const strong = await send(bob, channel, 'Budget <b>budget</b> budgets: final budget numbers');
    const found = await search(ann, 'budget');
    const ids = found.rows.map((row) => row.message._id);
    expect(ids.indexOf(strong._id)).toBeLessThan(ids.indexOf(weak._id));
    expect(ids).toContain(weak._id);
    const hit = found.rows.find((row) => row.message._id === weak._id)!;
    expect(hit.channelType).toBe('single');
    expect(hit.channelName).toBe('Test Member');
    expect(hit.highlight.filter((part) => part.match).map((part) => part.text)).toEqual(['budget']);
    expect(hit.highlight.map((part) => part.text).join('')).toBe(weak.content);
    // Markup in a message stays text, never markup of ours.
    const tagged = found.rows.find((row) => row.message._id === strong._id)!;
    expect(tagged.highlight.map((part) => part.text).join('')).toContain('<b>');
  });

  it('follows edits and deletions', async () => {
    const channel = await directChannel(ann, bob);
    const message = await send(ann, channel, 'Meet at the harbour');
    await api(ann, 'PATCH', `/chat/messages/${message._id}`, {
      content: 'Meet at the lighthouse',
      version: 0,
    });
    expect((await search(bob, 'harbour')).rows.map((r) => r.message._id)).not.toContain(
      message._id,
    );
    expect((await search(bob, 'lighthouse')).rows.map((r) => r.message._id)).toContain(message._id);
    await api(ann, 'DELETE', `/chat/messages/${message._id}`);
    expect((await search(bob, 'lighthouse')).rows).toEqual([]);
  });

  it('never finds what I may not read: others’ channels, channels I left', async () => {
    const theirs = await directChannel(bob, outsider);
    await send(outsider, theirs, 'Confidential acquisition zebrafish');
    expect((await search(ann, 'zebrafish')).rows).toEqual([]);
    expect((await search(bob, 'zebrafish')).rows).toHaveLength(1);

    const group = await groupChannel(ann, [carl], 'Leaving');
    await send(ann, group, 'Secret roadmap platypus');
    expect((await search(carl, 'platypus')).rows).toHaveLength(1);
    await api(carl, 'POST', '/chat/leave-group', { channel: group });
    expect((await search(carl, 'platypus')).rows).toEqual([]);
  });

  it('refuses a query too short or too long, and pages', async () => {
    expect((await api(ann, 'GET', '/chat/search?q=a')).statusCode).toBe(400);
    expect((await api(ann, 'GET', `/chat/search?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    const channel = await groupChannel(ann, [bob], 'Paging');
    for (let i = 0; i < 3; i += 1) await send(ann, channel, `Walrus sighting number ${i}`);
    const first = await api(ann, 'GET', '/chat/search?q=walrus&limit=2');
    expect(first.json().data.rows).toHaveLength(2);
    expect(first.json().data.hasMore).toBe(true);
    const second = await api(ann, 'GET', '/chat/search?q=walrus&limit=2&offset=2');
    expect(second.json().data).toMatchObject({ hasMore: false });
    expect(second.json().data.rows).toHaveLength(1);
    // Only stop words: nothing, not an error.
    expect((await search(ann, 'the and')).rows).toEqual([]);
  });
});
