import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { createOrganizationsService } from '../organizations/organizations.service.js';
import { createGroupsRepository } from './groups.repository.js';

/**
 * Who runs what: an organisation belongs to its owner account, and so do its groups and all
 * they sell. Another organisation's objects answer 404, as if they did not exist.
 *
 * It lives in groups (ADR 015): checking a group's owner reads groups, and the modules that ask
 * (events, subscriptions, the console) depend on groups already; organizations depends on none
 * of them.
 */
export function createOrganizationAccess(db: DbOrTx) {
  const organizations = createOrganizationsService(db);
  const groups = createGroupsRepository(db);
  return {
    async organization(me: string, organizationId: string) {
      const row = await organizations.findOwned(me, organizationId);
      if (!row) throw notFound();
      return row;
    },

    organizationsOf: (me: string) => organizations.listOwnedBy(me),

    async group(me: string, groupId: string) {
      const row = await groups.findOwnedBy(me, groupId);
      if (!row) throw notFound();
      return row;
    },
  };
}
export type OrganizationAccess = ReturnType<typeof createOrganizationAccess>;
