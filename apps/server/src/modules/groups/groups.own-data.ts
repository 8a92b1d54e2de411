import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { addMembers, lockGroup } from './groups.repository.js';
import { groupMembers } from './groups.tables.js';

/**
 * The groups the member joined or asked to join. Erased, they leave every group: each group
 * row locked (in id order, as everywhere two groups are locked) and its member count kept.
 */
export function createGroupsOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          groupId: groupMembers.groupId,
          role: groupMembers.role,
          status: groupMembers.status,
          isHomeGroup: groupMembers.isHomeGroup,
          requestNote: groupMembers.requestNote,
          requestedAt: groupMembers.requestedAt,
          joinedAt: groupMembers.joinedAt,
        })
        .from(groupMembers)
        .where(eq(groupMembers.userId, userId))
        .orderBy(asc(groupMembers.requestedAt));
      return [{ name: 'group-memberships', rows, csv: true }];
    },
    async eraseFor(userId, tx) {
      const standing = await tx
        .select({ groupId: groupMembers.groupId, status: groupMembers.status })
        .from(groupMembers)
        .where(eq(groupMembers.userId, userId))
        .orderBy(asc(groupMembers.groupId));
      for (const { groupId, status } of standing) {
        await lockGroup(tx, groupId);
        if (status === 'joined') await addMembers(tx, groupId, -1);
      }
      await tx.delete(groupMembers).where(eq(groupMembers.userId, userId));
    },
  };
}
