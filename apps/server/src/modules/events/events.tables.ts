import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@nethub/contract';
import { networkGroups } from '../groups/groups.tables.js';
import { users } from '../users/users.tables.js';

/** A group's event. `tickets_taken` counts pending and paid tickets, kept under the row's lock. */
export const groupEvents = pgTable(
  'group_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => networkGroups.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description'),
    venue: varchar('venue', { length: 200 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().$type<Currency>(),
    capacity: integer('capacity'),
    ticketsTaken: integer('tickets_taken').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_events_group_idx').on(t.groupId, t.startsAt),
    index('group_events_upcoming_idx')
      .on(t.startsAt)
      .where(sql`${t.active}`),
  ],
);

/**
 * A ticket. The holder is named on it (a visitor has no account); `user_id` is set when a
 * member bought it. One live ticket per e-mail and event.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => groupEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull(),
    lastName: varchar('last_name', { length: 80 }).notNull(),
    status: varchar('status', { length: 10 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'paid' | 'cancelled'>(),
    preferences: varchar('preferences', { length: 32 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_tickets_event_idx').on(t.eventId, t.status, t.createdAt),
    index('event_tickets_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('event_tickets_live_email_key')
      .on(t.eventId, t.email)
      .where(sql`${t.status} <> 'cancelled'`),
    check('event_tickets_status_check', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
  ],
);
