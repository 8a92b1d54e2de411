import { eq } from 'drizzle-orm';
import type { Currency } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/users.tables.js';
import {
  groupMembers,
  networkGroupRegions,
  networkGroups,
  networkGroupSectors,
} from './groups.tables.js';
import { organizations } from '../organizations/organizations.tables.js';
import { subscriptionPlans } from '../subscriptions/subscriptions.tables.js';

export type NewGroup = {
  organizationId: string;
  name: string;
  description?: string;
  parentId?: string;
  countryId?: string;
  sectorIds?: string[];
  regionIds?: string[];
  plans?: Array<{ name: string; price: number; currency: Currency; period: 'month' | 'year' }>;
};

/** An organisation run by an organisation-owner account (the account is flagged as one). */
export async function createOrganization(
  db: DbOrTx,
  org: { name: string; ownerId: string; description?: string },
) {
  await db.update(users).set({ isOrgOwner: true }).where(eq(users.id, org.ownerId));
  const [row] = await db.insert(organizations).values(org).returning();
  return row!;
}

/**
 * A group (or sub-group) with its facets and plans; the organisation's owner is its OWNER and
 * counts as its first member. Used by the seed and by the owner console.
 */
export async function createNetworkGroup(db: DbOrTx, group: NewGroup) {
  const [org] = await db
    .select({ ownerId: organizations.ownerId })
    .from(organizations)
    .where(eq(organizations.id, group.organizationId));
  if (!org) throw new Error(`organisation ${group.organizationId} not found`);
  const [row] = await db
    .insert(networkGroups)
    .values({
      organizationId: group.organizationId,
      name: group.name,
      description: group.description ?? null,
      parentId: group.parentId ?? null,
      countryId: group.countryId ?? null,
      memberCount: 1,
    })
    .returning();
  const groupId = row!.id;
  await db.insert(groupMembers).values({
    groupId,
    userId: org.ownerId,
    role: 'OWNER',
    status: 'joined',
    joinedAt: new Date(),
  });
  if (group.sectorIds?.length)
    await db
      .insert(networkGroupSectors)
      .values(group.sectorIds.map((sectorId) => ({ groupId, sectorId })));
  if (group.regionIds?.length)
    await db
      .insert(networkGroupRegions)
      .values(group.regionIds.map((regionId) => ({ groupId, regionId })));
  if (group.plans?.length)
    await db.insert(subscriptionPlans).values(group.plans.map((plan) => ({ groupId, ...plan })));
  return row!;
}
