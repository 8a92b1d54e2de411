import { pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { OnboardingStep } from '@nethub/contract';
import { users } from '../users/users.tables.js';

export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: varchar('step', { length: 40 }).notNull().$type<OnboardingStep>(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** A member who hid the completed "Getting started" card; it stays hidden. */
export const onboardingDismissals = pgTable('onboarding_dismissals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
});
