import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createGroupBody,
  inviteMemberBody,
  Organization,
  OrganizationMember,
  organizationMembersQuery,
  updateGroupBody,
  updateOrganizationBody,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { likePattern, pageWindow, toListResponse } from '../../lib/pagination.js';
import type { AuthService } from '../auth/auth.service.js';
import type { EventsService } from '../events/events.service.js';
import { groupMembers, networkGroups } from '../groups/groups.tables.js';
import { organizations } from '../organizations/organizations.tables.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { Mailer } from '../mail/mailer.js';
import { addedToGroupMail } from '../mail/mail.templates.js';
import type { MemberCards } from '../members/member-cards.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { users } from '../users/users.tables.js';
import type { OrganizationAccess } from '../organizations/organization-access.js';

type Page = { page: number; offset: number };
type OrganizationRecord = typeof organizations.$inferSelect;

/**
 * The owner console (contract organizations.ts). Every call starts from `access`, which
 * answers 404 for what the caller does not run.
 */
export function createOwnerConsoleService(deps: {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  access: OrganizationAccess;
  auth: AuthService;
  groups: GroupsService;
  subscriptions: SubscriptionsService;
  eventsService: EventsService;
  payments: PaymentsService;
  memberCards: MemberCards;
}) {
  const { db, access, groups } = deps;

  /** The organisations with their group counts, in one query for the lot. */
  async function toOrganizations(rows: OrganizationRecord[]): Promise<Organization[]> {
    const ids = rows.map((row) => row.id);
    const counts = ids.length
      ? await db
          .select({ organizationId: networkGroups.organizationId, value: count() })
          .from(networkGroups)
          .where(inArray(networkGroups.organizationId, ids))
          .groupBy(networkGroups.organizationId)
      : [];
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      website: row.website,
      groupCount: counts.find((c) => c.organizationId === row.id)?.value ?? 0,
      createdAt: row.createdAt.toISOString(),
    }));
  }
  const toOrganization = async (row: OrganizationRecord) => (await toOrganizations([row]))[0]!;

  return {
    async mine(me: string) {
      return { rows: await toOrganizations(await access.organizationsOf(me)) };
    },

    async get(me: string, organizationId: string) {
      return toOrganization(await access.organization(me, organizationId));
    },

    async update(me: string, organizationId: string, body: z.infer<typeof updateOrganizationBody>) {
      await access.organization(me, organizationId);
      const [row] = await db
        .update(organizations)
        .set({
          ...(body.name ? { name: body.name } : {}),
          description: body.description ?? null,
          website: body.website ?? null,
        })
        .where(eq(organizations.id, organizationId))
        .returning();
      return toOrganization(row!);
    },

    async groups(me: string, organizationId: string, query: Page & { textSearch?: string }) {
      await access.organization(me, organizationId);
      return groups.organizationGroups(me, organizationId, query);
    },

    async createGroup(me: string, body: z.infer<typeof createGroupBody>) {
      await access.organization(me, body.organizationId);
      return groups.create(body);
    },

    async updateGroup(me: string, groupId: string, body: z.infer<typeof updateGroupBody>) {
      await access.group(me, groupId);
      return groups.update(groupId, body);
    },

    /** Everyone in the organisation's groups, one row per person, newest member first. */
    async members(
      me: string,
      organizationId: string,
      query: z.infer<typeof organizationMembersQuery>,
    ) {
      await access.organization(me, organizationId);
      const organizationGroups = db
        .select({ id: networkGroups.id })
        .from(networkGroups)
        .where(eq(networkGroups.organizationId, organizationId));
      const text = query.textSearch
        ? sql`exists (select 1 from ${users} u where u.id = ${groupMembers.userId} and (
            (u.first_name || ' ' || u.last_name) ilike ${likePattern(query.textSearch)}
            or u.email ilike ${likePattern(query.textSearch)}))`
        : undefined;
      const inOrganization = and(
        query.groupId
          ? eq(groupMembers.groupId, query.groupId)
          : inArray(groupMembers.groupId, organizationGroups),
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
      const ids = rows.map((row) => row.userId);
      const [cards, accounts, memberships] = await Promise.all([
        deps.memberCards.byIds(ids),
        ids.length
          ? db
              .select({ id: users.id, email: users.email, status: users.status })
              .from(users)
              .where(inArray(users.id, ids))
          : Promise.resolve([]),
        ids.length
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
                  inArray(groupMembers.userId, ids),
                  eq(groupMembers.status, 'joined'),
                  eq(networkGroups.organizationId, organizationId),
                ),
              )
              .orderBy(asc(networkGroups.name))
          : Promise.resolve([]),
      ]);
      return toListResponse(
        rows.map((row) => {
          const account = accounts.find((a) => a.id === row.userId)!;
          return {
            member: cards.get(row.userId)!,
            email: account.email,
            status: account.status as OrganizationMember['status'],
            groups: memberships
              .filter((m) => m.userId === row.userId)
              .map((m) => ({ _id: m.id, name: m.name })),
            joinedAt: row.joinedAt.toISOString(),
          };
        }),
        total?.value ?? 0,
        query,
      );
    },

    /**
     * A new address gets an invited account (complete-invite) and joins the group; an existing
     * member joins at once and is told by e-mail. Organisation accounts do not join groups.
     */
    async invite(me: string, organizationId: string, body: z.infer<typeof inviteMemberBody>) {
      await access.organization(me, organizationId);
      const { group } = await access.group(me, body.groupId);
      const { user, created } = await deps.auth.ensureAccount(body, { invite: true });
      if (user.isOrgOwner) throw forbidden('GROUP_REQUEST_NOT_ALLOWED');
      const joined = await db.transaction(async (tx) => {
        if (!(await groups.addMember(tx, group.id, user.id))) return false;
        await deps.events.emit('group.membership', {
          userId: user.id,
          joined: [group.id],
          left: [],
        });
        await deps.events.emit('onboarding.step', {
          userId: user.id,
          step: 'RECEIVES_INVITE_JOIN_THE_GROUPS',
        });
        if (!created)
          await deps.mailer.send(
            addedToGroupMail(
              user.email,
              user.firstName,
              group.name,
              `${deps.publicUrl}/network-directory/${group.id}`,
            ),
          );
        return true;
      });
      return { invited: created, joined };
    },

    async revenue(me: string, organizationId: string) {
      await access.organization(me, organizationId);
      const [money, activeSubscribers, ticketsSold] = await Promise.all([
        deps.payments.revenue(organizationId),
        deps.subscriptions.countActive(organizationId),
        deps.eventsService.countPaid(organizationId),
      ]);
      return { ...money, activeSubscribers, ticketsSold };
    },

    async payments(me: string, organizationId: string, query: Page) {
      await access.organization(me, organizationId);
      return deps.payments.list(organizationId, query);
    },
  };
}
export type OwnerConsoleService = ReturnType<typeof createOwnerConsoleService>;
