import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** Push device tokens. A token belongs to the member last signed in on that device. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    token: varchar('token', { length: 2048 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_tokens_user_idx').on(t.userId)],
);
