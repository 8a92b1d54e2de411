import { eq, inArray } from 'drizzle-orm';
import type { ProfileCard } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { profiles, userPreferences } from '../profile/profile.tables.js';
import { createReferenceCache } from '../reference/reference.service.js';
import { users } from '../users/users.tables.js';

/**
 * Profile cards for a page of ids in one query: lists select their own rows first (cheap, on
 * their own indexes), then ask here for the handful of members those rows mention.
 */
export function createMemberCards(db: DbOrTx, avatarUrl: (storageKey: string) => Promise<string>) {
  const reference = createReferenceCache(db);

  return {
    async byIds(ids: Iterable<string>): Promise<Map<string, ProfileCard>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          isOrgOwner: users.isOrgOwner,
          headline: profiles.headline,
          company: profiles.company,
          jobTitle: profiles.jobTitle,
          avatarKey: profiles.avatarUrl,
          countryId: userPreferences.countryId,
          regionId: userPreferences.regionId,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(inArray(users.id, unique));
      const cards = await Promise.all(
        rows.map(async (row): Promise<ProfileCard> => ({
          _id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          isOrgOwner: row.isOrgOwner,
          headline: row.headline,
          company: row.company,
          jobTitle: row.jobTitle,
          avatarUrl: row.avatarKey ? await avatarUrl(row.avatarKey) : null,
          location: await reference.location(row.countryId, row.regionId),
        })),
      );
      return new Map(cards.map((card) => [card._id, card]));
    },
  };
}
export type MemberCards = ReturnType<typeof createMemberCards>;
