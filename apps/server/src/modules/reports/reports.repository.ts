import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../lib/pagination.js';
import { accounts } from '../users/users.read-model.js';
import { reports } from './reports.tables.js';

export type ReportRow = typeof reports.$inferSelect;
type NewReport = typeof reports.$inferInsert;
type Page = { page: number; offset: number };

export function createReportsRepository(db: DbOrTx) {
  return {
    /** The new report, or undefined when the reporter has an open one on the item already. */
    async insert(row: NewReport) {
      const [created] = await db.insert(reports).values(row).onConflictDoNothing().returning();
      return created;
    },

    async findById(reportId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(reports).where(eq(reports.id, reportId));
      return row;
    },

    /** A page of the queue, oldest first, with how many open reports each item has. */
    async list(query: Page & { kind?: string; status: string }) {
      const { limit, skip } = pageWindow(query);
      const where = and(
        eq(reports.status, query.status),
        query.kind ? eq(reports.kind, query.kind) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            report: reports,
            openOnItem: sql<number>`(select count(*)::int from ${reports} r
              where r.kind = ${reports.kind} and r.target_id = ${reports.targetId}
                and r.status = 'open')`,
          })
          .from(reports)
          .where(where)
          .orderBy(asc(reports.createdAt), asc(reports.id))
          .limit(limit)
          .offset(skip),
        db.select({ value: count() }).from(reports).where(where),
      ]);
      return { rows, totalRows: total?.value ?? 0 };
    },

    /** Accounts named on reports (reporters, authors, administrators). */
    people(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: accounts.id,
          email: accounts.email,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          status: accounts.status,
        })
        .from(accounts)
        .where(inArray(accounts.id, ids));
    },

    /**
     * Closes every open report on an item with the outcome, in the caller's transaction; the
     * closed rows (none when another administrator acted first).
     */
    close(
      tx: DbOrTx,
      item: { kind: string; targetId: string },
      outcome: { status: string; adminId: string },
    ) {
      return tx
        .update(reports)
        .set({ status: outcome.status, resolvedBy: outcome.adminId, resolvedAt: new Date() })
        .where(
          and(
            eq(reports.kind, item.kind),
            eq(reports.targetId, item.targetId),
            eq(reports.status, 'open'),
          ),
        )
        .returning({ id: reports.id, reporterId: reports.reporterId });
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
