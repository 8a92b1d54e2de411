import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { ledgerPreferences } from './ledger.tables.js';

/**
 * The member's ledger choices. The ledger itself is computed from leads (exported with them);
 * erased, the choice goes.
 */
export function createLedgerOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          showOnLeaderboards: ledgerPreferences.showOnLeaderboards,
          updatedAt: ledgerPreferences.updatedAt,
        })
        .from(ledgerPreferences)
        .where(eq(ledgerPreferences.userId, userId));
      return [{ name: 'ledger-preferences', rows }];
    },
    async eraseFor(userId, tx) {
      await tx.delete(ledgerPreferences).where(eq(ledgerPreferences.userId, userId));
    },
  };
}
