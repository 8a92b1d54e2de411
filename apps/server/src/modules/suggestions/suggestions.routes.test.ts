import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suggestion } from '@nethub/contract';
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
import { seedReferenceData } from '../reference/reference.repository.js';

let t: TestApp;
let sectors: Array<{ _id: string; name: string }>;
let regionId: string;
let countryId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  const reader = await signedInMember(t);
  const get = async (url: string) =>
    (await t.app.inject({ url: `/api/v1${url}`, headers: reader.headers })).json().data;
  sectors = await get('/sectors');
  const countries = await get('/locations/countries/suggestion');
  countryId = countries.find((c: { name: string }) => c.name === 'United Kingdom')._id;
  regionId = (await get(`/locations/regions/suggestion?countryId=${countryId}&name=lond`))[0]._id;
});
afterAll(() => t?.close());

const api = (...args: Parameters<ReturnType<typeof memberApi>>) => memberApi(t)(...args);
const ok = async (...args: Parameters<typeof api>) => {
  const res = await api(...args);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const suggestionsOf = async (member: Member): Promise<Suggestion[]> =>
  (await ok(member, 'GET', '/suggestions?limit=24')).rows;
const reasonsFor = async (me: Member, other: Member) =>
  (await suggestionsOf(me)).find((s) => s.member._id === other.user._id)?.reasons ?? [];
const four = () =>
  Promise.all([signedInMember(t), signedInMember(t), signedInMember(t), signedInMember(t)]);
const inSector = (member: Member, sector: number) =>
  ok(member, 'PUT', '/users/profile', { sectorIds: [sectors[sector]!._id] });

/** A lead `giver` passes to `receiver`, not converted yet. */
const passLead = (giver: Member, receiver: Member, contactEmail: string) =>
  ok(giver, 'POST', '/leads', {
    receiverId: receiver.user._id,
    leadTypeName: 'Insurance',
    sourceOfLead: 'Golf day',
    contact: { firstName: 'Kim', lastName: 'Client', email: contactEmail },
    estimatedValue: 5000,
    currency: 'GBP',
  });
/** Another instance on the same database that keeps no member's answer: it shows changes at once. */
const appKeepingNothing = () =>
  buildApp({
    config: { ...t.config, suggestionsKeepMs: 0 },
    database: t.database,
    mailTransport: { kind: 'outbox', deliver: async () => {}, close: async () => {} },
  });
/** `other`'s reasons in `me`'s suggestions, as `app` answers them. */
const reasonsFrom = async (
  app: Awaited<ReturnType<typeof buildApp>>,
  me: Member,
  other: Member,
) => {
  const answer = await app.inject({ url: '/api/v1/suggestions?limit=24', headers: me.headers });
  const rows = answer.json().data.rows as Suggestion[];
  return rows.find((s) => s.member._id === other.user._id)?.reasons ?? [];
};

describe('who to meet next', () => {
  it('suggests connections of connections who share my sector, with the count in words', async () => {
    const [me, friend, alike, unlike] = await four();
    await Promise.all([inSector(me, 0), inSector(alike, 0), inSector(unlike, 1)]);
    await connectMembers(t, me, friend);
    await connectMembers(t, friend, alike);
    await connectMembers(t, friend, unlike);

    expect(await reasonsFor(me, alike)).toEqual([
      { kind: 'mutual', text: `1 mutual connection, also in ${sectors[0]!.name}` },
    ]);
    expect(await reasonsFor(me, unlike)).toEqual([]);
    // Never my own connections, nor me.
    const ids = (await suggestionsOf(me)).map((s) => s.member._id);
    expect(ids).not.toContain(friend.user._id);
    expect(ids).not.toContain(me.user._id);
  });

  it('suggests members looking for the kinds of leads I pass', async () => {
    const [me, receiver, seeker, other] = await four();
    await connectMembers(t, me, receiver);
    await ok(receiver, 'PUT', '/tags', { tags: ['Payroll bureau'] });
    await ok(seeker, 'PUT', '/tags', { tags: ['payroll bureau', 'Pensions'] });
    await ok(other, 'PUT', '/tags', { tags: ['Pensions'] });
    await ok(me, 'POST', '/leads', {
      receiverId: receiver.user._id,
      leadTypeName: 'Accounting',
      sourceOfLead: 'Breakfast',
      tags: ['Payroll bureau'],
      contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
      estimatedValue: 900,
      currency: 'GBP',
    });

    expect(await reasonsFor(me, seeker)).toEqual([
      { kind: 'looking_for', text: 'Looking for payroll bureau leads, which you pass' },
    ]);
    expect(await reasonsFor(me, other)).toEqual([]);
  });

  it('suggests who passed business to members of my sector near me', async () => {
    const [me, peer, giver, early] = await four();
    for (const member of [me, peer, early])
      await ok(member, 'PUT', '/users/profile', {
        sectorIds: [sectors[2]!._id],
        countryId,
        regionId,
      });
    await connectMembers(t, giver, peer);
    const lead = await passLead(giver, peer, 'kim@client.example');
    // Only converted business counts.
    expect(await reasonsFor(early, giver)).toEqual([]);
    await ok(peer, 'PUT', `/leads/status/${lead._id}`, { status: 'CONVERTED' });

    const passed = {
      kind: 'gave_business',
      text: `Passed business to 1 member in ${sectors[2]!.name} near you`,
    };
    expect(await reasonsFor(me, giver)).toEqual([passed]);

    // A member's answer is kept for a while (SUGGESTIONS_KEEP_SECONDS): what happened elsewhere
    // shows in the next computation; an instance that keeps nothing shows it at once.
    expect(await reasonsFor(early, giver)).toEqual([]);
    const fresh = await appKeepingNothing();
    try {
      expect(await reasonsFrom(fresh, early, giver)).toEqual([passed]);
    } finally {
      await fresh.close();
    }
  });

  it('follows a peer who changes sector or region', async () => {
    const [me, peer, giver] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    const scotland = (
      await ok(me, 'GET', `/locations/regions/suggestion?countryId=${countryId}&name=scotl`)
    )[0]._id;
    await ok(me, 'PUT', '/users/profile', { sectorIds: [sectors[3]!._id], countryId, regionId });
    await ok(peer, 'PUT', '/users/profile', { sectorIds: [sectors[4]!._id] });
    await connectMembers(t, giver, peer);
    const lead = await passLead(giver, peer, 'lou@client.example');
    await ok(peer, 'PUT', `/leads/status/${lead._id}`, { status: 'CONVERTED' });
    const fresh = await appKeepingNothing();
    const gaveBusiness = async () =>
      (await reasonsFrom(fresh, me, giver)).map((reason) => reason.kind);
    try {
      expect(await gaveBusiness()).toEqual([]);
      await ok(peer, 'PUT', '/users/profile', { countryId, regionId });
      expect(await gaveBusiness()).toEqual([]);
      await ok(peer, 'PUT', '/users/profile', { sectorIds: [sectors[3]!._id] });
      expect(await gaveBusiness()).toEqual(['gave_business']);
      await ok(peer, 'PUT', '/users/profile', { countryId, regionId: scotland });
      expect(await gaveBusiness()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('suggests members of my network groups I am not connected to', async () => {
    const [owner, me, fellow, connected] = await four();
    const org = await createOrganization(t.database.db, {
      name: 'Suggestion Guild',
      ownerId: owner.user._id,
    });
    const group = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Tuesday Breakfast',
    });
    for (const member of [me, fellow, connected])
      await ok(owner, 'POST', `/organization/${org.id}/invite`, {
        groupId: group.id,
        email: member.email,
        firstName: 'X',
        lastName: 'Y',
      });
    await connectMembers(t, me, connected);

    expect(await reasonsFor(me, fellow)).toEqual([
      { kind: 'group', text: 'In Tuesday Breakfast with you, not connected yet' },
    ]);
    const ids = (await suggestionsOf(me)).map((s) => s.member._id);
    expect(ids).not.toContain(connected.user._id);
    // Organisation owners are not members to meet (explore does not list them either).
    expect(ids).not.toContain(owner.user._id);
  });

  it('drops a dismissed member until the dismissal is undone; a pending request drops them too', async () => {
    const [me, friend, a, b] = await four();
    await connectMembers(t, me, friend);
    await connectMembers(t, friend, a);
    await connectMembers(t, friend, b);
    const suggested = async () => (await suggestionsOf(me)).map((s) => s.member._id);
    expect(await suggested()).toEqual(expect.arrayContaining([a.user._id, b.user._id]));

    expect(await ok(me, 'PUT', `/suggestions/dismissed/${a.user._id}`)).toEqual({
      memberId: a.user._id,
      dismissed: true,
    });
    await ok(me, 'PUT', `/suggestions/dismissed/${a.user._id}`); // twice is harmless
    expect(await suggested()).not.toContain(a.user._id);
    await ok(me, 'DELETE', `/suggestions/dismissed/${a.user._id}`);
    expect(await suggested()).toContain(a.user._id);

    await ok(me, 'POST', '/connections/request', { userId: b.user._id });
    expect(await suggested()).not.toContain(b.user._id);
  });

  it('refuses to dismiss nobody, oneself, or a bad id', async () => {
    const me = await signedInMember(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api(me, 'PUT', `/suggestions/dismissed/${missing}`)).statusCode).toBe(404);
    expect((await api(me, 'PUT', `/suggestions/dismissed/${me.user._id}`)).statusCode).toBe(404);
    expect((await api(me, 'PUT', '/suggestions/dismissed/abc')).statusCode).toBe(400);
    expect((await api(me, 'DELETE', `/suggestions/dismissed/${missing}`)).statusCode).toBe(404);
    expect((await api(me, 'GET', '/suggestions?limit=500')).statusCode).toBe(400);
    const anon = await t.app.inject({ url: '/api/v1/suggestions' });
    expect(anon.statusCode).toBe(401);
  });

  it('answers a new member with nothing to go on with an empty list', async () => {
    expect(await suggestionsOf(await signedInMember(t))).toEqual([]);
  });
});
