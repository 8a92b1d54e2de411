import { index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const sectors = pgTable('sectors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
});

/** Regions carry the IANA time zone that dates are shown in for members there (US). */
export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    timeZone: varchar('time_zone', { length: 40 }).notNull(),
  },
  (t) => [
    uniqueIndex('regions_country_name_idx').on(t.countryId, t.name),
    index('regions_name_idx').on(t.name),
  ],
);
