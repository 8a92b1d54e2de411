import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../lib/pagination.js';
import type { GroupPlans } from '../groups/group-plans.js';
import { groupRows } from '../groups/groups.read-model.js';
import { subscriptionPlans } from './subscriptions.tables.js';

/** A condition: the group whose id is `groupId` sells one of these live plans. */
export const sellsAnyOf = (groupId: AnyPgColumn, planIds: string[]) =>
  sql`exists (select 1 from subscription_plans p where p.group_id = ${groupId}
          and p.active and p.id in ${planIds})`;

/** The plans the group directory shows and filters by (the port groups is given). */
export function createPlanReader(db: DbOrTx): GroupPlans {
  return {
    livePlansOf: (groupIds) =>
      db
        .select()
        .from(subscriptionPlans)
        .where(
          and(inArray(subscriptionPlans.groupId, groupIds), eq(subscriptionPlans.active, true)),
        )
        .orderBy(asc(subscriptionPlans.price)),

    suggest(filter) {
      const conditions: SQL[] = [eq(subscriptionPlans.active, true)];
      if (filter.groupId) conditions.push(eq(subscriptionPlans.groupId, filter.groupId));
      if (filter.orgId) conditions.push(eq(groupRows.organizationId, filter.orgId));
      if (filter.name) conditions.push(ilike(subscriptionPlans.name, likePattern(filter.name)));
      return db
        .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
        .from(subscriptionPlans)
        .innerJoin(groupRows, eq(groupRows.id, subscriptionPlans.groupId))
        .where(and(...conditions))
        .orderBy(asc(subscriptionPlans.name))
        .limit(50);
    },

    sellsAnyOf,
  };
}
