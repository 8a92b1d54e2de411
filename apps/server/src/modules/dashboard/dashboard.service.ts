import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import {
  LEAD_PIPELINE,
  REFERENCE_RATES_TO_GBP,
  type Currency,
  type LeadPipeline,
  type TotalLeads,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { connections } from '../connections/connections.tables.js';
import { leads } from '../leads/leads.tables.js';
import { userPreferences } from '../profile/profile.tables.js';
import { liveCampaign } from '../rewards/rewards.repository.js';
import { rewards } from '../rewards/rewards.tables.js';

const isoDate = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The dashboard's figures (definitions in the contract's dashboard module). */
export function createDashboardService(db: Db) {
  const mine = (me: string) => or(eq(leads.giverId, me), eq(leads.receiverId, me))!;

  async function currencyOf(me: string): Promise<Currency> {
    const [row] = await db
      .select({ currency: userPreferences.currency })
      .from(userPreferences)
      .where(eq(userPreferences.userId, me));
    return (row?.currency as Currency | undefined) ?? 'GBP';
  }

  async function revenue(me: string) {
    const [rows, target] = await Promise.all([
      db
        .select({
          currency: leads.currency,
          value: sql<string>`sum(${leads.estimatedValue})`,
          count: sql<number>`count(*)::int`,
          first: sql<string | null>`min(${leads.convertedAt})`,
        })
        .from(leads)
        .where(and(eq(leads.receiverId, me), sql`${leads.convertedAt} is not null`))
        .groupBy(leads.currency),
      currencyOf(me),
    ]);
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
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        lastThirtyDays: sql<number>`(count(*) filter (where ${connections.updatedAt} >= now() - interval '30 days'))::int`,
        fromDate: sql<Date | null>`min(${connections.updatedAt})`,
      })
      .from(connections)
      .where(
        and(
          or(eq(connections.userLow, me), eq(connections.userHigh, me)),
          eq(connections.status, 'CONNECTED'),
        ),
      );
    return {
      total: row?.total ?? 0,
      lastThirtyDays: row?.lastThirtyDays ?? 0,
      fromDate: isoDate(row?.fromDate),
    };
  }

  async function activeCampaigns(me: string) {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(rewards)
      .where(and(eq(rewards.ownerId, me), liveCampaign));
    return { total: row?.total ?? 0 };
  }

  async function leadSpan(me: string) {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        incoming: sql<number>`(count(*) filter (where ${leads.receiverId} = ${me}))::int`,
        converted: sql<number>`(count(*) filter (where ${leads.status} = 'CONVERTED'))::int`,
        firstDate: sql<Date | null>`min(${leads.createdAt})`,
        lastDate: sql<Date | null>`max(${leads.createdAt})`,
      })
      .from(leads)
      .where(mine(me));
    return row;
  }

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
        db
          .select({
            month: sql<number>`extract(month from ${leads.createdAt} at time zone 'UTC')::int`,
            status: leads.status,
            value: sql<number>`count(*)::int`,
          })
          .from(leads)
          .where(
            and(
              mine(me),
              gte(leads.createdAt, new Date(Date.UTC(year, 0, 1))),
              lt(leads.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
            ),
          )
          .groupBy(sql`1`, leads.status),
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
