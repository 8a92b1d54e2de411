import type {
  ADD_REWARD_STEPS,
  CampaignAudience,
  RewardKind,
  RewardStatus,
  RewardType,
} from '@nethub/contract';

/*
 * The contract's REWARD_KINDS, ADD_REWARD_STEPS, campaign audiences and field limits, restated:
 * they sit in a module that builds zod schemas, which these screens do not otherwise load
 * (reward-constants.test.ts checks that both sides agree).
 */

/** The reward kinds of spec §3, in order, with their labels. */
export const KIND_LABELS = {
  none: 'N/A',
  commission_and_rebate: 'Commission and rebate',
  commission_or_rebate: 'Commission or rebate',
  voucher: 'Voucher',
  corporate_gift: 'Corporate gift',
  corporate_entertainment: 'Corporate entertainment',
  other: 'Other',
  user_create: 'Create my own',
} as const satisfies Record<RewardKind, string>;

export const REWARD_KINDS = (Object.keys(KIND_LABELS) as RewardKind[]).map((kind) => ({
  kind,
  label: KIND_LABELS[kind],
}));

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

/** The contract's field lengths. */
export const REWARD_TITLE_MAX_LENGTH = 80;
export const REWARD_VALUE_MAX_LENGTH = 80;
export const REWARD_DESCRIPTION_MAX_LENGTH = 1000;
export const AUDIENCE_MAX = 500;
