import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
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

/**
 * Each connection row seen from each of its two members, with the other member's first name:
 * the list's default order (first name) is then a range of one index, so a page reads its own
 * rows, not all of a member's connections and their names (ADR 041). Written only by triggers
 * (migration 0033): on connections, and on users when a first name changes.
 */
export const connectionSides = pgTable(
  'connection_sides',
  {
    memberId: uuid('member_id').notNull(),
    otherId: uuid('other_id').notNull(),
    connectionId: uuid('connection_id').notNull(),
    requesterId: uuid('requester_id').notNull(),
    status: varchar('status', { length: 16 }).notNull().$type<ConnectionStatus>(),
    otherFirstName: varchar('other_first_name', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'connection_sides_pk', columns: [t.memberId, t.otherId] }),
    index('connection_sides_by_name_idx').on(t.memberId, t.status, t.otherFirstName, t.otherId),
  ],
);

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
