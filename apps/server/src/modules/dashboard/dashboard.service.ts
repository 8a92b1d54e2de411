import {
  LEAD_PIPELINE,
  REFERENCE_RATES_TO_GBP,
  type Currency,
  type LeadPipeline,
  type TotalLeads,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { createConnectionFigures } from '../connections/connections.read-model.js';
import { createLeadFigures } from '../leads/leads.read-model.js';
import { createPreferenceReader } from '../profile/profile.read-model.js';
import { createRewardFigures } from '../rewards/rewards.read-model.js';

const isoDate = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The dashboard's figures (definitions in the contract's dashboard module). */
export function createDashboardService(db: Db) {
  const leadFigures = createLeadFigures(db);
  const connectionFigures = createConnectionFigures(db);
  const rewardFigures = createRewardFigures(db);
  const preferences = createPreferenceReader(db);

  async function currencyOf(me: string): Promise<Currency> {
    return ((await preferences.currencyOf(me)) as Currency | undefined) ?? 'GBP';
  }

  async function revenue(me: string) {
    const [rows, target] = await Promise.all([leadFigures.convertedByCurrency(me), currencyOf(me)]);
    const inGbp = rows.reduce(
      (sum, row) => sum + Number(row.value) * REFERENCE_RATES_TO_GBP[row.currency],
      0,
    );
    // Raw aggregates arrive as text on some drivers: read every date through Date.
    const firsts = rows.flatMap((row) => (row.first ? [new Date(row.first).getTime()] : []));
    return {
      total: round2(inGbp / REFERENCE_RATES_TO_GBP[target]),
      currency: target,
      convertedLeads: rows.reduce((sum, row) => sum + row.count, 0),
      fromDate: firsts.length ? isoDate(new Date(Math.min(...firsts))) : null,
    };
  }

  async function connectionTotals(me: string) {
    const row = await connectionFigures.totals(me);
    return {
      total: row?.total ?? 0,
      lastThirtyDays: row?.lastThirtyDays ?? 0,
      fromDate: isoDate(row?.fromDate),
    };
  }

  async function activeCampaigns(me: string) {
    return { total: await rewardFigures.liveCampaignCount(me) };
  }

  const leadSpan = (me: string) => leadFigures.span(me);

  return {
    async totalStatistical(me: string) {
      const [money, network, campaigns] = await Promise.all([
        revenue(me),
        connectionTotals(me),
        activeCampaigns(me),
      ]);
      return {
        totalRevenue: money.total,
        currency: money.currency,
        activeCampaign: campaigns.total,
        totalConnection: network.total,
      };
    },
    totalConnection: connectionTotals,
    totalRevenue: revenue,
    activeCampaigns,

    async totalLeads(me: string): Promise<TotalLeads> {
      const span = await leadSpan(me);
      const total = span?.total ?? 0;
      const incoming = span?.incoming ?? 0;
      return {
        result: { total, incoming, outgoing: total - incoming, converted: span?.converted ?? 0 },
        firstDate: isoDate(span?.firstDate),
        lastDate: isoDate(span?.lastDate),
      };
    },

    async leadPipeline(me: string, year = new Date().getUTCFullYear()): Promise<LeadPipeline> {
      const [counts, span] = await Promise.all([
        leadFigures.monthlyByStatus(me, year),
        leadSpan(me),
      ]);
      const activity = Array.from({ length: 12 }, (_, index) => {
        const month = index + 1;
        const stages = Object.fromEntries(
          LEAD_PIPELINE.map(({ status }) => [
            status,
            counts.find((c) => c.month === month && c.status === status)?.value ?? 0,
          ]),
        ) as LeadPipeline['activity'][number]['stages'];
        return { month, total: Object.values(stages).reduce((a, b) => a + b, 0), stages };
      });
      return {
        year,
        activity,
        firstDate: isoDate(span?.firstDate),
        lastDate: isoDate(span?.lastDate),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
