import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { liveCampaign } from './rewards.repository.js';
import { rewards } from './rewards.tables.js';

/** The reward figures other modules show (the dashboard), read by their owner (ADR 015). */
export function createRewardFigures(db: DbOrTx) {
  return {
    /** How many of my campaigns are live today. */
    liveCampaignCount: (me: string) =>
      db
        .select({ total: sql<number>`count(*)::int`.as('total') })
        .from(rewards)
        .where(and(eq(rewards.ownerId, me), liveCampaign)),

    /** Title, kind of offer and owner of these rewards (the ledger's rows name them). */
    refs: (rewardIds: string[]) =>
      rewardIds.length
        ? db
            .select({
              id: rewards.id,
              title: rewards.title,
              type: rewards.type,
              value: rewards.value,
              ownerId: rewards.ownerId,
            })
            .from(rewards)
            .where(inArray(rewards.id, rewardIds))
        : Promise.resolve([]),
  };
}
export type RewardFigures = ReturnType<typeof createRewardFigures>;
