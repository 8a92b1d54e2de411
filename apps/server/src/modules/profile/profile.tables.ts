import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries, regions, sectors } from '../reference/reference.tables.js';
import { users } from '../users/users.tables.js';

/** The public face of a member; one row per member, created on first edit. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: varchar('headline', { length: 120 }),
  company: varchar('company', { length: 120 }),
  jobTitle: varchar('job_title', { length: 120 }),
  bio: text('bio'),
  phone: varchar('phone', { length: 30 }),
  website: varchar('website', { length: 300 }),
  meetingUrl: varchar('meeting_url', { length: 300 }),
  avatarUrl: varchar('avatar_url', { length: 500 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profileSectors = pgTable(
  'profile_sectors',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sectorId] }),
    index('profile_sectors_sector_idx').on(t.sectorId),
  ],
);

/**
 * Each member's sectors with their region: the members of a region who work in a sector are one
 * range of `sector_region_members_idx`, where finding them through the region's members took a
 * probe of each one's sectors (who to meet's peers, ADR 041). Written only by triggers on
 * profile_sectors and user_preferences (migration 0034); a member without a region has no rows.
 */
export const sectorRegionMembers = pgTable(
  'sector_region_members',
  {
    userId: uuid('user_id').notNull(),
    sectorId: uuid('sector_id').notNull(),
    regionId: uuid('region_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sector_region_members_pk', columns: [t.userId, t.sectorId] }),
    index('sector_region_members_idx').on(t.regionId, t.sectorId, t.userId),
  ],
);

/** Settings of spec §3 (currency, country, region, profileVisibility, foodPreferences) and the ten notification switches. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    countryId: uuid('country_id').references(() => countries.id, { onDelete: 'set null' }),
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    profileVisibility: varchar('profile_visibility', { length: 16 }).notNull().default('everyone'),
    foodPreferences: text('food_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notificationConfig: jsonb('notification_config')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_preferences_currency_check', sql`${t.currency} in ('GBP', 'EUR', 'USD')`),
    check(
      'user_preferences_visibility_check',
      sql`${t.profileVisibility} in ('everyone', 'connections', 'only_me')`,
    ),
    index('user_preferences_country_idx').on(t.countryId),
    // With the member: "who to meet next" lists a region's members from the index alone,
    // without a heap page per member (ADR 039).
    index('user_preferences_region_user_idx').on(t.regionId, t.userId),
    // The few members who restrict their profile: searches leave them out by this index
    // instead of reading every member's preferences (ADR 033).
    index('user_preferences_restricted_idx')
      .on(t.userId, t.profileVisibility)
      .where(sql`${t.profileVisibility} <> 'everyone'`),
  ],
);
