import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { RewardType } from '@nethub/contract';

/** The audience picker shows more members at once than a list page. */
export const CONNECTIONS_PAGE_SIZE = 20;

/** Which rewards a list shows (GET /rewards). */
export type RewardsFilters = {
  /** Mine, or those my connections offer me. */
  ownedRewardType: 'mine' | 'invited';
  /** No type: standard rewards and campaigns together. */
  type?: RewardType;
  /** Only this connection's (with `invited`). */
  userId?: string;
};

export const rewardKeys = {
  all: ['rewards'] as const,
  lists: ['rewards', 'list'] as const,
  list: (filters: RewardsFilters) => ['rewards', 'list', filters] as const,
  tabs: ['rewards', 'tabs'] as const,
  details: ['rewards', 'detail'] as const,
  detail: (id: string) => ['rewards', 'detail', id] as const,
  availability: ['rewards', 'availability'] as const,
  connections: (textSearch: string) => ['rewards', 'connections', textSearch] as const,
  member: (id: string) => ['rewards', 'member', id] as const,
};

export const rewardListParams = (filters: RewardsFilters, page: number) => ({
  ownedRewardType: filters.ownedRewardType,
  type: filters.type,
  userId: filters.userId,
  page,
  offset: DEFAULT_PAGE_SIZE,
});
