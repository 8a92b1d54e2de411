import { eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../users/users.read-model.js';
import { profileSectors, profiles, userPreferences } from './profile.tables.js';

const qb = new QueryBuilder();

/**
 * What member cards and lists join of a profile (ADR 015): derived tables under the tables' own
 * names, which PostgreSQL plans as the tables themselves (one query, same indexes).
 */
export const profileCards = qb
  .select({
    userId: profiles.userId,
    headline: profiles.headline,
    company: profiles.company,
    jobTitle: profiles.jobTitle,
    avatarUrl: profiles.avatarUrl,
  })
  .from(profiles)
  .as('profiles');

/** Where a member is (their chosen country and region). */
export const memberPlaces = qb
  .select({
    userId: userPreferences.userId,
    countryId: userPreferences.countryId,
    regionId: userPreferences.regionId,
  })
  .from(userPreferences)
  .as('user_preferences');

/** A condition: the member whose id is `userId` works in one of these sectors. */
export const worksInAnyOf = (userId: AnyPgColumn, sectorIds: string[]) =>
  sql`exists (select 1 from ${profileSectors} where ${profileSectors.userId} = ${userId} and ${inArray(profileSectors.sectorId, sectorIds)})`;

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
          id: accounts.id,
          email: accounts.email,
          firstName: accounts.firstName,
          status: accounts.status,
          config: userPreferences.notificationConfig,
        })
        .from(accounts)
        .leftJoin(userPreferences, eq(userPreferences.userId, accounts.id))
        .where(inArray(accounts.id, userIds)),
  };
}
export type PreferenceReader = ReturnType<typeof createPreferenceReader>;
