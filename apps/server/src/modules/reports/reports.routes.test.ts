import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createPasswordHasher } from '../../lib/secrets.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { makePlatformAdmin } from '../admin/admin.service.js';
import { createReportsOwnData } from './reports.own-data.js';

/** ADR 029: members report what they can see; administrators act, every action audited. */
let t: TestApp;
let api: ReturnType<typeof memberApi>;
let admin: Member;
let ann: Member;
let ben: Member;
let cat: Member;
let owner: Member;
let groupId: string;

async function join(member: Member, id: string) {
  await api(member, 'POST', `/network-directory/${id}/request-to-join`, {});
  await api(owner, 'POST', `/network-directory/${id}/requests/${member.user._id}`, {
    decision: 'approve',
  });
}
const post = async (member: Member, content: string, networkDirectoryId?: string) =>
  (await api(member, 'POST', '/community-posts', { content, networkDirectoryId })).json().data
    ._id as string;
const report = (
  member: Member,
  kind: string,
  targetId: string,
  reason = 'spam',
  details?: string,
) => api(member, 'POST', '/reports', { kind, targetId, reason, details });
const queue = async (query = '') =>
  (await api(admin, 'GET', `/admin/reports?offset=100${query}`)).json().data as {
    totalRows: number;
    rows: Array<Record<string, unknown> & { _id: string; targetId: string }>;
  };
const act = (member: Member, reportId: string, action: string) =>
  api(member, 'POST', `/admin/reports/${reportId}/action`, { action });
const audit = async () =>
  (await api(admin, 'GET', '/admin/audit-log?offset=100')).json().data as {
    totalRows: number;
    rows: Array<Record<string, unknown>>;
  };
const queued = async (targetId: string) =>
  (await queue()).rows.find((r) => r.targetId === targetId);

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  [admin, ann, ben, cat, owner] = await Promise.all([
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
  ]);
  await makePlatformAdmin(t.database.db, { email: admin.email }, createPasswordHasher('minimum'));
  const org = await createOrganization(t.database.db, { name: 'Guild', ownerId: owner.user._id });
  groupId = (await createNetworkGroup(t.database.db, { organizationId: org.id, name: 'Table' })).id;
  await join(ann, groupId);
  await join(ben, groupId);
  await connectMembers(t, ann, ben);
});
afterAll(() => t?.close());

describe('filing a report', () => {
  it('reports a post once; a second open report by the same member is 409', async () => {
    const postId = await post(ann, 'Buy cheap followers now');
    const res = await report(ben, 'post', postId, 'spam', 'Advertising');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'post', targetId: postId, status: 'open' });
    expect((await report(ben, 'post', postId, 'hate')).json()).toMatchObject({
      statusCode: 409,
      message: 'REPORT_EXISTS',
    });
    expect((await report(cat, 'post', postId)).statusCode).toBe(201);
    const row = await queued(postId);
    expect(row).toMatchObject({ snapshot: 'Buy cheap followers now', sameItemOpen: 1 });
  });

  it('cannot report what the reporter cannot see (404, like a missing id), nor their own', async () => {
    const groupPost = await post(ann, 'Members only', groupId);
    expect((await report(cat, 'post', groupPost)).statusCode).toBe(404);
    expect((await report(cat, 'post', randomUUID())).statusCode).toBe(404);
    expect((await report(ben, 'post', groupPost)).statusCode).toBe(201);
    const mine = await report(ann, 'post', groupPost);
    expect(mine.statusCode).toBe(400);

    // A direct message: only the two in the conversation may report it.
    const channel = (
      await api(ann, 'POST', '/chat/get-channel', { users: [ann.user._id, ben.user._id] })
    ).json().data.channel;
    const message = (
      await api(ann, 'POST', '/chat/send-message', { channel, content: 'You will regret this' })
    ).json().data;
    expect((await report(cat, 'message', message._id)).statusCode).toBe(404);
    expect((await report(ben, 'message', message._id, 'harassment')).statusCode).toBe(201);

    // A response of a group post: members of the group only.
    const response = (
      await api(ann, 'POST', `/community-posts/detail/${groupPost}/responses`, {
        content: 'Nasty reply',
      })
    ).json().data;
    expect((await report(cat, 'response', response._id)).statusCode).toBe(404);
    expect((await report(ben, 'response', response._id)).statusCode).toBe(201);

    // A profile: reported as the reporter sees it.
    expect((await report(cat, 'profile', ann.user._id, 'misleading')).statusCode).toBe(201);
    expect((await report(cat, 'profile', randomUUID())).statusCode).toBe(404);
  });

  it('refuses a reason off the list and signed-out callers', async () => {
    const postId = await post(ann, 'Fine post');
    expect((await report(ben, 'post', postId, 'boring')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      payload: { kind: 'post', targetId: postId, reason: 'spam' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the administrators’ queue', () => {
  it('is for administrators only', async () => {
    expect((await api(ben, 'GET', '/admin/reports')).statusCode).toBe(403);
    const any = (await queue()).rows[0]!;
    const refused = await act(ben, any._id, 'dismiss');
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'FORBIDDEN' });
    expect((await queued(any.targetId))?.status).toBe('open');
  });

  it('lists open reports oldest first, filtered by kind, with the text as it was reported', async () => {
    const postId = await post(ann, 'Original words');
    await report(ben, 'post', postId, 'misleading');
    await api(ann, 'PUT', `/community-posts/${postId}`, { content: 'Edited words', mediaIds: [] });
    const all = await queue();
    const times = all.rows.map((r) => r.createdAt as string);
    expect(times).toEqual([...times].sort());
    const row = all.rows.find((r) => r.targetId === postId)!;
    expect(row).toMatchObject({
      snapshot: 'Original words',
      reason: 'misleading',
      removable: true,
      author: { _id: ann.user._id, email: ann.email },
      reporter: { _id: ben.user._id },
    });
    const messages = await queue('&kind=message');
    expect(messages.rows.length).toBeGreaterThan(0);
    expect(messages.rows.every((r) => r.kind === 'message')).toBe(true);
    expect((await queue('&kind=profile')).rows[0]).toMatchObject({ removable: false });
  });

  it('dismisses: the report closes with the outcome, audited; acting again is 409', async () => {
    const postId = await post(ann, 'Harmless opinion');
    const id = (await report(ben, 'post', postId, 'other')).json().data._id;
    const before = (await audit()).totalRows;
    expect((await act(admin, id, 'dismiss')).statusCode).toBe(200);
    expect(await queued(postId)).toBeUndefined();
    const closed = (await queue('&status=dismissed')).rows.find((r) => r._id === id);
    expect(closed).toMatchObject({ status: 'dismissed', resolvedBy: { _id: admin.user._id } });
    const log = await audit();
    expect(log.totalRows).toBe(before + 1);
    expect(log.rows[0]).toMatchObject({
      action: 'report.dismiss',
      targetKind: 'post',
      targetId: postId,
    });
    expect((await act(admin, id, 'dismiss')).json().message).toBe('REPORT_CLOSED');
    expect((await act(admin, randomUUID(), 'dismiss')).statusCode).toBe(404);
    // The post is still there and may be reported again.
    expect((await api(cat, 'GET', `/community-posts/detail/${postId}`)).statusCode).toBe(200);
    expect((await report(ben, 'post', postId)).statusCode).toBe(201);
    expect((await t.lastMailTo(ben.email))?.subject).toBe('We reviewed your report');
  });

  it('removes a post: gone for everyone, every open report on it closed, audited', async () => {
    const postId = await post(ann, 'Abusive post');
    const id = (await report(ben, 'post', postId, 'harassment')).json().data._id;
    await report(cat, 'post', postId, 'hate');
    expect((await act(admin, id, 'remove')).statusCode).toBe(200);
    expect((await api(cat, 'GET', `/community-posts/detail/${postId}`)).statusCode).toBe(404);
    const feed = (await api(cat, 'GET', '/community-posts?offset=50')).json().data.rows;
    expect(feed.map((p: { _id: string }) => p._id)).not.toContain(postId);
    expect(await queued(postId)).toBeUndefined();
    const removed = (await queue('&status=removed')).rows.filter((r) => r.targetId === postId);
    expect(removed).toHaveLength(2);
    expect((await audit()).rows[0]).toMatchObject({ action: 'report.remove', targetId: postId });
    const mail = await t.lastMailTo(cat.email);
    expect(mail?.text).toContain('removed the content you reported');
  });

  it('removes a message, a response and a review through their modules', async () => {
    const channel = (
      await api(ann, 'POST', '/chat/get-channel', { users: [ann.user._id, ben.user._id] })
    ).json().data.channel;
    const message = (
      await api(ann, 'POST', '/chat/send-message', { channel, content: 'Threatening words' })
    ).json().data;
    const onMessage = (await report(ben, 'message', message._id)).json().data._id;
    expect((await act(admin, onMessage, 'remove')).statusCode).toBe(200);
    const history = (
      await api(ben, 'GET', `/chat/messages?channel=${encodeURIComponent(channel)}`)
    ).json().data;
    const gone = JSON.stringify(history);
    expect(gone).not.toContain('Threatening words');

    const postId = await post(ben, 'A fair question');
    const response = (
      await api(ann, 'POST', `/community-posts/detail/${postId}/responses`, { content: 'Insult' })
    ).json().data;
    const onResponse = (await report(ben, 'response', response._id)).json().data._id;
    expect((await act(admin, onResponse, 'remove')).statusCode).toBe(200);
    const detail = (await api(ben, 'GET', `/community-posts/detail/${postId}`)).json().data;
    expect(detail.responseCount).toBe(0);

    await api(ann, 'POST', '/reviews/network-directory', {
      networkDirectoryId: groupId,
      rating: 1,
      comment: 'Scam group, avoid',
    });
    const reviews = (await api(ben, 'GET', `/reviews/network-directory/${groupId}`)).json().data;
    const review = reviews.rows.find((r: { comment: string }) => r.comment === 'Scam group, avoid');
    const onReview = (await report(owner, 'review', review._id, 'misleading')).json().data._id;
    expect((await act(admin, onReview, 'remove')).statusCode).toBe(200);
    const after = (await api(ben, 'GET', `/reviews/network-directory/${groupId}`)).json().data;
    expect(after.reviewCount).toBe(reviews.reviewCount - 1);
    expect(after.rows.map((r: { _id: string }) => r._id)).not.toContain(review._id);
  });

  it('a profile cannot be removed (400); its member can be suspended, audited', async () => {
    const troll = await signedInMember(t);
    const id = (await report(ben, 'profile', troll.user._id, 'harassment')).json().data._id;
    expect((await act(admin, id, 'remove')).json().message).toBe('REPORT_ACTION_UNAVAILABLE');
    expect((await act(admin, id, 'suspend')).statusCode).toBe(200);
    expect((await api(troll, 'GET', '/auth/check-session')).statusCode).toBe(401);
    expect((await audit()).rows[0]).toMatchObject({
      action: 'report.suspend',
      targetKind: 'account',
      targetId: troll.user._id,
    });
    expect((await queue('&status=suspended')).rows.find((r) => r._id === id)).toBeDefined();
  });

  it('writes the audit row in the action’s transaction: no row, nothing removed', async () => {
    const postId = await post(ann, 'Still here');
    const id = (await report(ben, 'post', postId)).json().data._id;
    await t.database.db.execute(sql`alter table admin_audit_log rename to admin_audit_log_away`);
    try {
      expect((await act(admin, id, 'remove')).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table admin_audit_log_away rename to admin_audit_log`);
    }
    expect((await api(cat, 'GET', `/community-posts/detail/${postId}`)).statusCode).toBe(200);
    expect((await queued(postId))?.status).toBe('open');
  });
});

describe('the audit log outlives an administrator', () => {
  it('keeps the rows of a deleted administrator, shown as a former administrator', async () => {
    const second = await signedInMember(t);
    await makePlatformAdmin(
      t.database.db,
      { email: second.email },
      createPasswordHasher('minimum'),
    );
    const postId = await post(ann, 'Borderline');
    const id = (await report(ben, 'post', postId)).json().data._id;
    expect((await act(second, id, 'dismiss')).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from users where id = ${second.user._id}`);
    const row = (await audit()).rows.find((r) => r.targetId === postId);
    expect(row).toMatchObject({ action: 'report.dismiss', admin: null });
    const closed = (await queue('&status=dismissed')).rows.find((r) => r._id === id);
    expect(closed).toMatchObject({ resolvedBy: null });
  });
});

describe('a member’s own data (ADR 024)', () => {
  it('exports the reports the member filed and erases them with the account', async () => {
    const reporter = await signedInMember(t);
    const postId = await post(ann, 'Exported report target');
    await report(reporter, 'post', postId, 'spam', 'my words');
    const own = createReportsOwnData(t.database.db);
    const [section] = await own.exportFor!(reporter.user._id);
    expect(section!.rows).toEqual([
      expect.objectContaining({ targetId: postId, reason: 'spam', details: 'my words' }),
    ]);
    // Another member's reports are not in it.
    expect((await own.exportFor!(cat.user._id))[0]!.rows.every((r) => r.targetId !== postId)).toBe(
      true,
    );
    await t.database.db.transaction((tx) => own.eraseFor!(reporter.user._id, tx));
    expect((await own.exportFor!(reporter.user._id))[0]!.rows).toEqual([]);
  });
});
