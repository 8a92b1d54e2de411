import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@nethub/contract';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { users } from '../users/users.tables.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  owner = await signedInMember(t);
});
afterAll(() => t?.close());

const ok = async (...args: Parameters<typeof api>) => {
  const res = await api(...args);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const search = async (member: Member, q: string): Promise<SearchResult> =>
  ok(member, 'GET', `/search?q=${encodeURIComponent(q)}`);
const named = async (firstName: string, lastName: string, extra: object = {}) => {
  const member = await signedInMember(t);
  await ok(member, 'PUT', '/users/profile', { firstName, lastName, ...extra });
  return member;
};
const names = (result: SearchResult) =>
  result.people.rows.map((p) => `${p.firstName} ${p.lastName}`);
async function join(member: Member, groupId: string) {
  await ok(member, 'POST', `/network-directory/${groupId}/request-to-join`, {});
  await ok(owner, 'POST', `/network-directory/${groupId}/requests/${member.user._id}`, {
    decision: 'approve',
  });
}

describe('one search', () => {
  it('answers 400 with the catalogue code for a query too short or too long', async () => {
    const me = await signedInMember(t);
    for (const q of ['', 'a', '   b   ', 'x'.repeat(101)]) {
      const res = await api(me, 'GET', `/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR' });
    }
    expect((await api(me, 'GET', `/search?q=${'x'.repeat(100)}`)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ url: '/api/v1/search?q=sarah' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('finds people by the start of a word: connections first, then names, five at most', async () => {
    const me = await signedInMember(t);
    const friend = await named('Zed', 'Quorwin', { headline: 'Quorwinder by trade' });
    await connectMembers(t, me, friend);
    const others = [];
    for (const first of ['Quorwa', 'Quorwb', 'Quorwc', 'Quorwd', 'Quorwe', 'Quorwf'])
      others.push(await named(first, 'Smith'));
    const worded = await named('Amy', 'Lee', { headline: 'Quorwish consultant' });

    const found = await search(me, 'quorw');
    expect(found.people.rows).toHaveLength(5);
    expect(found.people.hasMore).toBe(true);
    expect(found.people.rows[0]).toMatchObject({ _id: friend.user._id, connected: true });
    expect(names(found).slice(1)).toEqual([
      'Quorwa Smith',
      'Quorwb Smith',
      'Quorwc Smith',
      'Quorwd Smith',
    ]);
    // Matches in the headline come after names, and a prefix of two words narrows.
    expect(names(await search(me, 'quorwf smi'))).toEqual(['Quorwf Smith']);
    expect((await search(me, 'quorwish')).people.rows.map((p) => p._id)).toEqual([worded.user._id]);
    // Never me.
    const mine = await named('Quorwself', 'Alone');
    expect(names(await search(mine, 'quorwself'))).toEqual([]);
  });

  it('honours profile visibility and leaves out suspended or deleted accounts', async () => {
    const [stranger, friend] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const guarded = await named('Vexilla', 'Guarded');
    await ok(guarded, 'PUT', '/users/preferences', { profileVisibility: 'connections' });
    const hidden = await named('Vexilla', 'Hidden');
    await ok(hidden, 'PUT', '/users/preferences', { profileVisibility: 'only_me' });
    const open = await named('Vexilla', 'Open');
    const suspended = await named('Vexilla', 'Suspended');
    const deleted = await named('Vexilla', 'Deleted');
    await connectMembers(t, friend, guarded);
    await connectMembers(t, friend, hidden);
    await t.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, suspended.user._id));
    await t.database.db
      .update(users)
      .set({ status: 'deleted' })
      .where(eq(users.id, deleted.user._id));

    expect(names(await search(stranger, 'vexilla'))).toEqual(['Vexilla Open']);
    expect(names(await search(friend, 'vexilla'))).toEqual(['Vexilla Guarded', 'Vexilla Open']);
    expect(open.user._id).toBeTruthy();
  });

  it('finds groups the directory shows and my sub-groups, mine first', async () => {
    const [me, other] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const org = await createOrganization(t.database.db, {
      name: 'Plover Chamber',
      ownerId: owner.user._id,
    });
    const make = (name: string, parentId?: string) =>
      createNetworkGroup(t.database.db, { organizationId: org.id, name, parentId });
    const big = await make('Breakfast Plover Club');
    const mine = await make('Plover Evenings');
    const first = await make('Plover Mornings');
    const sub = await make('Plover Table', mine.id);
    await join(me, mine.id);
    await join(me, sub.id);
    await join(other, big.id);

    const found = await search(me, 'plover');
    expect(found.groups.rows.map((g) => g.name)).toEqual([
      'Plover Evenings',
      'Plover Table',
      'Plover Mornings',
      'Breakfast Plover Club',
    ]);
    expect(found.groups.rows[0]).toMatchObject({ isMember: true, parentId: null });
    expect(found.groups.rows[1]).toMatchObject({ isMember: true, parentId: mine.id });
    // A sub-group is not in another member's directory.
    expect((await search(other, 'plover')).groups.rows.map((g) => g.name)).toEqual([
      'Breakfast Plover Club',
      'Plover Evenings',
      'Plover Mornings',
    ]);
    expect(first.id).toBeTruthy();
  });

  it('finds community posts and posts of my groups only, newest first, five at most', async () => {
    const [author, member, outsider] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    const org = await createOrganization(t.database.db, {
      name: 'Heron Chamber',
      ownerId: owner.user._id,
    });
    const group = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Heron Circle',
    });
    await join(author, group.id);
    await join(member, group.id);
    for (let i = 1; i <= 6; i++)
      await ok(author, 'POST', '/community-posts', { content: `Gannetry update number ${i}` });
    const secret = await ok(author, 'POST', '/community-posts', {
      content: 'Gannetwise plans for the circle only',
      networkDirectoryId: group.id,
    });

    const feed = await search(member, 'gannet');
    expect(feed.posts.rows).toHaveLength(5);
    expect(feed.posts.hasMore).toBe(true);
    expect(feed.posts.rows[0]).toMatchObject({
      _id: secret._id,
      groupId: group.id,
      groupName: 'Heron Circle',
      author: { _id: author.user._id },
    });
    expect(feed.posts.rows.slice(1).map((p) => p.excerpt)).toEqual([
      'Gannetry update number 6',
      'Gannetry update number 5',
      'Gannetry update number 4',
      'Gannetry update number 3',
    ]);
    // The group's post is never found by a member outside the group.
    const outside = await search(outsider, 'gannetwise');
    expect(outside.posts.rows).toEqual([]);
    expect((await search(outsider, 'gannet')).posts.rows.map((p) => p._id)).not.toContain(
      secret._id,
    );
    expect((await search(member, 'gannetwise')).posts.rows.map((p) => p._id)).toEqual([secret._id]);
  });

  it("finds messages by prefix in my channels only, never another channel's", async () => {
    const [ann, ben, cat] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    const channelOf = async (a: Member, b: Member) =>
      (await ok(a, 'POST', '/chat/get-channel', { users: [a.user._id, b.user._id] })).channel;
    await connectMembers(t, ann, ben);
    await connectMembers(t, ben, cat);
    const annBen = await channelOf(ann, ben);
    const benCat = await channelOf(ben, cat);
    await ok(ann, 'POST', '/chat/send-message', { channel: annBen, content: 'Cormorantly yours' });
    await ok(ben, 'POST', '/chat/send-message', { channel: benCat, content: 'Cormorant secret' });

    const annFinds = await search(ann, 'cormor');
    expect(annFinds.messages.rows.map((hit) => hit.message.content)).toEqual(['Cormorantly yours']);
    expect(annFinds.messages.rows[0]!.highlight.some((s) => s.match)).toBe(true);
    expect((await search(cat, 'cormor')).messages.rows.map((hit) => hit.message.content)).toEqual([
      'Cormorant secret',
    ]);
    const benFinds = await search(ben, 'cormor');
    expect(benFinds.messages.rows).toHaveLength(2);
  });
});
