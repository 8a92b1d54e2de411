import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ConnectionStatus } from '@nethub/contract';
import { users } from '../users/users.tables.js';

/**
 * One row per pair of members, whoever asked: (user_low, user_high) is the pair in id order, so
 * the unique constraint makes two simultaneous requests meet on the same row.
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id').notNull(),
    status: varchar('status', { length: 16 }).notNull().$type<ConnectionStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('connections_pair_unique').on(t.userLow, t.userHigh),
    index('connections_high_idx').on(t.userHigh, t.status),
    index('connections_low_status_idx').on(t.userLow, t.status),
    check('connections_order_check', sql`${t.userLow} < ${t.userHigh}`),
    check('connections_status_check', sql`${t.status} in ('REQUESTED', 'CONNECTED', 'REJECTED')`),
  ],
);
export type ConnectionRecord = typeof connections.$inferSelect;

/** Invitations sent to addresses that are not members yet; they become requests on sign-up. */
export const connectionInvites = pgTable(
  'connection_invites',
  {
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('connection_invites_pair_unique').on(t.inviterId, t.email),
    index('connection_invites_email_idx').on(t.email),
  ],
);
