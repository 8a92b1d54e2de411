import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { connectionInvites, connections } from './connections.tables.js';

/** The member's connections and requests (the other member by id), and invitations they sent. */
export function createConnectionsOwnData(db: Db): OwnData {
  const mine = (userId: string) =>
    or(eq(connections.userLow, userId), eq(connections.userHigh, userId));
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          memberId: sql<string>`case when ${connections.userLow} = ${userId} then ${connections.userHigh} else ${connections.userLow} end`,
          status: connections.status,
          requestedByMe: sql<boolean>`${connections.requesterId} = ${userId}`,
          createdAt: connections.createdAt,
          updatedAt: connections.updatedAt,
        })
        .from(connections)
        .where(mine(userId));
      const invites = await tx
        .select({ email: connectionInvites.email, createdAt: connectionInvites.createdAt })
        .from(connectionInvites)
        .where(eq(connectionInvites.inviterId, userId));
      return [
        { name: 'connections', rows, csv: true },
        { name: 'connection-invitations', rows: invites, csv: true },
      ];
    },
    // A connection is a pair: with one side gone there is nothing left for the other to keep.
    async eraseFor(userId, tx) {
      await tx.delete(connections).where(mine(userId));
      await tx.delete(connectionInvites).where(eq(connectionInvites.inviterId, userId));
    },
  };
}
