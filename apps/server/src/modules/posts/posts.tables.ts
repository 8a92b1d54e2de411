import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { networkGroups } from '../groups/groups.tables.js';
import { media } from '../media/media.tables.js';
import { users } from '../users/users.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A post on the community feed (`group_id` null) or on one group's feed. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => networkGroups.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
    responseCount: integer('response_count').notNull().default(0),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', content)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_community_feed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.groupId} is null and ${t.active}`),
    index('posts_group_feed_idx')
      .on(t.groupId, t.createdAt, t.id)
      .where(sql`${t.active}`),
    index('posts_author_idx').on(t.authorId, t.createdAt),
    index('posts_document_idx')
      .using('gin', t.document)
      .where(sql`${t.active}`),
  ],
);

export const postMedia = pgTable(
  'post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.mediaId] })],
);

export const postResponses = pgTable(
  'post_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_responses_post_idx').on(t.postId, t.createdAt)],
);
