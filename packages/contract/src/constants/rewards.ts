/** The reward kinds of spec §3, in order, with their labels. */
export const REWARD_KINDS = [
  { kind: 'none', label: 'N/A' },
  { kind: 'commission_and_rebate', label: 'Commission and rebate' },
  { kind: 'commission_or_rebate', label: 'Commission or rebate' },
  { kind: 'voucher', label: 'Voucher' },
  { kind: 'corporate_gift', label: 'Corporate gift' },
  { kind: 'corporate_entertainment', label: 'Corporate entertainment' },
  { kind: 'other', label: 'Other' },
  { kind: 'user_create', label: 'Create my own' },
] as const;
export type RewardKind = (typeof REWARD_KINDS)[number]['kind'];

/** The add-reward wizard's steps (spec §3), in order; a standard reward skips CAMPAIGN_DETAILS. */
export const ADD_REWARD_STEPS = [
  'GENERAL_INFORMATION',
  'STANDARD_REWARDS',
  'CAMPAIGN_DETAILS',
  'NOTIFY_CONNECTIONS',
] as const;

export const REWARD_TITLE_MAX_LENGTH = 80;
export const REWARD_VALUE_MAX_LENGTH = 80;
export const REWARD_DESCRIPTION_MAX_LENGTH = 1000;
/** The most connections a campaign's audience names. */
export const AUDIENCE_MAX = 500;
