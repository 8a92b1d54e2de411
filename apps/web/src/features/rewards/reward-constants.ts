import { REWARD_KINDS, type ADD_REWARD_STEPS, type RewardKind } from '@nethub/contract/constants';
import type { CampaignAudience, RewardStatus, RewardType } from '@nethub/contract';

/** The reward kinds' labels of spec §3 (the contract's REWARD_KINDS). */
export const KIND_LABELS = Object.fromEntries(
  REWARD_KINDS.map((item) => [item.kind, item.label]),
) as Record<RewardKind, string>;

export const isRewardKind = (value: string): value is RewardKind =>
  Object.hasOwn(KIND_LABELS, value);

/** A reward's own name is kept for "Create my own"; the label says the rest. */
export const kindLabel = (kind: RewardKind) =>
  kind === 'user_create' ? 'Own reward' : KIND_LABELS[kind];

export const TYPE_LABELS = {
  standard: 'Standard reward',
  campaign: 'Campaign',
} as const satisfies Record<RewardType, string>;

export const STATUS_LABELS = {
  active: 'Active',
  inactive: 'Inactive',
} as const satisfies Record<RewardStatus, string>;

/** Who hears of a campaign, as the owner chooses it. */
export const AUDIENCES = [
  { value: 'ALL', label: 'All my connections' },
  { value: 'INCLUSION', label: 'Only the connections I choose' },
  { value: 'EXCLUSION', label: 'All my connections except those I choose' },
] as const satisfies readonly { value: CampaignAudience; label: string }[];

export const isAudience = (value: string): value is CampaignAudience =>
  AUDIENCES.some((audience) => audience.value === value);

export type AddRewardStep = (typeof ADD_REWARD_STEPS)[number];

/** The add-reward wizard's steps (spec §3), in order; a standard reward skips the third. */
export const REWARD_WIZARD_STEPS = [
  { step: 'GENERAL_INFORMATION', label: 'General information' },
  { step: 'STANDARD_REWARDS', label: 'Reward' },
  { step: 'CAMPAIGN_DETAILS', label: 'Campaign details' },
  { step: 'NOTIFY_CONNECTIONS', label: 'Notify connections' },
] as const satisfies readonly { step: AddRewardStep; label: string }[];
