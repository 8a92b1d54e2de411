import { inArray } from 'drizzle-orm';
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
