import type { RewardAvailability } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';

/** The standard kinds I have not used yet (`user_create` always): the wizard offers those. */
export const getRewardAvailability = async () =>
  unwrap(await api.get<Envelope<RewardAvailability>>('/rewards/availability'));

export const rewardAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: rewardKeys.availability,
    queryFn: getRewardAvailability,
    // A kind is used up as soon as a reward of it is added.
    staleTime: 0,
  });

export const useRewardAvailability = () => useQuery(rewardAvailabilityQueryOptions());
