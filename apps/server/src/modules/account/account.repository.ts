import { and, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dataExports, type DataExportRow } from './account.tables.js';

export type { DataExportRow } from './account.tables.js';

export function createAccountRepository(db: DbOrTx) {
  return {
    async insertExport(userId: string, tx: DbOrTx = db): Promise<DataExportRow> {
      const [row] = await tx.insert(dataExports).values({ userId }).returning();
      return row!;
    },
    async findExport(id: string, tx: DbOrTx = db): Promise<DataExportRow | undefined> {
      const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },
    /** Locks the row: two runs of the same job never both build it. */
    async lockExport(id: string, tx: DbOrTx) {
      const [row] = await tx.select().from(dataExports).where(eq(dataExports.id, id)).for('update');
      return row;
    },
    /** The member's archives not yet removed, newest first. */
    listByUserId: (userId: string, now: Date, tx: DbOrTx = db) =>
      tx
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(10)
        .then((rows) => rows.filter((row) => !row.expiresAt || row.expiresAt > now)),
    /** An archive still being built, asked for after `since`. */
    async findPending(userId: string, since: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'pending'),
            gt(dataExports.requestedAt, since),
          ),
        )
        .limit(1);
      return row;
    },
    async markReady(
      id: string,
      values: { storageKey: string; size: number; readyAt: Date; expiresAt: Date },
      tx: DbOrTx,
    ) {
      await tx
        .update(dataExports)
        .set({ ...values, status: 'ready' })
        .where(eq(dataExports.id, id));
    },
    listExpired: (now: Date, tx: DbOrTx = db) =>
      tx
        .select()
        .from(dataExports)
        .where(and(isNotNull(dataExports.expiresAt), lte(dataExports.expiresAt, now))),
    listStorageKeys: (userId: string, tx: DbOrTx = db) =>
      tx
        .select({ storageKey: dataExports.storageKey })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey))),
    deleteExport: (id: string, tx: DbOrTx = db) =>
      tx.delete(dataExports).where(eq(dataExports.id, id)),
    deleteByUserId: (userId: string, tx: DbOrTx = db) =>
      tx.delete(dataExports).where(eq(dataExports.userId, userId)),
  };
}
