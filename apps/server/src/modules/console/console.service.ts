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
import { toListResponse } from '../../lib/pagination.js';
import type { AuthService } from '../auth/auth.service.js';
import type { EventsService } from '../events/events.service.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { Mailer } from '../mail/mailer.js';
import { addedToGroupMail } from '../mail/mail.templates.js';
import type { MemberCards } from '../members/member-cards.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { createUsersService } from '../users/users.service.js';
import type { OrganizationAccess } from '../groups/organization-access.js';
import {
  createOrganizationsService,
  type OrganizationRow,
} from '../organizations/organizations.service.js';

type Page = { page: number; offset: number };
type OrganizationRecord = OrganizationRow;

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
  /** Logos and covers are images of the owner's media library, as a profile photo is. */
  pictures: {
    keyOf(ownerId: string, mediaId: string): Promise<string>;
    urlOf(storageKey: string): Promise<string>;
  };
}) {
  const { db, access, groups } = deps;
  const usersService = createUsersService(db);
  const organizationsService = createOrganizationsService(db);

  /** The organisations with their group counts, in one query for the lot. */
  async function toOrganizations(rows: OrganizationRecord[]): Promise<Organization[]> {
    const ids = rows.map((row) => row.id);
    const counts = await groups.countsByOrganization(ids);
    const logos = await Promise.all(
      rows.map((row) => (row.logoKey ? deps.pictures.urlOf(row.logoKey) : null)),
    );
    return rows.map((row, i) => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      website: row.website,
      groupCount: counts.find((c) => c.organizationId === row.id)?.groups ?? 0,
      subgroupCount: counts.find((c) => c.organizationId === row.id)?.subgroups ?? 0,
      logoUrl: logos[i] ?? null,
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
      const row = await organizationsService.update(organizationId, {
        ...(body.name ? { name: body.name } : {}),
        description: body.description ?? null,
        website: body.website ?? null,
      });
      return toOrganization(row!);
    },

    /** The owner sets (an image of their library) or removes the organisation's logo. */
    async setLogo(me: string, organizationId: string, mediaId: string | undefined) {
      await access.organization(me, organizationId);
      const logoKey = mediaId ? await deps.pictures.keyOf(me, mediaId) : null;
      const row = await organizationsService.update(organizationId, { logoKey });
      return toOrganization(row!);
    },

    /** The owner sets or removes a group's cover (sub-groups too: the column is theirs). */
    async setGroupCover(me: string, groupId: string, mediaId: string | undefined) {
      await access.group(me, groupId);
      const coverKey = mediaId ? await deps.pictures.keyOf(me, mediaId) : null;
      return groups.setCover(groupId, coverKey);
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
      const { rows, total } = await groups.organizationMembers(organizationId, query);
      const ids = rows.map((row) => row.userId);
      const [cards, accounts, memberships] = await Promise.all([
        deps.memberCards.byIds(ids),
        usersService.listAccounts(ids),
        groups.organizationMemberships(organizationId, ids),
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
        total,
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
