import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MeetingStatus } from '@nethub/contract';
import { users } from '../users/users.tables.js';

/**
 * A one-to-one between two connected members (ADR 028). `round` numbers the proposals: the
 * times on the table are the options of the current round, offered by `options_by_id` and
 * answered by `awaiting_id`. `sequence` is the calendar SEQUENCE; `ends_at` (the agreed end, or
 * the latest end on the table) sorts the list and splits upcoming from past.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposerId: uuid('proposer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).notNull().$type<MeetingStatus>(),
    round: integer('round').notNull().default(1),
    optionsById: uuid('options_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    awaitingId: uuid('awaiting_id').references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    bookingUrl: varchar('booking_url', { length: 300 }),
    agreedStartsAt: timestamp('agreed_starts_at', { withTimezone: true }),
    agreedDurationMinutes: integer('agreed_duration_minutes'),
    agreedLocation: text('agreed_location'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meetings_proposer_idx').on(t.proposerId, t.endsAt),
    index('meetings_invitee_idx').on(t.inviteeId, t.endsAt),
  ],
);

/** The times offered in each round of a meeting. */
export const meetingOptions = pgTable(
  'meeting_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull(),
  },
  (t) => [index('meeting_options_meeting_idx').on(t.meetingId, t.round)],
);

/** "How did it go / next step": one per meeting and member, private to its writer. */
export const meetingNotes = pgTable(
  'meeting_notes',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    nextStep: text('next_step').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
);
