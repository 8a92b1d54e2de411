import { REFERENCE_RATES_TO_GBP, type Currency } from '@nethub/contract';
import { or, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { groupMembers } from '../groups/groups.tables.js';
import { leads } from '../leads/leads.tables.js';
import { seedReferenceData } from '../reference/reference.repository.js';
import { windowOf } from './ledger.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(() => t?.close());

const api = (...args: Parameters<ReturnType<typeof memberApi>>) => memberApi(t)(...args);
const today = () => new Date().toISOString().slice(0, 10);

async function pass(
  giver: Member,
  receiver: Member,
  estimate: number,
  currency: Currency,
  rewardId?: string,
) {
  const res = await api(giver, 'POST', '/leads', {
    receiverId: receiver.user._id,
    leadTypeName: 'Accounting',
    sourceOfLead: 'Breakfast',
    contact: { firstName: 'Pat', lastName: 'Prospect', email: 'pat@prospect.example' },
    estimatedValue: estimate,
    currency,
    ...(rewardId ? { rewardId } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}
const convert = (receiver: Member, id: string, closedValue?: number, closedCurrency?: Currency) =>
  api(receiver, 'PUT', `/leads/status/${id}`, {
    status: 'CONVERTED',
    ...(closedValue !== undefined ? { closedValue, closedCurrency } : {}),
  });
async function inGroup(group: string, ...people: Member[]) {
  await t.database.db
    .insert(groupMembers)
    .values(people.map((p) => ({ groupId: group, userId: p.user._id, status: 'joined' as const })));
}

describe('closed value', () => {
  it('is recorded when the receiver converts, edited by the receiver only', async () => {
    const ann = await signedInMember(t);
    const ben = await signedInMember(t);
    const stranger = await signedInMember(t);
    await connectMembers(t, ann, ben);
    const id = await pass(ann, ben, 1000, 'GBP');

    // Not converted yet: nothing closed, and nothing to correct.
    const early = await api(ben, 'PUT', `/leads/${id}/closed-value`, {
      closedValue: 5,
      closedCurrency: 'GBP',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('LEAD_NOT_CONVERTED');

    const converted = await convert(ben, id, 1250.5, 'EUR');
    expect(converted.json().data).toMatchObject({
      status: 'CONVERTED',
      closedValue: 1250.5,
      closedCurrency: 'EUR',
    });
    expect(converted.json().data.convertedAt).toBeTruthy();

    const bad = await api(ben, 'PUT', `/leads/${id}/closed-value`, {
      closedValue: -1,
      closedCurrency: 'EUR',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await api(ann, 'PUT', `/leads/${id}/closed-value`, {
          closedValue: 1,
          closedCurrency: 'GBP',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api(stranger, 'PUT', `/leads/${id}/closed-value`, {
          closedValue: 1,
          closedCurrency: 'GBP',
        })
      ).statusCode,
    ).toBe(404);
    const edited = await api(ben, 'PUT', `/leads/${id}/closed-value`, {
      closedValue: 1300,
      closedCurrency: 'GBP',
    });
    expect(edited.json().data).toMatchObject({ closedValue: 1300, closedCurrency: 'GBP' });

    // Converted without a value: the estimate stands for it.
    const other = await pass(ann, ben, 420, 'USD');
    expect((await convert(ben, other)).json().data).toMatchObject({
      closedValue: 420,
      closedCurrency: 'USD',
    });
  });
});

describe('the ledger', () => {
  it('adds up to the leads it comes from (computed independently from the rows)', async () => {
    const ann = await signedInMember(t);
    const ben = await signedInMember(t);
    const cat = await signedInMember(t);
    await connectMembers(t, ann, ben);
    await connectMembers(t, ann, cat);
    await api(ann, 'PUT', '/users/preferences', { currency: 'EUR' });

    const ids = [
      await pass(ann, ben, 100, 'GBP'),
      await pass(ann, ben, 200, 'USD'),
      await pass(ben, ann, 300, 'EUR'),
      await pass(cat, ann, 50, 'GBP'),
      await pass(ann, cat, 75, 'USD'),
    ];
    await convert(ben, ids[0]!, 1234.56, 'GBP');
    await convert(ben, ids[1]!, 999.99, 'USD');
    await convert(ann, ids[2]!, 321, 'EUR');
    await convert(ann, ids[3]!); // at its estimate
    await api(cat, 'PUT', `/leads/status/${ids[4]}`, { status: 'LOST' });

    const ledger = (await api(ann, 'GET', '/ledger?period=all')).json().data;
    expect(ledger.currency).toBe('EUR');

    // Independently: every lead row of ann's, valued with the reference rates.
    const rows = await t.database.db
      .select()
      .from(leads)
      .where(or(eq(leads.giverId, ann.user._id), eq(leads.receiverId, ann.user._id)));
    const me = ann.user._id;
    const toEur = (value: number, currency: Currency) =>
      (value * REFERENCE_RATES_TO_GBP[currency]) / REFERENCE_RATES_TO_GBP.EUR;
    const side = (mine: (r: (typeof rows)[number]) => boolean) => {
      const all = rows.filter(mine);
      const converted = all.filter((r) => r.status === 'CONVERTED');
      return {
        value:
          Math.round(
            converted.reduce((sum, r) => sum + toEur(Number(r.closedValue), r.closedCurrency!), 0) *
              100,
          ) / 100,
        converted: converted.length,
        passed: all.length,
        passedConverted: converted.length,
      };
    };
    const given = side((r) => r.giverId === me);
    const received = side((r) => r.receiverId === me);
    expect(given.passed).toBe(3);
    expect(received.converted).toBe(2);
    expect(ledger.given).toMatchObject(given);
    expect(ledger.received).toMatchObject(received);
    expect(ledger.given.conversionRate).toBeCloseTo(2 / 3, 3);

    // Per connection, the same rows split by the other member.
    const withBen = ledger.connections.find(
      (c: { member: { _id: string } }) => c.member._id === ben.user._id,
    );
    expect(withBen.given.converted).toBe(2);
    expect(withBen.received.value).toBe(321);
    const sumOf = (key: 'given' | 'received') =>
      Math.round(
        ledger.connections.reduce(
          (s: number, c: Record<string, { value: number }>) => s + c[key]!.value,
          0,
        ) * 100,
      ) / 100;
    expect(sumOf('given')).toBeCloseTo(ledger.given.value, 1);
    expect(sumOf('received')).toBeCloseTo(ledger.received.value, 1);

    // The summary and the CSV say the same.
    const summary = (await api(ann, 'GET', '/ledger/summary?period=all')).json().data;
    expect(summary.given).toEqual(ledger.given);
    expect(summary.received).toEqual(ledger.received);
    expect(summary.currency).toBe('EUR');
    // This month (home's period): the same leads, all passed and converted today.
    const month = (await api(ann, 'GET', '/ledger/summary?period=month')).json().data;
    expect(month.given).toEqual(ledger.given);
    expect(month.received).toEqual(ledger.received);
    const csv = await api(ann, 'GET', '/ledger/export?period=all');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Converted on,Direction,Member');
    expect(lines).toHaveLength(1 + 4);

    // A period that ended before the leads: nothing; a bad period: a clear 400.
    const past = (
      await api(ann, 'GET', '/ledger?period=custom&from=2020-01-01&to=2020-12-31')
    ).json().data;
    expect(past.given).toMatchObject({ value: 0, converted: 0, passed: 0, conversionRate: 0 });
    expect(past.range).toEqual({ period: 'custom', from: '2020-01-01', to: '2020-12-31' });
    expect((await api(ann, 'GET', '/ledger?period=custom&from=2020-01-01')).statusCode).toBe(400);
    expect(
      (await api(ann, 'GET', '/ledger?period=custom&from=2021-01-01&to=2020-01-01')).statusCode,
    ).toBe(400);
    expect((await api(ann, 'GET', '/ledger?period=fortnight')).statusCode).toBe(400);
  });

  it('is empty, in GBP, for a member with no leads and no currency chosen', async () => {
    const newcomer = await signedInMember(t);
    const nothing = { value: 0, converted: 0, passed: 0, passedConverted: 0, conversionRate: 0 };
    const settlements = { earned: { owed: 0, paid: 0 }, offered: { owed: 0, paid: 0 } };
    const summary = (await api(newcomer, 'GET', '/ledger/summary?period=month')).json().data;
    expect(summary).toMatchObject({ currency: 'GBP', given: nothing, received: nothing });
    expect(summary.settlements).toEqual(settlements);
    const ledger = (await api(newcomer, 'GET', '/ledger?period=all')).json().data;
    expect(ledger).toMatchObject({
      currency: 'GBP',
      given: nothing,
      received: nothing,
      connections: [],
      groups: [],
      rewards: [],
      settlements,
    });
  });

  it('resolves periods in UTC, both days of a custom period included', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(windowOf({ period: 'month' }, now).range).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(windowOf({ period: 'quarter' }, now).range).toMatchObject({
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(windowOf({ period: 'year' }, now).range).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    const custom = windowOf({ period: 'custom', from: '2026-02-01', to: '2026-02-01' }, now);
    expect(custom.to!.getTime() - custom.from!.getTime()).toBe(86_400_000);
    expect(windowOf({ period: 'all' }, now)).toMatchObject({ from: null, to: null });
  });
});

describe('rewards settled from the ledger', () => {
  it('owes the reward a converted lead earned; its owner marks it paid', async () => {
    const giver = await signedInMember(t);
    const offerer = await signedInMember(t);
    const stranger = await signedInMember(t);
    await connectMembers(t, giver, offerer);
    const reward = (
      await api(offerer, 'POST', '/rewards', {
        kind: 'voucher',
        value: '£50 voucher',
        status: 'active',
      })
    ).json().data._id as string;
    const id = await pass(giver, offerer, 500, 'GBP', reward);

    // Not converted: nothing owed yet.
    expect(
      (await api(offerer, 'PUT', `/ledger/rewards/${id}/paid`, { paidOn: today() })).json().message,
    ).toBe('REWARD_NOT_OWED');
    await convert(offerer, id, 800, 'GBP');

    const earned = (await api(giver, 'GET', '/ledger/rewards?side=earned')).json().data;
    expect(earned.rows).toHaveLength(1);
    expect(earned.rows[0]).toMatchObject({
      leadId: id,
      status: 'owed',
      paidOn: null,
      closedValue: 800,
      reward: { _id: reward, value: '£50 voucher' },
    });
    const owing = (await api(offerer, 'GET', '/ledger/rewards?side=offered&status=owed')).json()
      .data;
    expect(owing.totalRows).toBe(1);
    const ledger = (await api(offerer, 'GET', '/ledger?period=all')).json().data;
    expect(ledger.rewards).toEqual([
      expect.objectContaining({ _id: reward, passed: 1, converted: 1, value: 800 }),
    ]);
    expect(ledger.settlements.offered).toEqual({ owed: 1, paid: 0 });

    // The giver sees it owed and is told; only the offerer marks it paid.
    const notes = (await api(giver, 'GET', '/notification?scope=all')).json().data.rows;
    expect(notes.map((n: { type: string }) => n.type)).toContain('REWARD_OWED');
    expect(
      (await api(giver, 'PUT', `/ledger/rewards/${id}/paid`, { paidOn: today() })).statusCode,
    ).toBe(403);
    expect(
      (await api(stranger, 'PUT', `/ledger/rewards/${id}/paid`, { paidOn: today() })).statusCode,
    ).toBe(404);
    expect(
      (await api(offerer, 'PUT', `/ledger/rewards/${id}/paid`, { paidOn: '2999-01-01' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api(offerer, 'PUT', `/ledger/rewards/${id}/paid`, { paidOn: 'soon' })).statusCode,
    ).toBe(400);
    const paid = await api(offerer, 'PUT', `/ledger/rewards/${id}/paid`, { paidOn: today() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', paidOn: today() });
    expect((await api(giver, 'GET', '/ledger/summary?period=all')).json().data.settlements).toEqual(
      { earned: { owed: 0, paid: 1 }, offered: { owed: 0, paid: 0 } },
    );
    const after = (await api(giver, 'GET', '/notification?scope=all')).json().data.rows;
    expect(after.map((n: { type: string }) => n.type)).toContain('REWARD_PAID');

    // A lead passed under no reward earned none.
    const plain = await pass(giver, offerer, 10, 'GBP');
    await convert(offerer, plain);
    expect(
      (await api(offerer, 'PUT', `/ledger/rewards/${plain}/paid`, { paidOn: today() })).statusCode,
    ).toBe(409);
  });

  it('honours the converted-leads notification switch', async () => {
    const giver = await signedInMember(t);
    const offerer = await signedInMember(t);
    await connectMembers(t, giver, offerer);
    await api(giver, 'POST', '/users/notification-config', {
      config: { CONVERTED_LEADS: false },
    });
    const reward = (
      await api(offerer, 'POST', '/rewards', { kind: 'voucher', value: 'Lunch', status: 'active' })
    ).json().data._id as string;
    const id = await pass(giver, offerer, 5, 'GBP', reward);
    await convert(offerer, id);
    const notes = (await api(giver, 'GET', '/notification?scope=all')).json().data.rows;
    expect(notes.map((n: { type: string }) => n.type)).not.toContain('REWARD_OWED');
  });
});

describe("a group's ledger", () => {
  it('totals business between its members for its owner, with a leaderboard', async () => {
    const owner = await signedInMember(t);
    const otherOwner = await signedInMember(t);
    const [ann, ben, cat, outsider] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    const org = await createOrganization(t.database.db, {
      name: 'Ledger Guild',
      ownerId: owner.user._id,
    });
    const group = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Ledger Circle',
    });
    await inGroup(group.id, ann, ben, cat);
    await connectMembers(t, ann, ben);
    await connectMembers(t, cat, ben);
    await connectMembers(t, ann, outsider);

    await convert(ben, await pass(ann, ben, 100, 'GBP'), 1000, 'GBP');
    await convert(ben, await pass(cat, ben, 100, 'GBP'), 400, 'GBP');
    await pass(ann, ben, 100, 'GBP'); // passed, not converted
    // Business with someone outside the group is not the group's.
    await convert(outsider, await pass(ann, outsider, 100, 'GBP'), 9999, 'GBP');
    // cat opts out of appearing by name.
    expect(
      (await api(cat, 'PUT', '/ledger/preferences', { showOnLeaderboards: false })).json().data,
    ).toEqual({ showOnLeaderboards: false });
    expect((await api(cat, 'GET', '/ledger/preferences')).json().data).toEqual({
      showOnLeaderboards: false,
    });

    const res = await api(owner, 'GET', `/ledger/groups/${group.id}?period=all`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toMatchObject({ value: 1400, converted: 2, passed: 3, passedConverted: 2 });
    expect(data.leaderboard).toEqual([
      expect.objectContaining({ rank: 1, memberId: ann.user._id, value: 1000, converted: 1 }),
      expect.objectContaining({ rank: 2, memberId: null, name: 'A member', value: 400 }),
    ]);
    expect(JSON.stringify(data)).not.toContain(cat.user._id);

    // Ann sees the group among her ledger's groups (she and ben share it).
    const annLedger = (await api(ann, 'GET', '/ledger?period=all')).json().data;
    expect(annLedger.groups).toEqual([
      expect.objectContaining({ _id: group.id, given: { value: 1000, converted: 1 } }),
    ]);

    expect((await api(otherOwner, 'GET', `/ledger/groups/${group.id}`)).statusCode).toBe(404);
    expect((await api(ann, 'GET', `/ledger/groups/${group.id}`)).statusCode).toBe(404);
  });
});
