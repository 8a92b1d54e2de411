import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
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
