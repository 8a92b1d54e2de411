import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { leadTypes, leads, memberLeadTags } from './leads.tables.js';

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

/** Who gives and asks for which leads, for "who to meet next" (ADR 031). */
export function createLeadAffinities(db: DbOrTx) {
  return {
    /**
     * The kinds of leads I pass most (the tags and type of my last 500 given leads), as the
     * upper-cased keys members' "leads I'm looking for" tags are stored under.
     */
    async givenKinds(me: string, limit = 5) {
      const result = (await db.execute(sql`
        with given as (
          select l.tags, t.name as type_name from ${leads} l
          join ${leadTypes} t on t.id = l.lead_type_id
          where l.giver_id = ${me} order by l.created_at desc limit 500
        ), kinds as (
          select unnest(tags) as label from given
          union all select type_name from given
        )
        select upper(trim(label)) as key, min(label) as label, count(*)::int as times
        from kinds group by 1 order by times desc, key limit ${limit}`)) as unknown as {
        rows: Array<{ key: string; label: string; times: number | string }>;
      };
      return result.rows.map((row) => ({ ...row, times: Number(row.times) }));
    },

    /** Members looking for leads of these kinds: at most `perKind` read per kind. */
    async lookingFor(me: string, keys: string[], perKind = 200) {
      if (!keys.length) return [];
      const result = (await db.execute(sql`
        select m.user_id as member_id, array_agg(m.tag order by m.position) as tags
        from unnest(array[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]) k(key)
        cross join lateral (
          select user_id, tag, position from ${memberLeadTags}
          where tag_key = k.key and user_id <> ${me} limit ${perKind}
        ) m
        group by m.user_id`)) as unknown as {
        rows: Array<{ member_id: string; tags: string[] }>;
      };
      return result.rows.map((row) => ({ memberId: row.member_id, tags: row.tags }));
    },

    /** Who passed converted business to these members, most converted leads first. */
    async giversTo(me: string, receiverIds: string[], limit: number) {
      if (!receiverIds.length) return [];
      const rows = await db
        .select({
          memberId: leads.giverId,
          converted: sql<number>`count(*)::int`,
          receivers: sql<number>`count(distinct ${leads.receiverId})::int`,
        })
        .from(leads)
        .where(
          and(
            inArray(leads.receiverId, receiverIds),
            sql`${leads.convertedAt} is not null`,
            ne(leads.giverId, me),
          ),
        )
        .groupBy(leads.giverId)
        .orderBy(sql`count(*) desc`, leads.giverId)
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        converted: Number(row.converted),
        receivers: Number(row.receivers),
      }));
    },
  };
}
export type LeadAffinities = ReturnType<typeof createLeadAffinities>;
