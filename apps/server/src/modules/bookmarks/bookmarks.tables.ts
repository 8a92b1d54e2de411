import { index, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { BookmarkType } from '@nethub/contract';
import { users } from '../users/users.tables.js';

/** One mechanism for every bookmarkable thing: connections, leads and posts. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).notNull().$type<BookmarkType>(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.targetId] }),
    index('bookmarks_target_idx').on(t.type, t.targetId),
  ],
);
