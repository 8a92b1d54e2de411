import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerPreferences } from './ledger.tables.js';

/** The ledger's own rows: each member's leaderboard choice (ADR 027). */
export function createLedgerRepository(db: DbOrTx) {
  return {
    /** Members' choices; a member without a row keeps the default (shown by name). */
    async showOnLeaderboards(userIds: string[]) {
      if (!userIds.length) return new Map<string, boolean>();
      const rows = await db
        .select()
        .from(ledgerPreferences)
        .where(inArray(ledgerPreferences.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row.showOnLeaderboards]));
    },
    async setShowOnLeaderboards(userId: string, show: boolean) {
      await db
        .insert(ledgerPreferences)
        .values({ userId, showOnLeaderboards: show })
        .onConflictDoUpdate({
          target: ledgerPreferences.userId,
          set: { showOnLeaderboards: show, updatedAt: new Date() },
        });
    },
  };
}
