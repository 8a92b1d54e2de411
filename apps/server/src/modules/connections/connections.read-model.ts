import { and, eq, getTableName, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RelationshipState } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { sqlRead } from '../../db/read-together.js';
import { connectionSides, connections, type ConnectionRecord } from './connections.tables.js';
import { anyOf } from '../../db/any-of.js';

/** The connection figures other modules show (the dashboard), read by their owner (ADR 015). */
export function createConnectionFigures(db: DbOrTx) {
  return {
    /** My connections: how many, how many in the last 30 days, and since when. */
    totals: (me: string) =>
      db
        .select({
          total: sql<number>`count(*)::int`.as('total'),
          lastThirtyDays:
            sql<number>`(count(*) filter (where ${connections.updatedAt} >= now() - interval '30 days'))::int`.as(
              'lastThirtyDays',
            ),
          fromDate: sql<Date | null>`min(${connections.updatedAt})`.as('fromDate'),
        })
        .from(connections)
        .where(
          and(
            or(eq(connections.userLow, me), eq(connections.userHigh, me)),
            eq(connections.status, 'CONNECTED'),
          ),
        ),
  };
}
export type ConnectionFigures = ReturnType<typeof createConnectionFigures>;

/** Who is near whom in the connection graph, for "who to meet next" (ADR 031). */
export function createConnectionGraph(db: DbOrTx) {
  return {
    /**
     * Members two steps away (connected to my connections, with no connection row with me in
     * any state), most mutual connections first. Reads at most 500 of my connections. A read,
     * for `readTogether` (or awaited alone).
     */
    secondDegree: (me: string, limit: number) =>
      sqlRead<{ memberId: string; mutual: number }>(
        db,
        sql`
        with mine as (
          select other_id as id from ${connectionSides}
          where member_id = ${me} and status = 'CONNECTED'
          limit 500
        ), related as (
          select other_id as id from ${connectionSides} where member_id = ${me}
        ), reached as (
          select s.other_id as member_id from mine m
            join ${connectionSides} s on s.member_id = m.id and s.status = 'CONNECTED'
        )
        select member_id as "memberId", count(*)::int as mutual from reached
        where member_id <> ${me} and member_id not in (select id from related)
        group by member_id order by mutual desc, member_id limit ${limit}`,
      ),

    /**
     * Of these members, the ones with a connection row with me in any state: one range of my
     * sides' primary key (a read for `readTogether`).
     */
    relatedAmong: (me: string, others: string[]) =>
      db
        .select({ memberId: connectionSides.otherId })
        .from(connectionSides)
        .where(and(eq(connectionSides.memberId, me), anyOf(connectionSides.otherId, others))),
  };
}
export type ConnectionGraph = ReturnType<typeof createConnectionGraph>;

/** What a member's standing with another is decided by: their row, if the pair has one. */
export type PairRow = Pick<ConnectionRecord, 'id' | 'status' | 'requesterId'>;

/**
 * The viewer's row with `member` (a column of the caller's query) as a JSON value, or null: lets
 * a read of another member (a profile) learn the standing in the same statement. The subquery's
 * columns are written out under an alias, and `member` is named with its table: drizzle leaves
 * the table off columns in a select without joins, where `"id"` would mean the row's own id.
 */
export const pairRowWith = (viewer: SQLWrapper, member: AnyPgColumn) => {
  const other = sql`${sql.identifier(getTableName(member.table))}.${sql.identifier(member.name)}`;
  return sql<PairRow | null>`(select json_build_object('id', c.id, 'status', c.status, 'requesterId', c.requester_id)
    from ${connections} c
    where c.user_low = least(${viewer}::uuid, ${other}) and c.user_high = greatest(${viewer}::uuid, ${other}))`;
};

/** How `me` stands with `member`, given the pair's row (or none). */
export function standingOf(
  me: string,
  member: { _id: string; isOrgOwner: boolean },
  row: PairRow | null | undefined,
): RelationshipState {
  if (member._id === me) return { relationship: 'self', connectionId: null };
  if (member.isOrgOwner) return { relationship: 'org_owner', connectionId: null };
  if (!row) return { relationship: 'none', connectionId: null };
  if (row.status === 'CONNECTED') return { relationship: 'connected', connectionId: row.id };
  // Its sender may withdraw a declined request; the one who declined may ask in turn
  // (settleRequest turns the row around).
  if (row.requesterId === me)
    return {
      relationship: row.status === 'REQUESTED' ? 'request_sent' : 'request_declined',
      connectionId: row.id,
    };
  if (row.status === 'REQUESTED') return { relationship: 'request_received', connectionId: row.id };
  return { relationship: 'none', connectionId: null };
}
