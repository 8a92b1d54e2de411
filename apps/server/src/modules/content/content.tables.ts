import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Policy 0 is the privacy policy, 1 the terms and conditions. */
export const policies = pgTable('policies', {
  type: integer('type').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('faqs_position_idx').on(t.position),
    index('faqs_question_trgm_idx').using('gin', t.question.op('gin_trgm_ops')),
  ],
);
