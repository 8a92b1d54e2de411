import { z } from 'zod';
import {
  AUDIENCE_MAX,
  REWARD_DESCRIPTION_MAX_LENGTH,
  REWARD_KINDS,
  REWARD_TITLE_MAX_LENGTH,
  REWARD_VALUE_MAX_LENGTH,
  type RewardKind,
} from './constants/rewards.js';
import { listQuery, listResponse, optionalText } from './common.js';
import { profileCard } from './profile.js';

/**
 * Rewards are what a member offers the people who pass them leads. A **standard** reward is a
 * standing offer of one kind (spec §3 kinds); a **campaign** is a time-boxed offer with a name,
 * dates and an audience among the owner's connections. Both start inactive unless the owner
 * activates them; a lead may be passed "under" one of the receiver's active rewards, and the
 * reward's detail lists the leads it generated.
 */
export const rewardType = z.enum(['standard', 'campaign']);
export type RewardType = z.infer<typeof rewardType>;

export const rewardKind = z.enum(
  REWARD_KINDS.map((item) => item.kind) as [RewardKind, ...RewardKind[]],
);

export const rewardStatus = z.enum(['active', 'inactive']);
export type RewardStatus = z.infer<typeof rewardStatus>;

/** Who hears of a campaign: all my connections, only those chosen, or all but those chosen. */
export const campaignAudience = z.enum(['ALL', 'INCLUSION', 'EXCLUSION']);
export type CampaignAudience = z.infer<typeof campaignAudience>;

const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.iso.date();

/** The standard reward fields of spec §3: value, description, status (default inactive). */
const standardFields = {
  kind: rewardKind,
  /** The name of a reward the member made up (kind `user_create`); other kinds use the label. */
  title: optionalText(REWARD_TITLE_MAX_LENGTH),
  value: text(REWARD_VALUE_MAX_LENGTH),
  description: optionalText(REWARD_DESCRIPTION_MAX_LENGTH),
  status: rewardStatus.default('inactive'),
};

export const createRewardBody = z
  .object(standardFields)
  .refine((body) => body.kind !== 'user_create' || !!body.title, {
    message: 'Please fill out this field.',
    path: ['title'],
  });
export type CreateRewardBody = z.input<typeof createRewardBody>;

/** PUT /rewards/{id}: the standard reward edit data of spec §3. */
export const updateRewardBody = z.object({
  value: text(REWARD_VALUE_MAX_LENGTH),
  description: optionalText(REWARD_DESCRIPTION_MAX_LENGTH),
  status: rewardStatus,
});
export const rewardStatusBody = z.object({ status: rewardStatus });

export const createCampaignBody = z
  .object({
    ...standardFields,
    title: text(REWARD_TITLE_MAX_LENGTH),
    startsOn: isoDate,
    endsOn: isoDate,
    audience: campaignAudience.default('ALL'),
    /** The connections included (INCLUSION) or left out (EXCLUSION). */
    audienceUserIds: z.array(z.uuid()).max(AUDIENCE_MAX).default([]),
    /** notifyUserPayloadType of spec §3: alert the audience now. Default false. */
    notifyConnections: z.boolean().default(false),
    status: rewardStatus.default('active'),
  })
  .refine((body) => body.endsOn >= body.startsOn, {
    message: 'The end date must be on or after the start date',
    path: ['endsOn'],
  })
  .refine((body) => body.audience === 'ALL' || body.audienceUserIds.length > 0, {
    message: 'Please fill out this field.',
    path: ['audienceUserIds'],
  });
export type CreateCampaignBody = z.input<typeof createCampaignBody>;

export const reward = z.object({
  _id: z.uuid(),
  type: rewardType,
  kind: rewardKind,
  title: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  status: rewardStatus,
  owner: profileCard,
  isMine: z.boolean(),
  campaign: z
    .object({
      startsOn: z.string(),
      endsOn: z.string(),
      audience: campaignAudience,
      audienceUserIds: z.array(z.uuid()),
      notifyConnections: z.boolean(),
      /** Active, started and not yet ended. */
      live: z.boolean(),
    })
    .nullable(),
  leadsGenerated: z.number().int(),
  createdAt: z.string(),
});
export type Reward = z.infer<typeof reward>;
export const rewardList = listResponse(reward);

/**
 * GET /rewards: mine by type, or — with ownedRewardType=invited — the campaigns and active
 * rewards my connections offer me (one connection's with `userId`).
 */
export const listRewardsQuery = listQuery.extend({
  type: rewardType.optional(),
  ownedRewardType: z.enum(['mine', 'invited']).default('mine'),
  userId: z.uuid().optional(),
  status: rewardStatus.optional(),
});
export type ListRewardsQuery = z.infer<typeof listRewardsQuery>;

export const rewardTabs = z.object({
  standard: z.number().int(),
  campaign: z.number().int(),
  invited: z.number().int(),
});
export type RewardTabs = z.infer<typeof rewardTabs>;

/**
 * GET /rewards/availability[?userId]: my standard kinds not used yet (the wizard offers those);
 * with userId, the active rewards of that connection a lead can be passed under.
 */
export const rewardAvailabilityQuery = z.object({ userId: z.uuid().optional() });
export const rewardAvailability = z.object({
  standardKinds: z.array(rewardKind),
  rewards: z.array(reward.pick({ _id: true, type: true, kind: true, title: true, value: true })),
});
export type RewardAvailability = z.infer<typeof rewardAvailability>;

/** Reward detail (spec §3): the reward and the leads passed under it. */
export const rewardDetail = z.object({
  rewardDetail: reward,
  leadsGenerated: z.array(
    z.object({
      _id: z.uuid(),
      status: z.string(),
      contactName: z.string(),
      giver: profileCard,
      estimatedValue: z.number(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type RewardDetail = z.infer<typeof rewardDetail>;
