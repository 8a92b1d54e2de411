import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { connections } from './connections.tables.js';

/** The connection figures other modules show (the dashboard), read by their owner (ADR 015). */
export function createConnectionFigures(db: DbOrTx) {
  return {
    /** My connections: how many, how many in the last 30 days, and since when. */
    async totals(me: string) {
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
      return row;
    },
  };
}
export type ConnectionFigures = ReturnType<typeof createConnectionFigures>;
