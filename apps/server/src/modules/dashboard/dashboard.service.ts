import {
  LEAD_PIPELINE,
  REFERENCE_RATES_TO_GBP,
  type Currency,
  type HomeFigures,
  type LeadPipeline,
  type TotalLeads,
  type TotalStatistical,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { readTogether, readTogetherFor } from '../../db/read-together.js';
import { createConnectionFigures } from '../connections/connections.read-model.js';
import { createLeadFigures } from '../leads/leads.read-model.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { OnboardingService } from '../onboarding/onboarding.service.js';
import { createPreferenceReader } from '../profile/profile.read-model.js';
import { createRewardFigures } from '../rewards/rewards.read-model.js';

const isoDate = (value: Date | string | null | undefined) =>
  value ? new Date(value).toISOString() : null;
const round2 = (value: number) => Math.round(value * 100) / 100;

type DashboardDeps = { db: Db; ledger: LedgerService; onboarding: OnboardingService };

/** The dashboard's figures (definitions in the contract's dashboard module). */
export function createDashboardService({ db, ledger, onboarding }: DashboardDeps) {
  const leadFigures = createLeadFigures(db);
  const connectionFigures = createConnectionFigures(db);
  const rewardFigures = createRewardFigures(db);
  const preferences = createPreferenceReader(db);

  type RevenueRow = {
    currency: Currency;
    value: string | number;
    count: number;
    first: string | Date | null;
  };
  /** Revenue in the member's currency, from their converted leads per currency. */
  function revenueOf(rows: RevenueRow[], chosen: string | null | undefined) {
    const target = (chosen as Currency | null | undefined) ?? 'GBP';
    const inGbp = rows.reduce(
      (sum, row) => sum + Number(row.value) * REFERENCE_RATES_TO_GBP[row.currency],
      0,
    );
    // Aggregates arrive as text or JSON on some paths: read every date through Date.
    const firsts = rows.flatMap((row) => (row.first ? [new Date(row.first).getTime()] : []));
    return {
      total: round2(inGbp / REFERENCE_RATES_TO_GBP[target]),
      currency: target,
      convertedLeads: rows.reduce((sum, row) => sum + row.count, 0),
      fromDate: firsts.length ? isoDate(new Date(Math.min(...firsts))) : null,
    };
  }

  async function revenue(me: string) {
    const { rows, chosen } = await readTogether(db, {
      rows: leadFigures.convertedByCurrency(me),
      chosen: preferences.currency(me),
    });
    return revenueOf(rows, chosen[0]?.currency);
  }

  type ConnectionTotalsRow = {
    total: number;
    lastThirtyDays: number;
    fromDate: Date | string | null;
  };
  const networkOf = (row: ConnectionTotalsRow | undefined) => ({
    total: row?.total ?? 0,
    lastThirtyDays: row?.lastThirtyDays ?? 0,
    fromDate: isoDate(row?.fromDate),
  });

  async function connectionTotals(me: string) {
    const [row] = await connectionFigures.totals(me);
    return networkOf(row);
  }

  async function activeCampaigns(me: string) {
    const [row] = await rewardFigures.liveCampaignCount(me);
    return { total: row?.total ?? 0 };
  }

  type StatisticsReads = {
    revenue: RevenueRow[];
    chosen: Array<{ currency: string | null }>;
    network: ConnectionTotalsRow[];
    campaigns: Array<{ total: number }>;
  };
  const statisticsReads = (me: string) => ({
    revenue: leadFigures.convertedByCurrency(me),
    chosen: preferences.currency(me),
    network: connectionFigures.totals(me),
    campaigns: rewardFigures.liveCampaignCount(me),
  });
  function statisticsOf(figures: StatisticsReads): TotalStatistical {
    const money = revenueOf(figures.revenue, figures.chosen[0]?.currency);
    return {
      totalRevenue: money.total,
      currency: money.currency,
      activeCampaign: figures.campaigns[0]?.total ?? 0,
      totalConnection: networkOf(figures.network[0]).total,
    };
  }

  type SpanRow = {
    total: number;
    incoming: number;
    converted: number;
    firstDate: Date | string | null;
    lastDate: Date | string | null;
  };
  function totalLeadsOf(span: SpanRow | undefined): TotalLeads {
    const total = span?.total ?? 0;
    const incoming = span?.incoming ?? 0;
    return {
      result: { total, incoming, outgoing: total - incoming, converted: span?.converted ?? 0 },
      firstDate: isoDate(span?.firstDate),
      lastDate: isoDate(span?.lastDate),
    };
  }

  type MonthRow = { month: number; status: string; value: number };
  function pipelineOf(year: number, counts: MonthRow[], span: SpanRow | undefined): LeadPipeline {
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
  }

  const thisYear = () => new Date().getUTCFullYear();

  return {
    /** The home screen's four figures: one statement (`readTogether`). */
    async totalStatistical(me: string) {
      return statisticsOf(await readTogether(db, statisticsReads(me)));
    },
    totalConnection: connectionTotals,
    totalRevenue: revenue,
    activeCampaigns,

    async totalLeads(me: string): Promise<TotalLeads> {
      const [span] = await leadFigures.span(me);
      return totalLeadsOf(span);
    },

    /** Twelve months of my leads by stage, and the span of all my leads: one statement. */
    async leadPipeline(me: string, year = thisYear()): Promise<LeadPipeline> {
      const { counts, spans } = await readTogether(db, {
        counts: leadFigures.monthlyByStatus(me, year),
        spans: leadFigures.span(me),
      });
      return pipelineOf(year, counts, spans[0]);
    },

    /**
     * Everything home shows first, in one statement: the three calls above, this month's ledger
     * and the onboarding checklist, together (ADR 039).
     */
    async home(me: string, year = thisYear()): Promise<HomeFigures> {
      const month = ledger.monthSummary();
      const figures = await readTogetherFor(db, `home:${year}:${month.month}`, me, (member) => {
        const ledgerReads = month.reads(member);
        return {
          ...statisticsReads(member),
          counts: leadFigures.monthlyByStatus(member, year),
          spans: leadFigures.span(member),
          ledgerRows: ledgerReads.rows,
          ledgerSettlements: ledgerReads.settlementRows,
          progress: onboarding.checklistRead(member),
        };
      });
      return {
        statistics: statisticsOf(figures),
        totalLeads: totalLeadsOf(figures.spans[0]),
        pipeline: pipelineOf(year, figures.counts, figures.spans[0]),
        ledger: month.of({
          rows: figures.ledgerRows,
          chosen: figures.chosen,
          settlementRows: figures.ledgerSettlements,
        }),
        onboarding: onboarding.checklistOf(figures.progress),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
