import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userPreferences } from './profile.tables.js';

/** A member's preferences other modules need, read by their owner (ADR 015). */
export function createPreferenceReader(db: DbOrTx) {
  return {
    /** The currency the member chose, if any (callers pick the default). */
    async currencyOf(me: string) {
      const [row] = await db
        .select({ currency: userPreferences.currency })
        .from(userPreferences)
        .where(eq(userPreferences.userId, me));
      return row?.currency;
    },
  };
}
export type PreferenceReader = ReturnType<typeof createPreferenceReader>;
