import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConnectionStatus, ExploreQuery, ListConnectionsQuery } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { bookmarks } from '../bookmarks/bookmarks.tables.js';
import { userPreferences, profileSectors, profiles } from '../profile/profile.tables.js';
import { users } from '../users/users.tables.js';
import { connections } from './connections.tables.js';

/** Explore counts at most this many matches: "1,000+" is as useful as the exact figure, and far cheaper. */
export const EXPLORE_COUNT_CAP = 1_000;

export const pairOf = (a: string, b: string) =>
  a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };

/** The member on the other side of a connection row, seen from `me`. */
const otherOf = (me: string) =>
  sql<string>`case when ${connections.userLow} = ${me} then ${connections.userHigh} else ${connections.userLow} end`;

/** The columns of a profile card, shared by every member list. */
const cardColumns = {
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    isOrgOwner: users.isOrgOwner,
  },
  profile: {
    headline: profiles.headline,
    company: profiles.company,
    jobTitle: profiles.jobTitle,
    avatarUrl: profiles.avatarUrl,
  },
  location: { countryId: userPreferences.countryId, regionId: userPreferences.regionId },
};

function memberFilters(filters: {
  country?: string;
  regions?: string[];
  sectors?: string[];
  textSearch?: string;
}): SQL[] {
  const conditions: SQL[] = [];
  if (filters.textSearch)
    conditions.push(sql`${users.searchText} like ${likePattern(filters.textSearch.toLowerCase())}`);
  if (filters.country) conditions.push(eq(userPreferences.countryId, filters.country));
  if (filters.regions?.length) conditions.push(inArray(userPreferences.regionId, filters.regions));
  if (filters.sectors?.length) {
    conditions.push(
      sql`exists (select 1 from ${profileSectors} where ${profileSectors.userId} = ${users.id} and ${inArray(profileSectors.sectorId, filters.sectors)})`,
    );
  }
  return conditions;
}

export function createConnectionsRepository(db: DbOrTx) {
  return {
    async findPair(a: string, b: string, tx: DbOrTx = db, lock = false) {
      const { userLow, userHigh } = pairOf(a, b);
      const query = tx
        .select()
        .from(connections)
        .where(and(eq(connections.userLow, userLow), eq(connections.userHigh, userHigh)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async findById(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(connections).where(eq(connections.id, id)).limit(1);
      return row;
    },
    /** Inserts a request unless the pair already has a row; undefined when it had one. */
    async insertRequest(requesterId: string, recipientId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(connections)
        .values({ ...pairOf(requesterId, recipientId), requesterId, status: 'REQUESTED' })
        .onConflictDoNothing({ target: [connections.userLow, connections.userHigh] })
        .returning();
      return row;
    },
    async update(
      id: string,
      values: { status: ConnectionStatus; requesterId?: string },
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .update(connections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(connections.id, id))
        .returning();
      return row!;
    },
    deleteById: (id: string, tx: DbOrTx = db) =>
      tx.delete(connections).where(eq(connections.id, id)),

    async list(me: string, query: ListConnectionsQuery) {
      const other = otherOf(me);
      const mine = or(eq(connections.userLow, me), eq(connections.userHigh, me))!;
      // A scalar subquery, not a join: every join added here costs planning time on each call.
      const bookmarked = sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${me} and ${bookmarks.type} = 'connections' and ${bookmarks.targetId} = ${connections.id})`;
      const memberConditions = memberFilters(query);
      const conditions = [mine, ...memberConditions];
      if (query.status) conditions.push(eq(connections.status, query.status));
      if (query.bookmark !== undefined)
        conditions.push(query.bookmark ? bookmarked : sql`not ${bookmarked}`);
      const sortColumn = {
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: connections.createdAt,
      }[query.sort];
      const direction = query.order === 'DESC' ? desc : asc;
      const base = () =>
        db
          .select({ connection: connections, bookmarked, ...cardColumns })
          .from(connections)
          .innerJoin(users, eq(users.id, other))
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
          .where(and(...conditions));
      const { limit, skip } = pageWindow(query);
      // Without member filters the count needs the connections table alone.
      const count = memberConditions.length
        ? db.$count(base().as('matches'))
        : db.$count(connections, and(...conditions));
      const [rows, total] = await Promise.all([
        base().orderBy(direction(sortColumn), asc(users.id)).limit(limit).offset(skip),
        count,
      ]);
      return { rows, total };
    },

    async tabs(me: string) {
      const rows = await db
        .select({ status: connections.status, value: sql<number>`count(*)::int` })
        .from(connections)
        .where(or(eq(connections.userLow, me), eq(connections.userHigh, me)))
        .groupBy(connections.status);
      return rows;
    },

    /** Active members other than me and organisation owners, not yet connected to me. */
    async explore(me: string, query: ExploreQuery) {
      const pairJoin = and(
        eq(connections.userLow, sql`least(${users.id}, ${me}::uuid)`),
        eq(connections.userHigh, sql`greatest(${users.id}, ${me}::uuid)`),
      );
      const conditions = [
        eq(users.status, 'active'),
        eq(users.isOrgOwner, false),
        ne(users.id, me),
        sql`(${connections.status} is null or ${connections.status} <> 'CONNECTED')`,
        ...memberFilters(query),
      ];
      const base = () =>
        db
          .select({ connection: connections, ...cardColumns })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
          .leftJoin(connections, pairJoin)
          .where(and(...conditions));
      const { limit, skip } = pageWindow(query);
      const [rows, [counted]] = await Promise.all([
        base()
          .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
          .limit(limit)
          .offset(skip),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(base().limit(EXPLORE_COUNT_CAP).as('capped')),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
