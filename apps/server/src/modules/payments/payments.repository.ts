import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../lib/pagination.js';
import { paymentEvents, payments } from './payments.tables.js';

export type NewPayment = typeof payments.$inferInsert;

export function createPaymentsRepository(db: DbOrTx) {
  return {
    /** Records a provider event id; false when it was seen before (a replay). */
    async recordEvent(
      tx: DbOrTx,
      event: { id: string; type: string; sessionId: string | null | undefined },
    ) {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type, providerSessionId: event.sessionId })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return fresh !== undefined;
    },
    /** The payment of a checkout session, locked for the event that changes it. */
    async lockBySession(tx: DbOrTx, sessionId: string) {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerSessionId, sessionId))
        .for('update');
      return payment;
    },
    markPaid: (tx: DbOrTx, paymentId: string, paidAt: Date) =>
      tx.update(payments).set({ status: 'paid', paidAt }).where(eq(payments.id, paymentId)),
    markExpired: (tx: DbOrTx, paymentId: string) =>
      tx.update(payments).set({ status: 'expired' }).where(eq(payments.id, paymentId)),

    /** One writer per purchase at a time, until the transaction ends. */
    lockPurchase: (tx: DbOrTx, purchaseId: string) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtext(${purchaseId}))`),
    /** The newest session of a purchase still open and made after `since`. */
    async openSince(tx: DbOrTx, purchaseId: string, since: Date) {
      const [open] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.purchaseId, purchaseId),
            eq(payments.status, 'open'),
            gt(payments.createdAt, since),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return open;
    },
    async insert(tx: DbOrTx, values: NewPayment) {
      const [row] = await tx.insert(payments).values(values).returning({ id: payments.id });
      return row!;
    },
    setSession: (tx: DbOrTx, paymentId: string, session: { sessionId: string; url: string }) =>
      tx
        .update(payments)
        .set({ providerSessionId: session.sessionId, checkoutUrl: session.url })
        .where(eq(payments.id, paymentId)),

    async bySession(sessionId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerSessionId, sessionId));
      return row;
    },

    /** Paid totals per currency, and per month and currency over the last twelve months. */
    async revenue(organizationId: string) {
      const paid = and(eq(payments.organizationId, organizationId), eq(payments.status, 'paid'));
      const totals = await db
        .select({
          currency: payments.currency,
          amount: sql<number>`sum(${payments.amountMinor})::int`,
        })
        .from(payments)
        .where(paid)
        .groupBy(payments.currency)
        .orderBy(payments.currency);
      const month = sql<string>`to_char(date_trunc('month', ${payments.paidAt}), 'YYYY-MM')`;
      const months = await db
        .select({
          month,
          currency: payments.currency,
          amount: sql<number>`sum(${payments.amountMinor})::int`,
        })
        .from(payments)
        .where(
          and(paid, sql`${payments.paidAt} >= date_trunc('month', now()) - interval '11 months'`),
        )
        .groupBy(month, payments.currency)
        .orderBy(month, payments.currency);
      return { totals, months };
    },

    async list(organizationId: string, query: { page: number; offset: number }) {
      const where = eq(payments.organizationId, organizationId);
      const { limit, skip } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(where)
          .orderBy(desc(payments.createdAt))
          .limit(limit)
          .offset(skip),
        db.select({ value: count() }).from(payments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
