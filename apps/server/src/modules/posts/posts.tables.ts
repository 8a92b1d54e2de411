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
  varchar,
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

/** A member's reaction to a post: one each, replaced when they pick another emoji. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: varchar('emoji', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_reactions_user_idx').on(t.userId),
  ],
);

/** A member's reaction to a response, as to a post. */
export const responseReactions = pgTable(
  'response_reactions',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => postResponses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: varchar('emoji', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.userId] }),
    index('response_reactions_user_idx').on(t.userId),
  ],
);

/** The members a post @mentions (ADR 032): each could see the post when mentioned. */
export const postMentions = pgTable(
  'post_mentions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_mentions_user_idx').on(t.userId),
  ],
);

/** The members a response @mentions, as for a post. */
export const responseMentions = pgTable(
  'response_mentions',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => postResponses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.userId] }),
    index('response_mentions_user_idx').on(t.userId),
  ],
);
