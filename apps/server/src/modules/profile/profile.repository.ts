import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countries, regions, sectors } from '../reference/reference.tables.js';
import { users } from '../users/users.tables.js';
import { profileSectors, profiles, userPreferences } from './profile.tables.js';

export type ProfileFields = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt'>>;
export type PreferenceFields = Partial<
  Omit<typeof userPreferences.$inferInsert, 'userId' | 'updatedAt'>
>;

export function createProfileRepository(db: DbOrTx) {
  return {
    /** One round trip for member, profile, preferences and location; sectors in a second. */
    async findByUserId(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          user: users,
          profile: profiles,
          preferences: userPreferences,
          country: countries,
          region: regions,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .leftJoin(countries, eq(countries.id, userPreferences.countryId))
        .leftJoin(regions, eq(regions.id, userPreferences.regionId))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return undefined;
      const sectorRows = await tx
        .select({ id: sectors.id, name: sectors.name })
        .from(profileSectors)
        .innerJoin(sectors, eq(sectors.id, profileSectors.sectorId))
        .where(eq(profileSectors.userId, userId))
        .orderBy(asc(sectors.name));
      return { ...row, sectors: sectorRows };
    },
    async upsertProfile(userId: string, fields: ProfileFields, tx: DbOrTx = db) {
      await tx
        .insert(profiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: new Date() } });
    },
    async upsertPreferences(userId: string, fields: PreferenceFields, tx: DbOrTx = db) {
      await tx
        .insert(userPreferences)
        .values({ userId, ...fields })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { ...fields, updatedAt: new Date() },
        });
    },
    async clearAvatar(userId: string, storageKey: string) {
      await db
        .update(profiles)
        .set({ avatarUrl: null, updatedAt: new Date() })
        .where(and(eq(profiles.userId, userId), eq(profiles.avatarUrl, storageKey)));
    },
    async replaceSectors(userId: string, sectorIds: string[], tx: DbOrTx = db) {
      await tx.delete(profileSectors).where(eq(profileSectors.userId, userId));
      if (sectorIds.length)
        await tx.insert(profileSectors).values(sectorIds.map((sectorId) => ({ userId, sectorId })));
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
export type ProfileRecord = NonNullable<Awaited<ReturnType<ProfileRepository['findByUserId']>>>;
