import type { z } from 'zod';
import type {
  createPlanBody,
  createSubscriberBody,
  PlanCard,
  publicSubscribeBody,
  subscriberListQuery,
  subscriptionListQuery,
  SubscriptionOffer,
  updatePlanBody,
} from '@nethub/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { toListResponse } from '../../lib/pagination.js';
import type { AuthService } from '../auth/auth.service.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { Mailer } from '../mail/mailer.js';
import { paymentLinkMail, subscriptionActiveMail } from '../mail/mail.templates.js';
import type { MemberCards } from '../members/member-cards.js';
import type { OrganizationAccess } from '../groups/organization-access.js';
import { toMinor, type PaymentsService } from '../payments/payments.service.js';
import {
  createSubscriptionsRepository,
  effectiveStatus,
  type PlanRow,
  toPlanCard,
  type SubscriberRecord,
} from './subscriptions.repository.js';
import { periodEnd } from './period.js';

type Page = { page: number; offset: number };
type SubscriptionListQuery = z.infer<typeof subscriptionListQuery>;
type SubscriberListQuery = z.infer<typeof subscriberListQuery>;
type CreatePlanBody = z.infer<typeof createPlanBody>;
type UpdatePlanBody = z.infer<typeof updatePlanBody>;
type CreateSubscriberBody = z.infer<typeof createSubscriberBody>;
type PublicSubscribeBody = z.infer<typeof publicSubscribeBody>;

const mineOf = (row: SubscriberRecord) => ({
  subscriberId: row.id,
  status: effectiveStatus(row),
  endsAt: row.endsAt?.toISOString() ?? null,
  paidAt: row.paidAt?.toISOString() ?? null,
});

const isRunning = (row: SubscriberRecord) =>
  row.status === 'active' && !!row.endsAt && row.endsAt.getTime() > Date.now();

/**
 * Subscriptions: plans on sale, members' subscriber records, the public form, the owner's
 * plans and subscribers, and the payment side (a paid period activates the subscriber and joins
 * them to the plan's group). Rules: contract subscriptions.ts.
 */
export { insertPlans } from './subscriptions.repository.js';

export function createSubscriptionsService(deps: {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  publicUrl: string;
  auth: AuthService;
  groups: GroupsService;
  payments: PaymentsService;
  access: OrganizationAccess;
  memberCards: MemberCards;
  avatars: {
    keyOf: (ownerId: string, mediaId: string) => Promise<string>;
    urlOf: (key: string) => Promise<string>;
    adopt: (userId: string, key: string) => Promise<void>;
  };
}) {
  const { db, events, mailer, publicUrl, auth, groups, payments, access, memberCards } = deps;
  const repo = createSubscriptionsRepository(db);
  /** A plan's public face, its group's cover and organisation's logo signed like avatars. */
  const card = (row: PlanRow) =>
    toPlanCard(row, async (key) => (key ? deps.avatars.urlOf(key) : null));
  const paymentPage = (subscriberId: string, payment?: 'success' | 'cancelled') =>
    `${publicUrl}/public-subscription-payment?subscriberId=${subscriberId}${payment ? `&payment=${payment}` : ''}`;

  async function planOnSale(planId: string): Promise<PlanRow> {
    const plan = await repo.findPlan(planId);
    if (!plan) throw notFound();
    if (!plan.active || !plan.groupActive) throw forbidden('NOT_ON_SALE');
    return plan;
  }

  /** My subscriber record for a plan, made or reopened; a running period is not sold twice. */
  async function subscribe(userId: string, planId: string, tx: DbOrTx = db) {
    const existing = await repo.subscriberRecord(userId, planId, tx);
    if (existing && isRunning(existing)) throw conflict('ALREADY_PAID');
    if (existing) {
      if (existing.status === 'cancelled') await repo.reopen(existing.id, tx);
      return existing.id;
    }
    const created = await repo.insertSubscriber(userId, planId, tx);
    if (created) return created.id;
    return subscribe(userId, planId, tx);
  }

  async function offers(userId: string, plans: PlanRow[]): Promise<SubscriptionOffer[]> {
    const mine = new Map(
      (
        await repo.subscriberOf(
          userId,
          plans.map((plan) => plan.id),
        )
      ).map((row) => [row.planId, row]),
    );
    return Promise.all(
      plans.map(async (plan) => {
        const record = mine.get(plan.id);
        return { ...(await card(plan)), mine: record ? mineOf(record) : null };
      }),
    );
  }

  payments.registerPurchase('subscription', {
    async describe(subscriberId) {
      const found = await repo.findSubscriber(subscriberId);
      if (!found) throw notFound();
      if (isRunning(found.subscriber)) throw conflict('ALREADY_PAID');
      const plan = await planOnSale(found.subscriber.planId);
      return {
        organizationId: plan.organizationId,
        amountMinor: toMinor(Number(plan.price)),
        currency: plan.currency,
        description: `${plan.groupName}: ${plan.name} (one ${plan.period})`,
        payerName: `${found.user.firstName} ${found.user.lastName}`,
        customerEmail: found.user.email,
        successUrl: paymentPage(subscriberId, 'success'),
        cancelUrl: paymentPage(subscriberId, 'cancelled'),
      };
    },

    /** A paid period starts now, or at the end of a period still running (early renewal). */
    async fulfil(tx, subscriberId, paidAt) {
      const found = await repo.findSubscriber(subscriberId, tx);
      if (!found) return;
      const plan = (await repo.findPlan(found.subscriber.planId, tx))!;
      const from = isRunning(found.subscriber) ? found.subscriber.endsAt! : paidAt;
      const endsAt = periodEnd(from, plan.period);
      await repo.markPaid(tx, subscriberId, paidAt, endsAt);
      const joined = await groups.addMember(tx, plan.groupId, found.user.id);
      // Written with the payment, so a paid member always gets the group's chat and the mail.
      if (joined)
        await events.emit('group.membership', {
          userId: found.user.id,
          joined: [plan.groupId],
          left: [],
        });
      await mailer.send(
        subscriptionActiveMail(
          found.user.email,
          found.user.firstName,
          plan.groupName,
          endsAt,
          `${publicUrl}/network-directory/${plan.groupId}`,
        ),
      );
      if (found.user.status !== 'active')
        return () => auth.sendSubscriberVerification(found.user.id);
    },

    async abandon(tx, subscriberId) {
      await repo.cancelPending(tx, subscriberId);
    },
  });

  return {
    async list(userId: string, query: SubscriptionListQuery) {
      if (query.type === 'own') {
        const page = await repo.mine(userId, query);
        return toListResponse(
          await Promise.all(
            page.rows.map(async (row) => ({
              ...(await card(row.plan)),
              mine: mineOf(row.subscriber),
            })),
          ),
          page.total,
          query,
        );
      }
      const page = await repo.livePlans(query);
      return toListResponse(await offers(userId, page.rows), page.total, query);
    },

    /** A plan and my record for it; off-sale plans only for those who hold one. */
    async offer(userId: string, planId: string): Promise<SubscriptionOffer> {
      const plan = await repo.findPlan(planId);
      if (!plan) throw notFound();
      const [offer] = await offers(userId, [plan]);
      if (!offer!.mine && (!plan.active || !plan.groupActive)) throw notFound();
      return offer!;
    },

    async subscribe(userId: string, planId: string) {
      await planOnSale(planId);
      if (await groups.isOrgOwnerAccount(userId)) throw forbidden('GROUP_REQUEST_NOT_ALLOWED');
      return { subscriberId: await subscribe(userId, planId) };
    },

    async publicPlans(query: Page & { textSearch?: string; groupId?: string }) {
      const page = await repo.livePlans(query);
      return toListResponse(await Promise.all(page.rows.map(card)), page.total, query);
    },

    async publicPlan(planId: string): Promise<PlanCard> {
      const plan = await repo.findPlan(planId);
      if (!plan || !plan.active || !plan.groupActive) throw notFound();
      return card(plan);
    },

    /** The public form: the same answer whether the e-mail had an account or not. */
    async publicSubscribe(planId: string, body: PublicSubscribeBody) {
      await planOnSale(planId);
      const { user } = await auth.ensureAccount(body, { invite: false });
      if (user.isOrgOwner) throw forbidden('GROUP_REQUEST_NOT_ALLOWED');
      return { subscriberId: await subscribe(user.id, planId) };
    },

    /** The payment page's view: the plan and a first name, nothing else about the person. */
    async subscriberSummary(subscriberId: string) {
      const found = await repo.findSubscriber(subscriberId);
      if (!found) throw notFound();
      const plan = await repo.findPlan(found.subscriber.planId);
      return {
        _id: found.subscriber.id,
        status: effectiveStatus(found.subscriber),
        firstName: found.user.firstName,
        endsAt: found.subscriber.endsAt?.toISOString() ?? null,
        plan: await card(plan!),
      };
    },

    // Owner console ------------------------------------------------------------------------------

    async organizationPlans(
      me: string,
      organizationId: string,
      query: Page & { groupId?: string },
    ) {
      await access.organization(me, organizationId);
      const page = await repo.organizationPlans(organizationId, query);
      return toListResponse(
        await Promise.all(
          page.rows.map(async (row) => ({
            ...(await card(row)),
            active: row.active,
            activeSubscribers: row.activeSubscribers,
          })),
        ),
        page.total,
        query,
      );
    },

    async createPlan(me: string, body: CreatePlanBody) {
      const { group } = await access.group(me, body.groupId);
      const row = await repo.insertPlan({
        groupId: group.id,
        name: body.name,
        description: body.description ?? null,
        price: body.price,
        currency: body.currency,
        period: body.period,
        active: body.active,
      });
      return this.ownerPlan(row!.id);
    },

    async updatePlan(me: string, planId: string, body: UpdatePlanBody) {
      const plan = await repo.findPlan(planId);
      if (!plan || plan.ownerId !== me) throw notFound();
      const { description, ...rest } = body;
      await repo.updatePlan(planId, {
        ...rest,
        ...(description !== undefined ? { description } : {}),
      });
      return this.ownerPlan(planId);
    },

    async ownerPlan(planId: string) {
      const plan = (await repo.findPlan(planId))!;
      return {
        ...(await card(plan)),
        active: plan.active,
        activeSubscribers: await repo.countActiveOfPlan(planId),
      };
    },

    async subscribersOf(me: string, query: SubscriberListQuery) {
      const organizationId = await ownedOrganizationFor(me, query);
      const page = await repo.ofOrganization(organizationId, query);
      return toListResponse(await subscriberRows(page.rows), page.total, query);
    },

    /** The owner adds someone to a plan: invited if new, then mailed the payment link. */
    async createSubscriber(me: string, body: CreateSubscriberBody) {
      const plan = await repo.findPlan(body.planId);
      if (!plan || plan.ownerId !== me) throw notFound();
      if (!plan.active || !plan.groupActive) throw forbidden('NOT_ON_SALE');
      const avatarKey = body.avatarUploadId
        ? await deps.avatars.keyOf(me, body.avatarUploadId)
        : undefined;
      const { user, created } = await auth.ensureAccount(body, { invite: true });
      if (user.isOrgOwner) throw forbidden('GROUP_REQUEST_NOT_ALLOWED');
      if (created && avatarKey) await deps.avatars.adopt(user.id, avatarKey);
      const subscriberId = await subscribe(user.id, plan.id);
      await mailer.send(
        paymentLinkMail(user.email, user.firstName, plan.name, paymentPage(subscriberId)),
      );
      const subscriber = await repo.subscriberById(subscriberId);
      const [row] = await subscriberRows([
        {
          subscriber: subscriber!,
          email: user.email,
          planName: plan.name,
          groupName: plan.groupName,
        },
      ]);
      return row!;
    },

    /** Owners only (a picture for someone they add); a plain member gets the usual 404. */
    async newUserAvatar(me: string, mediaId: string) {
      await ownedOrganizationFor(me, {});
      const key = await deps.avatars.keyOf(me, mediaId);
      return { avatarUploadId: mediaId, url: await deps.avatars.urlOf(key) };
    },

    countActive: (organizationId: string) => repo.countActive(organizationId),
  };

  async function subscriberRows(
    rows: Array<{
      subscriber: SubscriberRecord;
      email: string;
      planName: string;
      groupName: string;
    }>,
  ) {
    const cards = await memberCards.byIds(rows.map((row) => row.subscriber.userId));
    return rows.map((row) => ({
      _id: row.subscriber.id,
      status: effectiveStatus(row.subscriber),
      member: cards.get(row.subscriber.userId)!,
      email: row.email,
      plan: { _id: row.subscriber.planId, name: row.planName, groupName: row.groupName },
      paidAt: row.subscriber.paidAt?.toISOString() ?? null,
      endsAt: row.subscriber.endsAt?.toISOString() ?? null,
      createdAt: row.subscriber.createdAt.toISOString(),
    }));
  }

  /** The owner's subscriber list spans their organisation (the first, or the one asked for). */
  async function ownedOrganizationFor(me: string, query: { organizationId?: string }) {
    if (query.organizationId) return (await access.organization(me, query.organizationId)).id;
    const [first] = await access.organizationsOf(me);
    if (!first) throw notFound();
    return first.id;
  }
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
