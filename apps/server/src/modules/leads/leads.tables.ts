import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Currency, LeadStatus } from '@nethub/contract';
import { rewards } from '../rewards/rewards.tables.js';
import { users } from '../users/users.tables.js';

/** The shared vocabulary of lead types; `name_key` is the upper-cased name the filters use. */
export const leadTypes = pgTable(
  'lead_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 60 }).notNull(),
    nameKey: varchar('name_key', { length: 60 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_types_name_prefix_idx').on(t.nameKey.op('text_pattern_ops'))],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    giverId: uuid('giver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadTypeId: uuid('lead_type_id')
      .notNull()
      .references(() => leadTypes.id),
    status: varchar('status', { length: 16 }).notNull().default('NEW').$type<LeadStatus>(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sourceOfLead: varchar('source_of_lead', { length: 120 }),
    contactFirstName: varchar('contact_first_name', { length: 80 }).notNull(),
    contactLastName: varchar('contact_last_name', { length: 80 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 40 }),
    contactCompany: varchar('contact_company', { length: 120 }),
    contactJobTitle: varchar('contact_job_title', { length: 120 }),
    estimatedValue: numeric('estimated_value', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    currency: varchar('currency', { length: 3 }).notNull().$type<Currency>(),
    details: text('details'),
    rewardId: uuid('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the receiver marked it CONVERTED (cleared if it leaves that stage): revenue's date. */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /**
     * The value of the business closed, recorded by the receiver when it converted (ADR 027):
     * what the referral ledger counts. Kept if the lead leaves CONVERTED (it comes back with it).
     */
    closedValue: numeric('closed_value', { precision: 14, scale: 2, mode: 'number' }),
    closedCurrency: varchar('closed_currency', { length: 3 }).$type<Currency>(),
    /** Under a reward: the day its owner paid it (null while owed); the ledger settles it. */
    rewardPaidOn: date('reward_paid_on'),
  },
  (t) => [
    index('leads_receiver_created_idx').on(t.receiverId, t.createdAt),
    index('leads_giver_created_idx').on(t.giverId, t.createdAt),
    index('leads_reward_idx')
      .on(t.rewardId, t.createdAt)
      .where(sql`${t.rewardId} is not null`),
    // The giver too, so "who gave business to members like me" (suggestions) reads the index
    // alone: at 1M members its ~300 matching leads were as many random reads of the table.
    index('leads_receiver_converted_idx')
      .on(t.receiverId, t.convertedAt, t.giverId)
      .where(sql`${t.convertedAt} is not null`),
    // The ledger's "business given" (ADR 027).
    index('leads_giver_converted_idx')
      .on(t.giverId, t.convertedAt)
      .where(sql`${t.convertedAt} is not null`),
    check(
      'leads_closed_value_check',
      sql`(${t.closedValue} is null) = (${t.closedCurrency} is null)`,
    ),
    check('leads_not_self_check', sql`${t.giverId} <> ${t.receiverId}`),
    check(
      'leads_status_check',
      sql`${t.status} in ('NEW', 'CONTACTED', 'MEETING', 'PROPOSAL', 'CONVERTED', 'LOST')`,
    ),
  ],
);
export type LeadRecord = typeof leads.$inferSelect;

/**
 * A lead's history: its creation (`from_status` null, to NEW) and every stage change after it,
 * each written in the transaction that made it.
 */
export const leadStageChanges = pgTable(
  'lead_stage_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16 }).$type<LeadStatus>(),
    toStatus: varchar('to_status', { length: 16 }).notNull().$type<LeadStatus>(),
    changedBy: uuid('changed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_stage_changes_lead_idx').on(t.leadId, t.changedAt),
    check(
      'lead_stage_changes_to_check',
      sql`${t.toStatus} in ('NEW', 'CONTACTED', 'MEETING', 'PROPOSAL', 'CONVERTED', 'LOST')`,
    ),
  ],
);
export type LeadStageChangeRecord = typeof leadStageChanges.$inferSelect;

/** The kinds of leads a member is looking for: givers must pick from them (spec §5). */
export const memberLeadTags = pgTable(
  'member_lead_tags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: varchar('tag', { length: 40 }).notNull(),
    tagKey: varchar('tag_key', { length: 40 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tagKey] }),
    index('member_lead_tags_prefix_idx').on(t.tagKey.op('text_pattern_ops')),
    // "Who to meet next" reads the first members looking for each kind (ADR 035).
    index('member_lead_tags_key_user_idx').on(t.tagKey, t.userId),
  ],
);

/** How often each source of lead was given: the "other suggestions" while typing one. */
export const leadSources = pgTable(
  'lead_sources',
  {
    nameKey: varchar('name_key', { length: 120 }).primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    uses: integer('uses').notNull().default(1),
  },
  (t) => [index('lead_sources_uses_idx').on(t.uses)],
);
