import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { suggestionDismissals } from './suggestions.tables.js';
import { anyOf } from '../../db/any-of.js';

export function createSuggestionsRepository(db: DbOrTx) {
  return {
    /** Of these members, the ones I dismissed (a read for `readTogether`). */
    dismissedAmong: (me: string, memberIds: string[]) =>
      db
        .select({ memberId: suggestionDismissals.memberId })
        .from(suggestionDismissals)
        .where(
          and(eq(suggestionDismissals.userId, me), anyOf(suggestionDismissals.memberId, memberIds)),
        ),

    dismiss: (me: string, memberId: string) =>
      db.insert(suggestionDismissals).values({ userId: me, memberId }).onConflictDoNothing(),

    restore: (me: string, memberId: string) =>
      db
        .delete(suggestionDismissals)
        .where(
          and(eq(suggestionDismissals.userId, me), eq(suggestionDismissals.memberId, memberId)),
        ),
  };
}
