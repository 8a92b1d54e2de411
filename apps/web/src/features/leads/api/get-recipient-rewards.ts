import type { RewardAvailability } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

/**
 * The rewards and campaigns the recipient offers me today: a lead may be passed under one of
 * them (GET /rewards/availability?userId).
 */
export const getRecipientRewards = async (userId: string) => {
  const availability = unwrap(
    await api.get<Envelope<RewardAvailability>>('/rewards/availability', { params: { userId } }),
  );
  return availability.rewards;
};

export const recipientRewardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: leadKeys.recipientRewards(userId),
    queryFn: () => getRecipientRewards(userId),
  });

export const useRecipientRewards = (userId: string) =>
  useQuery({ ...recipientRewardsQueryOptions(userId), enabled: !!userId });
