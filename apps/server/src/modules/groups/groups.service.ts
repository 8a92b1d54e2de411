import type {
  GroupDetail,
  GroupMembershipStatus,
  GroupRef,
  GroupSummary,
  ListGroupsQuery,
  MyGroupStanding,
  SubGroup,
} from '@nethub/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { toListResponse } from '../../lib/pagination.js';
import type { MemberCards } from '../members/member-cards.js';
import { prefixQuery } from '../members/member-search.js';
import {
  createReferenceCache,
  createReferenceService,
  toRegion,
} from '../reference/reference.service.js';
import { createNetworkGroup, type NewGroup } from './group-setup.js';
import { createUsersService } from '../users/users.service.js';
import { createGroupsRepository, type GroupRow, type Standing } from './groups.repository.js';
import * as membership from './groups.repository.js';
import type { GroupPlans } from './group-plans.js';

export { addGroupRating, groupRating, lockGroup } from './groups.repository.js';

const FIRST_MEMBERS_SHOWN = 6;
type Page = { page: number; offset: number };
type JoinRequestInput = { subgroups: string[]; requestNote?: string; setHomeGroup: boolean };

export const averageOf = (ratingSum: number, reviewCount: number) =>
  reviewCount ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0;

const standingOf = (standing: Standing | undefined): MyGroupStanding => ({
  status: standing?.status ?? null,
  role: standing?.role ?? null,
  isHomeGroup: standing?.isHomeGroup ?? false,
});

const { addMembers, lockGroup } = membership;

/**
 * Network groups: the directory, a group's page, membership (request, decision, leave) and the
 * member-only parts. Group roles are documented in the contract (groups.ts).
 */
export function createGroupsService({
  db,
  events,
  memberCards,
  plans,
  pictureUrl,
}: {
  db: Db;
  events: EventBus;
  memberCards: MemberCards;
  /** The plans groups sell, from subscriptions (which depends on groups). */
  plans: GroupPlans;
  /** Signs a picture's storage key (covers, logos) into a link, as avatars are. */
  pictureUrl?: (key: string) => Promise<string>;
}) {
  const repo = createGroupsRepository(db);
  const accounts = createUsersService(db);
  const reference = createReferenceCache(db);

  // A cover whose library image was deleted goes back to none (the placeholder shows).
  events.on('media.deleted', 'groups', async ({ storageKey }) => {
    await membership.clearCover(db, storageKey);
  });

  async function summaries(me: string, rows: GroupRow[]): Promise<GroupSummary[]> {
    const ids = rows.map((row) => row.id);
    const [facets, livePlans, standings] = await Promise.all([
      repo.facets(ids),
      plans.livePlansOf(ids),
      repo.standings(me, ids),
    ]);
    return Promise.all(
      rows.map(async (row) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        organization: {
          _id: row.organizationId,
          name: row.organizationName,
          logoUrl: row.logoKey && pictureUrl ? await pictureUrl(row.logoKey) : null,
        },
        coverUrl: row.coverKey && pictureUrl ? await pictureUrl(row.coverKey) : null,
        parentId: row.parentId,
        country: (await reference.location(row.countryId, null)).country,
        regions: facets.regions.filter((r) => r.groupId === row.id).map((r) => toRegion(r.region)!),
        sectors: facets.sectors
          .filter((s) => s.groupId === row.id)
          .map((s) => ({ _id: s.id, name: s.name })),
        subscriptions: livePlans
          .filter((p) => p.groupId === row.id)
          .map((p) => ({
            _id: p.id,
            name: p.name,
            price: p.price,
            currency: p.currency,
            period: p.period,
          })),
        memberCount: row.memberCount,
        averageRating: averageOf(row.ratingSum, row.reviewCount),
        reviewCount: row.reviewCount,
        me: standingOf(standings.get(row.id)),
      })),
    );
  }

  async function summaryPage(me: string, page: { rows: GroupRow[]; total: number }, query: Page) {
    return toListResponse(await summaries(me, page.rows), page.total, query);
  }

  /**
   * What I may do in a group. A sub-group exists for me only when I am in its parent group; the
   * owners of the parent own its sub-groups too.
   */
  async function access(me: string, groupId: string) {
    const group = await repo.find(groupId);
    if (!group?.active) throw notFound();
    const ids = group.parentId ? [group.id, group.parentId] : [group.id];
    const standings = await repo.standings(me, ids);
    const own = standings.get(group.id);
    const parent = group.parentId ? standings.get(group.parentId) : undefined;
    if (group.parentId && parent?.status !== 'joined') throw notFound();
    const isOwner = own?.role === 'OWNER' || parent?.role === 'OWNER';
    const isMember = own?.status === 'joined' || isOwner;
    return { group, standing: own, isOwner, isMember };
  }

  async function membersOnly(me: string, groupId: string) {
    const seen = await access(me, groupId);
    if (!seen.isMember) throw forbidden('GROUP_MEMBERS_ONLY');
    return seen;
  }

  async function ownersOf(tx: DbOrTx, group: GroupRow): Promise<string[]> {
    const rows = await membership.ownerRows(
      tx,
      group.parentId ? [group.id, group.parentId] : [group.id],
    );
    return [...new Set(rows.map((row) => row.userId))];
  }

  async function subgroupsFor(me: string, parentId: string): Promise<SubGroup[]> {
    const rows = await repo.subgroupsOf(parentId);
    const standings = await repo.standings(
      me,
      rows.map((row) => row.id),
    );
    return Promise.all(
      rows.map(async (row) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        coverUrl: row.coverKey && pictureUrl ? await pictureUrl(row.coverKey) : null,
        memberCount: row.memberCount,
        me: standingOf(standings.get(row.id)),
      })),
    );
  }

  /** Sub-groups named in a request must belong to the group. */
  async function checkSubgroups(groupId: string, ids: string[]) {
    if (!ids.length) return;
    const children = new Set((await repo.subgroupsOf(groupId)).map((row) => row.id));
    if (ids.some((id) => !children.has(id)))
      throw badRequest('VALIDATION_ERROR', { subgroups: 'Not a sub-group of this group' });
  }

  async function isOrgOwnerAccount(userId: string) {
    const account = await accounts.findById(userId);
    return account?.isOrgOwner ?? false;
  }

  /** Unknown country, region or sector ids answer 404 before anything is written. */
  async function checkFacets(input: {
    countryId?: string | null;
    sectorIds?: string[];
    regionIds?: string[];
  }) {
    const referenceRepo = createReferenceService(db);
    if (input.countryId && !(await referenceRepo.findCountry(input.countryId))) throw notFound();
    const sectorIds = [...new Set(input.sectorIds ?? [])];
    if ((await referenceRepo.findSectors(sectorIds)).length !== sectorIds.length) throw notFound();
    const regionIds = [...new Set(input.regionIds ?? [])];
    if ((await referenceRepo.findRegions(regionIds)).length !== regionIds.length) throw notFound();
  }

  const familyOf = async (group: GroupRow) =>
    group.parentId
      ? [group.id]
      : [group.id, ...(await repo.subgroupsOf(group.id)).map((row) => row.id)];

  async function request(me: string, group: GroupRow, body: JoinRequestInput) {
    const values = {
      requestNote: body.requestNote ?? null,
      isHomeGroup: body.setHomeGroup,
      requestedAt: new Date(),
    };
    const ownerIds = await ownersOf(db, group);
    await db.transaction(async (tx) => {
      await membership.upsertRequest(tx, group.id, me, values);
      await events.emit('group.join.requested', {
        groupId: group.id,
        groupName: group.name,
        userId: me,
        ownerIds,
      });
    });
  }

  const { setStatus } = membership;

  /** Joins under the group's lock so its member count stays exact. */
  async function join(tx: DbOrTx, groupId: string, userId: string, isHomeGroup: boolean) {
    await lockGroup(tx, groupId);
    if (isHomeGroup) await membership.clearHomeGroup(tx, userId);
    await membership.markJoined(tx, groupId, userId, isHomeGroup);
    await addMembers(tx, groupId, 1);
  }

  return {
    access,
    membersOnly,
    isOrgOwnerAccount,

    async list(me: string, query: ListGroupsQuery) {
      return summaryPage(me, await repo.list(query, plans), query);
    },

    async byStatus(
      me: string,
      status: GroupMembershipStatus,
      query: Page & { textSearch?: string },
    ) {
      return summaryPage(me, await repo.mine(me, { status }, query), query);
    },

    async owned(me: string, query: Page & { textSearch?: string }) {
      return summaryPage(me, await repo.mine(me, { role: 'OWNER' }, query), query);
    },

    async detail(me: string, groupId: string): Promise<GroupDetail> {
      const { group, isOwner, isMember } = await access(me, groupId);
      const [summary] = await summaries(me, [group]);
      if (!isMember) return { ...summary!, subgroups: null, members: null, pendingRequests: null };
      const [subgroups, firstMembers, pendingRequests] = await Promise.all([
        group.parentId ? Promise.resolve([]) : subgroupsFor(me, group.id),
        repo.members(group.id, { page: 1, offset: FIRST_MEMBERS_SHOWN }),
        isOwner ? familyOf(group).then(repo.countRequests) : Promise.resolve(null),
      ]);
      const cards = await memberCards.byIds(firstMembers.rows.map((row) => row.userId));
      return {
        ...summary!,
        subgroups,
        members: firstMembers.rows.flatMap((row) => {
          const card = cards.get(row.userId);
          return card ? [{ ...card, role: row.role }] : [];
        }),
        pendingRequests,
      };
    },

    async members(
      me: string,
      groupId: string,
      query: Page & {
        textSearch?: string;
        country?: string;
        regions?: string[];
        sectors?: string[];
      },
    ) {
      await membersOnly(me, groupId);
      const page = await repo.members(groupId, {
        ...query,
        textSearch: prefixQuery(query.textSearch),
      });
      const cards = await memberCards.byIds(page.rows.map((row) => row.userId));
      const rows = page.rows.flatMap((row) => {
        const card = cards.get(row.userId);
        if (!card) return [];
        return [
          { ...card, role: row.role, joinedAt: new Date(row.joinedAt ?? Date.now()).toISOString() },
        ];
      });
      return toListResponse(rows, page.total, query);
    },

    /**
     * A newcomer asks for the group; a member asks for sub-groups (`subgroups`, or the sub-group's
     * own id). A rejected request cannot be sent again; organisation accounts do not join groups.
     */
    async requestToJoin(me: string, groupId: string, body: JoinRequestInput) {
      const { group, standing, isOwner } = await access(me, groupId);
      if (isOwner) throw conflict('ALREADY_GROUP_MEMBER');
      if (standing?.status === 'rejected' || (await isOrgOwnerAccount(me)))
        throw forbidden('GROUP_REQUEST_NOT_ALLOWED');
      if (standing?.status !== 'joined') {
        if (body.subgroups.length)
          throw badRequest('VALIDATION_ERROR', {
            subgroups: 'Join the group before its sub-groups',
          });
        await request(me, group, body);
        return { status: 'requested' as const };
      }
      if (!body.subgroups.length) throw conflict('ALREADY_GROUP_MEMBER');
      await checkSubgroups(group.id, body.subgroups);
      const standings = await repo.standings(me, body.subgroups);
      if (body.subgroups.some((id) => standings.get(id)?.status === 'rejected'))
        throw forbidden('GROUP_REQUEST_NOT_ALLOWED');
      const subgroups = await repo.subgroupsOf(group.id);
      for (const subgroup of subgroups.filter((g) => body.subgroups.includes(g.id)))
        if (!standings.get(subgroup.id))
          await request(me, subgroup, { ...body, setHomeGroup: false });
      return { status: 'requested' as const };
    },

    async requests(me: string, groupId: string, query: Page) {
      const { group, isOwner } = await access(me, groupId);
      if (!isOwner) throw forbidden();
      const page = await repo.requests(await familyOf(group), query);
      const [cards, names] = await Promise.all([
        memberCards.byIds(page.rows.map((row) => row.userId)),
        repo.namesOf(page.rows.flatMap((row) => row.groupIds)),
      ]);
      const nameOf = new Map(names.map((row) => [row.id, row.name]));
      const rows = page.rows.flatMap((row) => {
        const member = cards.get(row.userId);
        if (!member) return [];
        return [
          {
            member,
            requestNote: row.requestNote,
            subgroups: row.groupIds
              .filter((id) => id !== group.id && nameOf.has(id))
              .map((id) => ({ _id: id, name: nameOf.get(id)! })),
            requestedAt: new Date(row.requestedAt).toISOString(),
          },
        ];
      });
      return toListResponse(rows, page.total, query);
    },

    /**
     * The owner approves (the member joins what they asked for in the group's family) or rejects
     * (their pending requests there are refused).
     */
    async decide(me: string, groupId: string, userId: string, decision: 'approve' | 'reject') {
      const { group, isOwner } = await access(me, groupId);
      if (!isOwner) throw forbidden();
      const family = await familyOf(group);
      const joined: string[] = [];
      const status = await db.transaction(async (tx) => {
        const pending = await membership.lockPendingRequests(tx, family, userId);
        if (!pending.length) throw notFound();
        for (const row of pending) {
          if (decision === 'reject') await setStatus(tx, row.groupId, userId, 'rejected');
          else {
            await join(tx, row.groupId, userId, row.isHomeGroup);
            joined.push(row.groupId);
          }
        }
        await events.emit('group.join.decided', {
          groupId,
          groupName: group.name,
          userId,
          decision,
        });
        if (joined.length) await events.emit('group.membership', { userId, joined, left: [] });
        return decision === 'approve' ? ('joined' as const) : ('rejected' as const);
      });
      return { status };
    },

    /** Leaving (or withdrawing a request) also leaves the group's sub-groups. */
    async leave(me: string, groupId: string) {
      const { group, standing, isOwner } = await access(me, groupId);
      if (isOwner) throw forbidden('GROUP_OWNER_ACTION');
      if (!standing || standing.status === 'rejected') throw notFound();
      const subgroupIds = group.parentId ? [] : (await repo.subgroupsOf(group.id)).map((g) => g.id);
      const left: string[] = [];
      await db.transaction(async (tx) => {
        for (const id of [group.id, ...subgroupIds]) {
          await lockGroup(tx, id);
          const removed = await membership.removeMember(tx, id, me);
          if (removed?.status === 'joined') {
            await addMembers(tx, id, -1);
            left.push(id);
          }
        }
        if (left.length) await events.emit('group.membership', { userId: me, joined: [], left });
      });
      return { ok: true as const };
    },

    /** The ids of the active groups whose members-only content (feed, chat) I may read. */
    readableIds: (me: string) => repo.readableIds(me),

    /**
     * The header search's groups (ADR 033): what the directory shows me (active top-level
     * groups) and my sub-groups, whose name contains `text`; mine first.
     */
    async findGroups(me: string, text: string, limit: number, readable?: string[]) {
      const rows = await repo.findByName(text, readable ?? (await repo.readableIds(me)), limit);
      return {
        rows: rows.slice(0, limit).map((row) => ({
          _id: row.id,
          name: row.name,
          parentId: row.parentId,
          memberCount: row.memberCount,
          isMember: row.isMember,
        })),
        hasMore: rows.length > limit,
      };
    },

    /** The groups a member is in, as I may see them: their top-level groups and shared sub-groups. */
    async memberGroups(
      me: string,
      userId: string,
      within?: string[],
    ): Promise<{ rows: GroupRef[] }> {
      const theirs = await repo.joinedBy(userId, within);
      const mine = new Set((await repo.joinedBy(me)).map((row) => row.id));
      const rows = theirs.filter((row) => !row.parentId || mine.has(row.id) || me === userId);
      return { rows: rows.map((row) => ({ _id: row.id, name: row.name, parentId: row.parentId })) };
    },

    /** True when two members are both in at least one group. */
    async shareAny(me: string, other: string) {
      return (await this.sharedWith(me, other)).rows.length > 0;
    },

    /** For a lead: the groups I share with its recipient. */
    async sharedWith(me: string, recipientId: string): Promise<{ rows: GroupRef[] }> {
      const [mine, theirs] = await Promise.all([repo.joinedBy(me), repo.joinedBy(recipientId)]);
      const shared = new Set(theirs.map((row) => row.id));
      return {
        rows: mine
          .filter((row) => shared.has(row.id))
          .map((row) => ({ _id: row.id, name: row.name, parentId: row.parentId })),
      };
    },

    subscriptionSuggestions: (filter: {
      orgId?: string;
      networkDirectoryId?: string;
      name?: string;
    }) =>
      plans
        .suggest({
          orgId: filter.orgId,
          groupId: filter.networkDirectoryId,
          name: filter.name,
        })
        .then((rows) => rows.map((row) => ({ _id: row.id, name: row.name }))),

    /** For the owner console: group counts, members and memberships of an organisation. */
    countsByOrganization: (organizationIds: string[]) => repo.countsByOrganization(organizationIds),
    organizationMembers: (
      organizationId: string,
      query: Page & { textSearch?: string; groupId?: string },
    ) => repo.organizationMembers(organizationId, query),
    organizationMemberships: (organizationId: string, userIds: string[]) =>
      repo.organizationMemberships(organizationId, userIds),

    /** The owner console's view: an organisation's groups with their sub-groups and requests. */
    async organizationGroups(
      me: string,
      organizationId: string,
      query: Page & { textSearch?: string },
    ) {
      const page = await repo.ofOrganization(organizationId, query);
      const subgroups = await repo.subgroupsOfMany(page.rows.map((row) => row.id));
      const all = [...page.rows, ...subgroups];
      const [cards, requests] = await Promise.all([
        summaries(me, all),
        repo.requestCounts(all.map((row) => row.id)),
      ]);
      const toOwnerGroup = (card: GroupSummary) => ({
        _id: card._id,
        name: card.name,
        description: card.description,
        parentId: card.parentId,
        country: card.country,
        regions: card.regions,
        sectors: card.sectors,
        memberCount: card.memberCount,
        pendingRequests: requests.get(card._id) ?? 0,
        coverUrl: card.coverUrl,
      });
      const top = cards.filter((card) => !card.parentId);
      return toListResponse(
        top.map((card) => ({
          ...toOwnerGroup(card),
          subgroups: cards.filter((sub) => sub.parentId === card._id).map(toOwnerGroup),
        })),
        page.total,
        query,
      );
    },

    /** The owner creates a group or a sub-group; its chat channel follows (`group.created`). */
    async create(group: NewGroup) {
      if (group.parentId) {
        const parent = await repo.find(group.parentId);
        if (!parent || parent.organizationId !== group.organizationId || parent.parentId)
          throw notFound();
      }
      await checkFacets(group);
      const row = await db.transaction(async (tx) => {
        const created = await createNetworkGroup(tx, group);
        await events.emit('group.created', { groupId: created.id });
        return created;
      });
      return { _id: row.id, name: row.name, parentId: row.parentId };
    },

    async update(
      groupId: string,
      changes: {
        name?: string;
        description?: string;
        countryId?: string | null;
        sectorIds?: string[];
        regionIds?: string[];
      },
    ) {
      await checkFacets(changes);
      const { sectorIds, regionIds, name, description, countryId } = changes;
      const fields = {
        ...(name ? { name } : {}),
        description: description ?? null,
        countryId: countryId ?? null,
      };
      await db.transaction(async (tx) => {
        await membership.updateGroup(tx, groupId, fields);
        if (sectorIds) await membership.replaceFacets(tx, 'sectors', groupId, sectorIds);
        if (regionIds) await membership.replaceFacets(tx, 'regions', groupId, regionIds);
      });
      const row = (await repo.find(groupId))!;
      return { _id: row.id, name: row.name, parentId: row.parentId };
    },

    /** The group's cover (a storage key of its owner's media library), or none. */
    async setCover(groupId: string, coverKey: string | null) {
      await membership.updateGroup(db, groupId, { coverKey });
      return { _id: groupId, coverUrl: coverKey && pictureUrl ? await pictureUrl(coverKey) : null };
    },

    /**
     * Puts a member in a group inside the caller's transaction (a paid subscription, an
     * owner's invitation): a request or a refusal becomes membership. True when they were not
     * in yet; the caller emits `group.membership` in the same transaction.
     */
    async addMember(tx: DbOrTx, groupId: string, userId: string): Promise<boolean> {
      await lockGroup(tx, groupId);
      const row = await membership.statusIn(tx, groupId, userId);
      if (row?.status === 'joined') return false;
      await membership.upsertJoined(tx, groupId, userId);
      await addMembers(tx, groupId, 1);
      return true;
    },

    /** Member ids of a group (joined), for fan-out such as group notifications. */
    async memberIds(groupId: string): Promise<string[]> {
      const rows = await membership.joinedMembers(db, groupId);
      return rows.map((row) => row.userId);
    },

    nameOf: async (groupId: string) => (await repo.find(groupId))?.name ?? null,

    /** What a group's chat channel needs: its name, parent and members (owners first). */
    async chatInfo(groupId: string) {
      const group = await repo.find(groupId);
      if (!group) return undefined;
      const members = await membership.joinedMembers(db, groupId);
      return {
        id: group.id,
        name: group.name,
        parentId: group.parentId,
        memberIds: members.map((m) => m.userId),
        ownerIds: members.filter((m) => m.role === 'OWNER').map((m) => m.userId),
      };
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
