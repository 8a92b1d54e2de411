import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ChatType, MessageType } from '@nethub/contract';
import { networkGroups } from '../groups/groups.tables.js';
import { media } from '../media/media.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A conversation. `name` is what clients subscribe to; `last_time_token` is the channel's
 * clock: each message takes the next value under the row's lock, so time tokens are monotonic
 * within a channel whatever instance writes.
 */
/** PostgreSQL's full-text document type (read only: a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 200 }).notNull().unique(),
    type: varchar('type', { length: 16 }).notNull().$type<ChatType>(),
    title: varchar('title', { length: 120 }),
    avatarMediaId: uuid('avatar_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** The two members of a single channel, ordered: one channel per pair. */
    pairKey: varchar('pair_key', { length: 80 }).unique(),
    networkGroupId: uuid('network_group_id').references(() => networkGroups.id, {
      onDelete: 'cascade',
    }),
    parentId: uuid('parent_id').references((): AnyPgColumn => chatChannels.id, {
      onDelete: 'cascade',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastTimeToken: bigint('last_time_token', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_channels_group_idx').on(t.networkGroupId)],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    muted: boolean('muted').notNull().default(false),
    /** Membership custom field lastReadTimetoken (spec §3). */
    lastReadTimeToken: bigint('last_read_time_token', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index('chat_members_user_idx').on(t.userId, t.channelId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 24 }).notNull().$type<MessageType>(),
    content: text('content').notNull(),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    timeToken: bigint('time_token', { mode: 'bigint' }).notNull(),
    /** The publisher's id for the message: a retry with it returns the stored message. */
    clientId: varchar('client_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its author's last edit; the time token (its place) never changes. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Its author deleted it: content and file are cleared, the row keeps its place. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** One more with each edit: an edit names the version it changes. */
    version: integer('version').notNull().default(0),
    /** The message of the same channel this one answers; its quote is read from it as it is now. */
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'set null',
    }),
    /**
     * What search matches (decision 030): members' words only (system lines are not searched),
     * kept by PostgreSQL with each edit, emptied with a deletion.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', case when type in ('text', 'file') then content else '' end)`,
    ),
  },
  (t) => [
    unique('chat_messages_channel_time_key').on(t.channelId, t.timeToken),
    unique('chat_messages_channel_client_key').on(t.channelId, t.clientId),
    index('chat_messages_search_idx').using('gin', t.search),
    index('chat_messages_reply_idx').on(t.replyToId),
  ],
);

/** A member's chat settings; no row: the defaults (read receipts on). */
export const chatSettings = pgTable('chat_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readReceipts: boolean('read_receipts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who gave which emoji to a message: one row each, so setting it twice is one reaction. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: varchar('emoji', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.emoji, t.userId] })],
);
