import {
  HIDDEN_MEMBER_NAME,
  REFERENCE_RATES_TO_GBP,
  type Currency,
  type GroupLedger,
  type Ledger,
  type LedgerFlow,
  type LedgerPeriod,
  type LedgerRange,
  type LedgerSummary,
  type RewardSettlement,
  type SettlementSide,
  type SettlementStatus,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { readTogether, type RowsTogether } from '../../db/read-together.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { toListResponse } from '../../lib/pagination.js';
import { createGroupReader, joinedMemberOf } from '../groups/groups.read-model.js';
import type { OrganizationAccess } from '../groups/organization-access.js';
import {
  createLeadLedger,
  settlementCountsOf,
  type LedgerWindow,
} from '../leads/leads.read-model.js';
import type { LeadsService } from '../leads/leads.service.js';
import type { MemberCards } from '../members/member-cards.js';
import { createPreferenceReader } from '../profile/profile.read-model.js';
import { createRewardFigures } from '../rewards/rewards.read-model.js';
import { createLedgerRepository } from './ledger.repository.js';

type PeriodQuery = { period: LedgerPeriod; from?: string; to?: string };
type Money = { currency: Currency; value: string | number | null };

const DAY = 86_400_000;
const round2 = (value: number) => Math.round(value * 100) / 100;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The UTC window of a period: `from` included, `to` excluded (ADR 027). */
export function windowOf(
  query: PeriodQuery,
  now = new Date(),
): LedgerWindow & { range: LedgerRange } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  let from: Date | null = null;
  let to: Date | null = null;
  if (query.period === 'month')
    [from, to] = [new Date(Date.UTC(y, m, 1)), new Date(Date.UTC(y, m + 1, 1))];
  else if (query.period === 'quarter') {
    const q = m - (m % 3);
    [from, to] = [new Date(Date.UTC(y, q, 1)), new Date(Date.UTC(y, q + 3, 1))];
  } else if (query.period === 'year')
    [from, to] = [new Date(Date.UTC(y, 0, 1)), new Date(Date.UTC(y + 1, 0, 1))];
  else if (query.period === 'custom') {
    if (!query.from || !query.to)
      throw badRequest('VALIDATION_ERROR', [
        { field: 'querystring.from', message: 'A custom period needs a first and a last day' },
      ]);
    from = new Date(`${query.from}T00:00:00Z`);
    to = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY);
  }
  return {
    from,
    to,
    range: {
      period: query.period,
      from: from ? day(from) : null,
      to: to ? day(new Date(to.getTime() - DAY)) : null,
    },
  };
}

/** Sums amounts in several currencies into `target` with the documented reference rates. */
export function convert(rows: Money[], target: Currency) {
  const inGbp = rows.reduce(
    (sum, row) => sum + Number(row.value ?? 0) * REFERENCE_RATES_TO_GBP[row.currency],
    0,
  );
  return round2(inGbp / REFERENCE_RATES_TO_GBP[target]);
}

type FlowRow = Money & { converted: number; passed: number; passedConverted: number };
function flowOf(rows: FlowRow[], target: Currency): LedgerFlow {
  const passed = rows.reduce((n, r) => n + r.passed, 0);
  const passedConverted = rows.reduce((n, r) => n + r.passedConverted, 0);
  return {
    value: convert(rows, target),
    converted: rows.reduce((n, r) => n + r.converted, 0),
    passed,
    passedConverted,
    conversionRate: passed ? Math.round((passedConverted / passed) * 10_000) / 10_000 : 0,
  };
}

export type LedgerServiceDeps = {
  db: Db;
  events: EventBus;
  memberCards: MemberCards;
  leads: LeadsService;
  access: OrganizationAccess;
};

/**
 * The referral ledger (ADR 027): computed live from leads through the leads read-model, the
 * groups two members share through the groups read-model, reward names through the rewards
 * read-model. It keeps only each member's leaderboard choice.
 */
export function createLedgerService({ db, events, memberCards, leads, access }: LedgerServiceDeps) {
  const lines = createLeadLedger(db);
  const repo = createLedgerRepository(db);
  const groupReader = createGroupReader(db);
  const rewardFigures = createRewardFigures(db);
  const preferenceReader = createPreferenceReader(db);

  async function currencyOf(me: string): Promise<Currency> {
    return ((await preferenceReader.currencyOf(me)) as Currency | undefined) ?? 'GBP';
  }
  /** The member's currency from the rows of `preferenceReader.currency` (GBP by default). */
  const chosenCurrency = (rows: Array<{ currency: string | null }>) =>
    (rows[0]?.currency as Currency | null | undefined) ?? 'GBP';

  /** What the summary and the ledger's first round read: one statement (`readTogether`). */
  const figuresOf = (me: string, w: LedgerWindow) => ({
    rows: lines.byCounterpart(me, w),
    chosen: preferenceReader.currency(me),
    settlementRows: lines.settlementCounts(me),
  });

  type SummaryFigures = RowsTogether<ReturnType<typeof figuresOf>>;
  /** The summary's figures from what `figuresOf` read. */
  function summaryOf(range: LedgerRange, figures: SummaryFigures): LedgerSummary {
    const { rows } = figures;
    const currency = chosenCurrency(figures.chosen);
    return {
      range,
      currency,
      given: flowOf(
        rows.filter((r) => r.given),
        currency,
      ),
      received: flowOf(
        rows.filter((r) => !r.given),
        currency,
      ),
      settlements: settlementCountsOf(figures.settlementRows),
    };
  }

  async function summary(me: string, query: PeriodQuery): Promise<LedgerSummary> {
    const w = windowOf(query);
    return summaryOf(w.range, await readTogether(db, figuresOf(me, w)));
  }

  async function ledger(me: string, query: PeriodQuery): Promise<Ledger> {
    const w = windowOf(query);
    const figures = await readTogether(db, {
      ...figuresOf(me, w),
      rewardRows: lines.byReward(me, w),
    });
    const { rows, rewardRows } = figures;
    const currency = chosenCurrency(figures.chosen);
    const settlements = settlementCountsOf(figures.settlementRows);
    const others = [...new Set(rows.map((r) => r.other))];
    const rewardIds = [...new Set(rewardRows.map((r) => r.rewardId))];
    const [cards, shared, rewardRefs] = await Promise.all([
      memberCards.byIds(others),
      groupReader.sharedWith(me, others),
      rewardFigures.refs(rewardIds),
    ]);
    const given = rows.filter((r) => r.given);
    const received = rows.filter((r) => !r.given);

    const connections = others
      .map((other) => ({
        member: cards.get(other)!,
        given: flowOf(
          given.filter((r) => r.other === other),
          currency,
        ),
        received: flowOf(
          received.filter((r) => r.other === other),
          currency,
        ),
      }))
      .filter((row) => row.member)
      .sort(
        (a, b) =>
          b.given.value + b.received.value - (a.given.value + a.received.value) ||
          b.given.passed + b.received.passed - (a.given.passed + a.received.passed) ||
          a.member.firstName.localeCompare(b.member.firstName),
      );

    const groupIds = [...new Set(shared.map((s) => s.groupId))];
    const groups = groupIds
      .map((groupId) => {
        const members = new Set(shared.filter((s) => s.groupId === groupId).map((s) => s.userId));
        const part = (side: typeof rows) => {
          const inGroup = side.filter((r) => members.has(r.other));
          return {
            value: convert(
              inGroup.map((r) => ({ currency: r.currency, value: r.value })),
              currency,
            ),
            converted: inGroup.reduce((n, r) => n + r.converted, 0),
          };
        };
        return {
          _id: groupId,
          name: shared.find((s) => s.groupId === groupId)!.name,
          given: part(given),
          received: part(received),
        };
      })
      .filter((g) => g.given.converted || g.received.converted)
      .sort(
        (a, b) =>
          b.given.value + b.received.value - (a.given.value + a.received.value) ||
          a.name.localeCompare(b.name),
      );

    const rewards = rewardRefs
      .map((ref) => {
        const flow = flowOf(
          rewardRows.filter((r) => r.rewardId === ref.id),
          currency,
        );
        return {
          _id: ref.id,
          title: ref.title,
          type: ref.type,
          passed: flow.passed,
          converted: flow.converted,
          value: flow.value,
        };
      })
      .sort((a, b) => b.value - a.value || a.title.localeCompare(b.title));

    return {
      range: w.range,
      currency,
      given: flowOf(given, currency),
      received: flowOf(received, currency),
      connections,
      groups,
      rewards,
      settlements,
    };
  }

  async function toSettlements(
    rows: Awaited<ReturnType<typeof lines.settlements>>['rows'],
  ): Promise<RewardSettlement[]> {
    const [cards, refs] = await Promise.all([
      memberCards.byIds(rows.flatMap((r) => [r.giverId, r.receiverId])),
      rewardFigures.refs([...new Set(rows.map((r) => r.rewardId!))]),
    ]);
    return rows.flatMap((lead) => {
      const ref = refs.find((r) => r.id === lead.rewardId);
      if (!ref || !lead.convertedAt) return [];
      return [
        {
          leadId: lead.id,
          reward: { _id: ref.id, title: ref.title, value: ref.value, type: ref.type },
          giver: cards.get(lead.giverId)!,
          offerer: cards.get(lead.receiverId)!,
          contactName: `${lead.contactFirstName} ${lead.contactLastName}`,
          closedValue: lead.closedValue ?? lead.estimatedValue,
          closedCurrency: lead.closedCurrency ?? lead.currency,
          convertedAt: lead.convertedAt.toISOString(),
          status: (lead.rewardPaidOn ? 'paid' : 'owed') as SettlementStatus,
          paidOn: lead.rewardPaidOn,
        },
      ];
    });
  }

  const preferencesOf = (userIds: string[]) => repo.showOnLeaderboards(userIds);

  return {
    ledger,
    summary,
    /**
     * This month's summary as reads to take part in another `readTogether` (home's one
     * statement), and its figures from their rows.
     */
    monthSummary: () => {
      const w = windowOf({ period: 'month' });
      return {
        /** The month's first day: what the reads depend on besides the member. */
        month: w.range.from,
        reads: (me: string) => figuresOf(me, w),
        of: (figures: SummaryFigures) => summaryOf(w.range, figures),
      };
    },

    /** The ledger's lines (leads converted in the period) for the CSV export. */
    async entries(me: string, query: PeriodQuery, page: { page: number; offset: number }) {
      const w = windowOf(query);
      const [{ rows, total }, currency] = await Promise.all([
        lines.entries(me, w, page),
        currencyOf(me),
      ]);
      const [cards, refs] = await Promise.all([
        memberCards.byIds(rows.flatMap((r) => [r.giverId, r.receiverId])),
        rewardFigures.refs([...new Set(rows.flatMap((r) => (r.rewardId ? [r.rewardId] : [])))]),
      ]);
      const entries = rows.map((lead) => {
        const closedValue = lead.closedValue ?? lead.estimatedValue;
        const closedCurrency = lead.closedCurrency ?? lead.currency;
        const other = cards.get(lead.giverId === me ? lead.receiverId : lead.giverId);
        const reward = refs.find((r) => r.id === lead.rewardId);
        return {
          convertedOn: day(lead.convertedAt!),
          direction: lead.giverId === me ? 'Given' : 'Received',
          member: other ? `${other.firstName} ${other.lastName}` : '',
          contact: `${lead.contactFirstName} ${lead.contactLastName}`,
          closedValue,
          closedCurrency,
          value: convert([{ currency: closedCurrency, value: closedValue }], currency),
          currency,
          reward: reward?.title ?? null,
          rewardStatus: reward ? (lead.rewardPaidOn ? `Paid ${lead.rewardPaidOn}` : 'Owed') : null,
        };
      });
      return toListResponse(entries, total, page);
    },

    async settlements(
      me: string,
      query: { side: SettlementSide; status?: SettlementStatus; page: number; offset: number },
    ) {
      const { rows, total } = await lines.settlements(me, query);
      return toListResponse(await toSettlements(rows), total, query);
    },

    /**
     * PUT /ledger/rewards/{id}/paid: the reward's owner marks the reward a converted lead earned
     * as paid (again to correct the day). 404 for whoever does not see the lead; 403 for its
     * giver; 409 when the lead earned no reward (none, or not converted).
     */
    async markPaid(me: string, leadId: string, paidOn: string): Promise<RewardSettlement> {
      const lead = await leads.settlementLead(me, leadId);
      const [ref] = lead.rewardId ? await rewardFigures.refs([lead.rewardId]) : [];
      if (lead.receiverId !== me) throw forbidden();
      if (!ref || ref.ownerId !== me || !lead.convertedAt) throw conflict('REWARD_NOT_OWED');
      if (paidOn > day(new Date()) || paidOn < day(lead.convertedAt))
        throw badRequest('VALIDATION_ERROR', [
          {
            field: 'body.paidOn',
            message: 'Pick a day between the conversion and today',
          },
        ]);
      const first = !lead.rewardPaidOn;
      await db.transaction(async (tx) => {
        await leads.setRewardPaidOn(leadId, paidOn, tx);
        if (first)
          await events.emit('reward.paid', {
            leadId,
            rewardId: ref.id,
            giverId: lead.giverId,
            offererId: me,
            paidOn,
          });
      });
      const fresh = await leads.settlementLead(me, leadId);
      return (await toSettlements([fresh]))[0]!;
    },

    async preferences(me: string) {
      return { showOnLeaderboards: (await preferencesOf([me])).get(me) ?? true };
    },
    async setPreferences(me: string, body: { showOnLeaderboards: boolean }) {
      await repo.setShowOnLeaderboards(me, body.showOnLeaderboards);
      return { showOnLeaderboards: body.showOnLeaderboards };
    },

    /** GET /ledger/groups/{id}: for the group's owner (404 for anyone else). */
    async group(me: string, groupId: string, query: PeriodQuery): Promise<GroupLedger> {
      const { group } = await access.group(me, groupId);
      const w = windowOf(query);
      const [rows, currency] = await Promise.all([
        lines.byGiverAmong(joinedMemberOf(groupId), w),
        currencyOf(me),
      ]);
      const total = flowOf(rows, currency);
      const givers = [...new Set(rows.map((r) => r.giverId))];
      const ranked = givers
        .map((giverId) => {
          const flow = flowOf(
            rows.filter((r) => r.giverId === giverId),
            currency,
          );
          return { giverId, value: flow.value, converted: flow.converted };
        })
        .filter((row) => row.converted > 0)
        .sort((a, b) => b.value - a.value || b.converted - a.converted)
        .slice(0, 10);
      const [cards, shown] = await Promise.all([
        memberCards.byIds(ranked.map((r) => r.giverId)),
        preferencesOf(ranked.map((r) => r.giverId)),
      ]);
      return {
        group: { _id: group.id, name: group.name },
        range: w.range,
        currency,
        total: {
          value: total.value,
          converted: total.converted,
          passed: total.passed,
          passedConverted: total.passedConverted,
          conversionRate: total.conversionRate,
        },
        leaderboard: ranked.map((row, index) => {
          const card = cards.get(row.giverId);
          const visible = card && shown.get(row.giverId) !== false;
          return {
            rank: index + 1,
            memberId: visible ? row.giverId : null,
            name: visible ? `${card.firstName} ${card.lastName}` : HIDDEN_MEMBER_NAME,
            avatarUrl: visible ? card.avatarUrl : null,
            value: row.value,
            converted: row.converted,
          };
        }),
      };
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
