import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    message: text('message').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
