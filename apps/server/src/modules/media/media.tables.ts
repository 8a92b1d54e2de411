import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { MediaKind } from '@nethub/contract';
import { users } from '../users/users.tables.js';

/** Upload grants handed out by get-presigned-url, waiting for POST /media to confirm them. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    storageKey: varchar('storage_key', { length: 300 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull().$type<MediaKind>(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('media_uploads_user_idx').on(t.userId)],
);

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shared into a network group's library (the groups feature owns that table). */
    networkDirectoryId: uuid('network_directory_id'),
    kind: varchar('kind', { length: 16 }).notNull().$type<MediaKind>(),
    name: varchar('name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_owner_kind_created_idx').on(t.ownerId, t.kind, t.createdAt.desc()),
    index('media_group_kind_created_idx')
      .on(t.networkDirectoryId, t.kind, t.createdAt.desc())
      .where(sql`${t.networkDirectoryId} is not null`),
    index('media_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
export type MediaRow = typeof media.$inferSelect;
