import type { DbOrTx } from '../../db/client.js';
import {
  groupMembers,
  networkGroupRegions,
  networkGroups,
  networkGroupSectors,
} from './groups.tables.js';
import {
  createOrganization,
  createOrganizationsService,
} from '../organizations/organizations.service.js';

export type NewGroup = {
  organizationId: string;
  name: string;
  description?: string;
  parentId?: string;
  countryId?: string;
  sectorIds?: string[];
  regionIds?: string[];
};

export { createOrganization };

/**
 * A group (or sub-group) with its facets; the organisation's owner is its OWNER and
 * counts as its first member. Used by the owner console and, with plans, by seed/group-setup.ts.
 */
export async function createNetworkGroup(db: DbOrTx, group: NewGroup) {
  const ownerId = await createOrganizationsService(db).findOwnerId(group.organizationId);
  if (!ownerId) throw new Error(`organisation ${group.organizationId} not found`);
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
    userId: ownerId,
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
  return row!;
}
