import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of.js';
import type { DbOrTx } from '../../db/client.js';
import { sectorRows as sectorNames } from '../reference/reference.read-model.js';
import { accounts } from '../users/users.read-model.js';
import {
  profileSectors,
  profiles,
  sectorRegionMembers,
  userPreferences,
} from './profile.tables.js';

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

/**
 * A condition: the profile of the member whose id is `userId` may be found by a member who is
 * (`connected` true) or is not one of their connections: "everyone" shows to all, "connections"
 * to connections only, "only me" to nobody else. No preferences row means "everyone". Written with `<> 'everyone'` so
 * that PostgreSQL reads the partial index of restricted members (user_preferences_restricted_idx).
 */
export const profileFoundBy = (userId: AnyPgColumn, connected: boolean) =>
  sql`not exists (select 1 from ${userPreferences} where ${userPreferences.userId} = ${userId}
      and ${userPreferences.profileVisibility} <> 'everyone'${
        connected ? sql` and ${userPreferences.profileVisibility} = 'only_me'` : sql``
      })`;

/** A member's preferences other modules need, read by their owner (ADR 015). */
export function createPreferenceReader(db: DbOrTx) {
  return {
    /** The currency the member chose, if any (callers pick the default). */
    async currencyOf(me: string) {
      const [row] = await this.currency(me);
      return row?.currency;
    },

    /** The same as a read (no row when the member has no preferences). */
    currency: (me: string) =>
      db
        .select({ currency: userPreferences.currency })
        .from(userPreferences)
        .where(eq(userPreferences.userId, me)),

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

/**
 * Who works in which sectors and where, for "who to meet next" (ADR 031). Each is a read, for
 * `readTogether` (or awaited alone).
 */
export function createMemberLikeness(db: DbOrTx) {
  return {
    /** My sectors, ids and names. */
    sectorsOf: (me: string) =>
      db
        .select({ id: profileSectors.sectorId, name: sectorNames.name })
        .from(profileSectors)
        .innerJoin(sectorNames, eq(sectorNames.id, profileSectors.sectorId))
        .where(eq(profileSectors.userId, me)),

    /** My region: no row, or a null region, when I have not chosen one. */
    regionOf: (me: string) =>
      db
        .select({ regionId: userPreferences.regionId })
        .from(userPreferences)
        .where(eq(userPreferences.userId, me)),

    /**
     * Up to `limit` other members in one of these sectors (and in this region, when given), as
     * a one-column read another read can take as a subquery. None without sectors.
     */
    peers: (me: string, sectorIds: string[], regionId: string | null, limit: number) => {
      const mySectors = sql.param(sectorIds);
      // Without sectors, nothing: said outright, so the region's members are not read to find it.
      const none = sectorIds.length ? undefined : sql`false`;
      // Each read stops at `limit` rows (no DISTINCT to sort first), so its cost is the same
      // at any member count; it used to read every member of my region or sectors (ADR 035).
      // In my region: one range of the region-and-sector index per sector of mine (a member in
      // two of them may come twice, which the callers' `any` does not mind). Probing each region
      // member's sectors instead read ~900 members' keys to find ~110 (2,700 buffers at 100k).
      return regionId
        ? db
            .select({ userId: sectorRegionMembers.userId })
            .from(sectorRegionMembers)
            .where(
              and(
                none,
                eq(sectorRegionMembers.regionId, regionId),
                sql`${sectorRegionMembers.sectorId} = any(${mySectors})`,
                ne(sectorRegionMembers.userId, me),
              ),
            )
            .limit(limit)
        : db
            .select({ userId: profileSectors.userId })
            .from(profileSectors)
            .where(
              and(
                none,
                sql`${profileSectors.sectorId} = any(${mySectors})`,
                ne(profileSectors.userId, me),
                // Once per member: at the first of my sectors they work in.
                sql`not exists (select 1 from ${profileSectors} ps where ps.user_id = ${profileSectors.userId}
                    and ps.sector_id = any(${mySectors}) and ps.sector_id < ${profileSectors.sectorId})`,
              ),
            )
            .limit(limit);
    },

    /** Which of these members work in which of these sectors (a row per member and sector). */
    sectorsAmong: (memberIds: string[], sectorIds: string[]) =>
      db
        .select({ userId: profileSectors.userId, sectorId: profileSectors.sectorId })
        .from(profileSectors)
        .where(
          and(anyOf(profileSectors.userId, memberIds), anyOf(profileSectors.sectorId, sectorIds)),
        ),

    /** Which of these members are in this region (none when it is null). */
    inRegionAmong: (memberIds: string[], regionId: string | null) =>
      db
        .select({ userId: userPreferences.userId })
        .from(userPreferences)
        .where(
          regionId
            ? and(anyOf(userPreferences.userId, memberIds), eq(userPreferences.regionId, regionId))
            : sql`false`,
        ),
  };
}
export type MemberLikeness = ReturnType<typeof createMemberLikeness>;
