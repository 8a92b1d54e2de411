import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { seedReferenceData } from '../reference/reference.repository.js';
import { countries } from '../reference/reference.tables.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let ann: Member;
let bob: Member;
let owner: Member;
let outsider: Member;
let groupId: string;
let subgroupId: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

async function uploadImage(member: Member) {
  const grant = (
    await api(member, 'POST', '/media/get-presigned-url', {
      fileName: 'stand.png',
      contentType: 'image/png',
      size: PNG.length,
      type: 'IMAGE',
    })
  ).json().data;
  await t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: PNG });
  return (await api(member, 'POST', '/media', { pathname: grant.pathname })).json().data;
}

const feedIds = async (member: Member, url: string) =>
  (await api(member, 'GET', url)).json().data.rows.map((p: { _id: string }) => p._id);

async function join(member: Member, id: string) {
  await api(member, 'POST', `/network-directory/${id}/request-to-join`, {});
  await api(owner, 'POST', `/network-directory/${id}/requests/${member.user._id}`, {
    decision: 'approve',
  });
}

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  await seedReferenceData(t.database.db);
  [ann, bob, owner, outsider] = await Promise.all([
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
  ]);
  const org = await createOrganization(t.database.db, { name: 'Chamber', ownerId: owner.user._id });
  groupId = (await createNetworkGroup(t.database.db, { organizationId: org.id, name: 'Circle' }))
    .id;
  subgroupId = (
    await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Circle Table',
      parentId: groupId,
    })
  ).id;
  await join(ann, groupId);
  await join(bob, groupId);
});

afterAll(() => t?.close());

describe('the community feed', () => {
  it('publishes a post with text and an image, newest first, with its author', async () => {
    const image = await uploadImage(ann);
    const first = await api(ann, 'POST', '/community-posts', { content: 'Hello network' });
    expect(first.statusCode).toBe(201);
    const created = await api(ann, 'POST', '/community-posts', {
      content: 'Our stand at the expo\nCome and say hello',
      mediaIds: [image._id],
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({
      content: 'Our stand at the expo\nCome and say hello',
      media: [{ _id: image._id, type: 'IMAGE' }],
      author: { _id: ann.user._id },
      group: null,
      bookmark: false,
      responseCount: 0,
      isMine: true,
      canDeactivate: true,
    });
    const feed = (await api(bob, 'GET', '/community-posts')).json().data;
    expect(feed.rows[0]).toMatchObject({ _id: post._id, isMine: false, canDeactivate: false });
    expect(feed.rows[1]._id).toBe(first.json().data._id);
    expect(feed.hasMore).toBe(false);
    const checklist = (await api(ann, 'GET', '/users/onboarding')).json().data;
    expect(checklist.steps.find((s: { step: string }) => s.step === 'CREATED_POST').done).toBe(
      true,
    );
  });

  it('refuses an empty post, files from someone else, and edits by others', async () => {
    const empty = await api(ann, 'POST', '/community-posts', { content: '   ' });
    expect(empty.json().message).toBe('VALIDATION_ERROR');
    const bobsImage = await uploadImage(bob);
    const borrowed = await api(ann, 'POST', '/community-posts', {
      content: 'Look',
      mediaIds: [bobsImage._id],
    });
    expect(borrowed.statusCode).toBe(400);
    const post = (await api(ann, 'POST', '/community-posts', { content: 'Mine' })).json().data;
    expect(
      (await api(bob, 'PUT', `/community-posts/${post._id}`, { content: 'Hijack' })).statusCode,
    ).toBe(403);
    expect((await api(bob, 'PUT', `/community-posts/${post._id}/deactivate`)).statusCode).toBe(403);
    const edited = await api(ann, 'PUT', `/community-posts/${post._id}`, {
      content: 'Mine, edited',
    });
    expect(edited.json().data.content).toBe('Mine, edited');
    expect((await api(ann, 'PUT', `/community-posts/${post._id}/deactivate`)).json().data).toEqual({
      ok: true,
    });
    expect((await api(bob, 'GET', `/community-posts/detail/${post._id}`)).statusCode).toBe(404);
    expect(await feedIds(bob, '/community-posts')).not.toContain(post._id);
  });

  it('filters by text, the author’s country and my bookmarks', async () => {
    const [gb] = await t.database.db.select().from(countries).where(eq(countries.code, 'GB'));
    await api(bob, 'PUT', '/users/preferences', { countryId: gb!.id });
    const bobs = (
      await api(bob, 'POST', '/community-posts', { content: 'Commercial lease available in Leeds' })
    ).json().data;
    expect(await feedIds(ann, '/community-posts?textSearch=lease leed')).toEqual([bobs._id]);
    expect(await feedIds(ann, `/community-posts?country=${gb!.id}`)).toEqual([bobs._id]);
    expect(await feedIds(ann, '/community-posts?bookmark=true')).toEqual([]);
    await api(ann, 'POST', '/users/bookmark-status', {
      type: 'posts',
      id: bobs._id,
      bookmark: true,
    });
    expect(await feedIds(ann, '/community-posts?bookmark=true')).toEqual([bobs._id]);
    const detail = (await api(ann, 'GET', `/community-posts/detail/${bobs._id}`)).json().data;
    expect(detail.bookmark).toBe(true);
  });

  it("pages in the spec's list shape: a client paging by totalPages sees every post", async () => {
    const page = (await api(ann, 'GET', '/community-posts?offset=2')).json().data;
    expect(page).toMatchObject({ page: 1, offset: 2, hasMore: true, totalRowsExact: true });
    expect(page.rows).toHaveLength(2);
    expect(page.totalRows).toBeGreaterThan(2);
    expect(page.totalPages).toBe(Math.ceil(page.totalRows / 2));
    const seen: string[] = [];
    for (let n = 1; n <= page.totalPages; n++) {
      const next = (await api(ann, 'GET', `/community-posts?offset=2&page=${n}`)).json().data;
      expect(next.hasMore).toBe(n < page.totalPages);
      seen.push(...next.rows.map((p: { _id: string }) => p._id));
    }
    expect(seen).toHaveLength(page.totalRows);
    expect(new Set(seen).size).toBe(page.totalRows);
    const filtered = (await api(ann, 'GET', '/community-posts?textSearch=nothing-like-this')).json()
      .data;
    expect(filtered).toMatchObject({ rows: [], totalRows: 0, totalPages: 0, hasMore: false });
  });

  it('tells a reader about others’ new posts since a moment', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = new Date().toISOString();
    // The embedded database's clock counts whole milliseconds: a post stored in the same one
    // as `since` is not after it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api(ann, 'POST', '/community-posts', { content: 'Fresh news' });
    const forBob = (
      await api(bob, 'GET', `/community-posts/check-new?fromDate=${encodeURIComponent(since)}`)
    ).json().data;
    expect(forBob).toEqual({ total: 1, newPost: true });
    const forAnn = (
      await api(ann, 'GET', `/community-posts/check-new?fromDate=${encodeURIComponent(since)}`)
    ).json().data;
    expect(forAnn).toEqual({ total: 0, newPost: false });
  });

  it('takes responses, counts them and tells the author', async () => {
    const post = (
      await api(ann, 'POST', '/community-posts', { content: 'Who knows a good printer?' })
    ).json().data;
    const reply = await api(bob, 'POST', `/community-posts/detail/${post._id}/responses`, {
      content: 'Try Northern Print',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({
      content: 'Try Northern Print',
      author: { _id: bob.user._id },
    });
    const responses = (
      await api(ann, 'GET', `/community-posts/detail/${post._id}/responses`)
    ).json().data;
    expect(responses.rows.map((r: { content: string }) => r.content)).toEqual([
      'Try Northern Print',
    ]);
    expect(
      (await api(ann, 'GET', `/community-posts/detail/${post._id}`)).json().data.responseCount,
    ).toBe(1);
    const notes = (await api(ann, 'GET', '/notification')).json().data.rows;
    expect(notes[0]).toMatchObject({
      type: 'POST_RESPONSE',
      link: `/community/posts/${post._id}`,
      actor: { _id: bob.user._id },
    });
  });
});

describe('group feeds', () => {
  it('shows a group post to its members only, and tells the other members', async () => {
    const post = (
      await api(ann, 'POST', '/community-posts', {
        content: 'Circle meets Thursday',
        networkDirectoryId: groupId,
      })
    ).json().data;
    expect(post.group).toMatchObject({ _id: groupId, name: 'Circle' });
    expect(await feedIds(bob, `/community-posts/${groupId}`)).toEqual([post._id]);
    expect((await api(bob, 'GET', `/community-posts/${groupId}`)).json().data).toMatchObject({
      totalRows: 1,
      totalPages: 1,
      page: 1,
      offset: 10,
      totalRowsExact: true,
      hasMore: false,
    });
    expect(await feedIds(bob, '/community-posts')).not.toContain(post._id);
    expect((await api(outsider, 'GET', `/community-posts/${groupId}`)).json().message).toBe(
      'GROUP_MEMBERS_ONLY',
    );
    expect((await api(outsider, 'GET', `/community-posts/detail/${post._id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await api(outsider, 'GET', `/community-posts/detail/${post._id}/responses`)).statusCode,
    ).toBe(404);
    expect(
      (
        await api(outsider, 'POST', '/users/bookmark-status', {
          type: 'posts',
          id: post._id,
          bookmark: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api(outsider, 'POST', '/community-posts', {
          content: 'Let me in',
          networkDirectoryId: groupId,
        })
      ).statusCode,
    ).toBe(403);
    const bobNotes = (await api(bob, 'GET', '/notification?scope=group')).json().data.rows;
    expect(bobNotes[0]).toMatchObject({ type: 'GROUP_POST', group: { _id: groupId } });
  });

  it('keeps a sub-group feed from members of the parent who are not in it', async () => {
    await api(ann, 'POST', `/network-directory/${groupId}/request-to-join`, {
      subgroups: [subgroupId],
    });
    await api(owner, 'POST', `/network-directory/${groupId}/requests/${ann.user._id}`, {
      decision: 'approve',
    });
    const post = (
      await api(ann, 'POST', '/community-posts', {
        content: 'Table only',
        networkDirectoryId: subgroupId,
      })
    ).json().data;
    expect(await feedIds(owner, `/community-posts/${subgroupId}`)).toEqual([post._id]);
    expect((await api(bob, 'GET', `/community-posts/${subgroupId}`)).statusCode).toBe(403);
    expect((await api(bob, 'GET', `/community-posts/detail/${post._id}`)).statusCode).toBe(404);
    expect((await api(outsider, 'GET', `/community-posts/${subgroupId}`)).statusCode).toBe(404);
  });

  it('lets an owner of the group remove a member’s post', async () => {
    const post = (
      await api(bob, 'POST', '/community-posts', {
        content: 'Off topic',
        networkDirectoryId: groupId,
      })
    ).json().data;
    const asOwner = (await api(owner, 'GET', `/community-posts/detail/${post._id}`)).json().data;
    expect(asOwner.canDeactivate).toBe(true);
    expect((await api(owner, 'PUT', `/community-posts/${post._id}/deactivate`)).statusCode).toBe(
      200,
    );
    expect(await feedIds(ann, `/community-posts/${groupId}`)).not.toContain(post._id);
  });
});

describe('reactions', () => {
  const react = (member: Member, postId: string, emoji: string | null) =>
    emoji
      ? api(member, 'PUT', `/community-posts/${postId}/reaction`, { emoji })
      : api(member, 'DELETE', `/community-posts/${postId}/reaction`);

  it('counts one reaction per member, replaced or taken back, and says which is mine', async () => {
    const post = (
      await api(ann, 'POST', '/community-posts', { content: 'We won the tender' })
    ).json().data;
    expect(post.reactions).toEqual({ counts: [], mine: null });

    expect((await react(bob, post._id, '👏')).json().data).toEqual({
      counts: [{ emoji: '👏', count: 1 }],
      mine: '👏',
    });
    await react(owner, post._id, '👏');
    await react(ann, post._id, '🎉');
    await react(bob, post._id, '🎉'); // bob changes his mind: still one reaction of his
    const seen = (await api(outsider, 'GET', `/community-posts/detail/${post._id}`)).json().data;
    expect(seen.reactions).toEqual({
      counts: [
        { emoji: '🎉', count: 2 },
        { emoji: '👏', count: 1 },
      ],
      mine: null,
    });
    const feed = (await api(bob, 'GET', '/community-posts')).json().data;
    expect(feed.rows.find((row: { _id: string }) => row._id === post._id).reactions.mine).toBe(
      '🎉',
    );

    expect((await react(bob, post._id, null)).json().data).toEqual({
      counts: [
        { emoji: '👏', count: 1 },
        { emoji: '🎉', count: 1 },
      ],
      mine: null,
    });
    await react(bob, post._id, null); // twice is harmless
  });

  it('reacts to responses, and only where the member may read', async () => {
    const post = (
      await api(ann, 'POST', '/community-posts', {
        content: 'Members only',
        networkDirectoryId: groupId,
      })
    ).json().data;
    const response = (
      await api(bob, 'POST', `/community-posts/detail/${post._id}/responses`, { content: 'Agreed' })
    ).json().data;
    expect(response.reactions).toEqual({ counts: [], mine: null });

    const reacted = await api(ann, 'PUT', `/community-posts/responses/${response._id}/reaction`, {
      emoji: '💡',
    });
    expect(reacted.json().data).toEqual({ counts: [{ emoji: '💡', count: 1 }], mine: '💡' });
    const listed = (await api(bob, 'GET', `/community-posts/detail/${post._id}/responses`)).json()
      .data;
    expect(listed.rows[0].reactions).toEqual({ counts: [{ emoji: '💡', count: 1 }], mine: null });

    // Not a member of the group: neither the post nor its responses exist for them.
    expect((await react(outsider, post._id, '👍')).statusCode).toBe(404);
    expect(
      (
        await api(outsider, 'PUT', `/community-posts/responses/${response._id}/reaction`, {
          emoji: '👍',
        })
      ).statusCode,
    ).toBe(404);
    expect((await react(ann, post._id, '🙃')).statusCode).toBe(400);
    expect((await api(ann, 'PUT', `/community-posts/${post._id}/reaction`, {})).statusCode).toBe(
      400,
    );
  });
});
