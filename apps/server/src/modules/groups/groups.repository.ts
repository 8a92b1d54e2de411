import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { GroupMembershipStatus, GroupRole, ListGroupsQuery } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { regionColumns, regionRows, sectorRows } from '../reference/reference.read-model.js';
import { nameOrEmailLike } from '../users/users.read-model.js';
import type { GroupPlans } from './group-plans.js';
import {
  groupMembers,
  networkGroupRegions,
  networkGroups,
  networkGroupSectors,
} from './groups.tables.js';
import { organizationNames } from '../organizations/organizations.read-model.js';

export type GroupRow = {
  id: string;
  name: string;
  description: string | null;
  parentId: string | null;
  countryId: string | null;
  organizationId: string;
  organizationName: string;
  logoKey: string | null;
  coverKey: string | null;
  memberCount: number;
  ratingSum: number;
  reviewCount: number;
  active: boolean;
};

export type Standing = {
  groupId: string;
  status: GroupMembershipStatus;
  role: GroupRole;
  isHomeGroup: boolean;
};

const groupColumns = {
  id: networkGroups.id,
  name: networkGroups.name,
  description: networkGroups.description,
  parentId: networkGroups.parentId,
  countryId: networkGroups.countryId,
  organizationId: networkGroups.organizationId,
  organizationName: organizationNames.name,
  logoKey: organizationNames.logoKey,
  coverKey: networkGroups.coverKey,
  memberCount: networkGroups.memberCount,
  ratingSum: networkGroups.ratingSum,
  reviewCount: networkGroups.reviewCount,
  active: networkGroups.active,
};

/** Search and the explore filters of spec §7 on top-level, active groups. */
function directoryFilters(query: ListGroupsQuery, plans: GroupPlans): SQL[] {
  const conditions: SQL[] = [isNull(networkGroups.parentId), eq(networkGroups.active, true)];
  if (query.textSearch) conditions.push(ilike(networkGroups.name, likePattern(query.textSearch)));
  if (query.country) conditions.push(eq(networkGroups.countryId, query.country));
  if (query.regions?.length)
    conditions.push(
      sql`exists (select 1 from network_group_regions r where r.group_id = ${networkGroups.id}
          and r.region_id in ${query.regions})`,
    );
  if (query.sectors?.length)
    conditions.push(
      sql`exists (select 1 from network_group_sectors s where s.group_id = ${networkGroups.id}
          and s.sector_id in ${query.sectors})`,
    );
  if (query.subscriptions?.length)
    conditions.push(plans.sellsAnyOf(networkGroups.id, query.subscriptions));
  return conditions;
}

export function createGroupsRepository(db: DbOrTx) {
  const selectGroups = () =>
    db
      .select(groupColumns)
      .from(networkGroups)
      .innerJoin(organizationNames, eq(organizationNames.id, networkGroups.organizationId));

  async function pageOf(where: SQL | undefined, query: { page: number; offset: number }) {
    const { limit, skip } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      selectGroups()
        .where(where)
        .orderBy(asc(networkGroups.name), asc(networkGroups.id))
        .limit(limit)
        .offset(skip),
      db.select({ value: count() }).from(networkGroups).where(where),
    ]);
    return { rows: rows as GroupRow[], total: total?.value ?? 0 };
  }

  return {
    async find(id: string): Promise<GroupRow | undefined> {
      const [row] = await selectGroups().where(eq(networkGroups.id, id)).limit(1);
      return row as GroupRow | undefined;
    },

    list: (query: ListGroupsQuery, plans: GroupPlans) =>
      pageOf(and(...directoryFilters(query, plans)), query),

    /** My groups (top level) by my standing; owners see theirs under `joined` too. */
    mine(
      userId: string,
      filter: { status?: GroupMembershipStatus; role?: GroupRole },
      query: { page: number; offset: number; textSearch?: string },
    ) {
      const membership = [
        sql`${groupMembers.groupId} = ${networkGroups.id}`,
        eq(groupMembers.userId, userId),
      ];
      if (filter.status) membership.push(eq(groupMembers.status, filter.status));
      if (filter.role) membership.push(eq(groupMembers.role, filter.role));
      const conditions: SQL[] = [
        isNull(networkGroups.parentId),
        exists(
          db
            .select({ one: sql`1` })
            .from(groupMembers)
            .where(and(...membership)),
        ),
      ];
      if (query.textSearch)
        conditions.push(ilike(networkGroups.name, likePattern(query.textSearch)));
      return pageOf(and(...conditions), query);
    },

    /** An organisation's top-level groups, by name. */
    ofOrganization: (
      organizationId: string,
      query: { page: number; offset: number; textSearch?: string },
    ) =>
      pageOf(
        and(
          eq(networkGroups.organizationId, organizationId),
          isNull(networkGroups.parentId),
          query.textSearch ? ilike(networkGroups.name, likePattern(query.textSearch)) : undefined,
        ),
        query,
      ),

    subgroupsOfMany: (parentIds: string[]) =>
      parentIds.length
        ? selectGroups()
            .where(inArray(networkGroups.parentId, parentIds))
            .orderBy(asc(networkGroups.name))
            .then((rows) => rows as GroupRow[])
        : Promise.resolve([] as GroupRow[]),

    /** Members waiting for a decision, per group. */
    async requestCounts(groupIds: string[]) {
      if (!groupIds.length) return new Map<string, number>();
      const rows = await db
        .select({ groupId: groupMembers.groupId, value: count() })
        .from(groupMembers)
        .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.status, 'requested')))
        .groupBy(groupMembers.groupId);
      return new Map(rows.map((row) => [row.groupId, row.value]));
    },

    subgroupsOf: (parentId: string) =>
      selectGroups()
        .where(and(eq(networkGroups.parentId, parentId), eq(networkGroups.active, true)))
        .orderBy(asc(networkGroups.name))
        .then((rows) => rows as GroupRow[]),

    async standings(userId: string, groupIds: string[]): Promise<Map<string, Standing>> {
      if (!groupIds.length) return new Map();
      const rows = await db
        .select({
          groupId: groupMembers.groupId,
          status: groupMembers.status,
          role: groupMembers.role,
          isHomeGroup: groupMembers.isHomeGroup,
        })
        .from(groupMembers)
        .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, groupIds)));
      return new Map(rows.map((row) => [row.groupId, row]));
    },

    /** Sectors and regions of a page of groups: two queries, whatever the page. */
    async facets(groupIds: string[]) {
      if (!groupIds.length) return { sectors: [], regions: [] };
      const [sectorFacets, regionFacets] = await Promise.all([
        db
          .select({
            groupId: networkGroupSectors.groupId,
            id: sectorRows.id,
            name: sectorRows.name,
          })
          .from(networkGroupSectors)
          .innerJoin(sectorRows, eq(sectorRows.id, networkGroupSectors.sectorId))
          .where(inArray(networkGroupSectors.groupId, groupIds))
          .orderBy(asc(sectorRows.name)),
        db
          .select({ groupId: networkGroupRegions.groupId, region: regionColumns })
          .from(networkGroupRegions)
          .innerJoin(regionRows, eq(regionRows.id, networkGroupRegions.regionId))
          .where(inArray(networkGroupRegions.groupId, groupIds))
          .orderBy(asc(regionRows.name)),
      ]);
      return { sectors: sectorFacets, regions: regionFacets };
    },

    /** Members (joined) of a group, one page, with the member filters on member_search. */
    async members(
      groupId: string,
      query: {
        page: number;
        offset: number;
        textSearch?: SQL;
        country?: string;
        regions?: string[];
        sectors?: string[];
      },
    ) {
      const conditions: SQL[] = [
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, 'joined'),
      ];
      if (query.textSearch) conditions.push(sql`ms.document @@ ${query.textSearch}`);
      if (query.country) conditions.push(sql`ms.country_id = ${query.country}`);
      if (query.regions?.length) conditions.push(sql`ms.region_id in ${query.regions}`);
      if (query.sectors?.length)
        conditions.push(
          sql`exists (select 1 from profile_sectors ps where ps.user_id = ${groupMembers.userId}
              and ps.sector_id in ${query.sectors})`,
        );
      const where = and(...conditions);
      const { limit, skip } = pageWindow(query);
      const from = sql`group_members inner join member_search ms on ms.user_id = group_members.user_id`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: sql<string>`group_members.user_id`,
            role: sql<GroupRole>`group_members.role`,
            joinedAt: sql<Date | string | null>`group_members.joined_at`,
          })
          .from(sql`${from}`)
          .where(where)
          .orderBy(desc(sql`${groupMembers.role} = 'OWNER'`), sql`ms.sort_key`, groupMembers.userId)
          .limit(limit)
          .offset(skip),
        db
          .select({ value: count() })
          .from(sql`${from}`)
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Pending requests in a group's family (the group and its sub-groups), one row per member:
     * a member of the group asks for sub-groups; a newcomer asks for the group.
     */
    async requests(familyIds: string[], query: { page: number; offset: number }) {
      const where = and(
        inArray(groupMembers.groupId, familyIds),
        eq(groupMembers.status, 'requested'),
      );
      const { limit, skip } = pageWindow(query);
      const requestedAt = sql<Date>`min(${groupMembers.requestedAt})`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            userId: groupMembers.userId,
            groupIds: sql<string[]>`array_agg(${groupMembers.groupId})`,
            requestNote: sql<string | null>`max(${groupMembers.requestNote})`,
            requestedAt,
          })
          .from(groupMembers)
          .where(where)
          .groupBy(groupMembers.userId)
          .orderBy(requestedAt, groupMembers.userId)
          .limit(limit)
          .offset(skip),
        db
          .select({ value: sql<number>`count(distinct ${groupMembers.userId})::int` })
          .from(groupMembers)
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async countRequests(familyIds: string[]) {
      const [row] = await db
        .select({ value: sql<number>`count(distinct ${groupMembers.userId})::int` })
        .from(groupMembers)
        .where(and(inArray(groupMembers.groupId, familyIds), eq(groupMembers.status, 'requested')));
      return row?.value ?? 0;
    },

    namesOf: (ids: string[]) =>
      ids.length
        ? db
            .select({ id: networkGroups.id, name: networkGroups.name })
            .from(networkGroups)
            .where(inArray(networkGroups.id, ids))
        : Promise.resolve([]),

    /**
     * The active groups whose members-only content I may read, as `access` decides one by one:
     * the groups I joined (or own) and, of a parent I joined, the sub-groups I joined or whose
     * parent I own.
     */
    async readableIds(me: string): Promise<string[]> {
      const result = await db.execute(sql`
        select g.id from ${networkGroups} g
        left join ${groupMembers} own on own.group_id = g.id and own.user_id = ${me}
        left join ${groupMembers} up on up.group_id = g.parent_id and up.user_id = ${me}
        where g.active
          and (g.parent_id is null or up.status = 'joined')
          and (own.status = 'joined' or own.role = 'OWNER' or up.role = 'OWNER')
          and (own.user_id is not null or up.user_id is not null)`);
      return (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    },

    /**
     * The header search's groups (ADR 033): active top-level groups (the directory) and the
     * sub-groups among `readable`, whose name contains `text`; mine first, then names that
     * start with it, then a word that does, then the biggest. At most `limit + 1`.
     */
    findByName(text: string, readable: string[], limit: number) {
      const lower = text.trim().toLowerCase();
      const escaped = lower.replace(/[\\%_]/g, (c) => `\\${c}`);
      // Never true without groups; not the literal `false`, which ORDER BY refuses.
      const mine = readable.length
        ? inArray(networkGroups.id, readable)
        : sql`(${networkGroups.id} is null)`;
      return db
        .select({
          id: networkGroups.id,
          name: networkGroups.name,
          parentId: networkGroups.parentId,
          memberCount: networkGroups.memberCount,
          isMember: sql<boolean>`${mine}`,
        })
        .from(networkGroups)
        .where(
          and(
            eq(networkGroups.active, true),
            ilike(networkGroups.name, likePattern(text.trim())),
            or(isNull(networkGroups.parentId), mine),
          ),
        )
        .orderBy(
          desc(mine),
          desc(sql`lower(${networkGroups.name}) like ${`${escaped}%`}`),
          desc(sql`lower(${networkGroups.name}) like ${`% ${escaped}%`}`),
          desc(networkGroups.memberCount),
          asc(networkGroups.name),
          asc(networkGroups.id),
        )
        .limit(limit + 1);
    },

    /** Groups a member has joined, top level first; `within` narrows to those ids. */
    joinedBy(userId: string, within?: string[]) {
      const conditions: SQL[] = [
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, 'joined'),
      ];
      if (within?.length) conditions.push(inArray(groupMembers.groupId, within));
      return db
        .select({
          id: networkGroups.id,
          name: networkGroups.name,
          parentId: networkGroups.parentId,
        })
        .from(groupMembers)
        .innerJoin(networkGroups, eq(networkGroups.id, groupMembers.groupId))
        .where(and(...conditions))
        .orderBy(sql`${networkGroups.parentId} is not null`, asc(networkGroups.name));
    },
    /**
     * How many groups each organisation runs, top-level groups (what the console's Groups tab
     * lists) and sub-groups counted apart.
     */
    countsByOrganization: (organizationIds: string[]) =>
      organizationIds.length
        ? db
            .select({
              organizationId: networkGroups.organizationId,
              groups: sql<number>`(count(*) filter (where ${networkGroups.parentId} is null))::int`,
              subgroups: sql<number>`(count(*) filter (where ${networkGroups.parentId} is not null))::int`,
            })
            .from(networkGroups)
            .where(inArray(networkGroups.organizationId, organizationIds))
            .groupBy(networkGroups.organizationId)
        : Promise.resolve([]),

    /**
     * The owner console's member list: everyone who joined one of the organisation's groups (or
     * `groupId`) as a MEMBER, one row per person, newest member first.
     */
    async organizationMembers(
      organizationId: string,
      query: { page: number; offset: number; textSearch?: string; groupId?: string },
    ) {
      const organizationGroups = db
        .select({ id: networkGroups.id })
        .from(networkGroups)
        .where(eq(networkGroups.organizationId, organizationId));
      const text = query.textSearch
        ? nameOrEmailLike(groupMembers.userId, likePattern(query.textSearch))
        : undefined;
      // `groupId` narrows to one group, never past this organisation's own.
      const inOrganization = and(
        inArray(groupMembers.groupId, organizationGroups),
        query.groupId ? eq(groupMembers.groupId, query.groupId) : undefined,
        eq(groupMembers.status, 'joined'),
        eq(groupMembers.role, 'MEMBER'),
        text,
      );
      const { limit, skip } = pageWindow(query);
      const joinedAt = sql<Date>`min(${groupMembers.joinedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ userId: groupMembers.userId, joinedAt })
          .from(groupMembers)
          .where(inOrganization)
          .groupBy(groupMembers.userId)
          .orderBy(desc(joinedAt), asc(groupMembers.userId))
          .limit(limit)
          .offset(skip),
        db
          .select({ value: sql<number>`count(distinct ${groupMembers.userId})::int` })
          .from(groupMembers)
          .where(inOrganization),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The organisation's groups these members joined, by group name. */
    organizationMemberships: (organizationId: string, userIds: string[]) =>
      userIds.length
        ? db
            .select({
              userId: groupMembers.userId,
              id: networkGroups.id,
              name: networkGroups.name,
            })
            .from(groupMembers)
            .innerJoin(networkGroups, eq(networkGroups.id, groupMembers.groupId))
            .where(
              and(
                inArray(groupMembers.userId, userIds),
                eq(groupMembers.status, 'joined'),
                eq(networkGroups.organizationId, organizationId),
              ),
            )
            .orderBy(asc(networkGroups.name))
        : Promise.resolve([]),
    /** The group with its organisation, if `ownerId` owns that organisation. */
    async findOwnedBy(ownerId: string, groupId: string) {
      const [row] = await db
        .select({
          group: networkGroups,
          organization: {
            id: organizationNames.id,
            name: organizationNames.name,
            ownerId: organizationNames.ownerId,
          },
        })
        .from(networkGroups)
        .innerJoin(organizationNames, eq(organizationNames.id, networkGroups.organizationId))
        .where(and(eq(networkGroups.id, groupId), eq(organizationNames.ownerId, ownerId)));
      return row;
    },
  };
}
export type GroupsRepository = ReturnType<typeof createGroupsRepository>;

/** A group's review figures (reviews reads them through groups.service). */
export async function groupRating(db: DbOrTx, groupId: string) {
  const [row] = await db
    .select({ ratingSum: networkGroups.ratingSum, reviewCount: networkGroups.reviewCount })
    .from(networkGroups)
    .where(eq(networkGroups.id, groupId));
  return row;
}

/** Moves a group's review figures, inside the transaction that holds the group's lock. */
export async function addGroupRating(
  tx: DbOrTx,
  groupId: string,
  ratingDelta: number,
  reviewDelta: number,
) {
  await tx
    .update(networkGroups)
    .set({
      ratingSum: sql`${networkGroups.ratingSum} + ${ratingDelta}`,
      reviewCount: sql`${networkGroups.reviewCount} + ${reviewDelta}`,
    })
    .where(eq(networkGroups.id, groupId));
}

/** Locks a group's row for the rest of the transaction: its counters change one writer at a time. */
export const lockGroup = (tx: DbOrTx, groupId: string) =>
  tx.execute(sql`select 1 from network_groups where id = ${groupId} for update`);

export const addMembers = (tx: DbOrTx, groupId: string, delta: number) =>
  tx
    .update(networkGroups)
    .set({ memberCount: sql`greatest(${networkGroups.memberCount} + ${delta}, 0)` })
    .where(eq(networkGroups.id, groupId));

export const updateGroup = (
  tx: DbOrTx,
  groupId: string,
  fields: Partial<typeof networkGroups.$inferInsert>,
) => tx.update(networkGroups).set(fields).where(eq(networkGroups.id, groupId));

/** A deleted library image is no group's cover any more (idempotent: an event may run twice). */
export const clearCover = (tx: DbOrTx, storageKey: string) =>
  tx.update(networkGroups).set({ coverKey: null }).where(eq(networkGroups.coverKey, storageKey));

const facetTables = { sectors: networkGroupSectors, regions: networkGroupRegions };
const facetColumns = { sectors: 'sectorId', regions: 'regionId' } as const;

/** Replaces a group's sectors or regions with the given ids. */
export async function replaceFacets(
  tx: DbOrTx,
  facet: 'sectors' | 'regions',
  groupId: string,
  ids: string[],
) {
  const table = facetTables[facet];
  const column = facetColumns[facet];
  await tx.delete(table).where(eq(table.groupId, groupId));
  const unique = [...new Set(ids)];
  if (unique.length)
    await tx
      .insert(table)
      .values(unique.map((id) => ({ groupId, [column]: id }) as never))
      .onConflictDoNothing();
}

/** The OWNER rows of these groups. */
export const ownerRows = (tx: DbOrTx, groupIds: string[]) =>
  tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(inArray(groupMembers.groupId, groupIds), eq(groupMembers.role, 'OWNER')));

/** Joined members of a group with their roles. */
export const joinedMembers = (tx: DbOrTx, groupId: string) =>
  tx
    .select({ userId: groupMembers.userId, role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'joined')));

export const upsertRequest = (
  tx: DbOrTx,
  groupId: string,
  userId: string,
  values: { requestNote: string | null; isHomeGroup: boolean; requestedAt: Date },
) =>
  tx
    .insert(groupMembers)
    .values({ groupId, userId, status: 'requested', ...values })
    .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: values });

export const setStatus = (tx: DbOrTx, groupId: string, userId: string, status: 'rejected') =>
  tx
    .update(groupMembers)
    .set({ status })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));

export const clearHomeGroup = (tx: DbOrTx, userId: string) =>
  tx.update(groupMembers).set({ isHomeGroup: false }).where(eq(groupMembers.userId, userId));

export const markJoined = (tx: DbOrTx, groupId: string, userId: string, isHomeGroup: boolean) =>
  tx
    .update(groupMembers)
    .set({ status: 'joined', joinedAt: new Date(), isHomeGroup })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));

/** A member's pending requests in a group's family, locked for the owner's decision. */
export const lockPendingRequests = (tx: DbOrTx, familyIds: string[], userId: string) =>
  tx
    .select()
    .from(groupMembers)
    .where(
      and(
        inArray(groupMembers.groupId, familyIds),
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, 'requested'),
      ),
    )
    .for('update');

/** Removes a MEMBER's joined or requested row; returns what it was, if there was one. */
export async function removeMember(tx: DbOrTx, groupId: string, userId: string) {
  const [removed] = await tx
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        eq(groupMembers.role, 'MEMBER'),
        inArray(groupMembers.status, ['joined', 'requested']),
      ),
    )
    .returning({ status: groupMembers.status });
  return removed;
}

export async function statusIn(tx: DbOrTx, groupId: string, userId: string) {
  const [row] = await tx
    .select({ status: groupMembers.status })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row;
}

/** Makes a member joined, whether they had no row, a request or a refusal. */
export const upsertJoined = (tx: DbOrTx, groupId: string, userId: string) =>
  tx
    .insert(groupMembers)
    .values({ groupId, userId, status: 'joined', joinedAt: new Date() })
    .onConflictDoUpdate({
      target: [groupMembers.groupId, groupMembers.userId],
      set: { status: 'joined', joinedAt: new Date() },
    });
