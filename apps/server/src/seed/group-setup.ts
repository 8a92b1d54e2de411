import type { Currency } from '@nethub/contract';
import type { DbOrTx } from '../db/client.js';
import {
  createNetworkGroup as createGroup,
  createOrganization,
  type NewGroup,
} from '../modules/groups/group-setup.js';
import { insertPlans } from '../modules/subscriptions/subscriptions.service.js';

export { createOrganization };

export type NewGroupWithPlans = NewGroup & {
  plans?: Array<{ name: string; price: number; currency: Currency; period: 'month' | 'year' }>;
};

/**
 * How the seed and the tests make a group: groups writes the group, its facets and its owner,
 * subscriptions the plans it sells (groups does not depend on subscriptions: ADR 015).
 */
export async function createNetworkGroup(db: DbOrTx, group: NewGroupWithPlans) {
  const { plans, ...rest } = group;
  const row = await createGroup(db, rest);
  if (plans?.length) await insertPlans(db, row.id, plans);
  return row;
}
