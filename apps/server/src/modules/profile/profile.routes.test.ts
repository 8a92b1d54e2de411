import { NOTIFICATION_SETTINGS } from '@nethub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';
import { seedReferenceData } from '../reference/reference.repository.js';

let t: TestApp;
let ukId: string;
let usId: string;
let londonId: string;
let texasId: string;
let sectorIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  const member = await signedInMember(t);
  const get = (url: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: member.headers }).then((r) => r.json().data);
  const countries = await get('/locations/countries/suggestion');
  ukId = countries.find((c: { name: string }) => c.name === 'United Kingdom')._id;
  usId = countries.find((c: { name: string }) => c.name === 'United States')._id;
  londonId = (await get(`/locations/regions/suggestion?countryId=${ukId}&name=lond`))[0]._id;
  texasId = (await get(`/locations/regions/suggestion?countryId=${usId}&name=texas`))[0]._id;
  sectorIds = (await get('/sectors')).slice(0, 2).map((s: { _id: string }) => s._id);
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;
const call = (member: Member, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: member.headers, payload });

describe('reference data', () => {
  it('lists sectors, the three countries and regions with time zones', async () => {
    const member = await signedInMember(t);
    expect((await call(member, 'GET', '/sectors')).json().data.length).toBeGreaterThan(10);
    const countries = (await call(member, 'GET', '/locations/countries/suggestion'))
      .json()
      .data.map((c: { name: string }) => c.name);
    expect(countries).toEqual(['Republic of Ireland', 'United Kingdom', 'United States']);
    const us = (
      await call(member, 'GET', `/locations/regions/suggestion?countryId=${usId}&name=cali`)
    ).json().data;
    expect(us).toEqual([
      expect.objectContaining({ name: 'California', timeZone: 'America/Los_Angeles' }),
    ]);
    expect(
      (await call(member, 'GET', '/locations/countries/suggestion?name=irel')).json().data,
    ).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/v1/sectors' })).statusCode).toBe(401);
  });
});

describe('own profile', () => {
  it('starts empty with a low rating and fills up with edits', async () => {
    const member = await signedInMember(t);
    const empty = (await call(member, 'GET', '/users/profile')).json().data;
    expect(empty.profile).toMatchObject({ firstName: 'Test', headline: null, sectors: [] });
    expect(empty.preferences).toMatchObject({
      currency: 'GBP',
      profileVisibility: 'everyone',
      foodPreferences: [],
    });
    expect(empty.rating).toMatchObject({ profileRating: 0, totalDone: 0, totalRating: 10 });

    const res = await call(member, 'PUT', '/users/profile', {
      firstName: ' Tess ',
      headline: 'Fractional CFO',
      company: 'Ledger Ltd',
      website: 'ledger.example',
      meetingUrl: 'calendly.com/tess',
      sectorIds,
      countryId: ukId,
      regionId: londonId,
    });
    expect(res.statusCode).toBe(200);
    const { profile, rating } = res.json().data;
    expect(profile).toMatchObject({
      firstName: 'Tess',
      headline: 'Fractional CFO',
      website: 'https://ledger.example',
      meetingUrl: 'https://calendly.com/tess',
    });
    expect(profile.sectors).toHaveLength(2);
    expect(profile.location.region).toMatchObject({ name: 'London', timeZone: 'Europe/London' });
    expect(rating).toMatchObject({ totalDone: 6, profileRating: 60 });
    expect((await call(member, 'GET', '/users/profile-rating')).json().data.missing).toEqual([
      'Photo',
      'Job title',
      'About you',
      'Phone',
    ]);
  });

  it('clears named fields and keeps the rest', async () => {
    const member = await signedInMember(t);
    await call(member, 'PUT', '/users/profile', { headline: 'Keep me', company: 'Drop me' });
    const res = (await call(member, 'PUT', '/users/profile', { clear: ['company'] })).json().data;
    expect(res.profile).toMatchObject({ headline: 'Keep me', company: null });
  });

  it('rejects bad input with VALIDATION_ERROR and unknown references with NOT_FOUND', async () => {
    const member = await signedInMember(t);
    for (const body of [
      { website: 'not a url at all' },
      { phone: 'call me' },
      { headline: 'x'.repeat(500) },
      { sectorIds: 'abc' },
      { firstName: 7 },
    ]) {
      const res = await call(member, 'PUT', '/users/profile', body);
      expect([res.statusCode, res.json().message]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(
      (await call(member, 'PUT', '/users/profile', { sectorIds: [crypto.randomUUID()] })).json()
        .message,
    ).toBe('NOT_FOUND');
    expect(
      (await call(member, 'PUT', '/users/profile', { countryId: usId, regionId: londonId })).json()
        .message,
    ).toBe('NOT_FOUND');
    expect(
      (await call(member, 'PUT', '/users/profile', { regionId: texasId })).json().message,
    ).toBe('NOT_FOUND');
  });
});

describe("another member's profile", () => {
  it('shows everything when visibility is everyone, the card only otherwise', async () => {
    const owner = await signedInMember(t);
    const viewer = await signedInMember(t);
    await call(owner, 'PUT', '/users/profile', {
      headline: 'Open book',
      bio: 'Private-ish bio',
      phone: '+44 20 7946 0000',
    });
    const open = (await call(viewer, 'GET', `/users/profile/${owner.user._id}`)).json().data;
    expect(open).toMatchObject({
      restricted: false,
      isMe: false,
      profile: { bio: 'Private-ish bio', email: owner.email },
    });

    await call(owner, 'PUT', '/users/preferences', { profileVisibility: 'connections' });
    const card = (await call(viewer, 'GET', `/users/profile/${owner.user._id}`)).json().data;
    expect(card).toMatchObject({
      restricted: true,
      profile: { headline: 'Open book', bio: null, phone: null, email: null },
    });
    const self = (await call(owner, 'GET', `/users/profile/${owner.user._id}`)).json().data;
    expect(self).toMatchObject({
      restricted: false,
      isMe: true,
      profile: { bio: 'Private-ish bio' },
    });
  });

  it('answers NOT_FOUND for unknown and not-yet-active members', async () => {
    const viewer = await signedInMember(t);
    expect((await call(viewer, 'GET', `/users/profile/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    const invited = await t.app.services.auth.inviteUser({
      email: `inv.${Date.now()}@example.com`,
      firstName: 'I',
      lastName: 'N',
    });
    expect((await call(viewer, 'GET', `/users/profile/${invited._id}`)).statusCode).toBe(404);
    expect((await call(viewer, 'GET', '/users/profile/not-a-uuid')).json().message).toBe(
      'VALIDATION_ERROR',
    );
  });
});

describe('preferences and notification settings', () => {
  it('saves currency, location, visibility and food preferences; a new country drops the old region', async () => {
    const member = await signedInMember(t);
    const saved = (
      await call(member, 'PUT', '/users/preferences', {
        currency: 'USD',
        countryId: usId,
        regionId: texasId,
        foodPreferences: ['vegan', 'glutenFree'],
      })
    ).json().data;
    expect(saved).toMatchObject({
      currency: 'USD',
      region: { name: 'Texas', timeZone: 'America/Chicago' },
      foodPreferences: ['vegan', 'glutenFree'],
    });
    const moved = (await call(member, 'PUT', '/users/preferences', { countryId: ukId })).json()
      .data;
    expect(moved).toMatchObject({ country: { name: 'United Kingdom' }, region: null });
    expect(
      (await call(member, 'PUT', '/users/preferences', { currency: 'JPY' })).json().message,
    ).toBe('VALIDATION_ERROR');
    expect(
      (await call(member, 'PUT', '/users/preferences', { foodPreferences: ['chocolate'] })).json()
        .message,
    ).toBe('VALIDATION_ERROR');
    const options = (await call(member, 'GET', '/users/preferences/profile-visibility')).json()
      .data;
    expect(options.map((o: { value: string }) => o.value)).toEqual([
      'everyone',
      'connections',
      'only_me',
    ]);
  });

  it('has all ten switches on by default and saves changes', async () => {
    const member = await signedInMember(t);
    const config = (await call(member, 'GET', '/users/notification-config')).json().data;
    expect(Object.keys(config)).toHaveLength(NOTIFICATION_SETTINGS.length);
    expect(Object.values(config).every(Boolean)).toBe(true);
    const saved = (
      await call(member, 'POST', '/users/notification-config', {
        config: { CONNECTION_REQUESTS: false },
      })
    ).json().data;
    expect(saved).toMatchObject({ CONNECTION_REQUESTS: false, NEW_LEAD_NOTIFICATION: true });
    expect(
      (await call(member, 'GET', '/users/notification-config')).json().data.CONNECTION_REQUESTS,
    ).toBe(false);
    expect(
      (
        await call(member, 'POST', '/users/notification-config', { config: { NOT_A_KEY: true } })
      ).json().message,
    ).toBe('VALIDATION_ERROR');
  });

  it("never shows one member's settings to another", async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    await call(a, 'PUT', '/users/preferences', { currency: 'EUR' });
    expect((await call(b, 'GET', '/users/preferences')).json().data.currency).toBe('GBP');
  });
});
