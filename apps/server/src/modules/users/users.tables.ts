import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Case-insensitive text (PostgreSQL citext): e-mail uniqueness ignores case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: citext('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('unverified'),
    isOrgOwner: boolean('is_org_owner').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set while a deletion the member asked for waits out its grace period (ADR 024): signing
     * in clears it; the sweep erases the account once it has passed.
     */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'users_status_check',
      sql`${t.status} in ('unverified', 'inactive', 'active', 'suspended', 'deleted')`,
    ),
    index('users_created_at_idx').on(t.createdAt),
    index('users_deletion_due_idx')
      .on(t.deletionDueAt)
      .where(sql`${t.deletionDueAt} is not null`),
    index('users_active_name_idx')
      .on(t.firstName, t.lastName, t.id)
      .where(sql`${t.status} = 'active' and not ${t.isOrgOwner}`),
  ],
);
export type UserRow = typeof users.$inferSelect;
