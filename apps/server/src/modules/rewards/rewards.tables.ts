import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CampaignAudience, RewardKind, RewardStatus, RewardType } from '@nethub/contract';
import { users } from '../users/users.tables.js';

/** Standard rewards and campaigns in one table: a campaign is a reward with dates and an audience. */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).notNull().$type<RewardType>(),
    kind: varchar('kind', { length: 32 }).notNull().$type<RewardKind>(),
    title: varchar('title', { length: 80 }).notNull(),
    value: varchar('value', { length: 80 }).notNull(),
    description: text('description'),
    status: varchar('status', { length: 16 }).notNull().default('inactive').$type<RewardStatus>(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    audience: varchar('audience', { length: 16 }).$type<CampaignAudience>(),
    notifyConnections: boolean('notify_connections').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_owner_type_idx').on(t.ownerId, t.type, t.createdAt),
    index('rewards_live_campaigns_idx')
      .on(t.ownerId, t.endsOn)
      .where(sql`${t.type} = 'campaign' and ${t.status} = 'active'`),
    check('rewards_type_check', sql`${t.type} in ('standard', 'campaign')`),
    check('rewards_status_check', sql`${t.status} in ('active', 'inactive')`),
    check(
      'rewards_campaign_check',
      sql`${t.type} = 'standard' or (${t.startsOn} is not null and ${t.endsOn} >= ${t.startsOn} and ${t.audience} is not null)`,
    ),
  ],
);
export type RewardRecord = typeof rewards.$inferSelect;

/** The connections a campaign includes (INCLUSION) or leaves out (EXCLUSION). */
export const rewardAudience = pgTable(
  'reward_audience',
  {
    rewardId: uuid('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.rewardId, t.userId] }),
    index('reward_audience_user_idx').on(t.userId),
  ],
);
