import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@nethub/contract';
import { networkGroups } from '../groups/groups.tables.js';
import { users } from '../users/users.tables.js';

/** A group's subscription plans; #8 sells them. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => networkGroups.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().$type<Currency>(),
    period: varchar('period', { length: 8 }).notNull().$type<'month' | 'year'>(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_plans_group_idx').on(t.groupId)],
);

/**
 * One account's subscription to one plan (reused on renewal). `status` is what payments did:
 * `pending` until paid, `active` once paid (expired when `ends_at` has passed — computed when
 * read), `cancelled` when a first checkout was given up.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'active' | 'cancelled'>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('subscribers_plan_user_key').on(t.planId, t.userId),
    index('subscribers_user_idx').on(t.userId, t.createdAt),
    index('subscribers_plan_status_idx').on(t.planId, t.status, t.createdAt),
    check('subscribers_status_check', sql`${t.status} in ('pending', 'active', 'cancelled')`),
  ],
);
