import { z } from 'zod';
import { listQuery, listResponse } from './common.js';
import { currency, profileCard } from './profile.js';
import { rewardType } from './rewards.js';

/**
 * The referral ledger (ADR 027): business given and received through leads, computed live from
 * the leads themselves.
 *
 * - **given**: leads I passed that reached CONVERTED in the period, valued at the closed value
 *   the receiver recorded; **received**: the same for leads passed to me.
 * - **passed**: leads passed in the period (by their creation date); `passedConverted` of them
 *   are converted now; `conversionRate` = passedConverted / passed (0 when none).
 * - Values are in the member's currency, converted with REFERENCE_RATES_TO_GBP (dashboard).
 * - Periods are UTC: this month, this quarter, this year, all time, or `from`–`to` (both days
 *   included).
 */
export const LEDGER_PERIODS = ['month', 'quarter', 'year', 'all', 'custom'] as const;
export const ledgerPeriod = z.enum(LEDGER_PERIODS);
export type LedgerPeriod = z.infer<typeof ledgerPeriod>;
export const LEDGER_PERIOD_LABELS: Record<LedgerPeriod, string> = {
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
  all: 'All time',
  custom: 'Custom',
};

export const ledgerPeriodQuery = z
  .object({
    period: ledgerPeriod.default('month'),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((q) => q.period !== 'custom' || (q.from && q.to), {
    message: 'A custom period needs a first and a last day',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The first day comes before the last',
    path: ['to'],
  });
export type LedgerPeriodQuery = z.input<typeof ledgerPeriodQuery>;

/** The period answered: `from` and `to` are days (both included); null for all time. */
export const ledgerRange = z.object({
  period: ledgerPeriod,
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type LedgerRange = z.infer<typeof ledgerRange>;

export const ledgerFlow = z.object({
  /** Value of the business closed in the period, in the ledger's currency. */
  value: z.number(),
  /** Leads that converted in the period. */
  converted: z.number().int(),
  /** Leads passed in the period, and how many of them are converted now. */
  passed: z.number().int(),
  passedConverted: z.number().int(),
  /** passedConverted / passed, 0–1. */
  conversionRate: z.number(),
});
export type LedgerFlow = z.infer<typeof ledgerFlow>;

export const ledgerConnectionRow = z.object({
  member: profileCard,
  given: ledgerFlow,
  received: ledgerFlow,
});
export type LedgerConnectionRow = z.infer<typeof ledgerConnectionRow>;

/** A group both members of a lead belong to: the business passed between its members. */
export const ledgerGroupRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  given: z.object({ value: z.number(), converted: z.number().int() }),
  received: z.object({ value: z.number(), converted: z.number().int() }),
});
export type LedgerGroupRow = z.infer<typeof ledgerGroupRow>;

/** One of my rewards or campaigns: the leads passed under it and the business they closed. */
export const ledgerRewardRow = z.object({
  _id: z.uuid(),
  title: z.string(),
  type: rewardType,
  passed: z.number().int(),
  converted: z.number().int(),
  value: z.number(),
});
export type LedgerRewardRow = z.infer<typeof ledgerRewardRow>;

export const settlementCounts = z.object({ owed: z.number().int(), paid: z.number().int() });

/** GET /ledger. */
export const ledger = z.object({
  range: ledgerRange,
  currency,
  given: ledgerFlow,
  received: ledgerFlow,
  connections: z.array(ledgerConnectionRow),
  groups: z.array(ledgerGroupRow),
  rewards: z.array(ledgerRewardRow),
  /** Rewards earned by leads I passed (`earned`) and owed by me for leads I received (`offered`). */
  settlements: z.object({ earned: settlementCounts, offered: settlementCounts }),
});
export type Ledger = z.infer<typeof ledger>;

/** GET /ledger/summary: the home dashboard's figures (this month unless asked otherwise). */
export const ledgerSummary = ledger.pick({
  range: true,
  currency: true,
  given: true,
  received: true,
  settlements: true,
});
export type LedgerSummary = z.infer<typeof ledgerSummary>;

/**
 * A reward settled from the ledger: a converted lead passed under a reward. The giver earned
 * it; the offerer (the reward's owner, who received the lead) owes it until they mark it paid.
 */
export const settlementStatus = z.enum(['owed', 'paid']);
export type SettlementStatus = z.infer<typeof settlementStatus>;
export const rewardSettlement = z.object({
  leadId: z.uuid(),
  reward: z.object({ _id: z.uuid(), title: z.string(), value: z.string(), type: rewardType }),
  giver: profileCard,
  offerer: profileCard,
  contactName: z.string(),
  closedValue: z.number(),
  closedCurrency: currency,
  convertedAt: z.string(),
  status: settlementStatus,
  paidOn: z.string().nullable(),
});
export type RewardSettlement = z.infer<typeof rewardSettlement>;

export const settlementSide = z.enum(['earned', 'offered']);
export type SettlementSide = z.infer<typeof settlementSide>;
/** GET /ledger/rewards: `earned` — rewards my leads earned; `offered` — rewards I owe or paid. */
export const settlementListQuery = listQuery.pick({ page: true, offset: true }).extend({
  side: settlementSide.default('earned'),
  status: settlementStatus.optional(),
});
export type SettlementListQuery = z.input<typeof settlementListQuery>;
export const settlementList = listResponse(rewardSettlement);
export type SettlementList = z.infer<typeof settlementList>;

/** PUT /ledger/rewards/{id}/paid (id: the lead): the day the reward was paid, today at the latest. */
export const markPaidBody = z.object({ paidOn: z.iso.date() });
export type MarkPaidBody = z.input<typeof markPaidBody>;

/** GET and PUT /ledger/preferences. */
export const ledgerPreferences = z.object({
  /** Off: group leaderboards show me as "A member". */
  showOnLeaderboards: z.boolean(),
});
export type LedgerPreferences = z.infer<typeof ledgerPreferences>;

/** What a leaderboard shows for a member who opted out of appearing by name. */
export const HIDDEN_MEMBER_NAME = 'A member';

export const leaderboardRow = z.object({
  rank: z.number().int(),
  /** Null when the member opted out: show `name` ("A member") only. */
  memberId: z.uuid().nullable(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  value: z.number(),
  converted: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

/** GET /ledger/groups/{id}: business passed between a group's members, for its owner. */
export const groupLedger = z.object({
  group: z.object({ _id: z.uuid(), name: z.string() }),
  range: ledgerRange,
  currency,
  total: z.object({
    value: z.number(),
    converted: z.number().int(),
    passed: z.number().int(),
    passedConverted: z.number().int(),
    conversionRate: z.number(),
  }),
  /** The members who gave the most business in the period (top 10). */
  leaderboard: z.array(leaderboardRow),
});
export type GroupLedger = z.infer<typeof groupLedger>;
