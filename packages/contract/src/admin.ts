import { z } from 'zod';
import { emailSchema, personName, userStatus } from './auth.js';
import { idSchema, listQuery, listResponse } from './common.js';

/** GET /admin/access: whether the signed-in account administers the platform (ADR 023). */
export const adminAccess = z.object({ isAdmin: z.boolean() });
export type AdminAccess = z.infer<typeof adminAccess>;

/** GET /admin/accounts: members and owners by name or e-mail, paged. */
export const adminAccountsQuery = listQuery.pick({ page: true, offset: true, textSearch: true });
export type AdminAccountsQuery = z.input<typeof adminAccountsQuery>;

export const adminAccount = z.object({
  _id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: userStatus,
  isOrgOwner: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccount>;
export const adminAccountList = listResponse(adminAccount);

/** GET /admin/organizations: every organisation and its owner account. */
export const adminOrganizationsQuery = listQuery.pick({
  page: true,
  offset: true,
  textSearch: true,
});
export const adminOrganization = z.object({
  _id: idSchema,
  name: z.string(),
  createdAt: z.string(),
  owner: z.object({
    _id: idSchema,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    status: userStatus,
  }),
});
export type AdminOrganization = z.infer<typeof adminOrganization>;
export const adminOrganizationList = listResponse(adminOrganization);

/**
 * POST /admin/organizations: a new organisation and its owner. A new e-mail becomes an owner
 * account invited by mail (they set a password through the link); an existing member or owner
 * account is made the owner and signs in as before.
 */
export const createOrganizationBody = z.object({
  name: z.string().trim().min(1, 'Required').max(120),
  owner: z.object({ email: emailSchema, firstName: personName, lastName: personName }),
});
export type CreateOrganizationBody = z.input<typeof createOrganizationBody>;
export const createdOrganization = adminOrganization.extend({ invited: z.boolean() });

/** What an administrator did: one row of the audit log per action. */
export const ADMIN_ACTIONS = [
  'account.suspend',
  'account.restore',
  'organization.create',
  'report.dismiss',
  'report.remove',
  'report.suspend',
] as const;
export const adminAction = z.enum(ADMIN_ACTIONS);
export type AdminAction = z.infer<typeof adminAction>;

export const auditLogQuery = listQuery.pick({ page: true, offset: true });
export const auditEntry = z.object({
  _id: idSchema,
  action: adminAction,
  /** null once the administrator's account is gone: shown as "A former administrator". */
  admin: z
    .object({
      _id: idSchema,
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
    })
    .nullable(),
  targetKind: z.enum([
    'account',
    'organization',
    'post',
    'response',
    'message',
    'review',
    'profile',
  ]),
  targetId: idSchema,
  /** The target as it was named when the action was taken (an e-mail, an organisation's name). */
  targetLabel: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLog = listResponse(auditEntry);
