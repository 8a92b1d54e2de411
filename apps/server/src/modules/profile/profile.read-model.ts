import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/users.tables.js';
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

    /** E-mail, name, status and notification switches of these members (notifications). */
    notificationRecipients: (userIds: string[]) =>
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          status: users.status,
          config: userPreferences.notificationConfig,
        })
        .from(users)
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(inArray(users.id, userIds)),
  };
}
export type PreferenceReader = ReturnType<typeof createPreferenceReader>;
