import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { networkGroups } from './groups.tables.js';

/** Groups as other modules show them beside their own rows (ADR 015). */
export function createGroupReader(db: DbOrTx) {
  return {
    /** Id, name and parent of these groups, in one query. */
    refs: (groupIds: string[]) =>
      db
        .select({
          id: networkGroups.id,
          name: networkGroups.name,
          parentId: networkGroups.parentId,
        })
        .from(networkGroups)
        .where(inArray(networkGroups.id, groupIds)),
  };
}
export type GroupReader = ReturnType<typeof createGroupReader>;

const qb = new QueryBuilder();

/**
 * Groups as other modules' lists join them (ADR 015): a derived table under the table's own
 * name, which PostgreSQL plans as the table itself (one query, same indexes).
 */
export const groupRows = qb
  .select({
    id: networkGroups.id,
    organizationId: networkGroups.organizationId,
    parentId: networkGroups.parentId,
    name: networkGroups.name,
    description: networkGroups.description,
    countryId: networkGroups.countryId,
    active: networkGroups.active,
    memberCount: networkGroups.memberCount,
  })
  .from(networkGroups)
  .as('network_groups');
