import { and, desc, eq, gte, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Currency } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { sqlRead } from '../../db/read-together.js';
import { leadTypes, leads, memberLeadTags } from './leads.tables.js';

/**
 * The lead figures other modules show (the dashboard), read from the leads table by the module
 * that owns it (ADR 015). Aggregates only; the rules that turn them into figures stay with the
 * caller.
 */
export function createLeadFigures(db: DbOrTx) {
  const mine = (me: string) => or(eq(leads.giverId, me), eq(leads.receiverId, me))!;

  return {
    /**
     * Converted leads I received, per currency: the value closed (the estimate where none was
     * recorded, as the ledger counts it), count and first date.
     */
    convertedByCurrency: (me: string) => {
      const currency = sql<Currency>`coalesce(${leads.closedCurrency}, ${leads.currency})`;
      return db
        .select({
          currency: currency.as('currency'),
          value: sql<string>`sum(coalesce(${leads.closedValue}, ${leads.estimatedValue}))`.as(
            'value',
          ),
          count: sql<number>`count(*)::int`.as('count'),
          first: sql<string | null>`min(${leads.convertedAt})`.as('first'),
        })
        .from(leads)
        .where(and(eq(leads.receiverId, me), sql`${leads.convertedAt} is not null`))
        .groupBy(currency);
    },

    /** Every lead I gave or received: counts and the first and last dates. */
    span: (me: string) =>
      db
        .select({
          total: sql<number>`count(*)::int`.as('total'),
          incoming: sql<number>`(count(*) filter (where ${leads.receiverId} = ${me}))::int`.as(
            'incoming',
          ),
          converted: sql<number>`(count(*) filter (where ${leads.status} = 'CONVERTED'))::int`.as(
            'converted',
          ),
          firstDate: sql<Date | null>`min(${leads.createdAt})`.as('firstDate'),
          lastDate: sql<Date | null>`max(${leads.createdAt})`.as('lastDate'),
        })
        .from(leads)
        .where(mine(me)),

    /** My leads created in `year` (UTC), counted per month and status. */
    monthlyByStatus: (me: string, year: number) =>
      db
        .select({
          month: sql<number>`extract(month from ${leads.createdAt} at time zone 'UTC')::int`.as(
            'month',
          ),
          status: leads.status,
          value: sql<number>`count(*)::int`.as('value'),
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

/**
 * Who gives and asks for which leads, for "who to meet next" (ADR 031). Each is a read, for
 * `readTogether` (or awaited alone).
 */
export function createLeadAffinities(db: DbOrTx) {
  return {
    /**
     * The kinds of leads I pass most (the tags and type of my last 500 given leads), as the
     * upper-cased keys members' "leads I'm looking for" tags are stored under.
     */
    givenKinds: (me: string, limit = 5) =>
      sqlRead<{ key: string; label: string; times: number }>(
        db,
        sql`
        with given as (
          select l.tags, t.name as type_name from ${leads} l
          join ${leadTypes} t on t.id = l.lead_type_id
          where l.giver_id = ${me} order by l.created_at desc limit 500
        ), kinds as (
          select unnest(tags) as label from given
          union all select type_name from given
        )
        select upper(trim(label)) as key, min(label) as label, count(*)::int as times
        from kinds group by 1 order by times desc, key limit ${limit}`,
      ),

    /**
     * Members looking for leads of these kinds: at most `perKind` read per kind, in the order of
     * the (kind, member) index. Without the order PostgreSQL scanned the table for a kind few
     * members look for (193 ms at 1M members; the limit never filled). No kinds, no rows.
     */
    lookingFor: (me: string, keys: string[], perKind = 200) =>
      sqlRead<{ memberId: string; tags: string[] }>(
        db,
        sql`
        select m.user_id as "memberId", array_agg(m.tag order by m.position) as tags
        from unnest(${sql.param(keys)}::text[]) k(key)
        cross join lateral (
          select user_id, tag, position from ${memberLeadTags}
          where tag_key = k.key and user_id <> ${me} order by user_id limit ${perKind}
        ) m
        group by m.user_id`,
      ),

    /**
     * Who passed converted business to the members a one-column read (`receivers`, e.g.
     * `peers`) selects, most converted leads first. The read goes in as a subquery, evaluated
     * once into an array (`= any(array(...))`), so the leads are read by receiver on
     * leads_receiver_converted_idx as for a list of ids, in the same statement.
     */
    giversTo: (me: string, receivers: SQLWrapper, limit: number) =>
      db
        .select({
          memberId: leads.giverId,
          converted: sql<number>`count(*)::int`.as('converted'),
          receivers: sql<number>`count(distinct ${leads.receiverId})::int`.as('receivers'),
        })
        .from(leads)
        .where(
          and(
            sql`${leads.receiverId} = any(array(${receivers}))`,
            sql`${leads.convertedAt} is not null`,
            ne(leads.giverId, me),
          ),
        )
        .groupBy(leads.giverId)
        .orderBy(sql`count(*) desc`, leads.giverId)
        .limit(limit),
  };
}
export type LeadAffinities = ReturnType<typeof createLeadAffinities>;
/** A period of the ledger: `from` included, `to` excluded; null ends are open. */
export type LedgerWindow = { from: Date | null; to: Date | null };

type SettlementSideName = 'earned' | 'offered';
type SettlementCount = { owed: number; paid: number };

/** The rows of `settlementCounts` as the counts of each side (zero for a side with none). */
export function settlementCountsOf(
  rows: Array<{ side: SettlementSideName; owed: number; paid: number }>,
): Record<SettlementSideName, SettlementCount> {
  const of = (name: SettlementSideName) => {
    const row = rows.find((r) => r.side === name);
    return { owed: row?.owed ?? 0, paid: row?.paid ?? 0 };
  };
  return { earned: of('earned'), offered: of('offered') };
}

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
  /**
   * Counts and value of the rows grouped: converted in the window, passed in it. Aliased, so
   * that `readTogether` can read them (the sum then arrives as a JSON number, not as text).
   */
  const flow = (w: LedgerWindow) => ({
    currency: closedCurrency.as('currency'),
    converted: sql<number>`(count(*) filter (where ${within(leads.convertedAt, w)}))::int`.as(
      'converted',
    ),
    value: sql<
      string | number | null
    >`sum(${closedValue}) filter (where ${within(leads.convertedAt, w)})`.as('value'),
    passed: sql<number>`(count(*) filter (where ${within(leads.createdAt, w)}))::int`.as('passed'),
    passedConverted:
      sql<number>`(count(*) filter (where ${within(leads.createdAt, w)} and ${leads.convertedAt} is not null))::int`.as(
        'passedConverted',
      ),
  });
  const touches = (w: LedgerWindow) =>
    or(within(leads.convertedAt, w), within(leads.createdAt, w))!;

  return {
    /**
     * My leads in the window, per other member, direction and currency: a read (for
     * `readTogether`, or awaited). The two sides are read apart and put together (`union all`),
     * each on its own index (by giver, by receiver).
     */
    byCounterpart: (me: string, w: LedgerWindow) => {
      const fields = {
        given: sql<boolean>`${leads.giverId} = ${me}`.as('given'),
        other:
          sql<string>`case when ${leads.giverId} = ${me} then ${leads.receiverId} else ${leads.giverId} end`.as(
            'other',
          ),
        ...flow(w),
      };
      const side = (mine: SQL) =>
        db
          .select(fields)
          .from(leads)
          .where(and(mine, touches(w)))
          .groupBy(sql`1`, sql`2`, sql`3`);
      return side(eq(leads.giverId, me)).unionAll(side(eq(leads.receiverId, me)));
    },

    /** Leads passed to me under my rewards and campaigns, per reward and currency: a read. */
    byReward: (me: string, w: LedgerWindow) =>
      db
        .select({ rewardId: sql<string>`${leads.rewardId}`.as('rewardId'), ...flow(w) })
        .from(leads)
        .where(and(eq(leads.receiverId, me), sql`${leads.rewardId} is not null`, touches(w)))
        .groupBy(leads.rewardId, sql`2`),

    /**
     * Rewards earned by my leads (`earned`, as giver) and owed by me (`offered`, as receiver):
     * owed and paid, one row per side (a read; `settlementCountsOf` turns it into the counts).
     * Each side is read on its own index, as two reads used to.
     */
    settlementCounts: (me: string) => {
      const rewarded = and(
        sql`${leads.rewardId} is not null`,
        sql`${leads.convertedAt} is not null`,
      );
      const side = (name: SettlementSideName, mine: SQL) =>
        db
          .select({
            side: sql<SettlementSideName>`${name}::text`.as('side'),
            owed: sql<number>`(count(*) filter (where ${leads.rewardPaidOn} is null))::int`.as(
              'owed',
            ),
            paid: sql<number>`(count(*) filter (where ${leads.rewardPaidOn} is not null))::int`.as(
              'paid',
            ),
          })
          .from(leads)
          .where(and(mine, rewarded));
      return side('earned', eq(leads.giverId, me)).unionAll(
        side('offered', eq(leads.receiverId, me)),
      );
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
