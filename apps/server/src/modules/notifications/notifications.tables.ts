import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@nethub/contract';
import { networkGroups } from '../groups/groups.tables.js';
import { users } from '../users/users.tables.js';

/**
 * One notification to one member, written ready to show (message and link) so reading a page
 * needs no joins. `group_id` set: a group notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull().$type<NotificationType>(),
    message: text('message').notNull(),
    link: text('link'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorFirstName: varchar('actor_first_name', { length: 80 }),
    actorLastName: varchar('actor_last_name', { length: 80 }),
    groupId: uuid('group_id').references(() => networkGroups.id, { onDelete: 'cascade' }),
    groupName: varchar('group_name', { length: 120 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_personal_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.groupId} is null`),
    index('notifications_group_idx')
      .on(t.userId, t.groupId, t.createdAt, t.id)
      .where(sql`${t.groupId} is not null`),
    index('notifications_unread_idx')
      .on(t.userId, t.groupId)
      .where(sql`${t.readAt} is null`),
  ],
);
