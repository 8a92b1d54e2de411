import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { networkGroups } from '../groups/groups.tables.js';
import { organizations } from './organizations.tables.js';

/**
 * Who runs what: an organisation belongs to its owner account, and so do its groups and all
 * they sell. Another organisation's objects answer 404, as if they did not exist.
 */
export function createOrganizationAccess(db: DbOrTx) {
  return {
    async organization(me: string, organizationId: string) {
      const [row] = await db
        .select()
        .from(organizations)
        .where(and(eq(organizations.id, organizationId), eq(organizations.ownerId, me)));
      if (!row) throw notFound();
      return row;
    },

    organizationsOf: (me: string) =>
      db
        .select()
        .from(organizations)
        .where(eq(organizations.ownerId, me))
        .orderBy(organizations.createdAt),

    async group(me: string, groupId: string) {
      const [row] = await db
        .select({ group: networkGroups, organization: organizations })
        .from(networkGroups)
        .innerJoin(organizations, eq(organizations.id, networkGroups.organizationId))
        .where(and(eq(networkGroups.id, groupId), eq(organizations.ownerId, me)));
      if (!row) throw notFound();
      return row;
    },
  };
}
export type OrganizationAccess = ReturnType<typeof createOrganizationAccess>;
