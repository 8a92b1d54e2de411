import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../lib/pagination.js';
import { organizationNames as organizations } from '../organizations/organizations.read-model.js';
import { accounts } from '../users/users.read-model.js';
import { adminAuditLog, platformAdmins } from './admin.tables.js';

type Page = { page: number; offset: number };
export type NewAuditRow = typeof adminAuditLog.$inferInsert & { adminId: string };

/** `%words%` for ILIKE, with the caller's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const fullName = sql`(${accounts.firstName} || ' ' || ${accounts.lastName})`;
const nameOrEmail = (text: string | undefined): SQL | undefined =>
  text ? or(ilike(fullName, containing(text)), ilike(accounts.email, containing(text))) : undefined;

export function createAdminRepository(db: DbOrTx) {
  return {
    async isAdmin(userId: string) {
      const [row] = await db
        .select({ userId: platformAdmins.userId })
        .from(platformAdmins)
        .where(eq(platformAdmins.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    async addAdmin(userId: string, tx: DbOrTx = db) {
      const added = await tx
        .insert(platformAdmins)
        .values({ userId })
        .onConflictDoNothing()
        .returning({ userId: platformAdmins.userId });
      return added.length > 0;
    },

    /** Accounts by name or e-mail, newest first, with whether each administers the platform. */
    async searchAccounts(query: Page & { textSearch?: string }) {
      const { limit, skip } = pageWindow(query);
      const where = nameOrEmail(query.textSearch);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: accounts.id,
            email: accounts.email,
            firstName: accounts.firstName,
            lastName: accounts.lastName,
            status: accounts.status,
            isOrgOwner: accounts.isOrgOwner,
            createdAt: accounts.createdAt,
            isAdmin: sql<boolean>`${platformAdmins.userId} is not null`,
          })
          .from(accounts)
          .leftJoin(platformAdmins, eq(platformAdmins.userId, accounts.id))
          .where(where)
          .orderBy(desc(accounts.createdAt), accounts.id)
          .limit(limit)
          .offset(skip),
        db.select({ value: count() }).from(accounts).where(where),
      ]);
      return { rows, totalRows: total?.value ?? 0 };
    },

    async findAccount(userId: string) {
      const [row] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          status: accounts.status,
          isOrgOwner: accounts.isOrgOwner,
          createdAt: accounts.createdAt,
          isAdmin: sql<boolean>`${platformAdmins.userId} is not null`,
        })
        .from(accounts)
        .leftJoin(platformAdmins, eq(platformAdmins.userId, accounts.id))
        .where(eq(accounts.id, userId))
        .limit(1);
      return row;
    },

    /** Organisations by name or owner, newest first, each with its owner account. */
    async listOrganizations(query: Page & { textSearch?: string }) {
      const { limit, skip } = pageWindow(query);
      const where = query.textSearch
        ? or(ilike(organizations.name, containing(query.textSearch)), nameOrEmail(query.textSearch))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: organizations.id,
            name: organizations.name,
            createdAt: organizations.createdAt,
            ownerId: accounts.id,
            ownerEmail: accounts.email,
            ownerFirstName: accounts.firstName,
            ownerLastName: accounts.lastName,
            ownerStatus: accounts.status,
          })
          .from(organizations)
          .innerJoin(accounts, eq(accounts.id, organizations.ownerId))
          .where(where)
          .orderBy(desc(organizations.createdAt), organizations.id)
          .limit(limit)
          .offset(skip),
        db
          .select({ value: count() })
          .from(organizations)
          .innerJoin(accounts, eq(accounts.id, organizations.ownerId))
          .where(where),
      ]);
      return { rows, totalRows: total?.value ?? 0 };
    },

    async insertAudit(row: NewAuditRow, tx: DbOrTx = db) {
      await tx.insert(adminAuditLog).values(row);
    },

    /** The audit log, newest first, with the administrator who acted. */
    async listAudit(query: Page) {
      const { limit, skip } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: adminAuditLog.id,
            action: adminAuditLog.action,
            targetKind: adminAuditLog.targetKind,
            targetId: adminAuditLog.targetId,
            targetLabel: adminAuditLog.targetLabel,
            createdAt: adminAuditLog.createdAt,
            adminId: accounts.id,
            adminEmail: accounts.email,
            adminFirstName: accounts.firstName,
            adminLastName: accounts.lastName,
            adminStatus: accounts.status,
          })
          .from(adminAuditLog)
          .leftJoin(accounts, eq(accounts.id, adminAuditLog.adminId))
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(limit)
          .offset(skip),
        db.select({ value: count() }).from(adminAuditLog),
      ]);
      return { rows, totalRows: total?.value ?? 0 };
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
