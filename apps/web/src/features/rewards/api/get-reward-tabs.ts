import type { RewardTabs } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';

export const getRewardTabs = async () =>
  unwrap(await api.get<Envelope<RewardTabs>>('/rewards/tabs'));

export const rewardTabsQueryOptions = () =>
  queryOptions({ queryKey: rewardKeys.tabs, queryFn: getRewardTabs });

export const useRewardTabs = () => useQuery(rewardTabsQueryOptions());
