import { bigint, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DataExportStatus } from '@nethub/contract';
import { users } from '../users/users.tables.js';

/**
 * Archives of a member's own data (ADR 024). A row is written when the member asks, the job
 * builds the ZIP into file storage under `storage_key` and sets `ready_at`/`expires_at`; the
 * sweep removes the file and the row once `expires_at` has passed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).notNull().default('pending').$type<DataExportStatus>(),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_expires_idx').on(t.expiresAt),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
