import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { profileSectors, profiles, userPreferences } from './profile.tables.js';

/** The profile and the member's settings (currency, place, visibility, notification switches). */
export function createProfileOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
      const sectors = await tx
        .select({ sectorId: profileSectors.sectorId })
        .from(profileSectors)
        .where(eq(profileSectors.userId, userId));
      const settings = await tx
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return [
        {
          name: 'profile',
          rows: profile ? [{ ...profile, sectors: sectors.map((s) => s.sectorId) }] : [],
        },
        { name: 'settings', rows: settings },
      ];
    },
    async eraseFor(userId, tx) {
      await tx.delete(profileSectors).where(eq(profileSectors.userId, userId));
      await tx.delete(profiles).where(eq(profiles.userId, userId));
      await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
    },
  };
}
