import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ListRewardsQuery, RewardStatus } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../lib/pagination.js';
import { connectedIdsOf } from '../members/member-search.js';
import { rewardAudience, rewards, type RewardRecord } from './rewards.tables.js';

export type NewReward = typeof rewards.$inferInsert;

/** A campaign is live while active, from its first day to its last (server calendar, UTC). */
export const liveCampaign = sql`(${rewards.type} = 'campaign' and ${rewards.status} = 'active' and ${rewards.startsOn} <= current_date and ${rewards.endsOn} >= current_date)`;

/**
 * What a connection of the owner may see: active standard rewards, and active campaigns not yet
 * ended whose audience takes me in.
 */
const offeredTo = (me: string) => sql`(${rewards.status} = 'active' and (
  ${rewards.type} = 'standard' or (${rewards.endsOn} >= current_date and (
    ${rewards.audience} = 'ALL'
    or (${rewards.audience} = 'INCLUSION' and exists (select 1 from ${rewardAudience} a where a.reward_id = ${rewards.id} and a.user_id = ${me}))
    or (${rewards.audience} = 'EXCLUSION' and not exists (select 1 from ${rewardAudience} a where a.reward_id = ${rewards.id} and a.user_id = ${me}))
  ))))`;

export function createRewardsRepository(db: DbOrTx) {
  // Spelled out: drizzle leaves columns unqualified in the select list of a one-table query.
  const leadsGenerated = sql<number>`(select count(*)::int from leads l where l.reward_id = "rewards"."id")`;
  const selection = { reward: rewards, leadsGenerated };

  /** Rewards my connections offer me (of one connection with `ownerId`). */
  const invitedTo = (me: string, ownerId?: string) =>
    and(
      ownerId
        ? and(eq(rewards.ownerId, ownerId), sql`${ownerId}::uuid in ${connectedIdsOf(me)}`)
        : sql`${rewards.ownerId} in ${connectedIdsOf(me)}`,
      offeredTo(me),
    )!;

  return {
    async insert(values: NewReward, audienceUserIds: string[], tx: DbOrTx = db) {
      const [row] = await tx.insert(rewards).values(values).returning();
      if (audienceUserIds.length)
        await tx
          .insert(rewardAudience)
          .values(audienceUserIds.map((userId) => ({ rewardId: row!.id, userId })));
      return row!;
    },
    async update(
      id: string,
      values: Partial<Pick<RewardRecord, 'value' | 'description' | 'status'>>,
    ) {
      await db
        .update(rewards)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(rewards.id, id));
    },
    async findById(id: string) {
      const [row] = await db.select(selection).from(rewards).where(eq(rewards.id, id)).limit(1);
      return row;
    },
    /** The reward if `me` owns it or is offered it; undefined otherwise. */
    async findVisible(me: string, id: string) {
      const [row] = await db
        .select(selection)
        .from(rewards)
        .where(and(eq(rewards.id, id), or(eq(rewards.ownerId, me), invitedTo(me))))
        .limit(1);
      return row;
    },
    async audienceOf(rewardIds: string[]) {
      if (!rewardIds.length) return [];
      return db.select().from(rewardAudience).where(inArray(rewardAudience.rewardId, rewardIds));
    },

    async list(me: string, query: ListRewardsQuery) {
      const conditions: SQL[] = [
        query.ownedRewardType === 'invited' ? invitedTo(me, query.userId) : eq(rewards.ownerId, me),
      ];
      if (query.type) conditions.push(eq(rewards.type, query.type));
      if (query.status) conditions.push(eq(rewards.status, query.status));
      const where = and(...conditions);
      const { limit, skip } = pageWindow(query);
      const [rows, [counted]] = await Promise.all([
        db
          .select(selection)
          .from(rewards)
          .where(where)
          .orderBy(desc(rewards.createdAt), desc(rewards.id))
          .limit(limit)
          .offset(skip),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(rewards)
          .where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    async tabs(me: string) {
      const [mine, [invited]] = await Promise.all([
        db
          .select({ type: rewards.type, value: sql<number>`count(*)::int` })
          .from(rewards)
          .where(eq(rewards.ownerId, me))
          .groupBy(rewards.type),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(rewards)
          .where(invitedTo(me)),
      ]);
      const of = (type: string) => mine.find((row) => row.type === type)?.value ?? 0;
      return { standard: of('standard'), campaign: of('campaign'), invited: invited?.value ?? 0 };
    },

    async standardKindsOf(me: string) {
      const rows = await db
        .selectDistinct({ kind: rewards.kind })
        .from(rewards)
        .where(and(eq(rewards.ownerId, me), eq(rewards.type, 'standard')));
      return rows.map((row) => row.kind);
    },
    /** The rewards a lead to `ownerId` can be passed under: offered to me and live today. */
    offeredBy: (me: string, ownerId: string) =>
      db
        .select({
          _id: rewards.id,
          type: rewards.type,
          kind: rewards.kind,
          title: rewards.title,
          value: rewards.value,
        })
        .from(rewards)
        .where(
          and(
            invitedTo(me, ownerId),
            or(eq(rewards.type, 'standard'), sql`${rewards.startsOn} <= current_date`),
          ),
        )
        .orderBy(rewards.type, rewards.title),

    /** The connections a campaign speaks to: all, only those listed, or all but those listed. */
    async audienceMembers(reward: RewardRecord, tx: DbOrTx = db) {
      const rows = (await tx.execute(sql`
        select other as id from ${connectedIdsOf(reward.ownerId)} as mine(other)
        where ${
          reward.audience === 'INCLUSION'
            ? sql`other in (select user_id from reward_audience where reward_id = ${reward.id})`
            : reward.audience === 'EXCLUSION'
              ? sql`other not in (select user_id from reward_audience where reward_id = ${reward.id})`
              : sql`true`
        }`)) as unknown as { rows: Array<{ id: string }> };
      return rows.rows.map((row) => row.id);
    },

    async setStatus(id: string, status: RewardStatus) {
      await db.update(rewards).set({ status, updatedAt: new Date() }).where(eq(rewards.id, id));
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
