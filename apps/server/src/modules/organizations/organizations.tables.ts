import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** An organisation: owned by an organisation-owner account, it runs network groups. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    website: varchar('website', { length: 300 }),
    /** Storage key of the logo picture (an image in the owner's media library). */
    logoKey: text('logo_key'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_owner_idx').on(t.ownerId)],
);
