import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Currency } from '@nethub/contract';
import { organizations } from '../organizations/organizations.tables.js';

export type PurchaseKind = 'subscription' | 'ticket';
export type PaymentStatus = 'open' | 'paid' | 'cancelled' | 'expired';

/**
 * One checkout session for one purchase (a subscriber's period or an event ticket). The
 * purchase is named by kind and id only: the selling feature fulfils it through the handler it
 * registered, so payments never reads another feature's tables. Amounts are in minor units.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseKind: varchar('purchase_kind', { length: 12 }).notNull().$type<PurchaseKind>(),
    purchaseId: uuid('purchase_id').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 8 }).notNull().$type<'test' | 'stripe'>(),
    providerSessionId: varchar('provider_session_id', { length: 255 }).unique(),
    checkoutUrl: varchar('checkout_url', { length: 2048 }),
    /** Where the hosted checkout sends the buyer back (the built-in test checkout reads them). */
    successUrl: varchar('success_url', { length: 2048 }).notNull(),
    cancelUrl: varchar('cancel_url', { length: 2048 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().$type<Currency>(),
    description: varchar('description', { length: 250 }).notNull(),
    payerName: varchar('payer_name', { length: 130 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open').$type<PaymentStatus>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_purchase_idx').on(t.purchaseId, t.status),
    index('payments_org_created_idx').on(t.organizationId, t.createdAt),
    index('payments_org_paid_idx')
      .on(t.organizationId, t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check('payments_status_check', sql`${t.status} in ('open', 'paid', 'cancelled', 'expired')`),
  ],
);

/**
 * Every provider event handled, by the provider's event id: a replayed or duplicated webhook
 * finds its id here and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 80 }).notNull(),
  providerSessionId: varchar('provider_session_id', { length: 255 }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
