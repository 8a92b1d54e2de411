import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { seedReferenceData } from '../reference/reference.repository.js';
import { countries, regions, sectors } from '../reference/reference.tables.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let owner: Member;
let ann: Member;
let bob: Member;
let outsider: Member;
let groupId: string;
let subgroupId: string;
let otherGroupId: string;
let sectorId: string;
let planId: string;

/** `member` asks to join and the owner approves. */
async function joinGroup(member: Member, id = groupId) {
  await api(member, 'POST', `/network-directory/${id}/request-to-join`, {});
  const res = await api(owner, 'POST', `/network-directory/${id}/requests/${member.user._id}`, {
    decision: 'approve',
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  [owner, ann, bob, outsider] = await Promise.all([
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
    signedInMember(t),
  ]);
  const db = t.database.db;
  await seedReferenceData(db);
  const [sector] = await db.select().from(sectors).limit(1);
  const [gb] = await db.select().from(countries).where(eq(countries.code, 'GB'));
  const [region] = await db.select().from(regions).where(eq(regions.countryId, gb!.id)).limit(1);
  sectorId = sector!.id;
  const org = await createOrganization(db, { name: 'North West Chamber', ownerId: owner.user._id });
  const group = await createNetworkGroup(db, {
    organizationId: org.id,
    name: 'Manchester Business Circle',
    description: 'Owners of growing firms in Greater Manchester',
    countryId: gb!.id,
    sectorIds: [sectorId],
    regionIds: [region!.id],
    plans: [{ name: 'Circle membership', price: 30, currency: 'GBP', period: 'month' }],
  });
  groupId = group.id;
  subgroupId = (
    await createNetworkGroup(db, {
      organizationId: org.id,
      name: 'Circle Finance Table',
      parentId: groupId,
    })
  ).id;
  otherGroupId = (await createNetworkGroup(db, { organizationId: org.id, name: 'Liverpool Link' }))
    .id;
  const detail = (await api(ann, 'GET', `/network-directory/${groupId}`)).json().data;
  planId = detail.subscriptions[0]._id;
});

afterAll(() => t?.close());

describe('the directory', () => {
  it('lists top-level groups with their facets, filters and my standing', async () => {
    const res = await api(ann, 'GET', '/network-directory');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.rows.map((g: { name: string }) => g.name);
    expect(names).toEqual(['Liverpool Link', 'Manchester Business Circle']);
    const circle = res.json().data.rows.find((g: { _id: string }) => g._id === groupId);
    expect(circle).toMatchObject({
      organization: { name: 'North West Chamber' },
      memberCount: 1,
      averageRating: 0,
      reviewCount: 0,
      sectors: [{ _id: sectorId }],
      subscriptions: [{ name: 'Circle membership', price: 30, currency: 'GBP', period: 'month' }],
      me: { status: null, role: null },
    });
    const filtered = async (query: string) =>
      (await api(ann, 'GET', `/network-directory?${query}`))
        .json()
        .data.rows.map((g: { _id: string }) => g._id);
    expect(await filtered(`sectors=${sectorId}`)).toEqual([groupId]);
    expect(await filtered(`subscriptions=${planId}`)).toEqual([groupId]);
    expect(await filtered(`regions=${circle.regions[0]._id}`)).toEqual([groupId]);
    expect(await filtered('textSearch=liver')).toEqual([otherGroupId]);
  });

  it('suggests subscriptions for the filters', async () => {
    const res = await api(ann, 'GET', `/network-directory/subscriptions?name=circle`);
    expect(res.json().data).toEqual([{ _id: planId, name: 'Circle membership' }]);
  });

  it('shows a non-member the public face only: no members, sub-groups or feed', async () => {
    const detail = (await api(outsider, 'GET', `/network-directory/${groupId}`)).json().data;
    expect(detail).toMatchObject({ subgroups: null, members: null, pendingRequests: null });
    expect((await api(outsider, 'GET', `/network-directory/${groupId}/members`)).json()).toEqual({
      statusCode: 403,
      message: 'GROUP_MEMBERS_ONLY',
    });
    expect((await api(outsider, 'GET', `/community-posts/${groupId}`)).statusCode).toBe(403);
    expect((await api(outsider, 'GET', `/network-directory/${subgroupId}`)).statusCode).toBe(404);
    expect(
      (await api(outsider, 'GET', `/network-directory/${subgroupId}/members`)).statusCode,
    ).toBe(404);
    expect((await api(outsider, 'GET', `/community-posts/${subgroupId}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown group', async () => {
    const res = await api(ann, 'GET', `/network-directory/${crypto.randomUUID()}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('membership', () => {
  it('sends a request to the owners, who approve it; the member then sees everything', async () => {
    const sent = await api(ann, 'POST', `/network-directory/${groupId}/request-to-join`, {
      requestNote: 'I run an accounting firm in Salford',
      setHomeGroup: true,
    });
    expect(sent.json().data).toEqual({ status: 'requested' });
    const asOwner = (await api(owner, 'GET', `/network-directory/${groupId}`)).json().data;
    expect(asOwner.pendingRequests).toBe(1);
    expect(asOwner.me).toMatchObject({ status: 'joined', role: 'OWNER' });
    const requests = (await api(owner, 'GET', `/network-directory/${groupId}/requests`)).json()
      .data;
    expect(requests.rows).toMatchObject([
      { member: { _id: ann.user._id }, requestNote: 'I run an accounting firm in Salford' },
    ]);
    const ownerNotes = (await api(owner, 'GET', '/notification?scope=group')).json().data.rows;
    expect(ownerNotes[0]).toMatchObject({
      type: 'GROUP_JOIN_REQUESTED',
      group: { _id: groupId, name: 'Manchester Business Circle' },
      link: `/network-directory/${groupId}/requests`,
    });

    expect((await api(ann, 'GET', `/network-directory/${groupId}/requests`)).statusCode).toBe(403);
    const decided = await api(
      owner,
      'POST',
      `/network-directory/${groupId}/requests/${ann.user._id}`,
      {
        decision: 'approve',
      },
    );
    expect(decided.json().data).toEqual({ status: 'joined' });

    const detail = (await api(ann, 'GET', `/network-directory/${groupId}`)).json().data;
    expect(detail.me).toEqual({ status: 'joined', role: 'MEMBER', isHomeGroup: true });
    expect(detail.memberCount).toBe(2);
    expect(detail.subgroups).toMatchObject([{ _id: subgroupId, name: 'Circle Finance Table' }]);
    const members = (await api(ann, 'GET', `/network-directory/${groupId}/members`)).json().data;
    expect(members.rows.map((m: { role: string }) => m.role)).toEqual(['OWNER', 'MEMBER']);
    const annNotes = (await api(ann, 'GET', '/notification?scope=group')).json().data.rows;
    expect(annNotes[0]).toMatchObject({
      type: 'GROUP_REQUEST_APPROVED',
      message: 'Your request to join Manchester Business Circle was approved',
    });
    const joined = (await api(ann, 'GET', '/network-directory/status/joined')).json().data;
    expect(joined.rows.map((g: { _id: string }) => g._id)).toEqual([groupId]);
  });

  it('lets a member ask for sub-groups, and the owner approve them with one decision', async () => {
    expect(
      (
        await api(bob, 'POST', `/network-directory/${groupId}/request-to-join`, {
          subgroups: [subgroupId],
        })
      ).json(),
    ).toMatchObject({ statusCode: 400, message: 'VALIDATION_ERROR' });
    const sent = await api(ann, 'POST', `/network-directory/${groupId}/request-to-join`, {
      subgroups: [subgroupId],
    });
    expect(sent.json().data).toEqual({ status: 'requested' });
    const requests = (await api(owner, 'GET', `/network-directory/${groupId}/requests`)).json()
      .data;
    expect(requests.rows).toMatchObject([
      { member: { _id: ann.user._id }, subgroups: [{ _id: subgroupId }] },
    ]);
    await api(owner, 'POST', `/network-directory/${groupId}/requests/${ann.user._id}`, {
      decision: 'approve',
    });
    const sub = (await api(ann, 'GET', `/network-directory/${subgroupId}`)).json().data;
    expect(sub.me.status).toBe('joined');
    expect(sub.memberCount).toBe(2);
  });

  it('refuses a second request after a rejection', async () => {
    await api(bob, 'POST', `/network-directory/${otherGroupId}/request-to-join`, {});
    const rejected = await api(
      owner,
      'POST',
      `/network-directory/${otherGroupId}/requests/${bob.user._id}`,
      { decision: 'reject' },
    );
    expect(rejected.json().data).toEqual({ status: 'rejected' });
    const again = await api(bob, 'POST', `/network-directory/${otherGroupId}/request-to-join`, {});
    expect(again.json()).toEqual({ statusCode: 403, message: 'GROUP_REQUEST_NOT_ALLOWED' });
    const bobNotes = (await api(bob, 'GET', '/notification?scope=group')).json().data.rows;
    expect(bobNotes[0].type).toBe('GROUP_REQUEST_REJECTED');
    const already = await api(ann, 'POST', `/network-directory/${groupId}/request-to-join`, {});
    expect(already.json().message).toBe('ALREADY_GROUP_MEMBER');
  });

  it('suggests the groups two members share, for a lead', async () => {
    await joinGroup(bob);
    const shared = await api(
      ann,
      'GET',
      `/network-directory/lead-suggestion?recipient=${bob.user._id}`,
    );
    expect(shared.json().data.rows).toEqual([
      { _id: groupId, name: 'Manchester Business Circle', parentId: null },
    ]);
    const bobsGroups = (
      await api(outsider, 'GET', `/network-directory/user/${ann.user._id}`)
    ).json().data.rows;
    expect(bobsGroups.map((g: { _id: string }) => g._id)).toEqual([groupId]);
  });

  it('lets a member leave (and its sub-groups), but not an owner', async () => {
    const before = (await api(bob, 'GET', `/network-directory/${groupId}`)).json().data.memberCount;
    expect((await api(bob, 'PUT', `/network-directory/${groupId}/leave`)).json().data).toEqual({
      ok: true,
    });
    const after = (await api(ann, 'GET', `/network-directory/${groupId}`)).json().data.memberCount;
    expect(after).toBe(before - 1);
    expect((await api(bob, 'GET', `/network-directory/${groupId}/members`)).statusCode).toBe(403);
    expect((await api(owner, 'PUT', `/network-directory/${groupId}/leave`)).json().message).toBe(
      'GROUP_OWNER_ACTION',
    );
  });

  it('lists the groups an owner runs', async () => {
    const owned = (await api(owner, 'GET', '/network-directory/owner/owned-network-directory'))
      .json()
      .data.rows.map((g: { name: string }) => g.name);
    expect(owned).toEqual(['Liverpool Link', 'Manchester Business Circle']);
  });
});

describe('reviews', () => {
  it('lets only members who do not own the group review it', async () => {
    const body = { networkDirectoryId: groupId, rating: 5 };
    expect((await api(outsider, 'POST', '/reviews/network-directory', body)).json().message).toBe(
      'GROUP_MEMBERS_ONLY',
    );
    expect((await api(owner, 'POST', '/reviews/network-directory', body)).json().message).toBe(
      'GROUP_OWNER_ACTION',
    );
    const outsiderView = (
      await api(outsider, 'GET', `/reviews/network-directory/${groupId}`)
    ).json().data;
    expect(outsiderView.canReview).toBe(false);
  });

  it('puts a new review first and raises the count; an edit recalculates the average', async () => {
    await joinGroup(bob);
    const first = await api(ann, 'POST', '/reviews/network-directory', {
      networkDirectoryId: groupId,
      rating: 4,
      comment: 'Useful every month',
    });
    expect(first.json().data).toMatchObject({ created: true, averageRating: 4, reviewCount: 1 });
    const second = await api(bob, 'POST', '/reviews/network-directory', {
      networkDirectoryId: groupId,
      rating: 5,
    });
    expect(second.json().data).toMatchObject({ created: true, averageRating: 4.5, reviewCount: 2 });
    const edited = await api(ann, 'POST', '/reviews/network-directory', {
      networkDirectoryId: groupId,
      rating: 2,
    });
    expect(edited.json().data).toMatchObject({
      created: false,
      averageRating: 3.5,
      reviewCount: 2,
    });
    const list = (await api(ann, 'GET', `/reviews/network-directory/${groupId}`)).json().data;
    expect(list.rows.map((r: { author: { _id: string } }) => r.author._id)).toEqual([
      bob.user._id,
      ann.user._id,
    ]);
    expect(list).toMatchObject({ averageRating: 3.5, reviewCount: 2, canReview: true });
    expect(list.myReview).toMatchObject({ rating: 2, comment: null });
    const mine = (await api(ann, 'GET', '/reviews/network-directory')).json().data.rows;
    expect(mine).toMatchObject([{ rating: 2, group: { _id: groupId } }]);
    const checklist = (await api(ann, 'GET', '/users/onboarding')).json().data;
    expect(
      checklist.steps.find((s: { step: string }) => s.step === 'RATES_A_NETWORKING').done,
    ).toBe(true);
  });

  it('keeps the average and count exact under concurrent reviews', async () => {
    const reviewers = await Promise.all(Array.from({ length: 6 }, () => signedInMember(t)));
    for (const reviewer of reviewers) await joinGroup(reviewer, otherGroupId);
    const ratings = [1, 2, 3, 4, 5, 5];
    await Promise.all(
      reviewers.flatMap((reviewer, i) => [
        api(reviewer, 'POST', '/reviews/network-directory', {
          networkDirectoryId: otherGroupId,
          rating: 3,
        }),
        api(reviewer, 'POST', '/reviews/network-directory', {
          networkDirectoryId: otherGroupId,
          rating: ratings[i],
        }),
      ]),
    );
    const list = (
      await api(reviewers[0]!, 'GET', `/reviews/network-directory/${otherGroupId}`)
    ).json().data;
    expect(list.reviewCount).toBe(6);
    expect(list.totalRows).toBe(6);
    const stored = list.rows.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0);
    expect(list.averageRating).toBe(Math.round((stored / 6) * 10) / 10);
  });
});
