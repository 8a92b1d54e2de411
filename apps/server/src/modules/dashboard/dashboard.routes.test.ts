import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_RATES_TO_GBP, type Currency, type Lead } from '@nethub/contract';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.js';

let t: TestApp;
let ava: { headers: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { withUsers: true });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'ava@nethub.demo', password: DEMO_PASSWORD },
  });
  ava = { headers: { authorization: `Bearer ${login.json().data.accessToken}` } };
});
afterAll(() => t?.close());

const get = async (member: { headers: Record<string, string> }, url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: member.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** Every page of a list, the way the screens walk it. */
async function all<T>(member: { headers: Record<string, string> }, url: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const data = await get(member, `${url}${url.includes('?') ? '&' : '?'}page=${page}&offset=5`);
    rows.push(...data.rows);
    if (page >= data.totalPages) return rows;
  }
}

describe('the dashboard on the demo data', () => {
  it('adds up to what the lead, connection and reward lists show', async () => {
    const stats = await get(ava, '/statistical/total-statistical');
    const connectionTabs = await get(ava, '/connections/tabs');
    expect(stats.totalConnection).toBe(connectionTabs.CONNECTED);
    expect(stats.totalConnection).toBeGreaterThan(0);

    const converted = await all<Lead>(ava, '/leads?type=incoming&pipelines=CONVERTED');
    expect(converted.length).toBeGreaterThan(0);
    const target = stats.currency as Currency;
    const expected =
      converted.reduce(
        (sum, lead) =>
          sum +
          (lead.closedValue ?? lead.estimatedValue) *
            REFERENCE_RATES_TO_GBP[lead.closedCurrency ?? lead.currency],
        0,
      ) / REFERENCE_RATES_TO_GBP[target];
    expect(stats.totalRevenue).toBeCloseTo(expected, 2);
    const revenue = await get(ava, '/statistical/total-revenue');
    expect(revenue).toMatchObject({ total: stats.totalRevenue, convertedLeads: converted.length });

    const campaigns = await all<{ campaign: { live: boolean } }>(ava, '/rewards?type=campaign');
    expect(stats.activeCampaign).toBe(campaigns.filter((c) => c.campaign.live).length);
    expect(stats.activeCampaign).toBe(1);
    expect((await get(ava, '/statistical/active-campaigns')).total).toBe(stats.activeCampaign);

    const leadTabs = await get(ava, '/leads/tabs');
    const totals = await get(ava, '/statistical/total-leads');
    expect(totals.result).toEqual({
      total: leadTabs.all,
      incoming: leadTabs.incoming,
      outgoing: leadTabs.outgoing,
      converted: leadTabs.pipelines.CONVERTED,
    });

    // Over every year with leads, the pipeline counts every lead once, at its current stage.
    const stages: Record<string, number> = {};
    const first = new Date(totals.firstDate).getUTCFullYear();
    const last = new Date(totals.lastDate).getUTCFullYear();
    for (let year = first; year <= last; year++) {
      const pipeline = await get(ava, `/statistical/lead-pipeline?year=${year}`);
      expect(pipeline.activity).toHaveLength(12);
      for (const month of pipeline.activity)
        for (const [stage, count] of Object.entries(month.stages as Record<string, number>))
          stages[stage] = (stages[stage] ?? 0) + count;
    }
    expect(stages).toEqual(leadTabs.pipelines);
  });

  it('follows a conversion in the member’s own currency', async () => {
    const before = await get(ava, '/statistical/total-revenue');
    const incoming = await all<Lead>(ava, '/leads?type=incoming&pipelines=NEW');
    const lead = incoming[0]!;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/leads/status/${lead._id}`,
      headers: ava.headers,
      payload: { status: 'CONVERTED' },
    });
    const after = await get(ava, '/statistical/total-revenue');
    expect(after.convertedLeads).toBe(before.convertedLeads + 1);
    expect(after.total).toBeCloseTo(
      before.total +
        (lead.estimatedValue * REFERENCE_RATES_TO_GBP[lead.currency]) /
          REFERENCE_RATES_TO_GBP[after.currency as Currency],
      2,
    );
  });

  it('counts the value closed, not the estimate, once the receiver records it', async () => {
    const before = await get(ava, '/statistical/total-revenue');
    const incoming = await all<Lead>(ava, '/leads?type=incoming');
    const lead = incoming.find((l) => l.status !== 'CONVERTED' && l.status !== 'LOST')!;
    const converted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/leads/status/${lead._id}`,
      headers: ava.headers,
      payload: { status: 'CONVERTED', closedValue: 1234.5, closedCurrency: 'EUR' },
    });
    expect(converted.statusCode).toBe(200);
    const after = await get(ava, '/statistical/total-revenue');
    expect(after.total).toBeCloseTo(
      before.total +
        (1234.5 * REFERENCE_RATES_TO_GBP.EUR) / REFERENCE_RATES_TO_GBP[after.currency as Currency],
      2,
    );
  });

  it('answers home in one call with what the five calls answer', async () => {
    const totals = await get(ava, '/statistical/total-leads');
    const year = new Date(totals.lastDate).getUTCFullYear();
    const home = await get(ava, `/statistical/home?year=${year}`);
    expect(home).toEqual({
      statistics: await get(ava, '/statistical/total-statistical'),
      totalLeads: totals,
      pipeline: await get(ava, `/statistical/lead-pipeline?year=${year}`),
      ledger: await get(ava, '/ledger/summary?period=month'),
      onboarding: await get(ava, '/users/onboarding'),
    });
    expect(home.onboarding.totalDone).toBeGreaterThan(0);
    expect(home.pipeline.activity.some((m: { total: number }) => m.total > 0)).toBe(true);
    expect((await get(ava, '/statistical/home')).pipeline.year).toBe(new Date().getUTCFullYear());
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statistical/home?year=nineteen',
      headers: ava.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/statistical/home' })).statusCode,
    ).toBe(401);
  });

  it('starts at zero for a new member', async () => {
    const member = await signedInMember(t);
    expect(await get(member, '/statistical/total-statistical')).toEqual({
      totalRevenue: 0,
      currency: 'GBP',
      activeCampaign: 0,
      totalConnection: 0,
    });
    const pipeline = await get(member, '/statistical/lead-pipeline');
    expect(pipeline.year).toBe(new Date().getUTCFullYear());
    expect(pipeline.activity.every((m: { total: number }) => m.total === 0)).toBe(true);
    expect(pipeline.firstDate).toBeNull();
    expect(await get(member, '/statistical/home')).toMatchObject({
      statistics: { totalRevenue: 0, totalConnection: 0 },
      totalLeads: { result: { total: 0 }, firstDate: null },
      pipeline: { firstDate: null },
      ledger: { currency: 'GBP', given: { value: 0 }, received: { value: 0 } },
      onboarding: { totalDone: 0, dismissed: false },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/statistical/total-leads' })).statusCode,
    ).toBe(401);
  });
});
