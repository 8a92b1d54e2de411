import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { networkGroups } from '../groups/groups.tables.js';
import { users } from '../users/users.tables.js';

/** One review per member per group (spec §4 review upsert). */
export const groupReviews = pgTable(
  'group_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => networkGroups.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('group_reviews_group_author_key').on(t.groupId, t.authorId),
    index('group_reviews_group_created_idx').on(t.groupId, t.createdAt),
    index('group_reviews_author_idx').on(t.authorId, t.updatedAt),
    check('group_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
