import type { z } from 'zod';
import type {
  AdminAccount,
  AdminAccountsQuery,
  AdminReport,
  AdminReportsQuery,
  ReportAction,
  AdminAction,
  AdminOrganization,
  AuditEntry,
  ListResponse,
  createOrganizationBody,
} from '@nethub/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { toListResponse } from '../../lib/pagination.js';
import type { PasswordHasher } from '../../lib/secrets.js';
import type { AuthService } from '../auth/auth.service.js';
import { ownerInviteMail } from '../mail/mail.templates.js';
import { createOrganization } from '../organizations/organizations.service.js';
import type { ReportsService } from '../reports/reports.service.js';
import { createUsersService } from '../users/users.service.js';
import { createAdminRepository, type AdminRepository } from './admin.repository.js';

type Page = { page: number; offset: number };
type AccountRow = NonNullable<Awaited<ReturnType<AdminRepository['findAccount']>>>;

const toAccount = (row: AccountRow): AdminAccount => ({
  _id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  status: row.status as AdminAccount['status'],
  isOrgOwner: row.isOrgOwner,
  isAdmin: row.isAdmin,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Platform administration (ADR 023): who administers, their console's lists, and the actions
 * they take, each written to the audit log in the action's own transaction. Every call asks
 * first whether the caller is an administrator: anyone else is refused with 403 before any
 * id they gave is looked at, so the answer never tells whether it exists.
 */
export function createAdminService({
  db,
  auth,
  reports,
}: {
  db: Db;
  auth: AuthService;
  reports: ReportsService;
}) {
  const repo = createAdminRepository(db);

  async function requireAdmin(userId: string) {
    if (!(await repo.isAdmin(userId))) throw forbidden();
  }

  const audit =
    (adminId: string, action: AdminAction, target: { kind: string; id: string; label: string }) =>
    (tx: Tx) =>
      repo.insertAudit(
        {
          adminId,
          action,
          targetKind: target.kind,
          targetId: target.id,
          targetLabel: target.label.slice(0, 300),
        },
        tx,
      );

  async function account(userId: string) {
    const row = await repo.findAccount(userId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async access(userId: string) {
      return { isAdmin: await repo.isAdmin(userId) };
    },

    async accounts(
      me: string,
      query: AdminAccountsQuery & Page,
    ): Promise<ListResponse<AdminAccount>> {
      await requireAdmin(me);
      const { rows, totalRows } = await repo.searchAccounts(query);
      return toListResponse(rows.map(toAccount), totalRows, query);
    },

    /** Suspends an account: signed out everywhere at once (auth.suspend). */
    async suspend(me: string, userId: string): Promise<AdminAccount> {
      await requireAdmin(me);
      if (userId === me) throw badRequest('ADMIN_SELF_ACTION');
      const target = await account(userId);
      await auth.suspend(
        userId,
        audit(me, 'account.suspend', { kind: 'account', id: userId, label: target.email }),
      );
      return toAccount(await account(userId));
    },

    async restore(me: string, userId: string): Promise<AdminAccount> {
      await requireAdmin(me);
      const target = await account(userId);
      await auth.restore(
        userId,
        audit(me, 'account.restore', { kind: 'account', id: userId, label: target.email }),
      );
      return toAccount(await account(userId));
    },

    async organizations(
      me: string,
      query: Page & { textSearch?: string },
    ): Promise<ListResponse<AdminOrganization>> {
      await requireAdmin(me);
      const { rows, totalRows } = await repo.listOrganizations(query);
      return toListResponse(
        rows.map((row) => ({
          _id: row.id,
          name: row.name,
          createdAt: row.createdAt.toISOString(),
          owner: {
            _id: row.ownerId,
            email: row.ownerEmail,
            firstName: row.ownerFirstName,
            lastName: row.ownerLastName,
            status: row.ownerStatus as AdminOrganization['owner']['status'],
          },
        })),
        totalRows,
        query,
      );
    },

    /**
     * A new organisation and its owner, the way another organisation joins: a new e-mail is an
     * owner account invited by mail (the mail is a durable job of this transaction); an
     * existing owner account runs one more organisation. A member's account cannot become an
     * owner's (ADR 019: an owner account is not a member): 409 USER_EXISTED.
     */
    async createOrganization(me: string, body: z.output<typeof createOrganizationBody>) {
      await requireAdmin(me);
      return db.transaction(async (tx) => {
        const { user, created } = await auth.ensureAccount(
          body.owner,
          { invite: true, mail: ownerInviteMail(body.name) },
          tx,
        );
        if (!created && !user.isOrgOwner) throw conflict('USER_EXISTED');
        const org = await createOrganization(tx, { name: body.name, ownerId: user.id });
        await audit(me, 'organization.create', {
          kind: 'organization',
          id: org.id,
          label: org.name,
        })(tx);
        return {
          _id: org.id,
          name: org.name,
          createdAt: org.createdAt.toISOString(),
          owner: {
            _id: user.id,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            status: user.status as AdminOrganization['owner']['status'],
          },
          invited: created,
        };
      });
    },

    /** The reports queue: open ones by default, oldest first (ADR 029). */
    async reports(me: string, query: AdminReportsQuery & Page): Promise<ListResponse<AdminReport>> {
      await requireAdmin(me);
      return reports.queue(query);
    },

    /**
     * Acts on a report (ADR 029): dismiss it, remove the item through its owning module, or
     * suspend its author (signed out everywhere, as from the accounts list). The item's open
     * reports close with the outcome and the audit row is written in the same transaction;
     * 409 REPORT_CLOSED when it was closed already (by another administrator too).
     */
    async actOnReport(me: string, reportId: string, action: ReportAction) {
      await requireAdmin(me);
      const report = await reports.find(reportId);
      if (report.status !== 'open') throw conflict('REPORT_CLOSED');
      const label = `${report.authorEmail} (${report.reason}): ${report.snapshot}`;
      const item = { kind: report.kind, id: report.targetId, label };
      if (action === 'dismiss') {
        await db.transaction(async (tx) => {
          await reports.close(tx, report, { status: 'dismissed', adminId: me });
          await audit(me, 'report.dismiss', item)(tx);
        });
      } else if (action === 'remove') {
        if (!report.removable) throw badRequest('REPORT_ACTION_UNAVAILABLE');
        const announce = await db.transaction(async (tx) => {
          await reports.close(tx, report, { status: 'removed', adminId: me });
          const after = await reports.removeTarget(tx, report);
          await audit(me, 'report.remove', item)(tx);
          return after;
        });
        await announce?.();
      } else {
        if (report.authorId === me) throw badRequest('ADMIN_SELF_ACTION');
        const closeAndAudit = async (tx: Tx) => {
          await reports.close(tx, report, { status: 'suspended', adminId: me });
          await audit(me, 'report.suspend', { kind: 'account', id: report.authorId, label })(tx);
        };
        // Already suspended (or erased): the report still closes, with its audit row.
        if (!(await auth.suspend(report.authorId, closeAndAudit)))
          await db.transaction(closeAndAudit);
      }
      return { ok: true as const };
    },

    async auditLog(me: string, query: Page): Promise<ListResponse<AuditEntry>> {
      await requireAdmin(me);
      const { rows, totalRows } = await repo.listAudit(query);
      return toListResponse(
        rows.map((row) => ({
          _id: row.id,
          action: row.action as AdminAction,
          // A former administrator: their account row went, or was erased (ADR 024).
          admin:
            row.adminId && row.adminStatus !== 'deleted'
              ? {
                  _id: row.adminId,
                  email: row.adminEmail!,
                  firstName: row.adminFirstName!,
                  lastName: row.adminLastName!,
                }
              : null,
          targetKind: row.targetKind as AuditEntry['targetKind'],
          targetId: row.targetId,
          targetLabel: row.targetLabel,
          createdAt: row.createdAt.toISOString(),
        })),
        totalRows,
        query,
      );
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;

/**
 * `npm run admin:create -- <email>`: makes the account an administrator; with a password (the
 * operator's ADMIN_PASSWORD) an e-mail without an account becomes a new, verified one first.
 */
export async function makePlatformAdmin(
  db: Db,
  input: { email: string; password?: string; firstName?: string; lastName?: string },
  passwords: PasswordHasher,
): Promise<{ created: boolean; added: boolean }> {
  const users = createUsersService(db);
  const repo = createAdminRepository(db);
  return db.transaction(async (tx: DbOrTx) => {
    let user = await users.findByEmail(input.email, tx);
    let created = false;
    if (!user) {
      if (!input.password) throw notFound('USER_NOT_FOUND');
      user = await users.create(
        {
          email: input.email,
          firstName: input.firstName ?? 'Platform',
          lastName: input.lastName ?? 'Admin',
          passwordHash: await passwords.hash(input.password),
          status: 'active',
          emailVerifiedAt: new Date(),
        },
        tx,
      );
      created = true;
    }
    return { created, added: await repo.addAdmin(user.id, tx) };
  });
}
