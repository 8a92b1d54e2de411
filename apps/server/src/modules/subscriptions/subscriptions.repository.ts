import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, PlanCard, SubscriberStatus } from '@nethub/contract';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { groupRows } from '../groups/groups.read-model.js';
import { organizationNames } from '../organizations/organizations.read-model.js';
import { accounts } from '../users/users.read-model.js';
import { subscribers, subscriptionPlans } from './subscriptions.tables.js';

type Page = { page: number; offset: number };

export type SubscriberRecord = typeof subscribers.$inferSelect;

export const planColumns = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  description: subscriptionPlans.description,
  price: subscriptionPlans.price,
  currency: subscriptionPlans.currency,
  period: subscriptionPlans.period,
  active: subscriptionPlans.active,
  groupId: groupRows.id,
  groupName: groupRows.name,
  groupDescription: groupRows.description,
  groupActive: groupRows.active,
  memberCount: groupRows.memberCount,
  ratingSum: groupRows.ratingSum,
  reviewCount: groupRows.reviewCount,
  coverKey: groupRows.coverKey,
  logoKey: organizationNames.logoKey,
  organizationId: organizationNames.id,
  organizationName: organizationNames.name,
  ownerId: organizationNames.ownerId,
};
/** A plan's group and organisation, joined onto a query that selects from plans. */
const withGroup = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(groupRows, eq(groupRows.id, subscriptionPlans.groupId))
    .innerJoin(organizationNames, eq(organizationNames.id, groupRows.organizationId));

/** A subscriber's plan, group and organisation, joined onto a query that selects from subscribers. */
const withPlan = <T extends PgSelect>(query: T) =>
  withGroup(query.innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscribers.planId)));

const countOf = async (query: PromiseLike<Array<{ value: number }>>) =>
  (await query)[0]?.value ?? 0;

const plansFrom = (tx: DbOrTx) =>
  withGroup(tx.select(planColumns).from(subscriptionPlans).$dynamic());
export type PlanRow = Awaited<ReturnType<typeof plansFrom>>[number];

/** Signs a picture's storage key into a link (null stays null). */
export type PictureUrl = (key: string | null) => Promise<string | null>;

export const toPlanCard = async (row: PlanRow, pictureUrl: PictureUrl): Promise<PlanCard> => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  currency: row.currency,
  period: row.period,
  group: {
    _id: row.groupId,
    name: row.groupName,
    description: row.groupDescription,
    memberCount: row.memberCount,
    averageRating: row.reviewCount ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : 0,
    reviewCount: row.reviewCount,
    coverUrl: await pictureUrl(row.coverKey),
  },
  organization: {
    _id: row.organizationId,
    name: row.organizationName,
    logoUrl: await pictureUrl(row.logoKey),
  },
});

/** On sale: the plan and its group are active. */
export const onSale = and(eq(subscriptionPlans.active, true), eq(groupRows.active, true));

/** `expired` is an active subscription whose period has ended. */
export function statusCondition(status: SubscriberStatus): SQL {
  if (status === 'active')
    return and(eq(subscribers.status, 'active'), sql`${subscribers.endsAt} > now()`)!;
  if (status === 'expired')
    return and(eq(subscribers.status, 'active'), sql`${subscribers.endsAt} <= now()`)!;
  return eq(subscribers.status, status);
}

export const effectiveStatus = (row: {
  status: 'pending' | 'active' | 'cancelled';
  endsAt: Date | null;
}): SubscriberStatus =>
  row.status === 'active' && row.endsAt && row.endsAt.getTime() <= Date.now()
    ? 'expired'
    : row.status;

/** A new group's plans (the owner console and the seed create them with the group). */
export async function insertPlans(
  tx: DbOrTx,
  groupId: string,
  plans: Array<{ name: string; price: number; currency: Currency; period: 'month' | 'year' }>,
) {
  await tx.insert(subscriptionPlans).values(plans.map((plan) => ({ groupId, ...plan })));
}

export function createSubscriptionsRepository(db: DbOrTx) {
  const planText = (text?: string) =>
    text
      ? or(
          ilike(subscriptionPlans.name, likePattern(text)),
          ilike(groupRows.name, likePattern(text)),
        )
      : undefined;

  return {
    async findPlan(planId: string, tx: DbOrTx = db): Promise<PlanRow | undefined> {
      const [row] = await plansFrom(tx).where(eq(subscriptionPlans.id, planId));
      return row;
    },

    async livePlans(query: Page & { textSearch?: string; groupId?: string }) {
      const where = and(
        onSale,
        query.groupId ? eq(subscriptionPlans.groupId, query.groupId) : undefined,
        planText(query.textSearch),
      );
      const { limit, skip } = pageWindow(query);
      const rows = await plansFrom(db)
        .where(where)
        .orderBy(asc(groupRows.name), asc(subscriptionPlans.price), asc(subscriptionPlans.id))
        .limit(limit)
        .offset(skip);
      const total = await countOf(
        withGroup(db.select({ value: count() }).from(subscriptionPlans).$dynamic()).where(where),
      );
      return { rows, total };
    },

    async organizationPlans(organizationId: string, query: Page & { groupId?: string }) {
      const where = and(
        eq(organizationNames.id, organizationId),
        query.groupId ? eq(subscriptionPlans.groupId, query.groupId) : undefined,
      );
      const { limit, skip } = pageWindow(query);
      const activeSubscribers = sql<number>`(select count(*)::int from ${subscribers} s where s.plan_id = ${subscriptionPlans.id} and s.status = 'active' and s.ends_at > now())`;
      const rows = await withGroup(
        db
          .select({ ...planColumns, activeSubscribers })
          .from(subscriptionPlans)
          .$dynamic(),
      )
        .where(where)
        .orderBy(asc(groupRows.name), asc(subscriptionPlans.name))
        .limit(limit)
        .offset(skip);
      const total = await countOf(
        withGroup(db.select({ value: count() }).from(subscriptionPlans).$dynamic()).where(where),
      );
      return { rows, total };
    },

    /** My subscriber rows with their plans, newest first. */
    async mine(
      userId: string,
      query: Page & { textSearch?: string; status?: SubscriberStatus; groupId?: string },
    ) {
      const where = and(
        eq(subscribers.userId, userId),
        query.status ? statusCondition(query.status) : undefined,
        query.groupId ? eq(subscriptionPlans.groupId, query.groupId) : undefined,
        planText(query.textSearch),
      );
      const { limit, skip } = pageWindow(query);
      const rows = await withPlan(
        db.select({ plan: planColumns, subscriber: subscribers }).from(subscribers).$dynamic(),
      )
        .where(where)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(limit)
        .offset(skip);
      const total = await countOf(
        withPlan(db.select({ value: count() }).from(subscribers).$dynamic()).where(where),
      );
      return { rows, total };
    },

    async subscriberOf(userId: string, planIds: string[]) {
      if (!planIds.length) return [];
      return db
        .select()
        .from(subscribers)
        .where(and(eq(subscribers.userId, userId), sql`${subscribers.planId} in ${planIds}`));
    },

    async findSubscriber(subscriberId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          subscriber: subscribers,
          user: {
            id: accounts.id,
            email: accounts.email,
            firstName: accounts.firstName,
            lastName: accounts.lastName,
            status: accounts.status,
          },
        })
        .from(subscribers)
        .innerJoin(accounts, eq(accounts.id, subscribers.userId))
        .where(eq(subscribers.id, subscriberId));
      return row;
    },

    /** The subscribers of an organisation's plans (the owner's list). */
    async ofOrganization(
      organizationId: string,
      query: Page & {
        planId?: string;
        groupId?: string;
        status?: SubscriberStatus;
        textSearch?: string;
      },
    ) {
      const text = query.textSearch
        ? or(
            ilike(
              sql`${accounts.firstName} || ' ' || ${accounts.lastName}`,
              likePattern(query.textSearch),
            ),
            ilike(accounts.email, likePattern(query.textSearch)),
          )
        : undefined;
      const where = and(
        eq(groupRows.organizationId, organizationId),
        query.planId ? eq(subscribers.planId, query.planId) : undefined,
        query.groupId ? eq(subscriptionPlans.groupId, query.groupId) : undefined,
        query.status ? statusCondition(query.status) : undefined,
        text,
      );
      const { limit, skip } = pageWindow(query);
      const withAccount = <T extends PgSelect>(query: T) =>
        withPlan(query).innerJoin(accounts, eq(accounts.id, subscribers.userId));
      const rows = await withAccount(
        db
          .select({
            subscriber: subscribers,
            email: accounts.email,
            planName: subscriptionPlans.name,
            groupName: groupRows.name,
          })
          .from(subscribers)
          .$dynamic(),
      )
        .where(where)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(limit)
        .offset(skip);
      const total = await countOf(
        withAccount(db.select({ value: count() }).from(subscribers).$dynamic()).where(where),
      );
      return { rows, total };
    },

    async countActiveOfPlan(planId: string) {
      const [row] = await db
        .select({ value: count() })
        .from(subscribers)
        .where(and(eq(subscribers.planId, planId), statusCondition('active')));
      return row?.value ?? 0;
    },

    countActive: (organizationId: string) =>
      countOf(
        withPlan(db.select({ value: count() }).from(subscribers).$dynamic()).where(
          and(eq(groupRows.organizationId, organizationId), statusCondition('active')),
        ),
      ),

    async subscriberById(subscriberId: string) {
      const [subscriber] = await db
        .select()
        .from(subscribers)
        .where(eq(subscribers.id, subscriberId));
      return subscriber;
    },
    /** A member's record for a plan, whatever its status. */
    async subscriberRecord(userId: string, planId: string, tx: DbOrTx = db) {
      const [existing] = await tx
        .select()
        .from(subscribers)
        .where(and(eq(subscribers.planId, planId), eq(subscribers.userId, userId)));
      return existing;
    },
    /** A new pending record; undefined when one was made meanwhile. */
    async insertSubscriber(userId: string, planId: string, tx: DbOrTx = db) {
      const [created] = await tx
        .insert(subscribers)
        .values({ planId, userId })
        .onConflictDoNothing()
        .returning({ id: subscribers.id });
      return created;
    },
    reopen: (subscriberId: string, tx: DbOrTx = db) =>
      tx.update(subscribers).set({ status: 'pending' }).where(eq(subscribers.id, subscriberId)),
    markPaid: (tx: DbOrTx, subscriberId: string, paidAt: Date, endsAt: Date) =>
      tx
        .update(subscribers)
        .set({ status: 'active', paidAt, endsAt })
        .where(eq(subscribers.id, subscriberId)),
    /** A pending record whose payment was abandoned; any other status stays. */
    cancelPending: (tx: DbOrTx, subscriberId: string) =>
      tx
        .update(subscribers)
        .set({ status: 'cancelled' })
        .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, 'pending'))),

    async insertPlan(values: typeof subscriptionPlans.$inferInsert) {
      const [row] = await db
        .insert(subscriptionPlans)
        .values(values)
        .returning({ id: subscriptionPlans.id });
      return row;
    },
    updatePlan: (planId: string, values: Partial<typeof subscriptionPlans.$inferInsert>) =>
      db.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, planId)),
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
