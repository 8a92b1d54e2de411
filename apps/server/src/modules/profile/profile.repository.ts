import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  countryColumns,
  countryRows,
  regionColumns,
  regionRows,
  sectorRows,
} from '../reference/reference.read-model.js';
import { accountColumns, accounts } from '../users/users.read-model.js';
import { profileSectors, profiles, userPreferences } from './profile.tables.js';

export type ProfileFields = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'updatedAt'>>;
export type PreferenceFields = Partial<
  Omit<typeof userPreferences.$inferInsert, 'userId' | 'updatedAt'>
>;

/** A member's sectors as one JSON array, so a profile reads in a single round trip. */
const sectorsOf = sql<Array<{ id: string; name: string }>>`coalesce((
  select json_agg(json_build_object('id', ${sectorRows.id}, 'name', ${sectorRows.name}) order by ${sectorRows.name})
  from ${profileSectors} ps join ${sectorRows} on ${sectorRows.id} = ps.sector_id
  where ps.user_id = ${accounts.id}), '[]'::json)`;

/**
 * The viewer's connection row with a member (a column of the profile's query), as SQL: the
 * connections feature's read, handed in by the app (profile importing connections, which reads
 * profile cards, would make the two modules a cycle).
 */
export type PairRead = (viewer: SQLWrapper, member: AnyPgColumn) => SQL<unknown>;

/** Everything a member's own profile and preferences screens read. */
const ownColumns = {
  user: accountColumns,
  profile: profiles,
  preferences: userPreferences,
  country: countryColumns,
  region: regionColumns,
  sectors: sectorsOf,
};

/**
 * What another member's profile shows and whom it is shown to, and nothing else: the hottest read
 * of the product (P2). Every column costs the driver a field to describe, parse and map on each
 * call; this is 28 where `ownColumns` is 36, without the preferences' two JSON documents.
 */
const shownColumns = {
  user: {
    id: accounts.id,
    email: accounts.email,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    status: accounts.status,
    isOrgOwner: accounts.isOrgOwner,
    createdAt: accounts.createdAt,
  },
  // A left join's object is null when its first column is: the key, never null in a row.
  profile: {
    userId: profiles.userId,
    headline: profiles.headline,
    company: profiles.company,
    jobTitle: profiles.jobTitle,
    bio: profiles.bio,
    phone: profiles.phone,
    website: profiles.website,
    meetingUrl: profiles.meetingUrl,
    avatarUrl: profiles.avatarUrl,
  },
  preferences: {
    userId: userPreferences.userId,
    profileVisibility: userPreferences.profileVisibility,
  },
  country: countryColumns,
  region: regionColumns,
  sectors: sectorsOf,
};

/** A member's own profile: their account and its profile, preferences and place. */
function selectOwn(db: DbOrTx) {
  return db
    .select(ownColumns)
    .from(accounts)
    .leftJoin(profiles, eq(profiles.userId, accounts.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, accounts.id))
    .leftJoin(countryRows, eq(countryRows.id, userPreferences.countryId))
    .leftJoin(regionRows, eq(regionRows.id, userPreferences.regionId));
}

/** Another member's profile as `viewer` sees it: the same joins, `shownColumns` and the pair. */
function selectShown(db: DbOrTx, viewer: SQLWrapper, pairRead: PairRead) {
  return db
    .select({
      ...shownColumns,
      // The viewer's connection row with the member, in the same round trip.
      pair: pairRead(viewer, accounts.id),
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.userId, accounts.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, accounts.id))
    .leftJoin(countryRows, eq(countryRows.id, userPreferences.countryId))
    .leftJoin(regionRows, eq(regionRows.id, userPreferences.regionId));
}

/** Without a pair read (the seed, tests of other modules) no viewer has a connection row. */
const noPair: PairRead = () => sql`null::json`;

export function createProfileRepository(db: DbOrTx, pairRead: PairRead = noPair) {
  // The hottest reads of the product (a member's own profile; another's, as every profile view
  // asks, with the viewer's connection row): prepared once per connection, so PostgreSQL plans
  // the five-table join once and the server builds its SQL once.
  const byUserId = selectOwn(db)
    .where(eq(accounts.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user_id');
  const forViewer = selectShown(db, sql.placeholder('viewerId'), pairRead)
    .where(eq(accounts.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_for_viewer');

  return {
    async findByUserId(userId: string, tx?: DbOrTx) {
      const [row] = tx
        ? await selectOwn(tx).where(eq(accounts.id, userId)).limit(1)
        : await byUserId.execute({ userId });
      return row;
    },
    async findForViewer(viewerId: string, userId: string) {
      const [row] = await forViewer.execute({ viewerId, userId });
      return row;
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
/** Another member's profile as a viewer reads it. */
export type ShownRecord = NonNullable<Awaited<ReturnType<ProfileRepository['findForViewer']>>>;
