import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { suggestionDismissals } from './suggestions.tables.js';

/** The members a member asked not to be suggested: theirs, exported and erased with them. */
export function createSuggestionsOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          memberId: suggestionDismissals.memberId,
          dismissedAt: suggestionDismissals.dismissedAt,
        })
        .from(suggestionDismissals)
        .where(eq(suggestionDismissals.userId, userId));
      return [{ name: 'dismissed-suggestions', rows, csv: true }];
    },
    async eraseFor(userId, tx) {
      await tx.delete(suggestionDismissals).where(eq(suggestionDismissals.userId, userId));
    },
  };
}
