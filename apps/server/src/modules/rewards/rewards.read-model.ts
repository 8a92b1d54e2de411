import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { liveCampaign } from './rewards.repository.js';
import { rewards } from './rewards.tables.js';

/** The reward figures other modules show (the dashboard), read by their owner (ADR 015). */
export function createRewardFigures(db: DbOrTx) {
  return {
    /** How many of my campaigns are live today. */
    async liveCampaignCount(me: string) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(rewards)
        .where(and(eq(rewards.ownerId, me), liveCampaign));
      return row?.total ?? 0;
    },
  };
}
export type RewardFigures = ReturnType<typeof createRewardFigures>;
