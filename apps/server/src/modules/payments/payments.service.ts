import type { Currency, ListQuery } from '@nethub/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toListResponse } from '../../lib/pagination.js';
import type { PaymentProvider, ProviderEvent } from './payment-provider.js';
import { createPaymentsRepository } from './payments.repository.js';
import type { PurchaseKind } from './payments.tables.js';

/** What the selling feature says about a purchase before it is paid. */
export type Purchase = {
  organizationId: string;
  amountMinor: number;
  currency: Currency;
  description: string;
  payerName: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
};

/** Runs once the transaction that changed the purchase has committed (mail, events). */
export type AfterCommit = () => Promise<void>;

/**
 * A selling feature's side of a payment. `describe` refuses what cannot be paid (NOT_FOUND,
 * ALREADY_PAID, NOT_ON_SALE); `fulfil` and `abandon` run inside the webhook's transaction.
 */
export type PurchaseHandler = {
  describe(purchaseId: string): Promise<Purchase>;
  fulfil(tx: DbOrTx, purchaseId: string, paidAt: Date): Promise<AfterCommit | void>;
  abandon(tx: DbOrTx, purchaseId: string): Promise<AfterCommit | void>;
};

/** An open session is offered again for a day (Stripe sessions live 24 hours). */
const REUSE_OPEN_SESSION_MS = 23 * 60 * 60 * 1000;

export const toMinor = (amount: number) => Math.round(amount * 100);

export function createPaymentsService({ db, provider }: { db: Db; provider: PaymentProvider }) {
  const repo = createPaymentsRepository(db);
  const handlers = new Map<PurchaseKind, PurchaseHandler>();
  const handlerOf = (kind: PurchaseKind) => {
    const handler = handlers.get(kind);
    if (!handler) throw new Error(`no purchase handler for ${kind}`);
    return handler;
  };

  /**
   * The state change of one verified event, under the payment row's lock: `paid` moves any
   * unpaid session to paid and fulfils the purchase (money was taken, even after an expiry);
   * `expired` only closes a session that is still open. Each event id is recorded first, so a
   * replay changes nothing; the status guards make different events with the same meaning safe.
   */
  async function apply(event: ProviderEvent): Promise<AfterCommit | void> {
    return db.transaction(async (tx) => {
      const fresh = await repo.recordEvent(tx, event);
      if (!fresh || event.outcome === 'ignored' || !event.sessionId) return;
      const payment = await repo.lockBySession(tx, event.sessionId);
      if (!payment) return;
      const handler = handlerOf(payment.purchaseKind);
      if (event.outcome === 'paid' && payment.status !== 'paid') {
        const paidAt = new Date();
        await repo.markPaid(tx, payment.id, paidAt);
        return handler.fulfil(tx, payment.purchaseId, paidAt);
      }
      if (event.outcome === 'expired' && payment.status === 'open') {
        await repo.markExpired(tx, payment.id);
        return handler.abandon(tx, payment.purchaseId);
      }
    });
  }

  return {
    provider,
    registerPurchase(kind: PurchaseKind, handler: PurchaseHandler) {
      handlers.set(kind, handler);
    },

    /**
     * A hosted checkout for a purchase. One writer per purchase at a time (advisory lock); an
     * open session is handed out again instead of making a second one.
     */
    /**
     * The spec's `{ subscriberId }` names the purchase without its kind (its public event-ticket
     * page pays the same way): the first of `kinds` that knows the id is paid. Ids are UUIDs, so
     * at most one does; `describe` runs before anything is written, so a miss leaves no trace.
     */
    async checkoutAny(kinds: PurchaseKind[], purchaseId: string) {
      for (const [i, kind] of kinds.entries()) {
        try {
          return await this.checkout(kind, purchaseId);
        } catch (error) {
          const missing = error instanceof AppError && error.statusCode === 404;
          if (!missing || i === kinds.length - 1) throw error;
        }
      }
      throw new AppError(404, 'NOT_FOUND');
    },

    async checkout(kind: PurchaseKind, purchaseId: string) {
      const purchase = await handlerOf(kind).describe(purchaseId);
      return db.transaction(async (tx) => {
        await repo.lockPurchase(tx, purchaseId);
        const open = await repo.openSince(
          tx,
          purchaseId,
          new Date(Date.now() - REUSE_OPEN_SESSION_MS),
        );
        if (open?.providerSessionId && open.checkoutUrl)
          return { sessionId: open.providerSessionId, url: open.checkoutUrl };
        const row = await repo.insert(tx, {
          purchaseKind: kind,
          purchaseId,
          provider: provider.name,
          organizationId: purchase.organizationId,
          amountMinor: purchase.amountMinor,
          currency: purchase.currency,
          description: purchase.description.slice(0, 250),
          payerName: purchase.payerName.slice(0, 130),
          successUrl: purchase.successUrl,
          cancelUrl: purchase.cancelUrl,
        });
        let session: { sessionId: string; url: string };
        try {
          session = await provider.createCheckout({ paymentId: row.id, ...purchase });
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw new AppError(502, 'PAYMENT_UNAVAILABLE');
        }
        await repo.setSession(tx, row.id, session);
        return session;
      });
    },

    /** A webhook delivery: verified, then applied at most once. */
    async receiveWebhook(rawBody: string, signature: string | undefined) {
      const event = await provider.verifyWebhook(rawBody, signature);
      const after = await apply(event);
      if (after) await after();
      return { received: true as const };
    },

    /** The payment behind a checkout session, for the built-in checkout page. */
    async bySession(sessionId: string) {
      const row = await repo.bySession(sessionId);
      if (!row) throw notFound();
      return row;
    },

    async revenue(organizationId: string) {
      const { totals, months } = await repo.revenue(organizationId);
      const major = (minor: number) => Number(minor) / 100;
      return {
        totals: totals.map((row) => ({ currency: row.currency, amount: major(row.amount) })),
        months: months.map((row) => ({ ...row, amount: major(row.amount) })),
      };
    },

    async list(organizationId: string, query: Pick<ListQuery, 'page' | 'offset'>) {
      const { rows, total } = await repo.list(organizationId, query);
      return toListResponse(
        rows.map((row) => ({
          _id: row.id,
          kind: row.purchaseKind,
          description: row.description,
          payerName: row.payerName,
          amount: row.amountMinor / 100,
          currency: row.currency,
          status: row.status,
          paidAt: row.paidAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        query,
      );
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
