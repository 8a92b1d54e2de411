import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/**
 * A member's ledger choices (ADR 027). No row: the defaults (shown by name on leaderboards).
 */
export const ledgerPreferences = pgTable('ledger_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Off: the group leaderboards their owners see show this member as "A member". */
  showOnLeaderboards: boolean('show_on_leaderboards').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
