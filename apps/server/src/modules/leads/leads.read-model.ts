import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Currency } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { leads } from './leads.tables.js';

/**
 * The lead figures other modules show (the dashboard), read from the leads table by the module
 * that owns it (ADR 015). Aggregates only; the rules that turn them into figures stay with the
 * caller.
 */
export function createLeadFigures(db: DbOrTx) {
  const mine = (me: string) => or(eq(leads.giverId, me), eq(leads.receiverId, me))!;

  return {
    /** Converted leads I received, per currency: their summed value, count and first date. */
    convertedByCurrency: (me: string) =>
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

    /** Every lead I gave or received: counts and the first and last dates. */
    async span(me: string) {
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
    },

    /** My leads created in `year` (UTC), counted per month and status. */
    monthlyByStatus: (me: string, year: number) =>
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
  };
}
export type LeadFigures = ReturnType<typeof createLeadFigures>;

/** A period of the ledger: `from` included, `to` excluded; null ends are open. */
export type LedgerWindow = { from: Date | null; to: Date | null };

/**
 * The lead rows the referral ledger adds up (ADR 027), read from the leads table by the module
 * that owns it. Each answer is grouped by the currency the business closed in; the ledger
 * converts. Index-backed: leads by giver or receiver and creation date or conversion date.
 */
export function createLeadLedger(db: DbOrTx) {
  const within = (column: typeof leads.createdAt | typeof leads.convertedAt, w: LedgerWindow) =>
    and(
      sql`${column} is not null`,
      w.from ? gte(column, w.from) : undefined,
      w.to ? lt(column, w.to) : undefined,
    )!;
  const closedCurrency = sql<Currency>`coalesce(${leads.closedCurrency}, ${leads.currency})`;
  const closedValue = sql`coalesce(${leads.closedValue}, ${leads.estimatedValue})`;
  /** Counts and value of the rows grouped: converted in the window, passed in it. */
  const flow = (w: LedgerWindow) => ({
    currency: closedCurrency,
    converted: sql<number>`(count(*) filter (where ${within(leads.convertedAt, w)}))::int`,
    value: sql<string | null>`sum(${closedValue}) filter (where ${within(leads.convertedAt, w)})`,
    passed: sql<number>`(count(*) filter (where ${within(leads.createdAt, w)}))::int`,
    passedConverted: sql<number>`(count(*) filter (where ${within(leads.createdAt, w)} and ${leads.convertedAt} is not null))::int`,
  });
  const touches = (w: LedgerWindow) =>
    or(within(leads.convertedAt, w), within(leads.createdAt, w))!;

  return {
    /** My leads in the window, per other member, direction and currency. */
    async byCounterpart(me: string, w: LedgerWindow) {
      const given = sql<boolean>`${leads.giverId} = ${me}`;
      const other = sql<string>`case when ${leads.giverId} = ${me} then ${leads.receiverId} else ${leads.giverId} end`;
      const [gave, got] = await Promise.all(
        [eq(leads.giverId, me), eq(leads.receiverId, me)].map((side) =>
          db
            .select({ given, other, ...flow(w) })
            .from(leads)
            .where(and(side, touches(w)))
            .groupBy(sql`1`, sql`2`, sql`3`),
        ),
      );
      return [...gave!, ...got!];
    },

    /** Leads passed to me under my rewards and campaigns, per reward and currency. */
    byReward: (me: string, w: LedgerWindow) =>
      db
        .select({ rewardId: sql<string>`${leads.rewardId}`, ...flow(w) })
        .from(leads)
        .where(and(eq(leads.receiverId, me), sql`${leads.rewardId} is not null`, touches(w)))
        .groupBy(leads.rewardId, sql`2`),

    /** Rewards earned by my leads (`earned`) and owed by me (`offered`): owed and paid. */
    async settlementCounts(me: string) {
      const rewarded = and(
        sql`${leads.rewardId} is not null`,
        sql`${leads.convertedAt} is not null`,
      );
      const counts = {
        owed: sql<number>`(count(*) filter (where ${leads.rewardPaidOn} is null))::int`,
        paid: sql<number>`(count(*) filter (where ${leads.rewardPaidOn} is not null))::int`,
      };
      const [[earned], [offered]] = await Promise.all([
        db
          .select(counts)
          .from(leads)
          .where(and(eq(leads.giverId, me), rewarded)),
        db
          .select(counts)
          .from(leads)
          .where(and(eq(leads.receiverId, me), rewarded)),
      ]);
      return {
        earned: { owed: earned?.owed ?? 0, paid: earned?.paid ?? 0 },
        offered: { owed: offered?.owed ?? 0, paid: offered?.paid ?? 0 },
      };
    },

    /** Converted leads under a reward, mine as giver or receiver: newest conversion first. */
    async settlements(
      me: string,
      query: { side: 'earned' | 'offered'; status?: 'owed' | 'paid'; page: number; offset: number },
    ) {
      const where = and(
        query.side === 'earned' ? eq(leads.giverId, me) : eq(leads.receiverId, me),
        sql`${leads.rewardId} is not null`,
        sql`${leads.convertedAt} is not null`,
        query.status === 'owed' ? sql`${leads.rewardPaidOn} is null` : undefined,
        query.status === 'paid' ? sql`${leads.rewardPaidOn} is not null` : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(leads)
          .where(where)
          .orderBy(desc(leads.convertedAt), desc(leads.id))
          .limit(query.offset)
          .offset((query.page - 1) * query.offset),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(leads)
          .where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    /** My leads converted in the window (the ledger's lines), newest conversion first. */
    async entries(me: string, w: LedgerWindow, page: { page: number; offset: number }) {
      const where = and(
        or(eq(leads.giverId, me), eq(leads.receiverId, me)),
        within(leads.convertedAt, w),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(leads)
          .where(where)
          .orderBy(desc(leads.convertedAt), desc(leads.id))
          .limit(page.offset)
          .offset((page.page - 1) * page.offset),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(leads)
          .where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    /**
     * Leads between members for whom `isMember` holds (a group's members: both the giver and
     * the receiver), in the window, per giver and currency.
     */
    byGiverAmong: (isMember: (userId: AnyPgColumn) => SQL, w: LedgerWindow) =>
      db
        .select({ giverId: leads.giverId, ...flow(w) })
        .from(leads)
        .where(and(isMember(leads.giverId), isMember(leads.receiverId), touches(w)))
        .groupBy(leads.giverId, sql`2`),
  };
}
export type LeadLedger = ReturnType<typeof createLeadLedger>;
