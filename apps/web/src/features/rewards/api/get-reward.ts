import type { RewardDetail } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';

/**
 * A reward or campaign and the leads passed under it; NOT_FOUND (404) when it is neither mine
 * nor on offer to me.
 */
export const getReward = async (id: string) =>
  unwrap(await api.get<Envelope<RewardDetail>>(`/rewards/${encodeURIComponent(id)}`));

export const rewardQueryOptions = (id: string) =>
  queryOptions({ queryKey: rewardKeys.detail(id), queryFn: () => getReward(id) });

export const useReward = (id: string) => useQuery(rewardQueryOptions(id));
