import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { sqlRead } from '../../db/read-together.js';
import { groupMembers, networkGroups } from './groups.tables.js';
import { anyOf } from '../../db/any-of.js';

/** Groups as other modules show them beside their own rows (ADR 015). */
export function createGroupReader(db: DbOrTx) {
  return {
    /** Id, name and parent of these groups, in one query. */
    refs: (groupIds: string[]) =>
      db
        .select({
          id: networkGroups.id,
          name: networkGroups.name,
          parentId: networkGroups.parentId,
        })
        .from(networkGroups)
        .where(anyOf(networkGroups.id, groupIds)),

    /** The groups `me` shares with each of `others` (both joined): group, name and member. */
    async sharedWith(me: string, others: string[]) {
      if (!others.length) return [];
      const mine = db
        .select({ groupId: groupMembers.groupId })
        .from(groupMembers)
        .where(and(eq(groupMembers.userId, me), eq(groupMembers.status, 'joined')));
      return db
        .select({
          groupId: groupMembers.groupId,
          name: networkGroups.name,
          userId: groupMembers.userId,
        })
        .from(groupMembers)
        .innerJoin(networkGroups, eq(networkGroups.id, groupMembers.groupId))
        .where(
          and(
            inArray(groupMembers.userId, others),
            eq(groupMembers.status, 'joined'),
            inArray(groupMembers.groupId, mine),
          ),
        );
    },
  };
}
export type GroupReader = ReturnType<typeof createGroupReader>;

const qb = new QueryBuilder();

/**
 * Groups as other modules' lists join them (ADR 015): a derived table under the table's own
 * name, which PostgreSQL plans as the table itself (one query, same indexes).
 */
export const groupRows = qb
  .select({
    id: networkGroups.id,
    organizationId: networkGroups.organizationId,
    parentId: networkGroups.parentId,
    name: networkGroups.name,
    description: networkGroups.description,
    countryId: networkGroups.countryId,
    active: networkGroups.active,
    memberCount: networkGroups.memberCount,
    ratingSum: networkGroups.ratingSum,
    reviewCount: networkGroups.reviewCount,
    coverKey: networkGroups.coverKey,
  })
  .from(networkGroups)
  .as('network_groups');

/**
 * A condition: the member whose id is `userId` has joined a group for which `groupMatches`
 * (given the group id column) holds.
 */
export const joinedGroupWhere = (
  userId: AnyPgColumn,
  groupMatches: (groupId: AnyPgColumn) => SQL,
) =>
  sql`exists (select 1 from ${groupMembers} where ${and(
    eq(groupMembers.userId, userId),
    eq(groupMembers.status, 'joined'),
    groupMatches(groupMembers.groupId),
  )})`;

/** Who shares a network group with whom, for "who to meet next" (ADR 031). */
export function createGroupFellows(db: DbOrTx) {
  return {
    /**
     * Members who joined a group I joined (active groups only), most shared groups first, with
     * one of those groups' names. Reads at most 300 members of each of my groups, newest first.
     * A read, for `readTogether` (or awaited alone).
     */
    of: (me: string, limit: number) =>
      sqlRead<{ memberId: string; shared: number; groupName: string }>(
        db,
        sql`
        select f.user_id as "memberId", count(*)::int as shared, min(g.name) as "groupName"
        from ${groupMembers} mine
        join ${networkGroups} g on g.id = mine.group_id and g.active
        cross join lateral (
          select gm.user_id from ${groupMembers} gm
          where gm.group_id = mine.group_id and gm.status = 'joined' and gm.user_id <> ${me}
          order by gm.requested_at desc limit 300
        ) f
        where mine.user_id = ${me} and mine.status = 'joined'
        group by f.user_id order by shared desc, f.user_id limit ${limit}`,
      ),
  };
}
export type GroupFellows = ReturnType<typeof createGroupFellows>;
/** A condition builder: the member whose id is `userId` has joined the group `groupId`. */
export const joinedMemberOf = (groupId: string) => (userId: AnyPgColumn) =>
  joinedGroupWhere(userId, (group) => eq(group, groupId));
