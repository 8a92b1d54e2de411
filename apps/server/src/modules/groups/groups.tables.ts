import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { GroupRole } from '@nethub/contract';
import { organizations } from '../organizations/organizations.tables.js';
import { countries, regions, sectors } from '../reference/reference.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A network group ("network directory"); a sub-group has `parent_id`. `member_count`,
 * `rating_sum` and `review_count` are kept by the service inside the transactions that change
 * them (joins, leaves and reviews lock the group row), so lists never aggregate.
 */
export const networkGroups = pgTable(
  'network_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => networkGroups.id, {
      onDelete: 'cascade',
    }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    countryId: uuid('country_id').references(() => countries.id),
    /** Storage key of the cover picture (an image in the organisation owner's media library). */
    coverKey: text('cover_key'),
    active: boolean('active').notNull().default(true),
    memberCount: integer('member_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('network_groups_parent_idx').on(t.parentId, t.name),
    index('network_groups_org_idx').on(t.organizationId),
    index('network_groups_top_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.parentId} is null and ${t.active}`),
    index('network_groups_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const networkGroupSectors = pgTable(
  'network_group_sectors',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => networkGroups.id, { onDelete: 'cascade' }),
    sectorId: uuid('sector_id')
      .notNull()
      .references(() => sectors.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.sectorId] }),
    index('network_group_sectors_sector_idx').on(t.sectorId),
  ],
);

export const networkGroupRegions = pgTable(
  'network_group_regions',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => networkGroups.id, { onDelete: 'cascade' }),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.regionId] }),
    index('network_group_regions_region_idx').on(t.regionId),
  ],
);

/**
 * A member's standing in a group or sub-group: a request (`requested`), membership (`joined`) or
 * a refused request (`rejected`, which blocks asking again). Leaving deletes the row.
 * `is_home_group` is asked for with the request and applied when it is approved.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => networkGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).notNull().default('MEMBER').$type<GroupRole>(),
    status: varchar('status', { length: 12 })
      .notNull()
      .$type<'joined' | 'requested' | 'rejected'>(),
    requestNote: text('request_note'),
    isHomeGroup: boolean('is_home_group').notNull().default(false),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId, t.status),
    index('group_members_group_status_idx').on(t.groupId, t.status, t.requestedAt),
    check('group_members_status_check', sql`${t.status} in ('joined', 'requested', 'rejected')`),
    check('group_members_role_check', sql`${t.role} in ('OWNER', 'MEMBER')`),
  ],
);
