import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { seedReferenceData } from '../reference/reference.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(() => t?.close());

const api = (...args: Parameters<ReturnType<typeof memberApi>>) => memberApi(t)(...args);
const connected = (a: Member, b: Member) => connectMembers(t, a, b);

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stepDone = async (member: Member, step: string) =>
  (await api(member, 'GET', '/users/onboarding'))
    .json()
    .data.steps.find((s: { step: string }) => s.step === step).done;
const ids = (list: { rows: Array<{ _id: string }> }) => list.rows.map((row) => row._id);

describe('standard rewards', () => {
  it('adds, edits and activates a standard reward; only its owner may', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const created = await api(owner, 'POST', '/rewards', {
      kind: 'voucher',
      value: '£50 dinner voucher',
      description: 'For every lead that becomes a client',
    });
    expect(created.statusCode).toBe(201);
    const reward = created.json().data;
    expect(reward).toMatchObject({
      type: 'standard',
      kind: 'voucher',
      title: 'Voucher',
      status: 'inactive',
      isMine: true,
      campaign: null,
      leadsGenerated: 0,
    });
    expect(await stepDone(owner, 'SETTING_UP_REWARD')).toBe(true);

    const noTitle = await api(owner, 'POST', '/rewards', { kind: 'user_create', value: 'x' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().details[0]).toMatchObject({ message: 'Please fill out this field.' });

    const availability = (await api(owner, 'GET', '/rewards/availability')).json().data;
    expect(availability.standardKinds).not.toContain('voucher');
    expect(availability.standardKinds).toContain('user_create');

    const edited = await api(owner, 'PUT', `/rewards/${reward._id}`, {
      value: '£75 dinner voucher',
      status: 'active',
    });
    expect(edited.json().data).toMatchObject({ value: '£75 dinner voucher', status: 'active' });
    expect(
      (await api(owner, 'PUT', `/rewards/${reward._id}/status`, { status: 'inactive' })).json().data
        .status,
    ).toBe('inactive');
    expect(
      (await api(other, 'PUT', `/rewards/${reward._id}/status`, { status: 'active' })).statusCode,
    ).toBe(404);
    expect((await api(other, 'GET', `/rewards/${reward._id}`)).statusCode).toBe(404);
    expect(ids((await api(owner, 'GET', '/rewards?type=standard')).json().data)).toEqual([
      reward._id,
    ]);
  });
});

describe('campaigns', () => {
  it('reaches only its audience among the owner’s connections', async () => {
    const owner = await signedInMember(t);
    const included = await signedInMember(t);
    const left = await signedInMember(t);
    const stranger = await signedInMember(t);
    await connected(owner, included);
    await connected(owner, left);

    const campaign = {
      kind: 'commission_or_rebate',
      title: 'Spring referrals',
      value: '10% of the first invoice',
      startsOn: day(-1),
      endsOn: day(30),
      audience: 'INCLUSION',
      audienceUserIds: [included.user._id],
      notifyConnections: true,
    };
    expect(
      (
        await api(owner, 'POST', '/campaigns', {
          ...campaign,
          audienceUserIds: [stranger.user._id],
        })
      ).json().details,
    ).toEqual([{ field: 'body.audienceUserIds', message: 'Choose among your connections' }]);
    expect(
      (await api(owner, 'POST', '/campaigns', { ...campaign, endsOn: day(-2) })).statusCode,
    ).toBe(400);
    expect(
      (await api(owner, 'POST', '/campaigns', { ...campaign, audienceUserIds: [] })).statusCode,
    ).toBe(400);

    const announced: Array<{ notify: boolean; audienceUserIds: string[] }> = [];
    t.app.services.events.on('campaign.created', 'test', (event) => {
      if (event.ownerId === owner.user._id) announced.push(event);
    });
    const created = await api(owner, 'POST', '/campaigns', campaign);
    expect(created.statusCode).toBe(201);
    const { _id: id } = created.json().data;
    expect(created.json().data).toMatchObject({
      type: 'campaign',
      status: 'active',
      campaign: { audience: 'INCLUSION', audienceUserIds: [included.user._id], live: true },
    });
    expect(await stepDone(owner, 'SETTING_UP_CAMPAIGN')).toBe(true);
    expect(announced).toEqual([
      expect.objectContaining({ notify: true, audienceUserIds: [included.user._id] }),
    ]);

    const invited = (await api(included, 'GET', '/rewards?ownedRewardType=invited')).json().data;
    expect(ids(invited)).toEqual([id]);
    expect(invited.rows[0].campaign.audienceUserIds).toEqual([]);
    expect(
      ids(
        (
          await api(
            included,
            'GET',
            `/rewards?type=campaign&ownedRewardType=invited&userId=${owner.user._id}`,
          )
        ).json().data,
      ),
    ).toEqual([id]);
    expect((await api(included, 'GET', `/campaigns/${id}`)).statusCode).toBe(200);
    expect(ids((await api(left, 'GET', '/rewards?ownedRewardType=invited')).json().data)).toEqual(
      [],
    );
    expect((await api(left, 'GET', `/campaigns/${id}`)).statusCode).toBe(404);
    expect((await api(stranger, 'GET', `/campaigns/${id}`)).statusCode).toBe(404);
    expect(
      (
        await api(stranger, 'GET', `/rewards?ownedRewardType=invited&userId=${owner.user._id}`)
      ).json().data.totalRows,
    ).toBe(0);

    expect((await api(owner, 'GET', '/rewards/tabs')).json().data).toEqual({
      standard: 0,
      campaign: 1,
      invited: 0,
    });
    expect((await api(included, 'GET', '/rewards/tabs')).json().data.invited).toBe(1);

    // Everyone but `included`: only `left` hears of it.
    await api(owner, 'POST', '/campaigns', {
      ...campaign,
      audience: 'EXCLUSION',
      notifyConnections: false,
    });
    expect(announced[1]).toMatchObject({ notify: false, audienceUserIds: [left.user._id] });
  });
});

describe('leads passed under a reward', () => {
  it('links the lead to the reward and lists it in the reward detail', async () => {
    const owner = await signedInMember(t);
    const giver = await signedInMember(t);
    await connected(owner, giver);
    const active = (
      await api(owner, 'POST', '/rewards', {
        kind: 'corporate_gift',
        value: 'A case of wine',
        status: 'active',
      })
    ).json().data;
    const inactive = (
      await api(owner, 'POST', '/rewards', { kind: 'voucher', value: '£20' })
    ).json().data;

    const offered = (
      await api(giver, 'GET', `/rewards/availability?userId=${owner.user._id}`)
    ).json().data.rewards;
    expect(offered.map((r: { _id: string }) => r._id)).toEqual([active._id]);

    const lead = {
      receiverId: owner.user._id,
      leadTypeName: 'Catering',
      sourceOfLead: 'Client referral',
      contact: { firstName: 'Kim', lastName: 'Lee', email: 'kim@lee.example' },
      estimatedValue: 900,
      currency: 'EUR',
    };
    const refused = await api(giver, 'POST', '/leads', { ...lead, rewardId: inactive._id });
    expect(refused.json().details).toEqual([
      { field: 'body.rewardId', message: 'This reward is not on offer to you' },
    ]);
    const sent = await api(giver, 'POST', '/leads', { ...lead, rewardId: active._id });
    expect(sent.json().data.reward).toEqual({ _id: active._id, title: 'Corporate gift' });

    const detail = (await api(owner, 'GET', `/rewards/${active._id}`)).json().data;
    expect(detail.rewardDetail.leadsGenerated).toBe(1);
    expect(detail.leadsGenerated).toHaveLength(1);
    expect(detail.leadsGenerated[0]).toMatchObject({
      contactName: 'Kim Lee',
      giver: { _id: giver.user._id },
    });
    expect(
      (await api(owner, 'GET', `/leads/generated?rewardId=${active._id}`)).json().data.totalRows,
    ).toBe(1);
    expect((await api(giver, 'GET', `/leads/generated?rewardId=${active._id}`)).statusCode).toBe(
      404,
    );
  });
});
