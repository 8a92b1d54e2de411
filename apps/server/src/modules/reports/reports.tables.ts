import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A member's report of a post, a response, a message, a review or a profile (ADR 029). The
 * reported text is kept as it was (`snapshot`), so the administrator reads what was reported even
 * after an edit or a removal. One open report per reporter per item (the partial unique index).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** Who wrote the item (the profile's member for a profile). */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 20 }).notNull(),
    details: text('details'),
    snapshot: text('snapshot').notNull(),
    context: varchar('context', { length: 300 }),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    /** The administrator who acted; null while open, and once their account is gone. */
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, t.kind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.createdAt, t.id),
    index('reports_target_idx').on(t.kind, t.targetId),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);
