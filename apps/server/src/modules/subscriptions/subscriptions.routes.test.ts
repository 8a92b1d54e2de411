import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  memberApi,
  payOnTestCheckout,
  signedInMember,
  uniqueEmail,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { periodEnd } from './period.js';
import { subscriptionPlans } from './subscriptions.tables.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let owner: Member;
let rival: Member;
let organizationId: string;
let groupId: string;
let planId: string;
let yearlyPlanId: string;

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const open = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload });

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  [owner, rival] = await Promise.all([signedInMember(t), signedInMember(t)]);
  const db = t.database.db;
  const org = await createOrganization(db, { name: 'Quay Network', ownerId: owner.user._id });
  organizationId = org.id;
  const group = await createNetworkGroup(db, {
    organizationId,
    name: 'Quay Founders',
    description: 'Founders by the quay',
    plans: [
      { name: 'Founder monthly', price: 25, currency: 'EUR', period: 'month' },
      { name: 'Founder annual', price: 250, currency: 'EUR', period: 'year' },
    ],
  });
  groupId = group.id;
  const plans = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.groupId, groupId))
    .orderBy(subscriptionPlans.price);
  [planId, yearlyPlanId] = [plans[0]!.id, plans[1]!.id];
  const rivalOrg = await createOrganization(db, { name: 'Rival Guild', ownerId: rival.user._id });
  await createNetworkGroup(db, { organizationId: rivalOrg.id, name: 'Rival Table' });
});
afterAll(() => t?.close());

describe("a member's subscriptions", () => {
  it('lists plans on sale with my record, and mine by status', async () => {
    const ann = await signedInMember(t);
    const live = (await api(ann, 'GET', `/new-subscriptions?type=live&groupId=${groupId}`)).json()
      .data;
    expect(live.rows.map((row: { name: string }) => row.name)).toEqual([
      'Founder monthly',
      'Founder annual',
    ]);
    expect(live.rows[0]).toMatchObject({
      price: 25,
      currency: 'EUR',
      period: 'month',
      group: { _id: groupId, name: 'Quay Founders', memberCount: 1 },
      organization: { _id: organizationId, name: 'Quay Network' },
      mine: null,
    });
    const { subscriberId } = (
      await api(ann, 'POST', `/new-subscriptions/${planId}/subscribe`)
    ).json().data;
    let own = (await api(ann, 'GET', '/new-subscriptions?type=own')).json().data;
    expect(own.rows).toHaveLength(1);
    expect(own.rows[0].mine).toMatchObject({ subscriberId, status: 'pending', endsAt: null });
    await payOnTestCheckout(t, { subscriberId });
    own = (await api(ann, 'GET', '/new-subscriptions?type=own&status=active')).json().data;
    expect(own.rows[0].mine.status).toBe('active');
    // One calendar month from the payment, clamped to the month's end (period.test.ts).
    const { paidAt, endsAt } = own.rows[0].mine;
    expect(endsAt).toBe(periodEnd(new Date(paidAt), 'month').toISOString());
    expect(
      (await api(ann, 'GET', '/new-subscriptions?type=own&status=pending')).json().data.rows,
    ).toEqual([]);
    const offer = (await api(ann, 'GET', `/new-subscriptions/${planId}`)).json().data;
    expect(offer.mine.status).toBe('active');
    // The paid member is in the group now.
    const group = (await api(ann, 'GET', `/network-directory/${groupId}`)).json().data;
    expect(group.me.status).toBe('joined');
  });

  it('refuses plans off sale and organisation accounts', async () => {
    const ann = await signedInMember(t);
    await t.database.db
      .update(subscriptionPlans)
      .set({ active: false })
      .where(eq(subscriptionPlans.id, yearlyPlanId));
    const off = await api(ann, 'POST', `/new-subscriptions/${yearlyPlanId}/subscribe`);
    expect([off.statusCode, off.json().message]).toEqual([403, 'NOT_ON_SALE']);
    expect((await api(ann, 'GET', `/new-subscriptions/${yearlyPlanId}`)).statusCode).toBe(404);
    await t.database.db
      .update(subscriptionPlans)
      .set({ active: true })
      .where(eq(subscriptionPlans.id, yearlyPlanId));
    const org = await api(rival, 'POST', `/new-subscriptions/${planId}/subscribe`);
    expect([org.statusCode, org.json().message]).toEqual([403, 'GROUP_REQUEST_NOT_ALLOWED']);
  });
});

describe('the public side', () => {
  it('a visitor subscribes, pays, and is mailed the link to set a password', async () => {
    const list = (await open('GET', '/public/subscriptions?textSearch=founder')).json().data;
    expect(list.totalRows).toBe(2);
    expect((await open('GET', `/public/subscriptions/${planId}`)).json().data.name).toBe(
      'Founder monthly',
    );
    const email = uniqueEmail('visitor');
    const form = await open('POST', `/public/subscriptions/${planId}/subscribe`, {
      firstName: 'Vera',
      lastName: 'Visitor',
      email: email.toUpperCase(),
      consent: true,
    });
    expect(form.statusCode).toBe(200);
    const { subscriberId } = form.json().data;
    expect(
      (await open('GET', `/new-subscriptions/subscriber/${subscriberId}`)).json().data,
    ).toEqual({
      _id: subscriberId,
      status: 'pending',
      firstName: 'Vera',
      endsAt: null,
      plan: expect.objectContaining({ _id: planId }),
    });
    await payOnTestCheckout(t, { subscriberId });
    // The new account is invited: the link completes the registration, then she is a member.
    const token = await t.tokenFromMail(email, '/complete-registration');
    const done = await open('POST', '/auth/complete-invite', {
      token,
      password: 'Correct-horse-9',
    });
    expect(done.statusCode).toBe(200);
    const session = done.json().data;
    const group = await t.app.inject({
      url: `/api/v1/network-directory/${groupId}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(group.json().data.me.status).toBe('joined');
  });

  it('needs consent, a valid e-mail and a plan on sale', async () => {
    const body = { firstName: 'A', lastName: 'B', email: uniqueEmail(), consent: false };
    const res = await open('POST', `/public/subscriptions/${planId}/subscribe`, body);
    expect([res.statusCode, res.json().message]).toEqual([400, 'VALIDATION_ERROR']);
    const bad = await open('POST', `/public/subscriptions/${planId}/subscribe`, {
      ...body,
      consent: true,
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await open('GET', '/public/subscriptions/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('never exposes a member’s e-mail, phone or private profile fields', async () => {
    const ann = await signedInMember(t);
    await api(ann, 'PUT', '/users/profile', {
      headline: 'Secret headline',
      bio: 'Private bio text',
      phone: '+44 20 7946 0123',
    });
    // Ann subscribes through the public form with her own address.
    const { subscriberId } = (
      await open('POST', `/public/subscriptions/${planId}/subscribe`, {
        firstName: 'Someone',
        lastName: 'Else',
        email: ann.email,
        consent: true,
      })
    ).json().data;
    const pages = [
      await open('GET', '/public/subscriptions'),
      await open('GET', `/public/subscriptions/${planId}`),
      await open('GET', `/new-subscriptions/subscriber/${subscriberId}`),
      await t.app.inject({ url: '/sitemap.xml' }),
    ];
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      for (const secret of [ann.email, '7946 0123', 'Private bio', 'Secret headline', 'Member'])
        expect(page.body).not.toContain(secret);
      expect(page.body).not.toMatch(/"(email|phone|bio|lastName|headline)"/);
    }
    // The typed name never replaces the account's.
    const summary = pages[2]!.json().data;
    expect(summary.firstName).toBe('Test');
  });
});

describe("the owner's plans and subscribers", () => {
  it('creates and edits plans of their groups only', async () => {
    const created = await api(owner, 'POST', '/new-subscriptions', {
      groupId,
      name: 'Student',
      price: 9.5,
      currency: 'GBP',
      period: 'month',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Student', price: 9.5, active: true });
    const id = created.json().data._id;
    const off = await api(owner, 'PUT', `/new-subscriptions/${id}`, { active: false, price: 10 });
    expect(off.json().data).toMatchObject({ active: false, price: 10 });
    const plans = (await api(owner, 'GET', `/organization/${organizationId}/plans`)).json().data;
    expect(plans.rows.map((p: { name: string }) => p.name)).toContain('Student');
    expect(
      plans.rows.find((p: { name: string }) => p.name === 'Founder monthly').activeSubscribers,
    ).toBeGreaterThan(0);
    // Someone else's group, plan or organisation does not exist for them.
    expect((await api(rival, 'PUT', `/new-subscriptions/${id}`, { price: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (
        await api(rival, 'POST', '/new-subscriptions', {
          groupId,
          name: 'X',
          price: 1,
          currency: 'GBP',
          period: 'month',
        })
      ).statusCode,
    ).toBe(404);
    expect((await api(rival, 'GET', `/organization/${organizationId}/plans`)).statusCode).toBe(404);
    const bad = await api(owner, 'POST', '/new-subscriptions', {
      groupId,
      name: 'Free',
      price: 0,
      currency: 'JPY',
      period: 'week',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the avatar upload for new subscribers to owners', async () => {
    const plain = await signedInMember(t);
    const image = await api(plain, 'POST', '/media/get-presigned-url', {
      fileName: 'me.png',
      contentType: 'image/png',
      size: PNG_1PX.length,
      type: 'IMAGE',
    });
    const grant = image.json().data;
    await t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: PNG_1PX });
    const media = (await api(plain, 'POST', '/media', { pathname: grant.pathname })).json().data;
    const res = await api(plain, 'POST', '/new-subscriptions/members/upload-new-user-avatar', {
      mediaId: media._id,
    });
    expect([res.statusCode, res.json().message]).toEqual([404, 'NOT_FOUND']);
  });

  it('adds a subscriber (invited, with a picture) who is mailed the payment link', async () => {
    const image = await api(owner, 'POST', '/media/get-presigned-url', {
      fileName: 'face.png',
      contentType: 'image/png',
      size: PNG_1PX.length,
      type: 'IMAGE',
    });
    const grant = image.json().data;
    await t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: PNG_1PX });
    const media = (await api(owner, 'POST', '/media', { pathname: grant.pathname })).json().data;
    const avatar = await api(owner, 'POST', '/new-subscriptions/members/upload-new-user-avatar', {
      mediaId: media._id,
    });
    expect(avatar.statusCode).toBe(200);
    expect(
      (
        await api(rival, 'POST', '/new-subscriptions/members/upload-new-user-avatar', {
          mediaId: media._id,
        })
      ).statusCode,
    ).toBe(404);

    const email = uniqueEmail('added');
    const res = await api(owner, 'POST', '/new-subscriptions/members/create', {
      planId,
      email,
      firstName: 'Nia',
      lastName: 'New',
      avatarUploadId: avatar.json().data.avatarUploadId,
    });
    expect(res.statusCode).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({
      status: 'pending',
      email,
      member: { firstName: 'Nia', lastName: 'New' },
      plan: { _id: planId, name: 'Founder monthly', groupName: 'Quay Founders' },
    });
    expect(row.member.avatarUrl).toBeTruthy();
    const mail = (await t.lastMailTo(email))!;
    expect(mail.subject).toBe('Your Founder monthly subscription is ready to pay');
    expect(mail.text).toContain(`/public-subscription-payment?subscriberId=${row._id}`);
    // Signing up with that address says the account was imported (the invitation is resent).
    const signUp = await open('POST', '/auth/register', {
      email,
      password: 'Correct-horse-9',
      firstName: 'Nia',
      lastName: 'New',
      acceptTerms: true,
    });
    expect(signUp.json().message).toBe('USER_IMPORTED_INACTIVE');

    const list = (
      await api(owner, 'GET', `/new-subscriptions/members?status=pending&textSearch=nia`)
    ).json().data;
    expect(list.rows.map((r: { _id: string }) => r._id)).toEqual([row._id]);
    const rivalList = (await api(rival, 'GET', '/new-subscriptions/members')).json().data;
    expect(rivalList.rows).toEqual([]);
  });
});
