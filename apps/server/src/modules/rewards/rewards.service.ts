import {
  REWARD_KINDS,
  type ListRewardsQuery,
  type Reward,
  type RewardAvailability,
  type RewardDetail,
  type RewardStatus,
  type RewardTabs,
} from '@nethub/contract';
import type { createCampaignBody, createRewardBody, updateRewardBody } from '@nethub/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { toListResponse } from '../../lib/pagination.js';
import type { MemberCards } from '../members/member-cards.js';
import { createRewardsRepository } from './rewards.repository.js';
import type { RewardRecord } from './rewards.tables.js';

type RewardRow = { reward: RewardRecord; leadsGenerated: number };
type GeneratedLeads = (
  rewardId: string,
  viewer: { me: string; owner: boolean },
) => Promise<RewardDetail['leadsGenerated']>;

export type RewardsServiceDeps = {
  db: Db;
  events: EventBus;
  memberCards: MemberCards;
  areConnected: (me: string, others: string[]) => Promise<boolean>;
  generatedLeads: GeneratedLeads;
};

const labelOf = (kind: string) => REWARD_KINDS.find((k) => k.kind === kind)?.label ?? kind;
const today = () => new Date().toISOString().slice(0, 10);

export function createRewardsService({
  db,
  events,
  memberCards,
  areConnected,
  generatedLeads,
}: RewardsServiceDeps) {
  const repo = createRewardsRepository(db);

  async function toRewards(me: string, rows: RewardRow[]): Promise<Reward[]> {
    const [cards, audience] = await Promise.all([
      memberCards.byIds(rows.map((row) => row.reward.ownerId)),
      repo.audienceOf(rows.filter((row) => row.reward.ownerId === me).map((row) => row.reward.id)),
    ]);
    return rows.map(({ reward, leadsGenerated }) => {
      const isMine = reward.ownerId === me;
      return {
        _id: reward.id,
        type: reward.type,
        kind: reward.kind,
        title: reward.title,
        value: reward.value,
        description: reward.description,
        status: reward.status,
        owner: cards.get(reward.ownerId)!,
        isMine,
        campaign:
          reward.type === 'campaign'
            ? {
                startsOn: reward.startsOn!,
                endsOn: reward.endsOn!,
                audience: reward.audience!,
                // Only the owner learns who else is in or out.
                audienceUserIds: isMine
                  ? audience.filter((a) => a.rewardId === reward.id).map((a) => a.userId)
                  : [],
                notifyConnections: reward.notifyConnections,
                live:
                  reward.status === 'active' &&
                  reward.startsOn! <= today() &&
                  reward.endsOn! >= today(),
              }
            : null,
        leadsGenerated: isMine ? leadsGenerated : 0,
        createdAt: reward.createdAt.toISOString(),
      };
    });
  }

  async function get(me: string, id: string): Promise<Reward> {
    const row = await repo.findVisible(me, id);
    if (!row) throw notFound();
    return (await toRewards(me, [row]))[0]!;
  }

  /** The owner's own reward, or 404 for everyone else (no hint that it exists). */
  async function owned(me: string, id: string) {
    const row = await repo.findById(id);
    if (!row || row.reward.ownerId !== me) throw notFound();
    return row;
  }

  return {
    get,

    async detail(me: string, id: string): Promise<RewardDetail> {
      const rewardDetail = await get(me, id);
      return {
        rewardDetail,
        leadsGenerated: await generatedLeads(id, { me, owner: rewardDetail.isMine }),
      };
    },

    async createStandard(me: string, body: z.output<typeof createRewardBody>) {
      const reward = await db.transaction(async (tx) => {
        const row = await repo.insert(
          {
            ownerId: me,
            type: 'standard',
            kind: body.kind,
            title: body.kind === 'user_create' ? body.title! : (body.title ?? labelOf(body.kind)),
            value: body.value,
            description: body.description ?? null,
            status: body.status,
          },
          [],
          tx,
        );
        await events.emit('onboarding.step', { userId: me, step: 'SETTING_UP_REWARD' });
        return row;
      });
      return get(me, reward.id);
    },

    async createCampaign(me: string, body: z.output<typeof createCampaignBody>) {
      const audienceUserIds = body.audience === 'ALL' ? [] : [...new Set(body.audienceUserIds)];
      if (audienceUserIds.length && !(await areConnected(me, audienceUserIds)))
        throw badRequest('VALIDATION_ERROR', [
          { field: 'body.audienceUserIds', message: 'Choose among your connections' },
        ]);
      const reward = await db.transaction(async (tx) => {
        const row = await repo.insert(
          {
            ownerId: me,
            type: 'campaign',
            kind: body.kind,
            title: body.title,
            value: body.value,
            description: body.description ?? null,
            status: body.status,
            startsOn: body.startsOn,
            endsOn: body.endsOn,
            audience: body.audience,
            notifyConnections: body.notifyConnections,
          },
          audienceUserIds,
          tx,
        );
        await events.emit('onboarding.step', { userId: me, step: 'SETTING_UP_CAMPAIGN' });
        await events.emit('campaign.created', {
          rewardId: row.id,
          ownerId: me,
          notify: body.notifyConnections,
          audienceUserIds: await repo.audienceMembers(row, tx),
        });
        return row;
      });
      return get(me, reward.id);
    },

    async update(me: string, id: string, body: z.output<typeof updateRewardBody>) {
      await owned(me, id);
      await repo.update(id, {
        value: body.value,
        description: body.description ?? null,
        status: body.status,
      });
      return get(me, id);
    },

    async setStatus(me: string, id: string, status: RewardStatus) {
      await owned(me, id);
      await repo.setStatus(id, status);
      return get(me, id);
    },

    async list(me: string, query: ListRewardsQuery) {
      const { rows, total } = await repo.list(me, query);
      return toListResponse(await toRewards(me, rows), total, query);
    },

    tabs: (me: string): Promise<RewardTabs> => repo.tabs(me),

    async availability(me: string, userId?: string): Promise<RewardAvailability> {
      const used = new Set(await repo.standardKindsOf(me));
      return {
        standardKinds: REWARD_KINDS.map((k) => k.kind).filter(
          (kind) => kind === 'user_create' || !used.has(kind),
        ),
        rewards: userId ? await repo.offeredBy(me, userId) : [],
      };
    },

    ownerOf: async (id: string) => (await repo.findById(id))?.reward.ownerId,

    /** Whether a lead from `me` to `receiverId` may be passed under this reward. */
    async isOfferedBy(me: string, receiverId: string, rewardId: string) {
      const offered = await repo.offeredBy(me, receiverId);
      return offered.some((reward) => reward._id === rewardId);
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
