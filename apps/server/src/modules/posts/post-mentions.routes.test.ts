import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  POST_CREATED_EVENT,
  POST_REACTIONS_EVENT,
  type PostCreated,
  type PostReactionsChanged,
} from '@nethub/contract';
import {
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { users } from '../users/users.tables.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let ben: Member;
let ava: Member;
let cleo: Member;
let owner: Member;
/** Not in the group. */
let dan: Member;
let groupId: string;

async function named(member: Member, firstName: string, lastName: string) {
  await t.database.db
    .update(users)
    .set({ firstName, lastName })
    .where(eq(users.id, member.user._id));
}

async function join(member: Member, id: string) {
  await api(member, 'POST', `/network-directory/${id}/request-to-join`, {});
  await api(owner, 'POST', `/network-directory/${id}/requests/${member.user._id}`, {
    decision: 'approve',
  });
}

type Listed = { type: string; message: string; link: string; actor: { _id: string } | null };
const mentionsOf = async (member: Member): Promise<Listed[]> =>
  (await api(member, 'GET', '/notification?scope=all'))
    .json()
    .data.rows.filter((row: Listed) => row.type === 'POST_MENTION');
const suggested = async (member: Member, query: string) =>
  (await api(member, 'GET', `/community-posts/mention-suggestions?${query}`))
    .json()
    .data.rows.map((row: { _id: string }) => row._id);

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  [ben, ava, cleo, owner, dan] = await Promise.all([
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
  ]);
  await named(ben, 'Ben', 'Carter');
  await named(ava, 'Ava', 'Thompson');
  await named(cleo, 'Cleo', 'Avery');
  await named(dan, 'Dan', 'Avalon');
  const org = await createOrganization(t.database.db, { name: 'Chamber', ownerId: owner.user._id });
  groupId = (await createNetworkGroup(t.database.db, { organizationId: org.id, name: 'Circle' }))
    .id;
  await join(ben, groupId);
  await join(ava, groupId);
  await join(cleo, groupId);
});
afterAll(() => t?.close());

describe('mentions in posts and responses', () => {
  it('stores the mentions, shows them with the post and notifies each member mentioned', async () => {
    const created = await api(ben, 'POST', '/community-posts', {
      content: 'Thanks @Ava Thompson and @Cleo Avery',
      mentionIds: [ava.user._id, cleo.user._id, ava.user._id, ben.user._id],
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post.mentions).toEqual([
      { _id: ava.user._id, firstName: 'Ava', lastName: 'Thompson' },
      { _id: ben.user._id, firstName: 'Ben', lastName: 'Carter' },
      { _id: cleo.user._id, firstName: 'Cleo', lastName: 'Avery' },
    ]);
    const feed = (await api(dan, 'GET', '/community-posts')).json().data;
    expect(feed.rows.find((row: { _id: string }) => row._id === post._id).mentions).toHaveLength(3);

    const [told] = await mentionsOf(ava);
    expect(told).toMatchObject({
      message: 'Ben Carter mentioned you in a post',
      link: `/community/posts/${post._id}`,
      actor: { _id: ben.user._id },
    });
    expect(await mentionsOf(cleo)).toHaveLength(1);
    // The author mentioning themselves is not told.
    expect(await mentionsOf(ben)).toHaveLength(0);
  });

  it('tells only the members newly mentioned when a post is edited', async () => {
    const [eve, fay] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const post = (
      await api(ben, 'POST', '/community-posts', { content: 'Hi @Eve', mentionIds: [eve.user._id] })
    ).json().data;
    const edited = await api(ben, 'PUT', `/community-posts/${post._id}`, {
      content: 'Hi @Eve and @Fay',
      mentionIds: [eve.user._id, fay.user._id],
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited
        .json()
        .data.mentions.map((m: { _id: string }) => m._id)
        .sort(),
    ).toEqual([eve.user._id, fay.user._id].sort());
    expect(await mentionsOf(eve)).toHaveLength(1);
    expect(await mentionsOf(fay)).toHaveLength(1);
    // Taking a mention out removes it and tells nobody.
    const trimmed = await api(ben, 'PUT', `/community-posts/${post._id}`, {
      content: 'Hi @Fay',
      mentionIds: [fay.user._id],
    });
    expect(trimmed.json().data.mentions.map((m: { _id: string }) => m._id)).toEqual([fay.user._id]);
    expect(await mentionsOf(fay)).toHaveLength(1);
  });

  it('notifies a mention in a response, with a link to the post', async () => {
    const post = (
      await api(ava, 'POST', '/community-posts', { content: 'Who knows a lawyer?' })
    ).json().data;
    const before = (await mentionsOf(cleo)).length;
    const response = await api(ben, 'POST', `/community-posts/detail/${post._id}/responses`, {
      content: '@Cleo Avery does',
      mentionIds: [cleo.user._id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.mentions).toEqual([
      { _id: cleo.user._id, firstName: 'Cleo', lastName: 'Avery' },
    ]);
    const listed = (await api(ava, 'GET', `/community-posts/detail/${post._id}/responses`)).json()
      .data.rows;
    expect(listed[0].mentions).toHaveLength(1);
    const now = await mentionsOf(cleo);
    expect(now).toHaveLength(before + 1);
    expect(now[0]).toMatchObject({
      message: 'Ben Carter mentioned you in a response',
      link: `/community/posts/${post._id}`,
    });
  });

  it('honours the Mentions switch: a member who turned it off is not notified', async () => {
    const quiet = await signedInMember(t);
    const config = (await api(quiet, 'GET', '/users/notification-config')).json().data;
    expect(config.MENTIONS).toBe(true);
    await api(quiet, 'POST', '/users/notification-config', { config: { MENTIONS: false } });
    const created = await api(ben, 'POST', '/community-posts', {
      content: 'Hello @Quiet',
      mentionIds: [quiet.user._id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.mentions).toHaveLength(1);
    expect(await mentionsOf(quiet)).toHaveLength(0);
  });

  it('refuses a mention of a member who cannot see a group post, and of no member at all', async () => {
    const outside = await api(ben, 'POST', '/community-posts', {
      content: 'Circle only, @Dan Avalon',
      networkDirectoryId: groupId,
      mentionIds: [ava.user._id, dan.user._id],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      message: 'MENTION_NOT_ALLOWED',
      details: { mentionIds: 'Only members of this group can be mentioned here' },
    });
    expect(await mentionsOf(ava)).toHaveLength(1);

    const inside = await api(ben, 'POST', '/community-posts', {
      content: 'Circle only, @Ava Thompson',
      networkDirectoryId: groupId,
      mentionIds: [ava.user._id],
    });
    expect(inside.statusCode).toBe(201);
    const postId = inside.json().data._id;
    expect(await mentionsOf(ava)).toHaveLength(2);
    // Nor in a response or an edit of a group post.
    const response = await api(ava, 'POST', `/community-posts/detail/${postId}/responses`, {
      content: 'and @Dan',
      mentionIds: [dan.user._id],
    });
    expect(response.json().message).toBe('MENTION_NOT_ALLOWED');
    const edit = await api(ben, 'PUT', `/community-posts/${postId}`, {
      content: 'and @Dan',
      mentionIds: [dan.user._id],
    });
    expect(edit.json().message).toBe('MENTION_NOT_ALLOWED');
    // An id that is no member at all is refused alike.
    const ghost = await api(ben, 'POST', '/community-posts', {
      content: 'Hi @Nobody',
      mentionIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().message).toBe('MENTION_NOT_ALLOWED');
    const many = await api(ben, 'POST', '/community-posts', {
      content: 'Too many',
      mentionIds: Array.from(
        { length: 21 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      ),
    });
    expect(many.json().message).toBe('VALIDATION_ERROR');
  });
});

describe('mention suggestions', () => {
  it('lists members whose name starts with the letters, never me', async () => {
    expect(await suggested(ben, 'q=av')).toEqual(
      expect.arrayContaining([ava.user._id, cleo.user._id, dan.user._id]),
    );
    expect(await suggested(ben, 'q=ava th')).toEqual([ava.user._id]);
    expect(await suggested(ben, 'q=ben')).toEqual([]);
    // The middle of a word does not count.
    expect(await suggested(ava, 'q=arter')).toEqual([]);
  });

  it("on a group's feed lists only that group's members, and only to its members", async () => {
    const inGroup = await suggested(ben, `q=av&networkDirectoryId=${groupId}`);
    expect(inGroup.sort()).toEqual([ava.user._id, cleo.user._id].sort());
    expect(inGroup).not.toContain(dan.user._id);
    const refused = await api(
      dan,
      'GET',
      `/community-posts/mention-suggestions?q=av&networkDirectoryId=${groupId}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('GROUP_MEMBERS_ONLY');
  });
});

describe('live posts over the socket', () => {
  const sockets: Socket[] = [];
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => sockets.forEach((socket) => socket.disconnect()));

  async function connected(member: Member, at: string) {
    const socket = connectSocket(at, {
      auth: { token: member.accessToken },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    return socket;
  }
  async function tab(member: Member, at = url) {
    const heard: PostCreated[] = [];
    (await connected(member, at)).on(POST_CREATED_EVENT, (payload) => heard.push(payload));
    return heard;
  }
  async function reactionsTab(member: Member, at = url) {
    const heard: PostReactionsChanged[] = [];
    (await connected(member, at)).on(POST_REACTIONS_EVENT, (payload) => heard.push(payload));
    return heard;
  }
  // The event goes out from a job: wait for it rather than for a fixed time.
  const heardAs = <T>(heard: T[], expected: NoInfer<T>[]) =>
    vi.waitFor(() => expect(heard).toEqual(expected), { timeout: 10_000 });

  it("sends a group post to the group's members only, a community post to everyone", async () => {
    const [toAva, toCleo, toDan] = await Promise.all([tab(ava), tab(cleo), tab(dan)]);
    const groupPost = (
      await api(ben, 'POST', '/community-posts', {
        content: 'Circle news',
        networkDirectoryId: groupId,
      })
    ).json().data;
    const told = { postId: groupPost._id, authorId: ben.user._id, groupId };
    await heardAs(toAva, [told]);
    await heardAs(toCleo, [told]);

    const communityPost = (
      await api(ben, 'POST', '/community-posts', { content: 'All hands' })
    ).json().data;
    const everyone = { postId: communityPost._id, authorId: ben.user._id, groupId: null };
    // One socket hears in order: had Dan been told of the group post, it would come first.
    await heardAs(toDan, [everyone]);
    await heardAs(toAva, [told, everyone]);
  });

  it("pushes a group post's reactions to its members, and mine only to my own tabs", async () => {
    const post = (
      await api(ben, 'POST', '/community-posts', { content: 'React', networkDirectoryId: groupId })
    ).json().data;
    const [toAva, toBen, toDan] = await Promise.all([
      reactionsTab(ava),
      reactionsTab(ben),
      reactionsTab(dan),
    ]);
    await api(ben, 'PUT', `/community-posts/${post._id}/reaction`, { emoji: '👏' });
    const counts = [{ emoji: '👏' as const, count: 1 }];
    await heardAs(toAva, [{ postId: post._id, responseId: null, counts }]);
    await heardAs(toBen, [{ postId: post._id, responseId: null, counts, mine: '👏' }]);

    const response = (
      await api(ava, 'POST', `/community-posts/detail/${post._id}/responses`, { content: 'Yes' })
    ).json().data;
    await api(ben, 'PUT', `/community-posts/responses/${response._id}/reaction`, { emoji: '💡' });
    await api(ben, 'DELETE', `/community-posts/${post._id}/reaction`);
    await heardAs(toAva, [
      { postId: post._id, responseId: null, counts },
      { postId: post._id, responseId: response._id, counts: [{ emoji: '💡', count: 1 }] },
      { postId: post._id, responseId: null, counts: [] },
    ]);
    // A community post's reactions reach everyone; Dan, outside the group, heard only this one.
    const open = (await api(ava, 'POST', '/community-posts', { content: 'Open' })).json().data;
    await api(ava, 'PUT', `/community-posts/${open._id}/reaction`, { emoji: '🎉' });
    await heardAs(toDan, [
      { postId: open._id, responseId: null, counts: [{ emoji: '🎉', count: 1 }] },
    ]);
  });

  it.runIf(process.env.REDIS_URL)(
    'tells a member on another instance of new posts and reactions (Redis)',
    async () => {
      const redisUrl = process.env.REDIS_URL!;
      const first = await createTestApp({ redisUrl });
      const second = await buildApp({
        config: { ...first.config, redisUrl },
        database: first.database,
        mailTransport: { kind: 'outbox', deliver: async () => {}, close: async () => {} },
      });
      try {
        await second.listen({ port: 0, host: '127.0.0.1' });
        const [writer, reader] = await Promise.all([signedInMember(first), signedInMember(first)]);
        const port = (second.server.address() as AddressInfo).port;
        const onSecond = await tab(reader, `http://127.0.0.1:${port}`);
        const reactionsOnSecond = await reactionsTab(reader, `http://127.0.0.1:${port}`);
        const post = (
          await memberApi(first)(writer, 'POST', '/community-posts', { content: 'Across' })
        ).json().data;
        await heardAs(onSecond, [{ postId: post._id, authorId: writer.user._id, groupId: null }]);
        await memberApi(first)(writer, 'PUT', `/community-posts/${post._id}/reaction`, {
          emoji: '❤️',
        });
        await heardAs(reactionsOnSecond, [
          { postId: post._id, responseId: null, counts: [{ emoji: '❤️', count: 1 }] },
        ]);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
