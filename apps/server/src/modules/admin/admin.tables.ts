import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * Platform administrators (ADR 023): an account listed here may use the admin console. The
 * first one is made with `npm run admin:create -- <email>`; there is no route that adds one.
 */
export const platformAdmins = pgTable('platform_admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every administrator action, written in the transaction of the action itself: who, what, on
 * which target (named as it was then), when. Rows are never updated or deleted by the product:
 * when an administrator's account row goes, `admin_id` is set null and the row stays, shown as
 * "A former administrator" (ADR 029).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 40 }).notNull(),
    targetKind: varchar('target_kind', { length: 20 }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetLabel: varchar('target_label', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt, t.id)],
);
