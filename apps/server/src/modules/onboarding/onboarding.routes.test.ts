import { ONBOARDING_STEPS } from '@nethub/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';
import { createProfileRepository } from '../profile/profile.repository.js';
import { seedReferenceData } from '../reference/reference.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(() => t?.close());

const checklist = (member: Awaited<ReturnType<typeof signedInMember>>) =>
  t.app
    .inject({ url: '/api/v1/users/onboarding', headers: member.headers })
    .then((r) => r.json().data);

it('lists the ten steps, none done for a new member', async () => {
  const member = await signedInMember(t);
  const list = await checklist(member);
  expect(list.steps.map((s: { step: string }) => s.step)).toEqual([
    'COMPLETED_PROFILE',
    'SETTING_UP_REWARD',
    'ADD_CONNECTIONS',
    'REQUESTED_MEETING',
    'CREATED_POST',
    'SETTING_UP_CAMPAIGN',
    'PASSING_LEAD',
    'RECEIVES_LEAD',
    'RATES_A_NETWORKING',
    'RECEIVES_INVITE_JOIN_THE_GROUPS',
  ]);
  expect(list).toMatchObject({ totalDone: 0, total: 10 });
});

it('ticks COMPLETED_PROFILE when the last missing profile item is filled in, and only then', async () => {
  const member = await signedInMember(t);
  const headers = member.headers;
  const get = (url: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers }).then((r) => r.json().data);
  const [uk] = await get('/locations/countries/suggestion?name=united%20kingdom');
  const [london] = await get(`/locations/regions/suggestion?countryId=${uk._id}&name=london`);
  const [sector] = await get('/sectors');
  await createProfileRepository(t.database.db).upsertProfile(member.user._id, {
    avatarUrl: 'media/avatar.png',
  });
  const almost = {
    headline: 'H',
    company: 'C',
    jobTitle: 'J',
    bio: 'B',
    phone: '+44 1234 567890',
    website: 'example.com',
    sectorIds: [sector._id],
    countryId: uk._id,
    regionId: london._id,
  };
  await t.app.inject({ method: 'PUT', url: '/api/v1/users/profile', headers, payload: almost });
  expect((await checklist(member)).totalDone).toBe(0);
  await t.app.inject({
    method: 'PUT',
    url: '/api/v1/users/profile',
    headers,
    payload: { meetingUrl: 'calendly.com/x' },
  });
  const list = await checklist(member);
  expect(list.totalDone).toBe(1);
  expect(list.steps[0]).toMatchObject({ step: 'COMPLETED_PROFILE', done: true });
});

it('ticks a step once, whatever feature announces it', async () => {
  const member = await signedInMember(t);
  await t.app.services.events.emit('onboarding.step', {
    userId: member.user._id,
    step: 'ADD_CONNECTIONS',
  });
  await t.app.services.events.emit('onboarding.step', {
    userId: member.user._id,
    step: 'ADD_CONNECTIONS',
  });
  const list = await checklist(member);
  expect(list.totalDone).toBe(1);
  expect(list.steps.find((s: { step: string }) => s.step === 'ADD_CONNECTIONS').done).toBe(true);
});

it('lets the card be dismissed only once every step is done, and keeps it dismissed', async () => {
  const member = await signedInMember(t);
  const dismiss = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/onboarding/dismiss',
      headers: member.headers,
    });
  expect((await checklist(member)).dismissed).toBe(false);

  for (const { step } of ONBOARDING_STEPS.slice(0, -1))
    await t.app.services.events.emit('onboarding.step', { userId: member.user._id, step });
  const early = await dismiss();
  expect(early.statusCode).toBe(400);
  expect(early.json().message).toBe('ONBOARDING_NOT_COMPLETE');
  expect((await checklist(member)).dismissed).toBe(false);

  await t.app.services.events.emit('onboarding.step', {
    userId: member.user._id,
    step: ONBOARDING_STEPS.at(-1)!.step,
  });
  const done = await dismiss();
  expect(done.statusCode).toBe(200);
  expect(done.json().data).toMatchObject({ totalDone: 10, dismissed: true });
  expect((await checklist(member)).dismissed).toBe(true);
  expect((await dismiss()).statusCode).toBe(200);

  const other = await signedInMember(t);
  expect((await checklist(other)).dismissed).toBe(false);
});
