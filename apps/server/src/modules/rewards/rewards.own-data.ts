import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { rewardAudience, rewards } from './rewards.tables.js';

/**
 * The rewards and campaigns the member offers. Erased, they are withdrawn (an offer nobody
 * stands behind); leads passed under them stay, without the reward.
 */
export function createRewardsOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx.select().from(rewards).where(eq(rewards.ownerId, userId));
      const audience = rows.length
        ? await tx
            .select()
            .from(rewardAudience)
            .where(
              inArray(
                rewardAudience.rewardId,
                rows.map((r) => r.id),
              ),
            )
        : [];
      return [
        {
          name: 'rewards',
          rows: rows.map((reward) => ({
            ...reward,
            audienceMemberIds: audience
              .filter((a) => a.rewardId === reward.id)
              .map((a) => a.userId),
          })),
        },
      ];
    },
    async eraseFor(userId, tx) {
      await tx.delete(rewards).where(eq(rewards.ownerId, userId));
      await tx.delete(rewardAudience).where(eq(rewardAudience.userId, userId));
    },
  };
}
